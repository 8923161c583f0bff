import { describe, expect, it } from 'vitest';
import { formatLoso, leaveOneSourceOut } from '../../src/model/loso.js';
import type { EvalRow } from '../../src/model/train-data.js';
import { defaultTrainOptions, prepareDocs, type TrainOptions } from '../../src/model/trainer.js';

// Three sources of injection positives: `alpha` and `beta` use the same attack words, `gamma`
// its own. A head trained without `alpha` still knows its words from `beta`; one trained without
// `gamma` has never seen its words, although out-of-fold (gamma seen) it catches it easily.
function threeSources(): EvalRow[] {
  let s = 4242;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const pick = (prefix: string, size: number, n: number) => Array.from({ length: n }, () => `${prefix}${Math.floor(rnd() * size)}x`).join(' ');
  const rows: EvalRow[] = [];
  let id = 0;
  const add = (source: string, category: string, label: 0 | 1, text: string) => rows.push({ id: `loso:${id++}`, source, category, label, text, split: 'train' });
  for (let i = 0; i < 80; i++) add('alpha', 'injection', 1, `${pick('ben', 200, 8)} ${pick('atk', 15, 5)}`);
  for (let i = 0; i < 80; i++) add('beta', 'injection', 1, `${pick('ben', 200, 8)} ${pick('atk', 15, 5)}`);
  for (let i = 0; i < 80; i++) add('gamma', 'injection', 1, `${pick('ben', 200, 8)} ${pick('gam', 15, 5)}`);
  for (let i = 0; i < 200; i++) add('neg', 'injection', 0, pick('ben', 200, 13));
  for (let i = 0; i < 400; i++) add('benign', 'benign', 0, pick('ben', 200, 13));
  return rows;
}

describe('leave-one-source-out evaluation', () => {
  const o: TrainOptions = { ...defaultTrainOptions, bits: 12, epochs: 3, fineHeads: [] };
  const rows = threeSources();
  const res = leaveOneSourceOut(rows, prepareDocs(rows, o), o, ['injection']);
  const by = (src: string) => res.rows.find((r) => r.source === src)!;

  it('reports a source whose attack style no other source shares as missed when it is left out', () => {
    expect(res.rows.map((r) => r.source)).toEqual(['alpha', 'beta', 'gamma']);
    expect(by('gamma').seenRecall).toBeGreaterThanOrEqual(0.8);
    expect(by('gamma').unseenRecall).toBeLessThanOrEqual(0.2);
  });

  it('still credits a source whose attacks other sources teach, at a threshold chosen without it', () => {
    expect(by('alpha').unseenRecall).toBeGreaterThanOrEqual(0.8);
    expect(by('alpha').benignFpr).toBeLessThanOrEqual(o.benignBudget.injection + 1e-9);
    const summary = res.summary[0]!;
    expect(summary.macroUnseen).toBeLessThan(summary.macroSeen);
    expect(formatLoso(res)).toMatch(/injection\s+gamma\s+80/);
  });
});
