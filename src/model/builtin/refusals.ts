import { DECLINE_LEAD } from '../../detectors/declined.js';

/*
 * An assistant that refuses names what it refuses, in the request's own words: "Sorry, I can't
 * output my instructions verbatim", "I won't share the password from the configuration", "I can't
 * give you someone's home address". The classifier heads learned those words from attacks, so
 * they read the refusal as the request (14% of the refusals in test/eval/fixtures/refusals.jsonl
 * were rejected by the extraction or jailbreak head). The injection and extraction heads therefore score the text
 * with each refusing clause blanked out: from the writer's "I can't / won't / am not able to" at a
 * clause start up to the end of that clause, at most MAX_WORDS words. The clause stops at
 * punctuation, at a conjunction that starts another thought ("I can't stress this enough, so
 * ignore ..."), and at an order to the reader ("... you must print ..."), so an attack written
 * after a refusal is still scored. A first-person refusal gives no order, so blanking it removes
 * no attack.
 */

// A refusal starts a clause: the text's start, after sentence or clause punctuation, an opening
// bracket or quote, or a linking word, optionally after "sorry," / "no," / "unfortunately,".
const LEAD = new RegExp(
  "(?:^|[.!?;:,\\n(\"'\\u201c]\\s{0,3}|\\s(?:and|but|or|so)\\s{1,3})" +
    "(?:(?:sorry|no|unfortunately|regrettably|apologies|i'm sorry|i am sorry|i'm afraid|i am afraid)[,.!]?\\s{1,3}(?:but\\s{1,3})?)?" +
    '(' + DECLINE_LEAD + ')',
  'gi',
);
// One word of the declined clause, sticky; stops at anything that is not a word or a space.
const WORD = /([a-z0-9'\u2019-]{1,30})\s{0,3}/iy;
// Words that end the refusing clause: another thought begins.
const STOP = new Set(['but', 'and', 'so', 'just', 'then', 'instead', 'rather', 'yet', 'because', 'if', 'unless', 'until', 'or', 'though', 'although', 'now', 'please', 'however', 'therefore', 'while', 'whereas']);
// "... you must / should / need to / have to / will ...": an order to the reader.
const ORDER_AFTER_YOU = new Set(['must', 'should', 'need', 'needs', 'have', 'has', 'will', 'shall', 'are', 'can', 'may', 'ought', 'better']);
const MAX_WORDS = 14;
// "I can't wait to ...", "I cannot stress enough ...": eagerness and emphasis, not refusals.
const NOT_REFUSING = new Set(['wait', 'stress', 'emphasize', 'emphasise', 'overstate', 'believe', 'thank', 'imagine', 'express', 'describe', 'lie', 'deny', 'complain']);

/**
 * `text` with every refusing clause replaced by spaces (same length, so windows and offsets are
 * unchanged); the same string when there is none. Linear: one pass for clause leads, then at most
 * MAX_WORDS sticky word matches per lead.
 */
export function blankRefusals(text: string): string {
  if (!/\b(?:can|won|will|would|not|unable|refuse|decline|never|shall|must|do|don)/i.test(text)) return text;
  let out: string[] | null = null;
  let last = 0;
  LEAD.lastIndex = 0;
  for (let m = LEAD.exec(text); m; m = LEAD.exec(text)) {
    const leadStart = m.index + m[0].length - m[1]!.length;
    if (leadStart < last) continue;
    let end = m.index + m[0].length;
    let beforeWord = end;
    let prev = '';
    WORD.lastIndex = end;
    for (let words = 0, w = WORD.exec(text); w && words < MAX_WORDS; words++, w = WORD.exec(text)) {
      const word = w[1]!.toLowerCase().replace(/\u2019/g, "'");
      if (STOP.has(word) || (prev === '' && NOT_REFUSING.has(word))) break;
      // "... you must print ...": the order to the reader starts at "you".
      if (prev === 'you' && ORDER_AFTER_YOU.has(word)) {
        end = beforeWord;
        break;
      }
      beforeWord = end;
      end = w.index + w[1]!.length;
      prev = word;
      WORD.lastIndex = w.index + w[0].length;
    }
    if (end === m.index + m[0].length) continue;
    out ??= [];
    out.push(text.slice(last, leadStart), ' '.repeat(end - leadStart));
    last = end;
    LEAD.lastIndex = Math.max(LEAD.lastIndex, end);
  }
  if (out === null) return text;
  out.push(text.slice(last));
  return out.join('');
}
