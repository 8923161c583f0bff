/**
 * Hashed bag of word uni/bigrams and character 3-5-grams. No vocabulary is stored anywhere (the
 * weights only know bucket numbers), so the weights file holds no text from the training data.
 */

export interface FeatureVector {
  /** Bucket indices, unique, in first-seen order. */
  idx: Int32Array;
  /** L2-normalised log(1 + count) per bucket. */
  val: Float64Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

// Distinct seeds per feature kind so a word and a character n-gram with the same letters differ.
const SEED_WORD = 0x9e3779b1;
const SEED_BIGRAM = 0x85ebca77;
const SEED_CHAR = 0xc2b2ae3d;

function mixString(h: number, s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c > 0x7f;
}

/**
 * Lower-cases, folds whitespace runs to one space and trims: the text the character n-grams see.
 * Case and layout carry little signal and vary a lot between sources.
 */
export function canonical(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  let space = false;
  let started = false;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (!space && started) out += lower.slice(from, i);
      space = true;
      continue;
    }
    if (space || !started) {
      if (started) out += ' ';
      from = i;
      space = false;
      started = true;
    }
  }
  if (started && !space) out += lower.slice(from);
  return out;
}

// Scratch space reused across calls (one per bucket width): counting into a typed array and
// remembering which buckets were touched is several times faster than a Map per window. Counts
// are whole numbers, so 32-bit integers hold them exactly in half the memory of floats: the
// scattered increments then miss the CPU cache less often.
const scratch = new Map<number, { counts: Uint32Array; touched: Int32Array }>();

// log(1 + count) for the small counts nearly every bucket has, computed once.
const LOG1P = Float64Array.from({ length: 64 }, (_, i) => Math.log1p(i));

function scratchFor(bits: number, maxTouched: number) {
  let s = scratch.get(bits);
  if (!s || s.touched.length < maxTouched) {
    s = { counts: s?.counts ?? new Uint32Array(1 << bits), touched: new Int32Array(Math.max(maxTouched, 4096)) };
    scratch.set(bits, s);
  }
  return s;
}

/**
 * Which n-grams a feature vector holds: word n-grams up to `wordMax` (0-2) and character
 * n-grams of `charMin`..`charMax` characters (charMax 0: none).
 */
export interface FeatureSpec {
  wordMax: number;
  charMin: number;
  charMax: number;
}

/** Word uni/bigrams and character 3-5-grams (weights files without a `features` entry). */
export const DEFAULT_FEATURES: FeatureSpec = { wordMax: 2, charMin: 3, charMax: 5 };

/** Feature vector of an already canonical text, with `bits`-bit bucket indices. */
export function featurize(canon: string, bits: number, spec: FeatureSpec = DEFAULT_FEATURES): FeatureVector {
  const mask = (1 << bits) - 1;
  const charKinds = spec.charMax > 0 ? spec.charMax - spec.charMin + 1 : 0;
  // At most: one word and one bigram per character, and `charKinds` character n-grams per character.
  const { counts, touched } = scratchFor(bits, (2 + charKinds) * (canon.length + 2));
  let nTouched = 0;
  const add = (h: number) => {
    const b = (h >>> 0) & mask;
    if (counts[b] === 0) touched[nTouched++] = b;
    counts[b]! += 1;
  };
  // Words and bigrams.
  let prev = -1;
  let i = 0;
  const n = canon.length;
  while (spec.wordMax > 0 && i < n) {
    while (i < n && !isWordChar(canon.charCodeAt(i))) i++;
    const s = i;
    while (i < n && isWordChar(canon.charCodeAt(i))) i++;
    if (i > s) {
      const w = mixString(FNV_OFFSET ^ SEED_WORD, canon, s, Math.min(i, s + 32));
      add(w);
      if (prev !== -1 && spec.wordMax >= 2) add(Math.imul(prev ^ SEED_BIGRAM, FNV_PRIME) ^ w);
      prev = w;
    }
  }
  // Character n-grams (by default 3-, 4- and 5-grams) over the text framed by spaces.
  const framed = ` ${canon} `;
  for (let k = 0; charKinds > 0 && k + spec.charMin <= framed.length; k++) {
    let h = FNV_OFFSET ^ SEED_CHAR;
    for (let j = 0; j < spec.charMax && k + j < framed.length; j++) {
      h = Math.imul(h ^ framed.charCodeAt(k + j), FNV_PRIME);
      if (j >= spec.charMin - 1) add(Math.imul(h ^ j, FNV_PRIME));
    }
  }
  // First-seen order, so the vector (and training) is deterministic.
  const idx = new Int32Array(nTouched);
  const val = new Float64Array(nTouched);
  let norm = 0;
  for (let k = 0; k < nTouched; k++) {
    const b = touched[k]!;
    const c = counts[b]!;
    const v = c < 64 ? LOG1P[c]! : Math.log1p(c);
    counts[b] = 0;
    idx[k] = b;
    val[k] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let j = 0; j < val.length; j++) val[j] = val[j]! / norm;
  return { idx, val };
}

/**
 * Windows at a coarse and, optionally, a fine scale, as [start, end) pairs. Coarse windows see a
 * whole persona or role-play setup; fine ones isolate a one-sentence instruction slipped into a
 * long document, which a coarse window would dilute with ordinary text.
 */
export function windowSpans(length: number, coarse: WindowScale, fine?: WindowScale | null): Array<[number, number]> {
  const out: Array<[number, number]> = windowStarts(length, coarse.chars, coarse.overlap).map((s) => [s, Math.min(length, s + coarse.chars)]);
  if (fine && fine.chars < length) {
    for (const s of windowStarts(length, fine.chars, fine.overlap)) out.push([s, Math.min(length, s + fine.chars)]);
  }
  return out;
}

export interface WindowScale {
  chars: number;
  overlap: number;
}

/** Window start offsets covering `length` with windows of `size` overlapping by `overlap`. */
export function windowStarts(length: number, size: number, overlap: number): number[] {
  if (length <= size) return [0];
  const stride = Math.max(1, size - overlap);
  const out: number[] = [];
  for (let s = 0; ; s += stride) {
    if (s + size >= length) {
      out.push(Math.max(0, length - size));
      break;
    }
    out.push(s);
  }
  return out;
}
