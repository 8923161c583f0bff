import type { NormalizedText } from '../detectors/types.js';

// Zero-width, joiners, bidi controls, soft hyphen, BOM, variation selectors, tag characters:
// invisible in rendering, so attackers use them to split words a scanner looks for.
function isInvisible(cp: number): boolean {
  return (
    cp === 0x00ad ||
    cp === 0x034f ||
    cp === 0x061c ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0xfeff ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0000 && cp <= 0xe007f)
  );
}

// Look-alike letters that NFKC leaves alone (Cyrillic and Greek homoglyphs of Latin letters).
const CONFUSABLES: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', һ: 'h', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  α: 'a', ο: 'o', ν: 'v', ρ: 'p', τ: 't', ι: 'i', κ: 'k', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K',
  Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ı: 'i', ȷ: 'j', ɑ: 'a', ᴀ: 'A', ʙ: 'B', ᴄ: 'C', ᴅ: 'D', ᴇ: 'E', ɢ: 'G', ʜ: 'H', ɪ: 'I', ᴊ: 'J', ᴋ: 'K',
  ʟ: 'L', ᴍ: 'M', ɴ: 'N', ᴏ: 'O', ᴘ: 'P', ʀ: 'R', ꜱ: 'S', ᴛ: 'T', ᴜ: 'U', ᴠ: 'V', ᴡ: 'W', ʏ: 'Y', ᴢ: 'Z',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-', '\u00a0': ' ',
};

class Normalized implements NormalizedText {
  readonly #start: Int32Array;
  readonly #end: Int32Array;
  constructor(
    readonly original: string,
    readonly text: string,
    readonly lower: string,
    start: Int32Array,
    end: Int32Array,
  ) {
    this.#start = start;
    this.#end = end;
  }
  toOriginal(offset: number): number {
    if (offset <= 0) return 0;
    if (offset >= this.text.length) return this.original.length;
    return this.#start[offset]!;
  }
  spanToOriginal(start: number, end: number): { start: number; end: number } {
    const n = this.text.length;
    if (n === 0) return { start: 0, end: this.original.length };
    const a = Math.min(Math.max(0, start), n - 1);
    const b = Math.min(Math.max(a + 1, end), n);
    // Start of the first unit's source character to the end of the last unit's source
    // character: a span ending inside an NFKC expansion ("ﬁ" -> "fi") still covers it whole.
    return { start: this.#start[a]!, end: this.#end[b - 1]! };
  }
}

/** Plain printable ASCII needs no normalization: offsets are the identity. */
class Identity implements NormalizedText {
  readonly text: string;
  readonly lower: string;
  constructor(readonly original: string) {
    this.text = original;
    this.lower = original.toLowerCase();
  }
  toOriginal(offset: number): number {
    return Math.min(Math.max(0, offset), this.original.length);
  }
  spanToOriginal(start: number, end: number): { start: number; end: number } {
    const n = this.original.length;
    const a = Math.min(Math.max(0, start), Math.max(0, n - 1));
    return { start: a, end: Math.min(Math.max(a + 1, end), n) };
  }
}

const NEEDS_WORK = /[^\t\n\r\x20-\x7e]/;

interface Mapped {
  /** What the code point becomes in `text` (empty: dropped as invisible). */
  readonly text: string;
  /** The same, lower-cased unit by unit (a unit whose lower case is longer stays as it is). */
  readonly lower: string;
}

// Per-code-point results: NFKC and toLowerCase on one character each cost far more than a map
// lookup, and a text repeats the few non-ASCII characters it has. Cleared when it grows past the
// bound, so a text of all-distinct code points cannot make it large.
const MAPPED = new Map<number, Mapped>();
const MAPPED_MAX = 8192;
const DROPPED: Mapped = { text: '', lower: '' };

function mapCodePoint(cp: number): Mapped {
  let m = MAPPED.get(cp);
  if (m) return m;
  if (isInvisible(cp)) m = DROPPED;
  else {
    const ch = String.fromCodePoint(cp);
    let n = CONFUSABLES[ch] ?? ch.normalize('NFKC');
    if (n.length === 0) n = ch;
    let low = '';
    for (let u = 0; u < n.length; u++) {
      const unit = n[u]!;
      const l = unit.toLowerCase();
      low += l.length === 1 ? l : unit;
    }
    m = { text: n, lower: low };
  }
  if (MAPPED.size >= MAPPED_MAX) MAPPED.clear();
  MAPPED.set(cp, m);
  return m;
}

// Per BMP code unit: 0 not yet known, 1 maps to itself in `text` and in `lower`, 2 does not.
// Surrogates are never marked 1: they go through the per-code-point path.
const SELF = new Uint8Array(0x10000);

function selfMapped(c: number): boolean {
  let v = SELF[c]!;
  if (v === 0) {
    const ch = String.fromCharCode(c);
    const m = c >= 0xd800 && c <= 0xdfff ? undefined : mapCodePoint(c);
    // `lower` keeps a unit whose lower case is longer ("İ"), but a run's toLowerCase() would not.
    v = m && m.text === ch && m.lower === ch && ch.toLowerCase() === ch ? 1 : 2;
    SELF[c] = v;
  }
  return v === 1;
}

/**
 * NFKC per code point, invisible characters removed, confusables folded. Each output UTF-16 unit
 * remembers the original offset of the code point it came from, so spans map back exactly.
 */
export function normalize(original: string): NormalizedText {
  if (!NEEDS_WORK.test(original)) return new Identity(original);
  const len = original.length;
  const text: string[] = [];
  const lower: string[] = [];
  let starts = new Int32Array(len + 16);
  let ends = new Int32Array(len + 16);
  let k = 0;
  const room = (need: number): void => {
    if (need <= starts.length) return;
    const size = Math.max(need, starts.length * 2);
    const s = new Int32Array(size);
    s.set(starts);
    starts = s;
    const e = new Int32Array(size);
    e.set(ends);
    ends = e;
  };
  let i = 0;
  while (i < len) {
    // ASCII and the non-ASCII characters that map to themselves in both views are copied a run at
    // a time: lower-casing such a run as one string gives what lower-casing each unit would
    // (only Final_Sigma depends on context, and Σ is not such a character).
    let j = i;
    for (; j < len; j++) {
      const c = original.charCodeAt(j);
      if (c >= 0x80 && !selfMapped(c)) break;
    }
    if (j > i) {
      const run = original.slice(i, j);
      text.push(run);
      lower.push(run.toLowerCase());
      room(k + j - i);
      for (let p = i; p < j; p++, k++) {
        starts[k] = p;
        ends[k] = p + 1;
      }
      i = j;
      if (i >= len) break;
    }
    const cp = original.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const m = mapCodePoint(cp);
    if (m.text.length > 0) {
      text.push(m.text);
      lower.push(m.lower);
      room(k + m.text.length);
      for (let u = 0; u < m.text.length; u++, k++) {
        starts[k] = i;
        ends[k] = i + width;
      }
    }
    i += width;
  }
  return new Normalized(original, text.join(''), lower.join(''), starts.subarray(0, k), ends.subarray(0, k));
}
