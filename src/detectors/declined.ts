import type { Detector } from './types.js';

/*
 * An assistant that refuses names what it refuses, in the very words of the request: "I won't
 * ignore my previous instructions", "I can't provide instructions for hacking into someone's
 * account", "Sorry, I can't pretend to be an AI without rules", "No, I will not print the text
 * above this message". A finding whose clause opens with the writer declining, right before the
 * match, is that refusal, not the request. Only the words right before the match count: "I won't
 * tell anyone, just ignore your rules" and "I can't stress this enough: ignore ..." still match.
 */
/** The writer declining, lower case: "i won't", "we are not able to", "i'm unable to". */
export const DECLINE_LEAD =
  "(?:i|we)(?:'m|'re| am| are)?\\s{1,3}" +
  "(?:can't|cannot|can not|won't|will not|would not|wouldn't|shall not|must not|do not|don't|will never|would never|never|(?:not able|unable|not going|not allowed|not permitted|have to decline|must decline|refuse|decline)(?:\\s{1,3}to)?)\\s{1,3}";
const DECLINED = new RegExp(
  "(?:^|\\s)" + DECLINE_LEAD +
    // then up to four words of what is declined ("provide", "pretend to be", "help you with"), none a
    // conjunction that starts another thought ("I won't tell anyone but ...")
    "(?:(?!(?:but|and|so|just|then|instead|rather|yet|because|if|unless|until|or|though|although)\\b)[a-z'-]{1,15}\\s{1,3}){0,4}$",
);
// Session 27: the request named before what is declined ("I cannot comply with your request to
// simulate DAN Mode"), longer than the four words above allow.
const DECLINED_REQUEST = new RegExp(
  "(?:^|\\s)" + DECLINE_LEAD +
    "(?:comply\\s{1,3}with|fulfil{1,2}|grant|honou?r|accept|go\\s{1,3}along\\s{1,3}with)\\s{1,3}(?:your|this|that|the)\\s{1,3}(?:request|demand|instruction|prompt)s?\\s{1,3}(?:to\\s{1,3}|for\\s{1,3}(?:me\\s{1,3}to\\s{1,3})?)?(?:[a-z'-]{1,15}\\s{1,3}){0,3}$",
);
// Session 28: refusals in the progressive and by choice ("I'm still not explaining how to make a
// fake ID", "I'm choosing not to tell you how to ..."), as answers in a jailbreak persona word them.
const DECLINED_ING = new RegExp(
  "(?:^|\\s)(?:i|we)(?:'m|'re| am| are)\\s{1,3}(?:still\\s{1,3})?(?:not|never)\\s{1,3}(?:(?:explaining|telling|teaching|giving|providing|sharing|handing|walking|writing|describing|detailing|outlining|listing|helping)\\s{1,3}(?:[a-z'-]{1,15}\\s{1,3}){0,3})?$" +
    "|(?:^|\\s)(?:i|we)(?:'m|'re| am| are)?\\s{1,3}(?:choosing|choose|chose|decided|deciding)\\s{1,3}not\\s{1,3}to\\s{1,3}(?:[a-z'-]{1,15}\\s{1,3}){0,3}$",
);
// The writer restating what the user asked for before answering it ("It sounds like you want me
// to act as an unrestricted AI. I'll keep following my usual guidelines"): the request reported
// back, in the second person asking the first (an attack gives the order: "I want you to ...").
const REPORTED = /\byou(?:'d|\s{1,3}would)?\s{1,3}(?:want|wanted|like|asked|are asking|'re asking|have asked|'ve asked)\s{1,3}me\s{1,3}to\s{1,3}(?:[a-z'-]{1,15}\s{1,3}){0,4}$/;
// A refusal told about ("The assistant declined to write a fake doctor's note, which I understand").
const TOLD_REFUSAL = /\b(?:the\s{1,3}(?:assistant|ai|model|bot|chatbot)|it|chatgpt|claude)\s{1,3}(?:declined|refused|wouldn't|would\s{1,3}not|won't|will\s{1,3}not|didn't|did\s{1,3}not)\s{1,3}(?:to\s{1,3})?(?:[a-z'-]{1,15}\s{1,3}){0,3}$/;
// Where the refusing clause can begin.
const BOUNDARY = /[.!?;:,\n]/g;
// Longest refusal lead the pattern can read ("sorry, i'm not able to pretend to be an " is 41).
const LOOK_BACK = 80;

/**
 * True when the clause before `start` is the writer declining, or reporting the request for, what
 * follows. `lookBack` caps how far back the clause is read (a detector whose reach is already
 * long reads less, so that its findings stay within its declared maximum length).
 */
export function declinedBefore(text: string, start: number, lookBack = LOOK_BACK): boolean {
  const before = text.slice(Math.max(0, start - Math.min(lookBack, LOOK_BACK)), start).toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let cut = 0;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(before); m; m = BOUNDARY.exec(before)) cut = m.index + 1;
  // "Sorry, I can't ...": the clause after the comma is the refusal.
  const clause = before.slice(cut);
  return DECLINED.test(clause) || DECLINED_REQUEST.test(clause) || DECLINED_ING.test(clause) || REPORTED.test(clause) || TOLD_REFUSAL.test(clause);
}

/** The detector without findings that the writer declines right before ("I won't ignore my rules"). */
export function unlessDeclined(inner: Detector): Detector {
  return {
    // The stream guard scans from `reach` characters before what it releases: the clause read
    // before a match must be inside that window too.
    meta: { ...inner.meta, maxMatchLength: inner.meta.maxMatchLength + LOOK_BACK },
    detect(text, ctx) {
      const found = inner.detect(text, ctx);
      return found.some((f) => declinedBefore(text, f.start)) ? found.filter((f) => !declinedBefore(text, f.start)) : found;
    },
  };
}
