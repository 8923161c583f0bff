import type { WordVectors } from './word-vectors.js';

/**
 * Hashed bag of word uni/bigrams and character 3-5-grams, optionally followed by pooled word
 * vectors. No vocabulary of the training data is stored anywhere (the weights only know bucket
 * numbers; the word-vectors file holds GloVe's vocabulary, not ours), so the weights file holds no
 * text from the training data.
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

/**
 * Pooled word vectors appended after the hashed buckets: the mean and the per-dimension maximum of
 * the vectors of a window's words, each L2-normalised and scaled to `weight`. The hashed n-grams
 * only know the exact words of the training rows; the vectors carry what a head learned to words
 * of like meaning (the mean: what the window is about; the maximum: its most extreme word).
 */
export interface DenseFeatures {
  vectors: WordVectors;
  weight: number;
  /** Words in the vectors' first `skip` rows (the most common: "the", "of", "said") are not pooled. */
  skip: number;
  /**
   * Per entry, the training windows' mean and standard deviation of the unit-length pooled
   * vectors: entries are centred and scaled by them, so that the dense part has the same
   * conditioning as the sparse one (every text shares a large common direction of word vectors,
   * which otherwise swamps plain SGD); then scaled so the part has length about `weight`.
   */
  center?: ArrayLike<number>;
  spread?: ArrayLike<number>;
}

/** How many dense entries `featurize` appends for these vectors (mean and maximum). */
export function denseSize(dims: number): number {
  return 2 * dims;
}

/** Word uni/bigrams and character 3-5-grams (weights files without a `features` entry). */
export const DEFAULT_FEATURES: FeatureSpec = { wordMax: 2, charMin: 3, charMax: 5 };

/**
 * Feature vector of an already canonical text, with `bits`-bit bucket indices; with `dense`, the
 * pooled word vectors follow at indices `2^bits` and up.
 */
export function featurize(canon: string, bits: number, spec: FeatureSpec = DEFAULT_FEATURES, dense?: DenseFeatures | null): FeatureVector {
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
  // Words and bigrams (and the rows of the words that have a vector).
  const rows: number[] = [];
  let prev = -1;
  let i = 0;
  const n = canon.length;
  while ((spec.wordMax > 0 || dense) && i < n) {
    while (i < n && !isWordChar(canon.charCodeAt(i))) i++;
    const s = i;
    while (i < n && isWordChar(canon.charCodeAt(i))) i++;
    if (i > s && dense && i - s <= 24) {
      const r = dense.vectors.index.get(canon.slice(s, i));
      if (r !== undefined && r >= dense.skip) rows.push(r);
    }
    if (i > s && spec.wordMax > 0) {
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
  const nDense = dense && rows.length > 0 ? denseSize(dense.vectors.dims) : 0;
  const idx = new Int32Array(nTouched + nDense);
  const val = new Float64Array(nTouched + nDense);
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
  for (let j = 0; j < nTouched; j++) val[j] = val[j]! / norm;
  if (nDense > 0) pool(dense!, rows, 1 << bits, nTouched, idx, val);
  return { idx, val };
}

/**
 * Writes the mean and maximum of the rows' vectors, each of unit length, at `at`; then centred and
 * scaled (see `DenseFeatures`).
 */
function pool(dense: DenseFeatures, rows: readonly number[], base: number, at: number, idx: Int32Array, val: Float64Array): void {
  const { dims, values } = dense.vectors;
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    let max = -Infinity;
    for (const r of rows) {
      const v = values[r * dims + d]!;
      sum += v;
      if (v > max) max = v;
    }
    idx[at + d] = base + d;
    val[at + d] = sum / rows.length;
    idx[at + dims + d] = base + dims + d;
    val[at + dims + d] = max;
  }
  for (const from of [at, at + dims]) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += val[from + d]! * val[from + d]!;
    const k = 1 / (Math.sqrt(norm) || 1);
    for (let d = 0; d < dims; d++) val[from + d] = val[from + d]! * k;
  }
  const { center, spread } = dense;
  if (center && spread) {
    const k = dense.weight / Math.sqrt(2 * dims);
    for (let j = 0; j < 2 * dims; j++) val[at + j] = ((val[at + j]! - center[j]!) / spread[j]!) * k;
  } else {
    for (let j = 0; j < 2 * dims; j++) val[at + j] = val[at + j]! * dense.weight;
  }
}

/**
 * Mean and standard deviation of each dense entry over the windows of `texts` (canonical), as
 * `featurize` writes them before centring: the statistics `DenseFeatures.center`/`spread` hold.
 */
export function denseStats(canonTexts: Iterable<string>, dense: DenseFeatures): { center: number[]; spread: number[] } {
  const n2 = denseSize(dense.vectors.dims);
  const raw: DenseFeatures = { vectors: dense.vectors, weight: 1, skip: dense.skip };
  const sum = new Float64Array(n2);
  const sq = new Float64Array(n2);
  let count = 0;
  for (const t of canonTexts) {
    const f = featurize(t, 1, { wordMax: 0, charMin: 0, charMax: 0 }, raw);
    if (f.idx.length === 0) continue;
    count++;
    for (let k = 0; k < f.idx.length; k++) {
      const j = f.idx[k]! - 2;
      sum[j] = sum[j]! + f.val[k]!;
      sq[j] = sq[j]! + f.val[k]! * f.val[k]!;
    }
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const center = Array.from(sum, (s) => round(count > 0 ? s / count : 0));
  const spread = Array.from(sq, (q, j) => round(Math.max(1e-3, Math.sqrt(Math.max(0, count > 0 ? q / count - (sum[j]! / count) ** 2 : 1)))));
  return { center, spread };
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
