import type { Detector, Finding } from '../detectors/types.js';
import { normalize } from '../pipeline/normalize.js';
import type { Pipeline } from '../pipeline/pipeline.js';

interface Bucket {
  /** Largest recognition reach (`maxMatchLength`) of any detector in the bucket. */
  reach: number;
  detectors: Detector[];
}

/**
 * The fastpath as the stream guard runs it: only detectors with a finite recognition reach
 * (`maxMatchLength`), since a window can only prove "nothing here can still change" for those.
 * The others run on the whole text in the full check at the end of the stream.
 *
 * Detectors are grouped by reach (next power of two of their `maxMatchLength`) so that a
 * detector with a short reach scans a short window: the one with a 4k reach does not make every
 * regex rescan 8k characters at every delta.
 */
export class StreamScanner {
  /** Characters held back: the largest finite recognition reach plus the margin. */
  readonly holdback: number;
  readonly #margin: number;
  readonly #buckets: Bucket[];

  constructor(pipeline: Pipeline, margin: number, maxHoldback: number | null = null) {
    this.#margin = margin;
    const finite = pipeline.fastpathDetectors.filter((d) => Number.isFinite(d.meta.maxMatchLength));
    const byReach = new Map<number, Detector[]>();
    let longest = 0;
    for (const d of finite) {
      const len = Math.max(1, Math.ceil(d.meta.maxMatchLength));
      longest = Math.max(longest, len);
      const reach = 2 ** Math.ceil(Math.log2(Math.max(64, len)));
      const list = byReach.get(reach) ?? [];
      list.push(d);
      byReach.set(reach, list);
    }
    const covered = maxHoldback === null ? longest : Math.min(longest, maxHoldback);
    // Past the cap nothing is guaranteed anyway, so no window needs to reach further back.
    this.#buckets = [...byReach.entries()].sort((a, b) => a[0] - b[0]).map(([reach, detectors]) => ({ reach: Math.min(reach, covered), detectors }));
    this.holdback = covered + margin;
  }

  /**
   * Every finding that can overlap [from, to) of `text`, in `text` offsets. Each bucket scans
   * [from - reach - margin, to + reach + margin): a match that overlaps the range and is at most
   * `reach` long lies inside it.
   */
  scanRange(text: string, from: number, to: number, context: readonly string[] | undefined): Finding[] {
    const out: Finding[] = [];
    for (const b of this.#buckets) {
      const ws = Math.max(0, from - b.reach - this.#margin);
      const we = Math.min(text.length, to + b.reach + this.#margin);
      if (we <= ws) continue;
      const window = text.slice(ws, we);
      const ctx = context ? { normalized: normalize(window), context } : { normalized: normalize(window) };
      for (const d of b.detectors) {
        for (const f of d.detect(window, ctx)) out.push(ws === 0 ? f : { ...f, start: f.start + ws, end: f.end + ws });
      }
    }
    return out;
  }
}
