import type { Detector, Finding } from '../detectors/types.js';
import { normalize } from '../pipeline/normalize.js';
import type { Pipeline } from '../pipeline/pipeline.js';

/**
 * The fastpath as the stream guard runs it: only detectors whose longest match is finite, since
 * a window can only prove "nothing here can still change" for those. The others run on the whole
 * text in the full check at the end of the stream.
 */
export class StreamScanner {
  readonly holdback: number;
  readonly #detectors: readonly Detector[];

  constructor(pipeline: Pipeline, margin: number) {
    this.#detectors = pipeline.fastpathDetectors.filter((d) => Number.isFinite(d.meta.maxMatchLength));
    let longest = 0;
    for (const d of this.#detectors) longest = Math.max(longest, d.meta.maxMatchLength);
    this.holdback = longest + margin;
  }

  /** Findings in `text`, offsets shifted by `offset` (the window's start in the whole text). */
  scan(text: string, offset: number, context: readonly string[] | undefined): Finding[] {
    if (this.#detectors.length === 0 || text.length === 0) return [];
    const ctx = context ? { normalized: normalize(text), context } : { normalized: normalize(text) };
    const out: Finding[] = [];
    for (const d of this.#detectors) {
      for (const f of d.detect(text, ctx)) out.push(offset === 0 ? f : { ...f, start: f.start + offset, end: f.end + offset });
    }
    return out;
  }
}
