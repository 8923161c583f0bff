/**
 * A dense Aho-Corasick automaton over ASCII: one table lookup per character, whatever the number
 * of patterns. It finds which of many lower-case anchor strings occur in a text in a single
 * pass; a regex alternation of the same anchors costs several times more on plain prose.
 * Characters outside the patterns' alphabet (and all non-ASCII) reset to the root class.
 */
export class AhoCorasick {
  readonly #classOf = new Uint8Array(128);
  /** log2 of the row width: rows are padded to a power of two so a state's row offset is state << shift. */
  readonly #shift: number;
  /** Transitions as row offsets (next state << shift), so the hot loop needs no multiply. */
  readonly #delta: Int32Array;
  /** Per state: [start, end) into #outIds of the patterns that end in this state. */
  readonly #outStart: Int32Array;
  readonly #outEnd: Int32Array;
  readonly #outIds: Int32Array;
  readonly size: number;

  constructor(patterns: readonly string[]) {
    this.size = patterns.length;
    let classes = 1;
    for (const p of patterns)
      for (let i = 0; i < p.length; i++) {
        const c = p.charCodeAt(i);
        if (c >= 128) throw new Error('AhoCorasick: ASCII patterns only');
        if (this.#classOf[c] === 0) this.#classOf[c] = classes++;
      }
    let shift = 0;
    while (1 << shift < classes) shift++;
    this.#shift = shift;
    // Trie.
    const next: Array<Map<number, number>> = [new Map()];
    const ends: number[][] = [[]];
    patterns.forEach((p, id) => {
      let s = 0;
      for (let i = 0; i < p.length; i++) {
        const k = this.#classOf[p.charCodeAt(i)]!;
        let t = next[s]!.get(k);
        if (t === undefined) {
          t = next.length;
          next.push(new Map());
          ends.push([]);
          next[s]!.set(k, t);
        }
        s = t;
      }
      ends[s]!.push(id);
    });
    // Breadth-first: failure links, full transition table, outputs merged along failure links.
    const n = next.length;
    const delta = new Int32Array(n * classes);
    const fail = new Int32Array(n);
    const outs: number[][] = ends.map((e) => [...e]);
    const queue: number[] = [];
    for (let k = 0; k < classes; k++) {
      const t = next[0]!.get(k);
      if (t !== undefined && k !== 0) {
        delta[k] = t;
        queue.push(t);
      }
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi]!;
      const f = fail[s]!;
      for (const id of outs[f]!) outs[s]!.push(id);
      for (let k = 0; k < classes; k++) {
        const t = k === 0 ? undefined : next[s]!.get(k);
        if (t !== undefined) {
          fail[t] = delta[f * classes + k]!;
          delta[s * classes + k] = t;
          queue.push(t);
        } else delta[s * classes + k] = delta[f * classes + k]!;
      }
    }
    // Re-lay the table with power-of-two rows holding row offsets instead of state numbers.
    const rowed = new Int32Array(n << shift);
    for (let st = 0; st < n; st++) for (let k = 0; k < classes; k++) rowed[(st << shift) + k] = delta[st * classes + k]! << shift;
    this.#delta = rowed;
    this.#outStart = new Int32Array(n);
    this.#outEnd = new Int32Array(n);
    const flat: number[] = [];
    for (let s = 0; s < n; s++) {
      this.#outStart[s] = flat.length;
      for (const id of new Set(outs[s]!)) flat.push(id);
      this.#outEnd[s] = flat.length;
    }
    this.#outIds = Int32Array.from(flat);
  }

  /** Calls `fn(end, id)` for every occurrence (end exclusive) of every pattern in `text`. */
  forEach(text: string, fn: (end: number, id: number) => void): void {
    const classOf = this.#classOf;
    const delta = this.#delta;
    const shift = this.#shift;
    const os = this.#outStart;
    const oe = this.#outEnd;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = delta[s + (c < 128 ? classOf[c]! : 0)]!;
      const st = s >> shift;
      const e = oe[st]!;
      for (let j = os[st]!; j < e; j++) fn(i + 1, this.#outIds[j]!);
    }
  }

