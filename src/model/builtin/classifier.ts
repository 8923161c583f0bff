import type { ClassifierHead } from '../../config/sections/model.js';
import { canonical, featurize, windowSpans, type FeatureVector, type WindowScale } from './features.js';
import { denseFeatures, type HeadWeights, type ModelWeights } from './weights.js';

/** The best-scoring window of one head over a text. */
export interface HeadHit {
  head: ClassifierHead;
  probability: number;
  threshold: number;
  /** True when the probability sits in the head's review band: below `threshold`, at or above its review threshold. */
  review: boolean;
  /** Window in the scored text's offsets (the normalized text), end exclusive. */
  start: number;
  end: number;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function headLogit(h: Pick<HeadWeights, 'bias' | 'scale'> & { w: ArrayLike<number> }, f: FeatureVector): number {
  let z = 0;
  const { idx, val } = f;
  for (let k = 0; k < idx.length; k++) z += val[k]! * h.w[idx[k]!]!;
  return h.bias + z * h.scale;
}

export interface ScoreOptions {
  windowChars: number;
  windowOverlap: number;
  /** Second, smaller window scale scored as well (the weights file's, unless overridden). */
  fine?: WindowScale | null;
  heads: ReadonlySet<ClassifierHead>;
  thresholds: Partial<Record<ClassifierHead, number>>;
  /** Review thresholds overriding the weights file's (1 turns a head's review band off). */
  reviewThresholds?: Partial<Record<ClassifierHead, number>>;
}

/**
 * Scores `text` in overlapping windows with every enabled head and returns, per head, the window
 * with the highest probability when it reaches the head's threshold, or its review threshold
 * (then `review` is true).
 */
export function scoreText(model: ModelWeights, text: string, opts: ScoreOptions): HeadHit[] {
  const heads = model.heads.filter((h) => opts.heads.has(h.name));
  if (heads.length === 0 || text.length === 0) return [];
  const best = heads.map(() => ({ p: -1, start: 0, end: 0 }));
  const coarse = windowSpans(text.length, { chars: opts.windowChars, overlap: opts.windowOverlap }).length;
  const anyFine = heads.some((h) => h.fine === true);
  const spans = windowSpans(text.length, { chars: opts.windowChars, overlap: opts.windowOverlap }, anyFine ? opts.fine : null);
  const dense = denseFeatures(model);
  for (let w = 0; w < spans.length; w++) {
    const [s, end] = spans[w]!;
    const f = featurize(canonical(text.slice(s, end)), model.header.bits, model.header.features, dense);
    for (let i = 0; i < heads.length; i++) {
      if (w >= coarse && heads[i]!.fine !== true) continue;
      const p = sigmoid(headLogit(heads[i]!, f));
      if (p > best[i]!.p) best[i] = { p, start: s, end };
    }
  }
  const hits: HeadHit[] = [];
  for (let i = 0; i < heads.length; i++) {
    const h = heads[i]!;
    const threshold = opts.thresholds[h.name] ?? h.threshold;
    const b = best[i]!;
    const review = Math.min(threshold, opts.reviewThresholds?.[h.name] ?? h.review ?? threshold);
    if (b.p >= review) hits.push({ head: h.name, probability: b.p, threshold, review: b.p < threshold, start: b.start, end: b.end });
  }
  return hits;
}
