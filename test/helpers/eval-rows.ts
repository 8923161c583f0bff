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

/**
 * Runs `finds` over every row of ../shared/eval with context: how many label-0 or benign rows it
 * read, which of them it fired on (false alarms), and how many positives of `category` it caught.
 */
export function scanRowsWithContext(finds: (context: string, text: string) => boolean, category: string): { negatives: number; falseAlarms: string[]; caught: number } {
  let negatives = 0;
  let caught = 0;
  const falseAlarms: string[] = [];
  for (const r of evalRowsWithContext()) {
    const hit = finds(r.context, r.text);
    if (r.label === 0 || r.category === 'benign') {
      negatives++;
      if (hit) falseAlarms.push(r.id);
    } else if (r.category === category && hit) caught++;
  }
  return { negatives, falseAlarms, caught };
}
