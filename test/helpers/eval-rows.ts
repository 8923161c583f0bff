import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './dist.js';

/** A row of ../shared/eval that carries a `context`. */
export interface ContextRow {
  id: string;
  category: string;
  label: number;
  text: string;
  context: string;
}

/** Every row of every file in ../shared/eval that carries a `context` (any split). */
export function evalRowsWithContext(): ContextRow[] {
  const root = join(repoRoot, '../shared/eval');
  const rows: ContextRow[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(join(root, dir.name)).filter((x) => x.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(root, dir.name, f), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const r = JSON.parse(line) as ContextRow;
        if (r.context) rows.push(r);
      }
    }
  }
  return rows;
}
