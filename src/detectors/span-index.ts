interface Span {
  start: number;
  end: number;
}

// Buckets of 256 characters: a span is filed under every bucket it touches.
const SHIFT = 8;

/**
 * Spans added so far, asked whether one overlaps or contains a given span. A detector that drops
 * findings already covered used to ask every earlier finding (`out.some(...)`), which made 200,000
 * characters of one repeated sentence cost seconds; here a question reads only the spans filed
 * under the buckets it touches, so its cost does not grow with the number of findings.
 */
export class SpanIndex {
  readonly #buckets = new Map<number, Span[]>();

  constructor(spans: Iterable<Span> = []) {
    for (const s of spans) this.add(s);
  }

  add(s: Span): void {
    for (let b = s.start >> SHIFT, last = Math.max(s.start, s.end - 1) >> SHIFT; b <= last; b++) {
      const list = this.#buckets.get(b);
      if (list) list.push(s);
      else this.#buckets.set(b, [s]);
    }
  }

  /** Some added span shares a character with `s`. */
  overlaps(s: Span): boolean {
    for (let b = s.start >> SHIFT, last = Math.max(s.start, s.end - 1) >> SHIFT; b <= last; b++) {
      for (const o of this.#buckets.get(b) ?? []) if (o.start < s.end && s.start < o.end) return true;
    }
    return false;
  }

  /** Some added span contains `s` (a span containing it is filed under the bucket of its start). */
  covers(s: Span): boolean {
    for (const o of this.#buckets.get(s.start >> SHIFT) ?? []) if (o.start <= s.start && o.end >= s.end) return true;
    return false;
  }
}
