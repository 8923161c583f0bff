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
  // The lock emoji pair DAN prompts use to label "classic" and "jailbroken" answers.
  { re: /\u{1F513}|\[\u{1F512}/gu, needs: [['\u{1F513}', '\u{1F512}']] },
];

/** DAN-style personas, "developer mode" and other unrestricted-AI personas. */
export const personaDetector = gatedPatterns(
  ['anything now', 'betterdan', 'antigpt', 'devmode', 'dan mode', 'dan prompt', 'jailbr', 'evil confidant', 'mongo tom', 'developer mode', 'developer_mode', 'unfiltered', 'uncensored', 'unrestricted', 'amoral', 'unethical', 'unbound', 'unshackled', 'limitless', 'restriction', 'filters', 'filtering', 'guidelines', 'limitations', 'censorship', 'rules', 'boundaries', 'morals', 'ethics', 'restraints', 'confines', 'principles', 'code', 'compass', 'values', 'scruples', 'qualms', 'remorse', 'conscience', 'no longer', 'uninhibited', 'unhinged', 'anything', 'everything', '\u{1F513}', '\u{1F512}'],
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
