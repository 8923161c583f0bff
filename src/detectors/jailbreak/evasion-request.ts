import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

const ASK =
  '(?:how (?:much (?:do|should|would|can) (?:i|we)|to|do (?:i|you|people|we)|can (?:i|you|one|someone|we)|could (?:i|you|one|someone|we)|would (?:i|you|one|someone|we)|should (?:i|we)|did (?:people|they|criminals|someone)|will (?:people|someone))|ways? to|tips (?:for|on|to)|(?:a |come up with a |devise a |make a )?plan (?:to|for)|help me|(?:best|easiest|fastest|quickest|simplest|safest|surest) (?:way|method) to)';
const EVADE =
  "(?:without (?:getting|being) (?:caught|detected|noticed|traced|found out)|without (?:anyone|the police|the authorities) (?:knowing|noticing|finding out)|without leaving (?:a |any )?(?:trace|evidence|fingerprints)|undetected|untraceabl[ey]|(?:evade|avoid|escape|fool) (?:the )?(?:police|law enforcement|detection|authorities|customs|the irs|taxes|a drug test)|get away with|without (?:a |any |the )?background checks?|without (?:the |my |our |an? |any )?(?:[a-z-]{1,20} ){0,2}(?:audits?|auditors?|police|cops|security|cameras?|alarms?|loss prevention|compliance) (?:catching|noticing|detecting|finding|flagging|spotting|seeing)|without (?:the |my |our |an? |any )?(?:[a-z-]{1,20} )?(?:body shop|mechanic|bank|irs|tax (?:office|authorities)|insurance(?: company)?|hospital|doctor|pharmacy|employer|landlord) (?:ever )?(?:reporting|noticing|flagging|finding out|knowing|calling the police)|so (?:that )?(?:the )?(?:police|cops|feds|bank|irs|tax (?:office|authorities|man)|authorities|government|customs|border (?:agents|patrol)|insurance(?: company)?) (?:will |would |can |could )?(?:never|can't|cannot|won't|don't|doesn't|wouldn't|couldn't|not) (?:find|track|trace|catch|notice|report|file|flag|know|see|suspect)|(?:doesn't|does not|won't|will not|can't|cannot|never) (?:get |be )?traced? back to (?:me|us)|(?:lose|losing|outrun|outrunning|shake|shaking|ditch|ditching) (?:the )?(?:police|cops|feds)|hide (?:my |our |the )?(?:[a-z]{1,15} ){0,2}from (?:the )?(?:tax authorities|tax man|irs|police|cops|authorities|government|customs)|(?:never|won't|don't|doesn't|can't) (?:go|goes|going|run|runs) to the (?:police|cops)|(?:make|making) it (?:look|seem|appear) like (?:an? )?(?:accident|suicide|natural causes|natural death|electrical fault|electrical fire|robbery|break-in)|so (?:that )?(?:the )?(?:fire marshal|investigators?|insurance(?: company)?|adjusters?|police|cops|detectives?|coroner|medical examiner) (?:thinks?|believes?|rules?|assumes?|concludes?) (?:it was|it's|it is) (?:an? )?(?:accident|suicide|natural|electrical)|so (?:they|nobody|no one|no-one) (?:can't|cannot|won't|will never|can never) (?:trace|track) (?:it|me|us|them|the (?:money|funds|payments?|transactions?|cash))|(?:not|never) get(?:ting)? traced|(?:bribe|pay off|offer) (?:a |the )?(?:customs|police|border|immigration|building|health|fire|tax) (?:officers?|officials?|agents?|inspectors?|cops?)|(?:get|take|cut) (?:an? |my |the )?ankle (?:monitor|bracelet|tag) off|(?:trick|fool|hack|disable|jam) (?:an? |my |the )?ankle (?:monitor|bracelet|tag)|(?:hold|keep|take|confiscate) (?:their|her|his|the workers'|the girls'|the women's) (?:passports?|documents|papers|ids?) so (?:they|she|he) (?:can't|cannot|won't|don't) (?:leave|escape|run|go)|(?:get rid of|dispose of|hide|bury|dissolve) (?:a|the) (?:dead )?body\\b(?! (?:odor|odour|fat|hair|acne|wash|lotion|spray|shop|text|copy|paragraph|of\\b)))";
