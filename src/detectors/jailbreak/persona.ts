import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';

const AI = '(?:you|ai|chatbot|assistant|model|chatgpt|gpt|bot|llm|language model)';

const PATTERNS: AnchoredPattern[] = [
  // DAN-family names and their slogan.
  { re: /\bdo anything now\b|\b(?:betterdan|antigpt|devmode|dan mode|dan prompt|jailbreak mode|jailbroken|evil confidant|mongo tom)\b/g, needs: [['anything now', 'betterdan', 'antigpt', 'devmode', 'dan mode', 'dan prompt', 'jailbr', 'evil confidant', 'mongo tom']] },
  // "Developer Mode enabled", "simulate ChatGPT with developer mode", "in developer mode".
  { re: /\b(?:enable|enabled|activate|activated|simulate|with|in|entering|enter)\s{1,3}(?:the\s{1,3})?developer[ _]mode\b|\bdeveloper[ _]mode\s{0,3}[:=]?\s{0,3}(?:enabled|activated|output|response|on|true)\b/g, needs: [['developer mode', 'developer_mode']] },
  // "an unfiltered and amoral chatbot", "uncensored AI", "unrestricted version of ChatGPT".
  { re: new RegExp(`\\b(?:unfiltered|uncensored|unrestricted|amoral|unethical|unbound|unshackled|limitless)\\b[^.!?\\n]{0,30}?\\b(?:ai|chatbot|assistant|model|version|persona|mode|character|gpt|bot)\\b`, 'g'), needs: [['unfiltered', 'uncensored', 'unrestricted', 'amoral', 'unethical', 'unbound', 'unshackled', 'limitless']] },
  // "you have no restrictions", "the AI is free of all ethical guidelines", "you are not bound by rules".
  {
    re: new RegExp(
      `\\b${AI}\\b[^.!?\\n]{0,50}?\\b(?:no|without|free (?:of|from)|not bound by|not restricted by|freed from|broken free of|unrestricted by)\\s{1,3}(?:any\\s{1,3}|all\\s{1,3}|the\\s{1,3}|its\\s{1,3}|your\\s{1,3})?(?:ethical\\s|moral\\s|content\\s|safety\\s|typical\\s|usual\\s|openai\\s)?(?:restrictions|filters|filtering|guidelines|limitations|censorship|rules|boundaries|morals|ethics|restraints|confines|principles|code|compass|values|scruples|qualms|remorse|conscience)\\b`,
      'g',
    ),
    needs: [['restrictions', 'filter', 'guidelines', 'limitations', 'censorship', 'rules', 'boundaries', 'morals', 'ethics', 'restraints', 'confines', 'principles', 'code', 'compass', 'values', 'scruples', 'qualms', 'remorse', 'conscience']],
  },
  // "You are no longer ChatGPT", "you are no longer bound by ..."
  { re: /\byou(?:'re| are) no longer (?:chatgpt|gpt|an ai|a language model|an assistant|bound|restricted|limited|required)\b/g, needs: [['no longer']] },
  // "completely uninhibited", "an unhinged AI"
  { re: /\b(?:uninhibited|unhinged)\b[^.!?\n]{0,30}?\b(?:ai|chatbot|assistant|model|version|persona|character|bot|response|responses)\b|\b(?:ai|chatbot|assistant|model|bot)\b[^.!?\n]{0,30}?\b(?:completely|totally|fully) (?:uninhibited|unhinged|unrestricted|unfiltered|uncensored)\b/g, needs: [['uninhibited', 'unhinged', 'unrestricted', 'unfiltered', 'uncensored']] },
  // "can say anything without restrictions", "will answer anything regardless of ..."
  { re: /\b(?:say|write|generate|do|answer|produce) (?:anything|everything)(?: and everything)?,? (?:without (?:any )?(?:restrictions?|limits?|limitations|filters?|censorship|hesitation)|regardless of|no matter how (?:illegal|unethical|immoral|harmful|offensive))/g, needs: [['anything', 'everything'], ['without', 'regardless of', 'no matter how']] },
  // A persona that answers to no vendor policy: "does not have to follow OpenAI's rules", "is not
  // bound by ChatGPT's filters", "broken free of the limitations set by OpenAI".
  {
    re: /\b(?:(?:doesn't|does not|don't|do not|never|won't|will not|no longer|not) (?:have to |need to |has to |want to )?(?:follow|obey|abide by|adhere to|comply with|care about|respect|answer to)|(?:not|isn't|is not|aren't|are not|never) (?:bound|constrained|controlled|restricted|limited|governed|subject) (?:by|to)|ignores|ignoring|breaks|breaking|bypasses|bypassing|disregards|defies|free of (?:all )?(?:the )?(?:limitations|restrictions|rules|constraints) (?:of|set by|imposed by)|broken free (?:of|from))\b[^.!?\n]{0,40}?\b(?:openai|open ai|chatgpt)(?:'s|s)?\b[^.!?\n]{0,30}?\b(?:polic(?:y|ies)|rules|guidelines|terms|filters?|restrictions|limitations|programming|settings|conventions|training)\b/g,
    needs: [['openai', 'open ai', 'chatgpt']],
  },
  // Any named persona "has no moral, ethical or legal restrictions" (the AI-subject rule above misses names).
  {
    re: /\b(?:has|have|had|with|without|possesses) (?:absolutely )?(?:no|any) (?:moral|ethical|legal)(?:(?:,|, and|, or| and| or) (?:moral|ethical|legal)){0,2} (?:restrictions|bounds|boundaries|guidelines|limits|limitations|compass|code|filters|constraints|principles|obligations)\b|\b(?:not|never) (?:bound|restricted|constrained|limited) by (?:any )?(?:rules,? |laws,? )?(?:and |or )?(?:morals|morality|ethics|ethical (?:guidelines|rules|constraints))\b/g,
    needs: [['moral', 'ethic', 'legal']],
  },
  // "the unfiltered response", "an uncensored output": what the persona is asked to produce.
  { re: /\b(?:unfiltered|uncensored|unrestricted) (?:response|responses|output|outputs|answer|answers|replies|reply|language model)\b/g, needs: [['unfiltered', 'uncensored', 'unrestricted']] },
  // An answer written as "AIM" (the published always-Machiavellian persona) to its fixed addressee:
  // the tag plus the name, at the start of a line, is the persona speaking, not a document heading.
  { re: /(?:^|\n)\s{0,3}\[?aim\]?:\s{0,3}[^\n]{0,30}?\bniccolo\b/g, needs: [['aim'], ['niccolo']] },
  // The lock emoji pair DAN prompts use to label "classic" and "jailbroken" answers.
  { re: /\u{1F513}|\[\u{1F512}/gu, needs: [['\u{1F513}', '\u{1F512}']] },
];

/** DAN-style personas, "developer mode" and other unrestricted-AI personas. */
export const personaDetector = gatedPatterns(
  ['anything now', 'betterdan', 'antigpt', 'devmode', 'dan mode', 'dan prompt', 'jailbr', 'evil confidant', 'mongo tom', 'developer mode', 'developer_mode', 'unfiltered', 'uncensored', 'unrestricted', 'amoral', 'unethical', 'unbound', 'unshackled', 'limitless', 'restriction', 'filters', 'filtering', 'guidelines', 'limitations', 'censorship', 'rules', 'boundaries', 'morals', 'ethics', 'restraints', 'confines', 'principles', 'code', 'compass', 'values', 'scruples', 'qualms', 'remorse', 'conscience', 'no longer', 'uninhibited', 'unhinged', 'anything', 'everything', '\u{1F513}', '\u{1F512}', 'openai', 'open ai', 'chatgpt', 'moral', 'ethic', 'legal', 'niccolo'],
  {
    id: 'jailbreak.persona',
    category: 'jailbreak',
    type: 'jailbreak_persona',
    label: 'unrestricted persona (DAN, developer mode)',
    view: 'lower',
    score: 0.9,
    maxMatchLength: 200,
  },
  PATTERNS,
);
