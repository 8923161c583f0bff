// Reads the shared evaluation set (../shared/eval) for quality measurements. Rows stay there;
// nothing from them is copied into the project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EvalSpan {
  start: number;
  end: number;
  type: string;
}
export interface EvalRow {
  id: string;
  category: string;
  label: 0 | 1;
  text: string;
  spans?: EvalSpan[];
  split: 'train' | 'test';
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const evalDir = resolve(repoRoot, '../shared/eval');

/** True when the eval set is present; under CI it must be, so callers fail instead of skipping. */
export function evalAvailable(): boolean {
  return existsSync(evalDir);
}

/** Rows of every file under `<category>/` for `split` (EVAL_SPLIT overrides, for tuning on train). */
export function loadRows(category: string, split: 'train' | 'test' = 'test'): EvalRow[] {
  const want = (process.env.EVAL_SPLIT as 'train' | 'test' | undefined) ?? split;
  const dir = join(evalDir, category);
  const out: EvalRow[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as EvalRow;
      if (row.split === want) out.push(row);
    }
  }
  return out;
}