// Session 21: an attack on a target the asker says is not theirs ("a working SQL injection payload
// ... from the login form at a site I don't own", "brute-force the wifi of a network that isn't
// mine").
const ATTACK_ACT = '(?:sql\\s{1,3}injection|sqli|xss|payloads?|exploits?|brute[- ]?forc(?:e|ing)|ddos|hack(?:ing)?|crack(?:ing)?|break(?:ing)?\\s{1,3}into|get(?:ting)?\\s{1,3}into|dump(?:s|ing)?|phish(?:ing)?|deface)';
const NOT_THEIRS = '(?:site|website|web\\s{1,3}app|server|network|account|system|wi-?fi|router|phone|computer|database|app|domain|company)s?\\s{1,3}(?:that\\s{1,3})?(?:i|we)\\s{1,3}(?:don\'t|do\\s{1,3}not|didn\'t|dont)\\s{1,3}own\\b|(?:isn\'t|is\\s{1,3}not|aren\'t|are\\s{1,3}not)\\s{1,3}(?:mine|ours)\\b';
const PATTERN = new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,100}?\\b${EVADE}|\\b(?:${ASK}|give me|write|show me|generate|create|build|craft|make me|i need|i want|teach me)\\b[^.!?\\n]{0,60}?\\b${ATTACK_ACT}\\b[^.!?\\n]{0,120}?\\b(?:${NOT_THEIRS})`, 'g');
// Model refusals repeat the request ("I can't tell you how to ... without getting caught").
const REFUSAL = /\b(?:can't|cannot|can not|won't|will not|unable|not able|sorry|refuse|not (?:provide|help|assist|support|encourage)|illegal|unethical|against)\b/;

/**
 * Requests to do something while evading detection ("how can I ... without getting caught",
 * "... undetected"): the evasion is what makes an ordinary-sounding request a harmful one.
 */
export const evasionRequestDetector: Detector = gated(
  ['caught', "don't own", 'do not own', "didn't own", 'dont own', "isn't mine", 'is not mine', "aren't ours", 'not ours', 'background check', 'catching', 'spotting', 'flagging', 'detected', 'noticed', 'traced', 'found out', 'knowing', 'noticing', 'finding out', 'trace', 'evidence', 'fingerprints', 'undetected', 'untraceab', 'police', 'law enforcement', 'detection', 'authorities', 'customs', 'the irs', 'taxes', 'drug test', 'get away with', 'reporting', 'flagging', 'calling the police', 'cops', 'feds', 'so the bank', 'so that the bank', 'so the irs', 'so the tax', 'so the insurance', 'so the government', 'so the border', 'back to me', 'back to us', 'tax man', 'from the government', 'rid of a body', 'rid of the body', 'dispose of a body', 'dispose of the body', 'hide a body', 'hide the body', 'bury a body', 'bury the body', 'dissolve a body', 'dissolve the body', 'dead body', 'like an accident', 'like a suicide', 'like suicide', 'like natural causes', 'like a natural death', 'like an electrical', 'like a robbery', 'like a break-in', 'fire marshal', 'investigator', 'adjuster', 'detective', 'coroner', 'medical examiner', 'insurance', "can't trace", 'cannot trace', "won't trace", 'never trace', "can't track", 'cannot track', 'never track', "won't track", 'get traced', 'getting traced', 'bribe', 'pay off', 'border', 'immigration', 'inspector', 'ankle', 'documents so', 'papers so', 'ids so', 'passports so', 'passport so'],
  {
    meta: { id: 'jailbreak.evasion_request', category: 'jailbreak', stage: 'fastpath', maxMatchLength: 300 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      PATTERN.lastIndex = 0;
      for (let m = PATTERN.exec(n.lower); m; m = PATTERN.exec(n.lower)) {
        const before = n.lower.slice(Math.max(0, m.index - 80), m.index);
        const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
        if (REFUSAL.test(cut >= 0 ? before.slice(cut) : before)) continue;
        out.push({
          detector: 'jailbreak.evasion_request',
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
