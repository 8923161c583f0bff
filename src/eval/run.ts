import type { Pipeline } from '../pipeline/pipeline.js';
import type { EvalRow } from './dataset.js';
import { Progress } from './progress.js';
import { Scorer, type ScoreReport } from './score.js';

export interface RunOptions {
  concurrency: number;
  progress?: Progress;
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
      opts.progress?.tick(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, rows.length)) }, worker));
  return scorer.report();
}
