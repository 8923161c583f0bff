import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { readEvalRows, type EvalRow } from '../../src/model/train-data.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import type { Status } from '../../src/pipeline/types.js';
import { repoRoot } from '../helpers/dist.js';
import { modelOnlyPipeline } from './helpers.js';

// The built-in model on the held-out test split: within the false-positive budget on its own,
// and adding recall on top of the detectors. Missing eval data fails the test (no skip).
describe('built-in model quality on the eval test split', () => {
  let rows: EvalRow[];
  let alone: Status[];
  let detectors: Status[];
  let both: Status[];

  const run = async (p: Pipeline) => {
    const out: Status[] = [];
    for (const r of rows) out.push((await p.check({ text: r.text, accountId: 'q', door: 'eval', ...(r.context ? { context: [r.context] } : {}) })).response.status);
    await p.close();
    return out;
  };

  beforeAll(async () => {
    rows = readEvalRows(resolve(repoRoot, '../shared/eval')).filter((r) => r.split === 'test');
    alone = await run(await modelOnlyPipeline());
    detectors = await run(await buildPipeline(buildConfig({ cache: { enabled: false }, model: { backend: 'none' } })));
    both = await run(await buildPipeline(buildConfig({ cache: { enabled: false } })));
  }, 600_000);
  afterAll(() => undefined);

  const rate = (st: Status[], pick: (r: EvalRow) => boolean, hit: (s: Status) => boolean) => {
    const idx = rows.map((r, i) => (pick(r) ? i : -1)).filter((i) => i >= 0);
    expect(idx.length).toBeGreaterThan(0);
    return idx.filter((i) => hit(st[i]!)).length / idx.length;
  };

  it('alone, rejects at most 1% and flags at most 3% of benign rows', () => {
    expect(rate(alone, (r) => r.category === 'benign', (s) => s === 'rejected')).toBeLessThanOrEqual(0.01);
    expect(rate(alone, (r) => r.category === 'benign', (s) => s !== 'approved')).toBeLessThanOrEqual(0.03);
  });

  it('alone, keeps the injection false-positive rate at or under 2%', () => {
    expect(rate(alone, (r) => r.category === 'injection' && r.label === 0, (s) => s !== 'approved')).toBeLessThanOrEqual(0.02);
  });

  // The jailbreak head's review band (a flag, not a rejection) was given 3% of held-out label-0
  // rows (gptfuzz refusals and harmless answers) at training time: rejections stay within 2%,
  // and the band may add at most 2 points of flags on top.
  it('alone, rejects at most 2% of jailbreak label-0 rows and flags at most 2% more', () => {
    const neg = (r: EvalRow) => r.category === 'jailbreak' && r.label === 0;
    expect(rate(alone, neg, (s) => s === 'rejected')).toBeLessThanOrEqual(0.02);
    expect(rate(alone, neg, (s) => s !== 'approved')).toBeLessThanOrEqual(0.04);
  });

  it.each([['injection'], ['jailbreak'], ['extraction'], ['toxicity']])('adds %s recall to the detectors', (cat) => {
    const pos = (r: EvalRow) => r.category === cat && r.label === 1;
    const caught = (s: Status) => s !== 'approved';
    expect(rate(both, pos, caught)).toBeGreaterThan(rate(detectors, pos, caught));
  });
});
