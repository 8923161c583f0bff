/**
 * `npm run train [-- --data DIR --out FILE --seed N --negatives FILE,...|none --positives DIR|none --scoped DIR|none]`:
 * trains the built-in model from the `train` split of the evaluation set plus the project's own
 * hard negatives (`src/model/data/hard-negatives*.txt`), positive examples
 * (`src/model/data/positives/<category>.txt`) and rows for one head only
 * (`src/model/data/heads/<head>/`), and writes the weights file (byte-identical for the same
 * data/seed).
 *
 * `npm run train -- --loso [--heads injection,jailbreak] [--options JSON]`: writes no weights;
 * prints the leave-one-source-out table (see `loso.ts`) for the current settings, or for the
 * settings with `--options` merged in (e.g. `'{"perHead":{"injection":{"sourceBalance":0.5}}}'`).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WEIGHTS_FILE, encodeWeights, packageRoot } from './builtin/weights.js';
import type { ClassifierHead } from '../config/sections/model.js';
import { formatLoso, leaveOneSourceOut } from './loso.js';
import { HEADS, defaultTrainOptions, prepareDocs, trainModel, type TrainOptions } from './trainer.js';
import { readEvalRows, readHardNegatives, readPositives, readScoped } from './train-data.js';

/** Every `hard-negatives*.txt` in the project's training data folder, sorted. */
function defaultNegatives(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^hard-negatives.*\.txt$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

function main(): void {
  const root = packageRoot();
  const dataDir = join(root, 'src', 'model', 'data');
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: resolve(root, '../shared/eval') },
      // Comma-separated files; default every src/model/data/hard-negatives*.txt.
      negatives: { type: 'string' },
      positives: { type: 'string', default: join(dataDir, 'positives') },
      // Rows that train one head only (src/model/data/heads/<head>/); none: without them.
      scoped: { type: 'string', default: join(dataDir, 'heads') },
      out: { type: 'string', default: join(root, 'src', 'model', 'weights', WEIGHTS_FILE) },
      seed: { type: 'string', default: String(defaultTrainOptions.seed) },
      epochs: { type: 'string', default: String(defaultTrainOptions.epochs) },
      window: { type: 'string', default: String(defaultTrainOptions.windowChars) },
      overlap: { type: 'string', default: String(defaultTrainOptions.windowOverlap) },
      loso: { type: 'boolean', default: false },
      heads: { type: 'string', default: HEADS.join(',') },
      options: { type: 'string', default: '{}' },
    },
  });
  const started = Date.now();
  const rows = [
    ...readEvalRows(resolve(values.data)),
    ...(values.negatives === 'none' ? [] : (values.negatives?.split(',').map((f) => resolve(f)) ?? defaultNegatives(dataDir)).flatMap((f) => readHardNegatives(f))),
    ...(values.positives === 'none' ? [] : readPositives(resolve(values.positives))),
  ];
  const extra = JSON.parse(values.options) as Partial<TrainOptions>;
  const options: TrainOptions = {
    ...defaultTrainOptions,
    seed: Number(values.seed),
    epochs: Number(values.epochs),
    windowChars: Number(values.window),
    windowOverlap: Number(values.overlap),
    ...extra,
    perHead: { ...defaultTrainOptions.perHead, ...extra.perHead },
    log: (l) => process.stderr.write(`train: ${l} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`),
  };
  if (values.loso) {
    const train = rows.filter((r) => r.split === 'train');
    const docs = prepareDocs(train, options);
    const heads = values.heads.split(',').filter((h): h is ClassifierHead => (HEADS as readonly string[]).includes(h));
    process.stdout.write(`${formatLoso(leaveOneSourceOut(train, docs, options, heads))}\n`);
    return;
  }
  const scoped = values.scoped === 'none' ? {} : readScoped(resolve(values.scoped));
  const { model, report } = trainModel(rows, options, scoped);
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });
  const buf = encodeWeights(model);
  writeFileSync(out, buf);
  process.stdout.write(`${JSON.stringify({ out, bytes: buf.length, ...report }, null, 2)}\n`);
}

main();
