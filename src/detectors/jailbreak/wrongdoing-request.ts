import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';
import { DEFENSIVE } from './harmful-request.js';

// Direct asks for help with wrongdoing that needs no weapon or drug to be harmful: fraud, theft,
// smuggling, stalking, harassment campaigns, intrusion, self-harm. HARM_OBJECT stays narrow
// because it also drives the fiction-framing rule; this list only counts inside an ask for
// operational help or for persuasive content in the same sentence.
const ASK =
  '(?:how (?:to|do (?:i|you|we)|can (?:i|you|one|someone|we)|could (?:i|you|one|someone|we)|would (?:i|you|one|someone|we)|should (?:i|we))|(?:give|write|provide|create|draft|generate|list|suggest|describe|explain|outline|devise|develop)(?: me)?(?: (?:a|an|some|the|detailed|step-by-step|specific|clear)){0,4}(?: (?:instructions|guide|guidance|tutorial|plan|methods|ways|steps|tips|strategies|techniques|script|code|program|message|post|article|email|letter|tweet|advertisement|ad|speech|essay|blog post))(?: (?:for|on|to|that|explaining|describing|encouraging|promoting|about|detailing))?|ways to|help me|teach me(?: how)? to|assist (?:me )?(?:in|with)|best way to|easiest way to)';
// Written for this project: wrongdoing named as an act (not as a topic: "fraud" alone is a news
// word, "forge a passport" is a plan).
const WRONG =
  '(?:illegal(?:ly)?|illicit(?:ly)?|unlawful(?:ly)?|counterfeit(?:ing)?|smuggl(?:e|ing)|launder(?:ing)?|steal(?:ing)?|stolen|shoplift(?:ing)?|forg(?:e|ing) (?:a |an |the )?(?:documents?|signatures?|checks?|cheques?|passports?|ids?|prescriptions?|certificates?)|blackmail(?:ing)?|extort(?:ing|ion)?|traffick(?:ing)?|brib(?:e|ing)|evad(?:e|ing) (?:taxes|police|law enforcement|the police|arrest)|tax evasion|without (?:their |his |her |the owner\'s |someone\'s )?(?:consent|authori[sz]ation|permission|knowledge)|harass(?:ing|ment)?|stalk(?:ing)?|cyberbully(?:ing)?|hitman|tamper(?:ing)? with|sabotag(?:e|ing)|fabricat(?:e|ing) evidence|fake (?:evidence|ids?|documents?|reviews|prescriptions?|passports?|news)|insider trading|pirat(?:e|ed|ing) (?:software|movies|content|games)|commit suicide|kill (?:myself|yourself|himself|herself)|self-harm|encouraging (?:anorexia|bulimia|self-harm|suicide)|terroris[tm]|ransomware|keylogger|malware|exploit (?:a |the )?vulnerabilit(?:y|ies)|sql injection|phishing|ddos|disinformation|defamatory|propaganda|racial slurs?|genocide|ethnic cleansing|chemical weapons?|biological (?:weapons?|warfare)|nerve agents?|explosives?|untraceable)';
const PATTERN = new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,100}?\\b${WRONG}\\b`, 'g');
// Model refusals and safety advice repeat the request ("I can't provide guidance on ... illegal").
const REFUSAL =
  /\b(?:can't|cannot|can not|won't|will not|unable|not able|sorry|refuse|not (?:provide|help|assist|support|encourage|engage|condone)|against|instead|rather than|protect|prevent|stop|secure|safe from|keep|avoid|detect|identify|combat|report|recogni[sz]e|discourage|cope|dangers? of|risks? of|consequences)\b/;

// Answers that refuse or warn anywhere quote the request back ("How can I ...? I'm sorry, ..."):
// a request is only taken as one when the text carries no refusal or warning of the assistant.
const ANSWER_REFUSAL =
  /\b(?:i'm sorry|i am sorry|i apologi[sz]e|i cannot|i can't|i won't|i will not|i must (?:remind|emphasi[sz]e|stress|inform|point out|clarify)|as an ai|against (?:the law|openai's|my (?:programming|guidelines|principles))|(?:is|are) (?:highly |strictly )?(?:illegal|unethical)|(?:illegal|unethical) and (?:illegal|unethical))/;

/** Requests for operational help with crimes and abuse outside the weapons/drugs/malware lexicon. */
export const wrongdoingRequestDetector: Detector = gated(
  [
    'illegal', 'illicit', 'unlawful', 'counterfeit', 'smuggl', 'launder', 'steal', 'stolen', 'shoplift', 'forg', 'blackmail', 'extort', 'traffick', 'brib', 'evad', 'evasion', 'without', 'harass', 'stalk', 'cyberbull', 'hitman', 'tamper', 'sabotag', 'fabricat', 'fake', 'insider trading', 'pirat', 'suicide', 'kill', 'self-harm', 'anorexia', 'bulimia', 'terroris', 'ransomware', 'keylogger', 'malware', 'vulnerabilit', 'sql injection', 'phishing', 'ddos', 'disinformation', 'defamatory', 'propaganda', 'slur', 'genocide', 'ethnic cleansing', 'weapon', 'biological', 'nerve agent', 'explosive', 'untraceable',
  ],
  {
    meta: { id: 'jailbreak.wrongdoing_request', category: 'jailbreak', stage: 'fastpath', maxMatchLength: 400 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      if (ANSWER_REFUSAL.test(n.lower)) return out;
      PATTERN.lastIndex = 0;
      for (let m = PATTERN.exec(n.lower); m; m = PATTERN.exec(n.lower)) {
        const before = n.lower.slice(Math.max(0, m.index - 80), m.index);
        const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
        if (REFUSAL.test(cut >= 0 ? before.slice(cut) : before) || REFUSAL.test(m[0]) || DEFENSIVE.test(m[0])) continue;
        out.push({
          detector: 'jailbreak.wrongdoing_request',
          category: 'jailbreak',
          type: 'harmful_request',
          label: 'request for harmful instructions',
          ...n.spanToOriginal(m.index, m.index + m[0].length),
          score: 0.7,
        });
      }
      return out;
    },
  },
);
