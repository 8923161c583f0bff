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

/**
 * Index just past the JSON number starting at `at`, or -1 when none starts there. Reads the
 * longest prefix the grammar allows (-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?); the caller checks that
 * what follows is the template's next fixed text, which never starts with a character a number
 * could go on with.
 */
function numberEnd(s: string, at: number): number {
  let i = at;
  if (s.charCodeAt(i) === 45) i++;
  const first = s.charCodeAt(i);
  if (first === 48) i++;
  else if (first >= 49 && first <= 57) while (isDigit(s.charCodeAt(++i)));
  else return -1;
  if (s.charCodeAt(i) === 46) {
    if (!isDigit(s.charCodeAt(++i))) return -1;
    while (isDigit(s.charCodeAt(++i)));
  }
  const e = s.charCodeAt(i);
  if (e === 101 || e === 69) {
    const sign = s.charCodeAt(++i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(s.charCodeAt(i))) return -1;
    while (isDigit(s.charCodeAt(++i)));
  }
  return i;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Templates a stream session tries before it settles for parsing every event. */
export const TEMPLATE_TRIES = 8;

const MARKER = '\u0000guardrail-slot\u0000';
const MARKER_LITERAL = JSON.stringify(MARKER);

type Path = (parsed: unknown) => unknown;

/** What a template fixes beyond the structure, and the number it may read besides the text. */
export interface TemplateOptions {
  /**
   * String values that decide how the caller handles the text (an event's `type`, the id of
   * the channel it belongs to): a later text fits only with each of them exactly as here.
   */
  pinned?: readonly Path[];
  /** One number value that may differ (Responses' `sequence_number`), read into `number`. */
  number?: Path;
}

/**
 * The shape of one JSON text with its string values left open: a later text that has exactly
 * the same characters outside string values (keys, numbers, literals, punctuation, whitespace)
 * and a valid string literal in each value's place is valid JSON and parses to the same structure,
 * only those string values differing, so the one value wanted (the text delta) can be read
 * without parsing the rest. A token's grammar role never depends on a string's contents.
 * Pinned string values stay part of the fixed text; the one open number value (optional) may be
 * any valid number token, which no more changes the structure than a string's contents do.
 */
export class StringValueTemplate {
  /** The characters between open values: one more than there are values. */
  readonly #fixed: string[];
  /** Which open value is the one `match` returns. */
  readonly #slot: number;
  /** Which open value is the number (-1: none). */
  readonly #numSlot: number;
  /** The template's text before and after the open value: most texts differ only there. */
  readonly #before: string;
  readonly #after: string;
  /** The template's own open number (undefined when it has none). */
  readonly #ownNumber: number | undefined;
  readonly #escaped = { v: false };
  #number: number | undefined;

  private constructor(fixed: string[], slot: number, num: string | undefined, numSlot: number, before: string, after: string) {
    this.#fixed = fixed;
    this.#slot = slot;
    this.#numSlot = numSlot;
    this.#ownNumber = num === undefined ? undefined : Number(num);
    this.#before = before;
    this.#after = after;
  }

  /** The open number value of the text `match` last accepted (undefined when the template has none). */
  get number(): number | undefined {
    return this.#number;
  }

  /**
   * The template of `data` (a text JSON.parse accepted) whose open value is the one `at` finds
   * in the parsed text: each string value equal to `value` is tried by parsing `data` with a
   * marker in its place. Undefined when none is (the value is written some other way, or a
   * duplicate key overrides it). Pinned values and the number are found the same way, so a
   * duplicate key cannot mislead them either.
   */
  static of(data: string, value: string, at: Path, o: TemplateOptions = {}): StringValueTemplate | undefined {
    const values: Array<{ s: number; e: number; num: boolean }> = [];
    const escaped = { v: false };
    for (let i = 0; i < data.length; i++) {
      const c = data.charCodeAt(i);
      if (c === 34) {
        const end = literalEnd(data, i, escaped);
        if (end < 0) return undefined;
        let j = end;
        while (j < data.length && (data.charCodeAt(j) === 32 || data.charCodeAt(j) === 9 || data.charCodeAt(j) === 10 || data.charCodeAt(j) === 13)) j++;
        // A key (followed by ':') stays in the fixed text; a value may open a slot.
        if (data.charCodeAt(j) !== 58) values.push({ s: i, e: end, num: false });
        i = end - 1;
      } else if (o.number && (c === 45 || isDigit(c))) {
        // Outside strings only numbers hold digits or '-'.
        const end = numberEnd(data, i);
        if (end < 0) return undefined;
        values.push({ s: i, e: end, num: true });
        i = end - 1;
      }
    }
    const marked = (v: { s: number; e: number }, path: Path): boolean => {
      try {
        return path(JSON.parse(data.slice(0, v.s) + MARKER_LITERAL + data.slice(v.e))) === MARKER;
      } catch {
        return false;
      }
    };
    let slot: (typeof values)[number] | undefined;
    let num: (typeof values)[number] | undefined;
    const open: Array<(typeof values)[number]> = [];
    for (const v of values) {
      if (v.num) {
        if (num === undefined && marked(v, o.number!)) {
          num = v;
          open.push(v);
        }
        continue;
      }
      if (o.pinned?.some((p) => marked(v, p))) continue;
      if (slot === undefined && JSON.parse(data.slice(v.s, v.e)) === value && marked(v, at)) slot = v;
      open.push(v);
    }
    if (slot === undefined) return undefined;
    const fixed: string[] = [];
    let from = 0;
    for (const v of open) {
      fixed.push(data.slice(from, v.s));
      from = v.e;
    }
    fixed.push(data.slice(from));
    return new StringValueTemplate(fixed, open.indexOf(slot), num && data.slice(num.s, num.e), num ? open.indexOf(num) : -1, data.slice(0, slot.s), data.slice(slot.e));
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
        // The number (if any) is then the template's own.
        this.#number = this.#ownNumber;
        return escaped.v ? (JSON.parse(data.slice(b.length, end)) as string) : data.slice(b.length + 1, end - 1);
      }
    }
    return this.#walk(data);
  }

  #walk(data: string): string | undefined {
    const escaped = this.#escaped;
    const fixed = this.#fixed;
    let pos = 0;
    let value: string | undefined;
    let num = -1;
    let numEnd = -1;
    for (let k = 0; k < fixed.length - 1; k++) {
      const seg = fixed[k]!;
      if (data.slice(pos, pos + seg.length) !== seg) return undefined;
      pos += seg.length;
      if (k === this.#numSlot) {
        const end = numberEnd(data, pos);
        if (end < 0) return undefined;
        num = pos;
        numEnd = end;
        pos = end;
        continue;
      }
      const end = literalEnd(data, pos, escaped);
      if (end < 0) return undefined;
      if (k === this.#slot) value = escaped.v ? (JSON.parse(data.slice(pos, end)) as string) : data.slice(pos + 1, end - 1);
      pos = end;
    }
    const last = fixed[fixed.length - 1]!;
    if (data.length !== pos + last.length || !data.endsWith(last)) return undefined;
    if (num >= 0) this.#number = Number(data.slice(num, numEnd));
    return value;
  }
}
