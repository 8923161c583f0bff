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
 * Detectors are grouped by reach (next power of two of their `maxMatchLength`): a bucket's
 * scan settles everything but its last `reach + margin` characters, so a short-reach bucket
 * settles far past the release point and is not rescanned for most of a holdback, while only
 * the longest-reach bucket rereads about two holdbacks at every release.
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

  /** Per-channel memory of earlier scans, so a bucket is not rescanned while its findings still hold. */
  cache(): ScanCache {
    return new ScanCache(this.#buckets.length);
  }

  /**
   * Every finding that can overlap [from, to) of `text`, in `text` offsets. `text` only grows
   * between calls with one cache, and `from` never moves back.
   *
   * Each bucket scans from `from - reach - margin` (a match overlapping the range and at most
   * `reach` long starts inside) to the end of what has arrived. That settles every match
   * starting before `end - reach - margin`: each has its whole reach present, so it is reported
   * from its start to the end of what has arrived. Matches starting later are left out: one cut
   * short by the end of the text may not exist in the whole text (a token that grows too long
   * to be a key), and the next scan sees them with their reach. Until `to` passes the settled
   * point the bucket's findings are reused, so a short-reach bucket scans once per holdback or
   * so rather than at every release.
   */
  scanRange(text: string, from: number, to: number, context: readonly string[] | undefined, cache: ScanCache): Finding[] {
    const out: Finding[] = [];
    for (let i = 0; i < this.#buckets.length; i++) {
      const b = this.#buckets[i]!;
      if (cache.settledTo[i]! < to) {
        const ws = Math.max(0, from - b.reach - this.#margin);
        const window = text.slice(ws);
        // At the end of the stream nothing more can arrive: every match is settled.
        const settled = to >= text.length ? text.length : text.length - b.reach - this.#margin;
        const ctx = context ? { normalized: normalize(window), context } : { normalized: normalize(window) };
        const found: Finding[] = [];
        for (const d of b.detectors) {
          for (const f of d.detect(window, ctx)) {
            // A match in the window's first `margin` characters may exist only because the window
            // cuts off what came before it (a rule that needs a clause start takes the window's
            // start for one). It ends before `from` (it is at most `reach` long), in text an earlier
            // scan already settled, so nothing it could block is lost.
            if (ws > 0 && f.start < this.#margin) continue;
            if (f.start + ws < settled) found.push(ws === 0 ? f : { ...f, start: f.start + ws, end: f.end + ws });
          }
        }
        cache.settledTo[i] = settled;
        cache.findings[i] = found;
      }
      for (const f of cache.findings[i]!) out.push(f);
    }
    return out;
  }
}

/** What each bucket found in its last scan, and up to where those findings are complete. */
export class ScanCache {
  readonly settledTo: number[];
  readonly findings: Finding[][];

  constructor(buckets: number) {
    this.settledTo = new Array<number>(buckets).fill(-1);
    this.findings = Array.from({ length: buckets }, () => []);
  }
}
