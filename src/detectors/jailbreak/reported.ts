import type { Detector } from '../types.js';

// Session 22 (from false alarms in a fresh set of safe texts): a persona or role-play demand that
// is reported, not made. Lecture notes and incident write-ups tell of jailbreaks in the third
// person ("the DAN prompt, which asked the model to pretend it had no rules", "users got the bot
// to act as an unfiltered AI"); a jailbreak says it to the model ("pretend you have no rules").
// And a persona's name used as the name of a prompt ('the "DAN" ("Do Anything Now") prompt')
// names a thing instead of invoking it.
const REPORTED =
  /\b(?:asked|asks|told|tells|instructed|instructs|tricked|tricks|tricking|got|gets|getting|convinced|convinces|convincing|prompted|prompting|coaxed|coaxing|persuaded|persuading|urged|directed|led)\s{1,3}(?:(?:the|a|an|its|their|this|that|these|those)\s{1,3})?(?:[a-z-]{2,20}\s{1,3})?(?:models?|ais?|chatbots?|bots?|assistants?|llms?|gpt|chatgpt|claude|gemini|systems?|it|them)\s{1,3}(?:to|into)\s{1,3}(?:pretend(?:ing)?|act(?:ing)?|role-?play(?:ing)?|imagin(?:e|ing)|behav(?:e|ing)|becom(?:e|ing)|be|simulat(?:e|ing)|play(?:ing)?|adopt(?:ing)?|stay(?:ing)?)\b/;
const NAMED_AS_THING = /^["'”’)\]]{0,3}\s{0,3}\)?\s{0,3}(?:prompts?|jailbreaks?|attacks?|personas?|techniques?|famil(?:y|ies)|methods?|exploits?|style|variants?|templates?)\b/;
/** How far before a finding the reporting verb may stand, and how far into it the demand may start. */
const BEFORE = 80;
const INTO = 30;

/** Drops findings whose demand is told of in the third person, or whose persona name names a prompt. */
export function unlessReported(inner: Detector): Detector {
  return {
    meta: inner.meta,
    detect(text, ctx) {
      const found = inner.detect(text, ctx);
      if (found.length === 0) return found;
      // Findings carry offsets into the original text; the checks read it lower-cased.
      return found.filter((f) => {
        const { start, end } = f;
        if (REPORTED.test(text.slice(Math.max(0, start - BEFORE), Math.min(end, start + INTO)).toLowerCase())) return false;
        if (/^do anything now$/i.test(text.slice(start, end)) && NAMED_AS_THING.test(text.slice(end, end + 24).toLowerCase())) return false;
        return true;
      });
    },
  };
}
