import type { Finding } from '../detectors/types.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { CheckResponse } from '../pipeline/types.js';
import { FINDING_CATEGORY } from './categories.js';
import type { EvalRow } from './dataset.js';
import { Progress } from './progress.js';
import { Scorer, type ScoreReport } from './score.js';

export interface RunOptions {
  concurrency: number;
  progress?: Progress;
  /** Called for each row the pipeline got wrong (see `errorLine`). */
  onError?: (line: ErrorLine) => void;
}

/** One row of `guardrail eval --errors FILE`. */
export interface ErrorLine {
  id: string;
  source: string;
  category: EvalRow['category'];
  label: 0 | 1;
  /** `miss`: a label-1 row with no finding of its category; `false_alarm`: a label-0 row with one (benign rows: not approved). */
  error: 'miss' | 'false_alarm';
  status: CheckResponse['status'];
  risk_score: number;
  flags: string[];
  findings: Array<Pick<Finding, 'detector' | 'category' | 'type' | 'start' | 'end' | 'score'> & { excerpt: string }>;
  /** The row's text, cut at 2,000 characters. */
  text: string;
}

const EXCERPT_CHARS = 200;
const TEXT_CHARS = 2000;

/** The error line for a row, or null when the pipeline's answer agrees with the label. */
export function errorLine(row: EvalRow, response: CheckResponse, findings: readonly Finding[]): ErrorLine | null {
  let error: ErrorLine['error'] | null;
  if (row.category === 'benign') {
    error = response.status === 'approved' ? null : 'false_alarm';
  } else {
    const want = FINDING_CATEGORY[row.category];
    const predicted = findings.some((f) => f.category === want);
    error = row.label === 1 ? (predicted ? null : 'miss') : predicted ? 'false_alarm' : null;
  }
  if (error === null) return null;
  return {
    id: row.id,
    source: row.source,
    category: row.category,
    label: row.label,
    error,
    status: response.status,
    risk_score: response.risk_score,
    flags: response.flags,
    findings: findings.map((f) => ({
      detector: f.detector,
      category: f.category,
      type: f.type,
      start: f.start,
      end: f.end,
      score: f.score,
      excerpt: row.text.slice(f.start, Math.min(f.end, f.start + EXCERPT_CHARS)),
    })),
    text: row.text.length > TEXT_CHARS ? row.text.slice(0, TEXT_CHARS) : row.text,
  };
}

/**
 * Runs every row through the full pipeline (door `eval`). Each row gets its own cache scope so
 * a repeated text is analysed again instead of answered from the verdict cache (which keeps no
 * findings, and the per-category figures need them).
 */
export async function runRows(pipeline: Pipeline, rows: readonly EvalRow[], opts: RunOptions): Promise<ScoreReport> {
  const scorer = new Scorer();
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < rows.length) {
      const i = next++;
      const row = rows[i]!;
      const t0 = performance.now();
      const out = await pipeline.check({
        text: row.text,
        ...(row.context ? { context: row.context } : {}),
        accountId: `eval:${i}`,
        door: 'eval',
      });
      const ms = performance.now() - t0;
      scorer.add(row, { status: out.response.status, findings: out.findings, source: out.source, ms });
      if (opts.onError) {
        const line = errorLine(row, out.response, out.findings);
        if (line) opts.onError(line);
      }
      opts.progress?.tick(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, rows.length)) }, worker));
  return scorer.report();
}
