/**
 * `node dist/model/report.js [--data DIR] [--split test] [--weights FILE]`: runs the evaluation split through the
 * pipeline twice, without the model stage (`model.backend: none`) and with the built-in model,
 * and prints per-category recall and false-positive rates plus HaluEval QA grounding accuracy.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig } from '../config/load.js';
import { buildPipeline } from '../pipeline/build.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { CheckResponse } from '../pipeline/types.js';
import { packageRoot } from './builtin/weights.js';
import { isHaluEvalQa, readEvalRows, type EvalRow } from './train-data.js';

const HALLUCINATION_FLAG = 'Hallucination: claim not supported by context';

async function run(p: Pipeline, rows: readonly EvalRow[]): Promise<CheckResponse[]> {
  const out: CheckResponse[] = [];
  for (const r of rows) {
    const o = await p.check({ text: r.text, accountId: 'report', door: 'eval', ...(r.context ? { context: [r.context] } : {}) });
    out.push(o.response);
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: resolve(packageRoot(), '../shared/eval') },
      split: { type: 'string', default: 'test' },
      // Another weights file (e.g. the previous one), to compare models on the same pipeline.
      weights: { type: 'string' },
    },
  });
  const rows = readEvalRows(resolve(values.data)).filter((r) => r.split === values.split);
  const base = await buildPipeline(buildConfig({ cache: { enabled: false }, model: { backend: 'none' } }));
  const builtin = values.weights ? { builtin: { weights: resolve(values.weights) } } : {};
  const full = await buildPipeline(buildConfig({ cache: { enabled: false }, model: { backend: 'builtin', ...builtin } }));
  const off = Object.fromEntries(['pii', 'secrets', 'injection', 'jailbreak', 'extraction', 'financial', 'brand', 'hallucination', 'custom'].map((f) => [f, { enabled: false }]));
  const alone = await buildPipeline(buildConfig({ cache: { enabled: false }, model: { backend: 'builtin', ...builtin }, detectors: off }));
  const a = await run(base, rows);
  const b = await run(full, rows);
  const m = await run(alone, rows);
  for (const p of [base, full, alone]) await p.close();

  const lines: string[] = [];
  lines.push(`split: ${values.split}, rows: ${rows.length}`);
  lines.push('');
  lines.push('| category | positives | recall: detectors only | recall: + built-in model | (model alone) | negatives | FPR: detectors only | FPR: + built-in model | (model alone) | F1: detectors only | F1: + built-in model |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const cats = [...new Set(rows.map((r) => r.category))].filter((c) => c !== 'benign').sort();
  const caught = (res: CheckResponse) => res.status !== 'approved';
  // Within the category's own rows: its label-0 rows are the false positives that count.
  const f1 = (pos: number[], neg: number[], res: CheckResponse[]) => {
    const tp = pos.filter((i) => caught(res[i]!)).length;
    const fp = neg.filter((i) => caught(res[i]!)).length;
    return ((2 * tp) / Math.max(1, 2 * tp + fp + (pos.length - tp))).toFixed(3);
  };
  for (const c of cats) {
    const idx = rows.map((r, i) => (r.category === c ? i : -1)).filter((i) => i >= 0);
    const pos = idx.filter((i) => rows[i]!.label === 1);
    const neg = idx.filter((i) => rows[i]!.label === 0);
    lines.push(
      `| ${c} | ${pos.length} | ${pct(pos.filter((i) => caught(a[i]!)).length, pos.length)} | ${pct(pos.filter((i) => caught(b[i]!)).length, pos.length)} | ${pct(pos.filter((i) => caught(m[i]!)).length, pos.length)} | ${neg.length} | ${pct(neg.filter((i) => caught(a[i]!)).length, neg.length)} | ${pct(neg.filter((i) => caught(b[i]!)).length, neg.length)} | ${pct(neg.filter((i) => caught(m[i]!)).length, neg.length)} | ${f1(pos, neg, a)} | ${f1(pos, neg, b)} |`,
    );
  }
  const benign = rows.map((r, i) => (r.category === 'benign' ? i : -1)).filter((i) => i >= 0);
  const count = (res: CheckResponse[], s: string) => benign.filter((i) => res[i]!.status === s).length;
  lines.push('');
  lines.push('| benign rows | rejected: detectors only | rejected: + built-in model | (model alone) | flagged: detectors only | flagged: + built-in model | (model alone) |');
  lines.push('|---:|---:|---:|---:|---:|---:|---:|');
  lines.push(
    `| ${benign.length} | ${pct(count(a, 'rejected'), benign.length)} | ${pct(count(b, 'rejected'), benign.length)} | ${pct(count(m, 'rejected'), benign.length)} | ${pct(count(a, 'flagged'), benign.length)} | ${pct(count(b, 'flagged'), benign.length)} | ${pct(count(m, 'flagged'), benign.length)} |`,
  );

  // Grounding on HaluEval QA: predicted positive = the hallucination flag is present.
  const qa = rows.map((r, i) => (isHaluEvalQa(r) ? i : -1)).filter((i) => i >= 0);
  const score = (res: CheckResponse[]) => {
    let tp = 0;
    let fp = 0;
    let tn = 0;
    let fn = 0;
    for (const i of qa) {
      const pred = res[i]!.flags.some((f) => f.startsWith(HALLUCINATION_FLAG));
      const y = rows[i]!.label === 1;
      if (pred && y) tp++;
      else if (pred) fp++;
      else if (y) fn++;
      else tn++;
    }
    return { acc: pct(tp + tn, qa.length), f1: ((2 * tp) / Math.max(1, 2 * tp + fp + fn)).toFixed(3), precision: pct(tp, tp + fp), recall: pct(tp, tp + fn) };
  };
  const ga = score(a);
  const gb = score(b);
  lines.push('');
  lines.push(`HaluEval QA (${qa.length} rows; text = answer, context = knowledge + question):`);
  lines.push('');
  lines.push('| | accuracy | F1 | precision | recall |');
  lines.push('|---|---:|---:|---:|---:|');
  lines.push(`| detectors only | ${ga.acc} | ${ga.f1} | ${ga.precision} | ${ga.recall} |`);
  lines.push(`| + built-in model | ${gb.acc} | ${gb.f1} | ${gb.precision} | ${gb.recall} |`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
