/**
 * `npm run train [-- --data DIR --out FILE --seed N]`: trains the built-in model from the `train`
 * split of the evaluation set and writes the weights file (byte-identical for the same data/seed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WEIGHTS_FILE, encodeWeights, packageRoot } from './builtin/weights.js';
import { defaultTrainOptions, trainModel } from './trainer.js';
import { readEvalRows } from './train-data.js';

function main(): void {
  const root = packageRoot();
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: resolve(root, '../shared/eval') },
      out: { type: 'string', default: join(root, 'src', 'model', 'weights', WEIGHTS_FILE) },
      seed: { type: 'string', default: String(defaultTrainOptions.seed) },
      epochs: { type: 'string', default: String(defaultTrainOptions.epochs) },
      window: { type: 'string', default: String(defaultTrainOptions.windowChars) },
      overlap: { type: 'string', default: String(defaultTrainOptions.windowOverlap) },
    },
  });
  const started = Date.now();
  const rows = readEvalRows(resolve(values.data));
  const { model, report } = trainModel(rows, {
    ...defaultTrainOptions,
    seed: Number(values.seed),
    epochs: Number(values.epochs),
    windowChars: Number(values.window),
    windowOverlap: Number(values.overlap),
    log: (l) => process.stderr.write(`train: ${l} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`),
  });
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });
  const buf = encodeWeights(model);
  writeFileSync(out, buf);
  process.stdout.write(`${JSON.stringify({ out, bytes: buf.length, ...report }, null, 2)}\n`);
}

main();
