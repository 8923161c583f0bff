import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of the evaluation set (`../shared/eval/<category>/<dataset>.jsonl`). */
export interface EvalRow {
  id: string;
  source: string;
  category: string;
  label: 0 | 1;
  text: string;
  context?: string;
  split: 'train' | 'test';
}

/** Every row of every `<category>/*.jsonl` under `dir`, in a stable (sorted path) order. */
export function readEvalRows(dir: string): EvalRow[] {
  const rows: EvalRow[] = [];
  const cats = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'licenses')
    .map((d) => d.name)
    .sort();
  for (const cat of cats) {
    const files = readdirSync(join(dir, cat))
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const f of files) {
      for (const line of readFileSync(join(dir, cat, f), 'utf8').split('\n')) {
        if (line.trim()) rows.push(JSON.parse(line) as EvalRow);
      }
    }
  }
  return rows;
}

/** HaluEval QA rows: knowledge + "\n\nQuestion: " + question as context, the answer as text. */
export function isHaluEvalQa(r: EvalRow): boolean {
  return r.category === 'hallucination' && r.source === 'halueval' && (r.context ?? '').includes('\n\nQuestion: ');
}

/** FNV-1a 32 of a string (fold assignment, seeded shuffles). */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
