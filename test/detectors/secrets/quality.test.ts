// Row-level secrets F1 on the shared eval set (test split; EVAL_SPLIT=train for tuning).
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { createSecretsDetectors } from '../../../src/detectors/secrets/index.js';
import { Pipeline } from '../../../src/pipeline/pipeline.js';
import { Decider } from '../../../src/pipeline/decide.js';
import { evalAvailable, loadRows } from '../pii/eval-data.js';

const available = evalAvailable();
if (!available && process.env.CI === 'true') throw new Error('../shared/eval is missing; CI must have it');

describe.runIf(available)('secrets quality on ../shared/eval', () => {
  // Floor: the test-split F1 reached (0.901) less a small margin. The issue target is 0.95; train
  // reaches 0.960, test does not yet (README has the figures).
  it('keeps F1 above its regression floor of 0.88', () => {
    const cfg = buildConfig({});
    const pipeline = new Pipeline({ detectors: createSecretsDetectors(cfg), decider: new Decider(cfg.policy) });
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let tn = 0;
    const shown: string[] = [];
    for (const row of loadRows('secret')) {
      const found = pipeline.scanFast(row.text).filter((f) => f.category === 'secret');
      const hit = found.length > 0;
      if (hit && row.label === 1) tp++;
      else if (hit) {
        fp++;
        if (process.env.SHOW === 'FP') shown.push(`FP ${found.map((f) => `${f.detector}:${JSON.stringify(row.text.slice(f.start, f.end))}`).join(' ')} | ${JSON.stringify(row.text.slice(0, 200))}`);
      } else if (row.label === 1) {
        fn++;
        if (process.env.SHOW === 'FN') shown.push(`FN ${JSON.stringify(row.text.slice(0, 240))}`);
      } else tn++;
    }
    const precision = tp / Math.max(1, tp + fp);
    const recall = tp / Math.max(1, tp + fn);
    const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
    console.log(`secrets: tp ${tp} fp ${fp} fn ${fn} tn ${tn} precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} F1 ${f1.toFixed(3)}`);
    if (shown.length) console.log(shown.join('\n'));
    expect(f1).toBeGreaterThanOrEqual(0.88);
  });
});
