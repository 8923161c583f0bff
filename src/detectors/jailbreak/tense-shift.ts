import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

// A harmful request moved into the past or future ("how did people ... in the past?", "how will
// someone ... in the coming years?") is a known way around refusal training: the model answers a
// "history" question with the same operational detail. The time shift alone is an ordinary
// question, so a finding needs both the vague time frame (not a named era: "how did Rome fall in
// the 5th century" is history) and a word for the wrongdoing, inside one how-question.
const QUESTION = /\bhow (?:did|was|were|will|would|had|have|has|could|might)\b[^?.!\n]{0,220}/g;
const TIME =
  /\b(?:in the (?:past|future|recent past|near future|distant past|coming (?:years|decades|months)|upcoming (?:years|decades|months)|years to come|old days)|in (?:upcoming|coming|previous|past|future|recent|earlier|prior) (?:years|decades|elections?|times|eras?|centuries)|in past|in future|years ago|back in the day|historically)\b/;
// Written for this project: verbs and nouns of serious wrongdoing, not of its study or prevention.
const WRONG =
  /\b(?:illegal(?:ly)?|unlawful(?:ly)?|fraud(?:ulent(?:ly)?)?|scam(?:s|med|ming)?|counterfeit(?:ed|ing)?|steal(?:ing)?|stole|stolen|hack(?:ed|ing)?|forg(?:e|ed|ing)|forgery|traffick(?:ing|ed)?|blackmail(?:ed|ing)?|extort(?:ed|ing|ion)?|tamper(?:ed|ing)?|launder(?:ed|ing)?|smuggl(?:e|ed|ing)|defam(?:e|ed|ing|atory)|disinformation|misinformation|fake news|hoax|harass(?:ed|ing|ment)?|stalk(?:ed|ing)?|bully(?:ing)?|bullied|self-harm|suicide|anorexia|bulimia|genocide|xenophobic|racist|sexist|tortur(?:e|ed|ing)|exploit(?:ed|ing)?|weapons?|bombs?|explosives?|poison(?:ed|ing)?|kill(?:ed|ing)?|murder(?:ed|ing)?|malware|ransomware|ddos|phishing|without (?:their |the |his |her )?(?:consent|permission|knowledge)|caught|detection|cheat(?:ed|ing)?|pirat(?:e|ed|ing)|bribe[ds]?|bribing|insider trading|ponzi|pyramid scheme|terroris[tm]s?|extremis[tm]s?|child pornography|deepfakes?|evad(?:e|ed|ing)|vigilante|sabotag(?:e|ed|ing)|arson|shoplift(?:ed|ing)?|kidnap(?:ped|ping)?|assault(?:ed|ing)?|drugs?|meth|cocaine|heroin|fentanyl|firearms?|guns?)\b/;
// Model refusals and safety advice repeat the request ("I can't explain how people ... in the past").
const REFUSAL = /\b(?:can't|cannot|can not|won't|will not|unable|not able|sorry|refuse|protect|prevent|detect|defend|combat|recogni[sz]e)\b/;

/** Harmful requests disguised as history or forecasting questions (past- and future-tense reformulations). */
export const tenseShiftDetector: Detector = gated(
  ['in the past', 'in the future', 'recent past', 'near future', 'distant past', 'coming ', 'upcoming ', 'years to come', 'old days', 'previous ', 'past ', 'future ', 'recent ', 'earlier ', 'prior ', 'years ago', 'back in the day', 'historically'],
  gated(['how did', 'how was', 'how were', 'how will', 'how would', 'how had', 'how have', 'how has', 'how could', 'how might'], {
    meta: { id: 'jailbreak.tense_shift', category: 'jailbreak', stage: 'fastpath', maxMatchLength: 270 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      QUESTION.lastIndex = 0;
      for (let m = QUESTION.exec(n.lower); m; m = QUESTION.exec(n.lower)) {
        // "In the future, how will ..." puts the time frame before the question word.
        const lead = n.lower.slice(Math.max(0, m.index - 36), m.index);
        const leadStart = Math.max(lead.lastIndexOf('. '), lead.lastIndexOf('\n'), lead.lastIndexOf('? ')) + 1;
        const prefix = lead.slice(leadStart);
        const hasTime = TIME.test(m[0]) || TIME.test(prefix);
        if (!hasTime || !WRONG.test(m[0])) continue;
        const before = n.lower.slice(Math.max(0, m.index - 80), m.index);
        const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
        if (REFUSAL.test(cut >= 0 ? before.slice(cut) : before) || REFUSAL.test(m[0])) continue;
        const start = TIME.test(m[0]) ? m.index : m.index - prefix.length;
        out.push({
          detector: 'jailbreak.tense_shift',
          category: 'jailbreak',
          type: 'harmful_request',
          label: 'harmful request reframed as history or forecast',
          ...n.spanToOriginal(start, m.index + m[0].length),
          score: 0.75,
        });
      }
      return out;
    },
  }),
);
