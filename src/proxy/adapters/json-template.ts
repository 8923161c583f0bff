/**
 * Index just past the JSON string literal starting at `at` (which must be `"`), or -1 when there
 * is none there: an unescaped control character, a bad escape or the end of `s` before the
 * closing quote. `escaped` (out) tells whether the literal holds a backslash.
 */
function literalEnd(s: string, at: number, escaped: { v: boolean }): number {
  if (s.charCodeAt(at) !== 34) return -1;
  escaped.v = false;
  for (let i = at + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c < 0x20) return -1;
    if (c !== 92) continue;
    escaped.v = true;
    const e = s.charCodeAt(++i);
    // " \ / b f n r t
    if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) continue;
    if (e !== 117) return -1;
    for (let k = 0; k < 4; k++) {
      const h = s.charCodeAt(++i);
      if (!((h >= 48 && h <= 57) || (h >= 65 && h <= 70) || (h >= 97 && h <= 102))) return -1;
    }
  }
  return -1;
}

const MARKER = '\u0000guardrail-slot\u0000';
const MARKER_LITERAL = JSON.stringify(MARKER);

/**
 * The shape of one JSON text with its string values left open: a later text that has exactly
 * the same characters outside string values (keys, numbers, literals, punctuation, whitespace)
 * and a valid string literal in each value's place is valid JSON and parses to the same structure,
 * only those string values differing, so the one value wanted (the text delta) can be read
 * without parsing the rest. A token's grammar role never depends on a string's contents.
 */
export class StringValueTemplate {
  /** The characters between string values: one more than there are values. */
  readonly #fixed: string[];
  /** Which string value is the one `match` returns. */
  readonly #slot: number;
  /** The template's text before and after the open value: most texts differ only there. */
  readonly #before: string;
  readonly #after: string;
  readonly #escaped = { v: false };

  private constructor(fixed: string[], slot: number, before: string, after: string) {
    this.#fixed = fixed;
    this.#slot = slot;
    this.#before = before;
    this.#after = after;
  }

  /**
   * The template of `data` (a text JSON.parse accepted) whose open value is the one `at` finds
   * in the parsed text: each string value equal to `value` is tried by parsing `data` with a
   * marker in its place. Undefined when none is (the value is written some other way, or a
   * duplicate key overrides it).
   */
  static of(data: string, value: string, at: (parsed: unknown) => unknown): StringValueTemplate | undefined {
    const fixed: string[] = [];
    const values: Array<[number, number]> = [];
    const escaped = { v: false };
    let from = 0;
    for (let i = 0; i < data.length; i++) {
      if (data.charCodeAt(i) !== 34) continue;
      const end = literalEnd(data, i, escaped);
      if (end < 0) return undefined;
      let j = end;
      while (j < data.length && (data.charCodeAt(j) === 32 || data.charCodeAt(j) === 9 || data.charCodeAt(j) === 10 || data.charCodeAt(j) === 13)) j++;
      // A key (followed by ':') stays in the fixed text; a value opens a slot.
      if (data.charCodeAt(j) !== 58) {
        fixed.push(data.slice(from, i));
        values.push([i, end]);
        from = end;
      }
      i = end - 1;
    }
    fixed.push(data.slice(from));
    for (let k = 0; k < values.length; k++) {
      const [s, e] = values[k]!;
      if (JSON.parse(data.slice(s, e)) !== value) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.slice(0, s) + MARKER_LITERAL + data.slice(e));
      } catch {
        continue;
      }
      if (at(parsed) === MARKER) return new StringValueTemplate(fixed, k, data.slice(0, s), data.slice(e));
    }
    return undefined;
  }

  /** The open value of `data` when it fits the template (see the class comment), else undefined. */
  match(data: string): string | undefined {
    const escaped = this.#escaped;
    // The template itself with another open value: one case of the general walk below. Slice
    // and compare: several times faster than startsWith on these strings (Node 20).
    const b = this.#before;
    if (data.slice(0, b.length) === b) {
      const end = literalEnd(data, b.length, escaped);
      if (end > 0 && data.length === end + this.#after.length && data.endsWith(this.#after)) {
        return escaped.v ? (JSON.parse(data.slice(b.length, end)) as string) : data.slice(b.length + 1, end - 1);
      }
    }
    const fixed = this.#fixed;
    let pos = 0;
    let value: string | undefined;
    for (let k = 0; k < fixed.length - 1; k++) {
      const seg = fixed[k]!;
      if (data.slice(pos, pos + seg.length) !== seg) return undefined;
      pos += seg.length;
      const end = literalEnd(data, pos, escaped);
      if (end < 0) return undefined;
      if (k === this.#slot) value = escaped.v ? (JSON.parse(data.slice(pos, end)) as string) : data.slice(pos + 1, end - 1);
      pos = end;
    }
    const last = fixed[fixed.length - 1]!;
    if (data.length !== pos + last.length || !data.endsWith(last)) return undefined;
    return value;
  }
}
