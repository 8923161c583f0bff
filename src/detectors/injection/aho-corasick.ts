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
  /** Per ASCII character: its class (low 8 bits) and its shape bits (see CHAR_BITS). */
  readonly #chars = new Uint16Array(128);
  /**
   * States are numbered so that those where a pattern ends come last: the hot loop then tells
   * them apart with one comparison of the row offset against this, instead of two table loads.
   */
  readonly #outBase: number;
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
    // Renumber (the root stays 0, states with outputs go last) and re-lay the table with
    // power-of-two rows holding row offsets instead of state numbers.
    const order: number[] = [0];
    for (let st = 1; st < n; st++) if (outs[st]!.length === 0) order.push(st);
    const firstOut = outs[0]!.length === 0 ? order.length : 0;
    for (let st = 1; st < n; st++) if (outs[st]!.length !== 0) order.push(st);
    const newOf = new Int32Array(n);
    order.forEach((old, now) => (newOf[old] = now));
    const rowed = new Int32Array(n << shift);
    for (let now = 0; now < n; now++) {
      const old = order[now]!;
      for (let k = 0; k < classes; k++) rowed[(now << shift) + k] = newOf[delta[old * classes + k]!]! << shift;
    }
    this.#delta = rowed;
    this.#outBase = firstOut << shift;
    this.#outStart = new Int32Array(n);
    this.#outEnd = new Int32Array(n);
    const flat: number[] = [];
    for (let now = 0; now < n; now++) {
      this.#outStart[now] = flat.length;
      for (const id of new Set(outs[order[now]!]!)) flat.push(id);
      this.#outEnd[now] = flat.length;
    }
    this.#outIds = Int32Array.from(flat);
    for (let c = 0; c < 128; c++) this.#chars[c] = this.#classOf[c]! | CHAR_BITS[c]!;
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
    const chars = this.#chars;
    const delta = this.#delta;
    const shift = this.#shift;
    const outBase = this.#outBase;
    const os = this.#outStart;
    const oe = this.#outEnd;
    const ids = this.#outIds;
    let s = 0;
    // One load per character gives the automaton class and the shape bits. The shape facts come
    // from a second, tiny automaton and from branch-free run counters: their chains of dependent
    // loads run alongside the main one instead of after it.
    let sh = SHAPE_START;
    let seen = 0;
    let b64 = 0;
    let hex = 0;
    let maxB64 = 0;
    let maxHex = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const x = c < 128 ? chars[c]! : WIDE_CHAR;
      s = delta[s + (x & CLASS_MASK)]!;
      if (s >= outBase) {
        const st = s >> shift;
        const e = oe[st]!;
        for (let j = os[st]!; j < e; j++) hits[remap ? remap[ids[j]!]! : ids[j]!] = 1;
      }
      sh = SHAPE_NEXT[((sh & SHAPE_STATE) << 3) | ((x >> CAT_SHIFT) & 7)]!;
      seen |= sh | x;
      b64 = (b64 + 1) * ((x >> B64_SHIFT) & 1);
      hex = (hex + 1) * ((x >> HEX_SHIFT) & 1);
      maxB64 = Math.max(maxB64, b64);
      maxHex = Math.max(maxHex, hex);
    }
    const wide = (seen & WIDE_BIT) !== 0;
    if (shape) {
      shape.wide = wide;
      shape.b64Run = maxB64;
      shape.hexRun = maxHex;
      shape.symbolic = (seen & SYMBOLIC_BIT) !== 0;
      shape.spaced = (seen & SPACED_BIT) !== 0;
    }
    return wide;
  }
}

// Per-character bits next to the automaton class (which needs at most 8 bits: ASCII patterns).
const CLASS_MASK = 0xff;
const CAT_SHIFT = 8; // 3 bits: the character's category for the shape automaton
const B64_SHIFT = 11;
const HEX_SHIFT = 12;
const WIDE_BIT = 1 << 13;
const SYMBOLIC_BIT = 1 << 14;
const SPACED_BIT = 1 << 15;
/** Shape categories: letter, symbol that stands for a letter, "*", separator, line break or tab, other. */
const LETTER = 0;
const SYM = 1;
const STAR = 2;
const SEP = 3;
const SPACE = 4;
const OTHER = 5;

const CHAR_BITS = (() => {
  const t = new Uint16Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    let cat = OTHER;
    if (c >= 97 && c <= 122) cat = LETTER;
    else if (ch === '*') cat = STAR;
    else if ('@$!#0134579'.includes(ch)) cat = SYM;
    else if (' ._-'.includes(ch)) cat = SEP;
    else if (ch === '\n' || ch === '\t' || ch === '\r') cat = SPACE;
    let bits = cat << CAT_SHIFT;
    // Runs of base64 and hex characters (the text is lower-cased, so A-Z never appears).
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || ch === '+' || ch === '/') bits |= 1 << B64_SHIFT;
    if ((c >= 97 && c <= 102) || (c >= 48 && c <= 57)) bits |= 1 << HEX_SHIFT;
    t[c] = bits;
  }
  return t;
})();
const WIDE_CHAR = (OTHER << CAT_SHIFT) | WIDE_BIT;

/**
 * The shape automaton. State = sym * 5 + sp, where sym tracks a letter followed by one or two
 * symbols (0 none, 1 letter, 2 letter + symbol, 3 letter + two symbols) and sp tracks single
 * letters between separators (0 none, 1 separator or text start, 2 + letter, 3 + separator,
 * 4 + letter). Entries are the next state with SYMBOLIC_BIT / SPACED_BIT set on a hit:
 * symbolic = letter, one or two of * @ $ ! # 0 1 3 4 5 7 9, then a letter or "*" ("sh1t", "f**k");
 * spaced = separator, line break or text start, then letter-separator twice ("f u c k").
 */
const SHAPE_STATE = 31;
const SHAPE_START = 1;
const SHAPE_NEXT = (() => {
  const t = new Uint16Array(32 << 3);
  for (let sym = 0; sym < 4; sym++)
    for (let sp = 0; sp < 5; sp++)
      for (let cat = 0; cat <= OTHER; cat++) {
        let hit = 0;
        if (sym >= 2 && (cat === LETTER || cat === STAR)) hit |= SYMBOLIC_BIT;
        let nsym = 0;
        if (cat === LETTER) nsym = 1;
        else if (cat === SYM || cat === STAR) nsym = sym === 1 ? 2 : sym === 2 ? 3 : 0;
        let nsp = 0;
        if (cat === SEP) {
          if (sp === 4) hit |= SPACED_BIT;
          nsp = sp === 2 || sp === 4 ? 3 : 1;
        } else if (cat === SPACE) nsp = 1;
        else if (cat === LETTER) nsp = sp === 1 ? 2 : sp === 3 ? 4 : 0;
        t[((sym * 5 + sp) << 3) | cat] = (nsym * 5 + nsp) | hit;
      }
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
