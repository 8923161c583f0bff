import type { Detector, Finding, NormalizedText } from '../types.js';
import { fold, nameLexicon } from './name-lexicon.js';

// One capitalised word (letters, inner apostrophe or hyphen) or an initial with optional dot.
const WORD = /(?<![\p{L}\p{N}])\p{Lu}(?:[\p{Ll}\p{Lu}'’-]{0,30}\p{L}|\.?)(?![\p{L}\p{N}])/gu;

// Words a capitalised run often starts or ends with that are not part of a name.
const NOT_NAME = new Set(
  (
    'the a an i i\'m i\'ll i\'ve i\'d in on at of for to from by with my your our his her their its this that these those ' +
    'he she we they you it is are was were be and or but if so as no yes not do does did what who whom whose when where ' +
    'why how which hi hello hey dear thanks thank please name mr mrs ms miss dr prof sir madam st mount lake river ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december street avenue road lane drive apt suite unit phone email fax mobile desk ' +
    'office address city state country company inc ltd llc corp co university college school hospital bank group ' +
    'club team orchestra church north south east west new old great big little us uk eu usa un ok tv ai ceo cto ' +
    'chapter section figure table page part step note today tomorrow yesterday also then there here some any all ' +
    'every each other such one two three first second last next after before during about into over under up down'
  ).split(' '),
);

// A run ending in one of these is a company, street or place, not a person.
const NOT_PERSON_TAIL = new Set(
  (
    'inc ltd llc plc gmbh corp corporation company co group insurance solutions technologies technology associates systems ' +
    'partners holdings consulting services labs capital global international foundation institute agency media software ' +
    'ventures industries enterprises bank university college school hospital club orchestra band church museum ' +
    'street st avenue ave road rd lane ln drive dr boulevard blvd way place pl court ct square union pass fort port park ' +
    'hill hills valley river lake mount island islands bay beach city county state province district village town ' +
    'center centre station airport bridge tower hall house gardens heights estates str'
  ).split(' '),
);

// Ordinary English words that are also given names; alone at a sentence start they are words.
const WORD_NAMES = new Set(
  (
    'will may june april august hope grace faith joy mark bill rose lily ivy art bob jack frank victor guy chase hunter ' +
    'dean page summer autumn dawn angel eve crystal amber jade ruby pearl holly iris violet sky star rich penny ' +
    'sandy rusty buddy honey candy cherry ginger destiny harmony liberty justice trinity heaven miles wade ' +
    'don ken lee long young king white brown green black gray grey rock stone cliff glen forest river'
  ).split(' '),
);

// Before a run: words that announce a person ("my name is", "Dear", "Mr.").
const CONTEXT_BEFORE = new Set([
  'name is', 'name:', 'name', 'named', 'called', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'dr', 'dr.', 'prof',
  'dear', 'hi', 'hello', 'hey', 'thanks', 'i am', "i'm", 'this is', 'contact', 'ask', 'regards', 'sincerely',
  'signed', 'patient', 'client', 'customer', 'employee', 'mister', 'sir', 'madam', 'attn', 'wife', 'husband', 'son', 'daughter', 'mother', 'father', 'friend',
  'colleague', 'manager', 'doctor', 'nurse', 'agent', 'applicant', 'author', 'student', 'teacher', 'tenant',
]);
const CONTEXT_AFTER = ['lives at', 'lives in', 'was born', 'born on', 'phone', 'email', 'e-mail', 'ssn', 'dob', 'address'];

interface Run {
  start: number;
  end: number;
  words: string[];
}

function runs(text: string): Run[] {
  const out: Run[] = [];
  let cur: Run | undefined;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const s = m.index;
    const e = s + m[0].length;
    // Words join a run when only one space (or a line break after an initial) separates them.
    if (cur && cur.words.length < 5 && (s === cur.end + 1 && text[cur.end] === ' ')) {
      cur.end = e;
      cur.words.push(m[0]);
    } else {
      if (cur) out.push(cur);
      cur = { start: s, end: e, words: [m[0]] };
    }
  }
  if (cur) out.push(cur);
  return out;
}

function sentenceStart(text: string, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '"' || text[k] === '(' || text[k] === '\'')) k--;
  return k < 0 || text[k] === '.' || text[k] === '!' || text[k] === '?' || text[k] === '\n' || text[k] === ':';
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 46 || c === 39; // a-z . '
}

