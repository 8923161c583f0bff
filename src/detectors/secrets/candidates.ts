import type { NormalizedText } from '../types.js';

// A maximal run of token characters ([A-Za-z0-9_-.+/=~:%$!@]) at least 12 long: every credential
// we look for is one (or contains one). Prose words are short, so most texts have few runs and
// the per-provider patterns only look inside them instead of scanning the whole text ~50 times.
const MIN_RUN = 12;

// Character table: 1 = token character; digits and letters also carry their class bit.
const TOKEN = 1;
const DIGIT = 2;
const LOWER = 4;
const UPPER = 8;
const TABLE = new Uint8Array(128);
for (const ch of '_-.+/=~:%$!@') TABLE[ch.charCodeAt(0)] = TOKEN;
for (let c = 48; c <= 57; c++) TABLE[c] = TOKEN | DIGIT;
for (let c = 97; c <= 122; c++) TABLE[c] = TOKEN | LOWER;
for (let c = 65; c <= 90; c++) TABLE[c] = TOKEN | UPPER;

export interface Candidate {
  start: number;
  value: string;
  /** The run holds a digit (most provider tokens need one; most identifiers have none). */
  hasDigit: boolean;
  /** The run holds lower case, upper case and a digit (what random key material looks like). */
  mixed: boolean;
}

// The detectors of one scan run one after another on the same text: a one-entry cache is enough.
let lastText: NormalizedText | undefined;
let lastCandidates: Candidate[] = [];

/** Token-like runs of `n.text`, computed once per text and shared by the secrets detectors. */
export function tokenCandidates(n: NormalizedText): Candidate[] {
  if (n === lastText) return lastCandidates;
  const c: Candidate[] = [];
  const text = n.text;
  // Jump from space to space (a native search) and look only at stretches of 12+ characters: in
  // prose that skips nearly every word. Inside a stretch, one table lookup per character.
  let prev = 0;
  for (;;) {
    const sp = text.indexOf(' ', prev);
    const end = sp < 0 ? text.length : sp;
    if (end - prev >= MIN_RUN) runsIn(text, prev, end, c);
    if (sp < 0) break;
    prev = sp + 1;
  }
  lastText = n;
  lastCandidates = c;
  return c;
}

/** Appends the maximal runs of token characters, 12 or longer, of text[from, to). */
function runsIn(text: string, from: number, to: number, out: Candidate[]): void {
  let start = -1;
  let seen = 0;
  for (let i = from; i <= to; i++) {
    const code = i < to ? text.charCodeAt(i) : 0;
    const t = code < 128 ? TABLE[code]! : 0;
    if (t !== 0) {
      if (start < 0) {
        start = i;
        seen = 0;
      }
      seen |= t;
      continue;
    }
    if (start >= 0 && i - start >= MIN_RUN) {
      out.push({ start, value: text.slice(start, i), hasDigit: (seen & DIGIT) !== 0, mixed: (seen & (DIGIT | LOWER | UPPER)) === (DIGIT | LOWER | UPPER) });
    }
    start = -1;
  }
}

// Words that name a credential or a credential API, found in one pass over the lower-cased text
// and shared by the detectors that start from them (assignment, code_credentials,
// connection_string). "passw" comes before "pass" so "password" is reported as the former.
const WORDS = /secret|token|passw|pwd|pass|key|credential|login|pat|auth|mysql|pdo|directoryentry/g;

export interface WordHit {
  index: number;
  word: string;
}

let lastWordsText: NormalizedText | undefined;
let lastWords: WordHit[] = [];

/** Occurrences of the credential words in `n.lower`, left to right, computed once per text. */
export function secretWordHits(n: NormalizedText): WordHit[] {
  if (n === lastWordsText) return lastWords;
  const hits: WordHit[] = [];
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(n.lower); m; m = WORDS.exec(n.lower)) hits.push({ index: m.index, word: m[0] });
  lastWordsText = n;
  lastWords = hits;
  return hits;
}

/** True when any hit's word is in `words`. */
export function hasWord(hits: readonly WordHit[], words: ReadonlySet<string>): boolean {
  for (const h of hits) if (words.has(h.word)) return true;
  return false;
}
