import type { ClassifierHead } from '../../config/sections/model.js';
import { unsupportedClaims, type UnsupportedClaim } from '../grounding.js';
import { scoreText, type HeadHit } from './classifier.js';
import type { ModelWeights } from './weights.js';

/** Plain-data options, so the same work can run inline or on a worker thread. */
export interface AnalyzeOptions {
  windowChars: number;
  windowOverlap: number;
  fine: { chars: number; overlap: number } | null;
  heads: ClassifierHead[];
  thresholds: Partial<Record<ClassifierHead, number>>;
  grounding: { enabled: boolean; minContextRatio: number; threshold: number | null };
}

export interface AnalyzeJob {
  /** The original text (grounding reports claims in its offsets). */
  text: string;
  /** The normalized text (the classifier scores it; hits are in its offsets). */
  normalized: string;
  context?: readonly string[];
  opts: AnalyzeOptions;
}

export interface AnalyzeResult {
  hits: HeadHit[];
  claims: UnsupportedClaim[];
}

export function analyzeJob(model: ModelWeights, job: AnalyzeJob): AnalyzeResult {
  const hits = scoreText(model, job.normalized, {
    windowChars: job.opts.windowChars,
    windowOverlap: job.opts.windowOverlap,
    fine: job.opts.fine,
    heads: new Set(job.opts.heads),
    thresholds: job.opts.thresholds,
  });
  const g = job.opts.grounding;
  const claims =
    g.enabled && job.context && job.context.length > 0
      ? unsupportedClaims(job.text, job.context, model.header.grounding, { minContextRatio: g.minContextRatio, threshold: g.threshold })
      : [];
  return { hits, claims };
}