  /**
   * Marks `hits[id] = 1` (or `hits[remap[id]] = 1`) for every pattern that occurs in `text`, and
   * fills `shape` with character-level facts other prefilters need, in the same single pass.
   * Returns whether the text has any non-ASCII character.
   */
  scan(text: string, hits: Uint8Array, remap?: Int32Array, shape?: TextShape): boolean {
    const classOf = this.#classOf;
    const delta = this.#delta;
    const shift = this.#shift;
    const os = this.#outStart;
    const oe = this.#outEnd;
    const ids = this.#outIds;
    let s = 0;
    let wide = false;
    let b64 = 0;
    let hex = 0;
    let maxB64 = 0;
    let maxHex = 0;
    let sym = 0;
    let symbolic = false;
    let f1 = SPACE;
    let f2 = SPACE;
    let lastTri = -10;
    let triRun = 0;
    let spaced = false;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let k = 0;
      if (c < 128) k = classOf[c]!;
      else wide = true;
      s = delta[s + k]!;
      const st = s >> shift;
      const e = oe[st]!;
      for (let j = os[st]!; j < e; j++) hits[remap ? remap[ids[j]!]! : ids[j]!] = 1;
      if (shape === undefined) continue;
      const f = c < 128 ? FLAGS[c]! : 0;
      // Runs of base64 and hex characters (the text is lower-cased, so A-Z never appears).
      if (f & B64) {
        if (++b64 > maxB64) maxB64 = b64;
      } else b64 = 0;
      if (f & HEX) {
        if (++hex > maxHex) maxHex = hex;
      } else hex = 0;
      // letter, one or two of * @ $ ! # 0 1 3 4 5 7 9, then a letter or "*" ("sh1t", "f**k").
      if (sym >= 2 && f & (LETTER | STAR)) symbolic = true;
      if (f & LETTER) sym = 1;
      else if (f & SYM) sym = sym === 1 ? 2 : sym === 2 ? 3 : 0;
      else sym = 0;
      // Single letters between separators ("f u c k"): separator, letter, separator, twice in a row.
      if (f & SEP && f1 & LETTER && f2 & (SEP | SPACE)) {
        triRun = i - lastTri === 2 ? triRun + 1 : 1;
        lastTri = i;
        if (triRun >= 2) spaced = true;
      }
      f2 = f1;
      f1 = f;
    }
    if (shape) {
      shape.wide = wide;
      shape.b64Run = maxB64;
      shape.hexRun = maxHex;
      shape.symbolic = symbolic;
      shape.spaced = spaced;
    }
    return wide;
  }
}

const B64 = 1;
const HEX = 2;
const LETTER = 4;
const SYM = 8;
const STAR = 16;
const SEP = 32;
const SPACE = 64;
/** Per-ASCII-character class bits for the shape facts (one lookup per character). */
const FLAGS = (() => {
  const t = new Uint8Array(128);
  for (let c = 97; c <= 122; c++) t[c]! |= B64 | LETTER;
  for (let c = 48; c <= 57; c++) t[c]! |= B64 | HEX;
  for (let c = 97; c <= 102; c++) t[c]! |= HEX;
  t[43]! |= B64;
  t[47]! |= B64;
  for (const ch of '*@$!#0134579') t[ch.charCodeAt(0)]! |= SYM;
  t[42]! |= STAR;
  for (const ch of ' ._-') t[ch.charCodeAt(0)]! |= SEP;
  t[10]! |= SPACE;
  t[9]! |= SPACE;
  t[13]! |= SPACE;
  return t;
})();

/** Character-level facts about a text, gathered during the anchor scan. */
export interface TextShape {
  /** Any non-ASCII character. */
  wide: boolean;
  /** Longest run of base64 characters (letters, digits, "+", "/"). */
  b64Run: number;
  /** Longest run of hex digits. */
  hexRun: number;
  /** A letter, one or two digits/symbols, then a letter ("sh1t", "f*ck"). */
  symbolic: boolean;
  /** Single letters separated by spaces, dots, dashes or underscores ("f u c k"). */
  spaced: boolean;
}