// The one or two words right before a run, without trailing punctuation ("name is", "dear"),
// read backwards by hand: this runs once per capitalised run, so it must stay cheap.
function contextBefore(lower: string, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (lower[k] === ' ' || lower[k] === '\t' || lower[k] === '\n')) k--;
  if (k >= 0 && (lower[k] === ':' || lower[k] === ',')) k--;
  while (k >= 0 && (lower[k] === ' ' || lower[k] === '\t')) k--;
  const end1 = k + 1;
  while (k >= 0 && end1 - k <= 12 && isWordCode(lower.charCodeAt(k))) k--;
  const last = lower.slice(k + 1, end1);
  if (!last) return false;
  if (CONTEXT_BEFORE.has(last) || CONTEXT_BEFORE.has(last.replace(/\.$/, ''))) return true;
  if (k < 0 || lower[k] !== ' ') return false;
  const end2 = k;
  k--;
  while (k >= 0 && end2 - k <= 12 && isWordCode(lower.charCodeAt(k))) k--;
  return CONTEXT_BEFORE.has(`${lower.slice(k + 1, end2)} ${last}`);
}

/**
 * Person names without NLP: runs of capitalised words scored by a first/last-name lexicon,
 * capitalisation mid-sentence and near-by words ("my name is", "Dear", "Mr."). Fast enough for
 * the fastpath (one pass, set lookups).
 */
export function createPersonDetector(): Detector {
  const lex = nameLexicon();
  const score = (n: NormalizedText, r: Run): number => {
    let words = r.words;
    let start = r.start;
    // Trim leading/trailing non-name words ("The", "Dear", "Mr").
    while (words.length && NOT_NAME.has(fold(words[0]!).replace(/\.$/, ''))) {
      start += words[0]!.length + 1;
      words = words.slice(1);
    }
    let end = r.end;
    while (words.length && NOT_NAME.has(fold(words[words.length - 1]!).replace(/\.$/, ''))) {
      end -= words[words.length - 1]!.length + 1;
      words = words.slice(0, -1);
    }
    r.start = start;
    r.end = end;
    r.words = words;
    if (words.length === 0) return 0;
    const lastWord = words[words.length - 1]!;
    if (lastWord.endsWith("'s") || lastWord.endsWith('’s')) {
      words = [...words.slice(0, -1), lastWord.slice(0, -2)];
      r.end -= 2;
      end -= 2;
    }
    const full = words.filter((w) => w.replace(/\.$/, '').length > 1);
    if (full.length === 0) return 0;
    const folded = full.map(fold);
    if (full.some((w) => w.length > 2 && w === w.toUpperCase())) return 0; // acronyms, SHOUTING
    if (NOT_PERSON_TAIL.has(folded[folded.length - 1]!.replace(/\.$/, ''))) return 0;
    const firstKnown = lex.first.has(folded[0]!);
    const lastKnown = lex.last.has(folded[folded.length - 1]!);
    const otherWords = folded.filter((w) => lex.other.has(w) && !lex.first.has(w) && !lex.last.has(w)).length;
    const ctxBefore = contextBefore(n.lower, start);
    const after = n.lower.slice(end, end + 14);
    const ctxAfter = CONTEXT_AFTER.some((w) => after.startsWith(' ' + w) || (w === "'s" && after.startsWith(w)));
    const atStart = sentenceStart(n.text, start);
    if (otherWords === folded.length && !firstKnown) return 0;
    // Confidence >= 0.8 only when the words around say it is someone's name; a name-shaped run
    // alone stays <= 0.6 (masked, but by itself not enough to flag: see the policy's `person`).
    if (full.length >= 2) {
      if (ctxBefore || ctxAfter) return otherWords === 0 || firstKnown ? 0.85 : 0.55;
      if (firstKnown && otherWords <= 1) return 0.6;
      if (lastKnown && otherWords === 0) return 0.6;
      if (otherWords === 0) return atStart ? 0.5 : 0.55;
      return 0;
    }
    if (ctxBefore && firstKnown) return 0.85;
    if (ctxBefore && otherWords === 0) return 0.8;
    if (firstKnown && !WORD_NAMES.has(folded[0]!)) return atStart ? 0.55 : 0.6;
    if (firstKnown && !atStart) return 0.5;
    return 0;
  };
  return {
    meta: { id: 'pii.person', category: 'pii', stage: 'fastpath', maxMatchLength: 5 * 32 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      for (const r of runs(n.text)) {
        const s = score(n, r);
        if (s > 0) out.push({ detector: 'pii.person', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(r.start, r.end), score: s });
      }
      return out;
    },
  };
}
