import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Split } from './args.js';

export const EVAL_CATEGORIES = ['pii', 'secret', 'injection', 'jailbreak', 'extraction', 'hallucination', 'toxicity', 'financial', 'benign'] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

export interface GoldSpan {
  start: number;
  end: number;
  type: string;
}

export interface EvalRow {
  id: string;
  source: string;
  category: EvalCategory;
  label: 0 | 1;
  text: string;
  context?: string[];
  spans: GoldSpan[];
  split?: 'train' | 'test';
}

/** A data problem the user must fix; the message names the file and line. */
export class DatasetError extends Error {}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Expands files and directories (recursively, `*.jsonl` only, sorted) into a list of files. */
export function listFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (p: string, top: boolean): void => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new DatasetError(`${p}: no such file or directory`);
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        const child = join(p, name);
        const cst = statSync(child);
        if (cst.isDirectory() || name.endsWith('.jsonl')) walk(child, false);
      }
    } else if (top || p.endsWith('.jsonl')) files.push(p);
  };
  for (const p of paths) walk(p, true);
  if (files.length === 0) throw new DatasetError(`no .jsonl files found in ${paths.join(', ')}`);
  return files;
}

function parseSpans(v: unknown, where: string, textLength: number): GoldSpan[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new DatasetError(`${where}: "spans" must be an array`);
  return v.map((s, i) => {
    if (!isRecord(s) || !Number.isInteger(s.start) || !Number.isInteger(s.end) || typeof s.type !== 'string')
      throw new DatasetError(`${where}: spans[${i}] must be {"start": int, "end": int, "type": string}`);
    const start = s.start as number;
    const end = s.end as number;
    if (start < 0 || end < start || end > textLength) throw new DatasetError(`${where}: spans[${i}] [${start}, ${end}) is outside the text`);
    return { start, end, type: s.type };
  });
}

/** Validates one parsed JSONL value; `where` is `file:line` for error messages. */
export function parseRow(value: unknown, where: string, fallbackSource: string): EvalRow {
  if (!isRecord(value)) throw new DatasetError(`${where}: each line must be a JSON object`);
  const { text, category, label, context, split } = value;
  if (typeof text !== 'string') throw new DatasetError(`${where}: "text" must be a string`);
  if (typeof category !== 'string' || !(EVAL_CATEGORIES as readonly string[]).includes(category))
    throw new DatasetError(`${where}: "category" must be one of ${EVAL_CATEGORIES.join(', ')}`);
  if (label !== 0 && label !== 1) throw new DatasetError(`${where}: "label" must be 0 or 1`);
  if (category === 'benign' && label !== 0) throw new DatasetError(`${where}: benign rows must have label 0`);
  let ctx: string[] | undefined;
  if (typeof context === 'string') ctx = [context];
  else if (Array.isArray(context) && context.every((c) => typeof c === 'string')) ctx = context as string[];
  else if (context !== undefined && context !== null) throw new DatasetError(`${where}: "context" must be a string or an array of strings`);
  if (split !== undefined && split !== 'train' && split !== 'test') throw new DatasetError(`${where}: "split" must be "train" or "test"`);
  const row: EvalRow = {
    id: typeof value.id === 'string' ? value.id : where,
    source: typeof value.source === 'string' && value.source !== '' ? value.source : fallbackSource,
    category: category as EvalCategory,
    label,
    text,
    spans: parseSpans(value.spans, where, text.length),
  };
  if (ctx) row.context = ctx;
  if (split) row.split = split;
  return row;
}

function keep(row: EvalRow, split: Split): boolean {
  return split === 'all' || row.split === split;
}

/** Reads and validates every row of `files`, keeping those of `split`. Throws on the first bad line. */
export function readRows(files: readonly string[], split: Split): EvalRow[] {
  const rows: EvalRow[] = [];
  for (const file of files) {
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch (e) {
      throw new DatasetError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
    const fallback = basename(file).replace(/\.jsonl$/, '');
    const lines = raw.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (line === '') continue;
      const where = `${file}:${i + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (e) {
        throw new DatasetError(`${where}: not valid JSON (${(e as Error).message})`);
      }
      const row = parseRow(value, where, fallback);
      if (keep(row, split)) rows.push(row);
    }
  }
  return rows;
}
