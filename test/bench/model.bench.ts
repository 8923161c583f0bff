/**
 * The model stage's cost, always next to a baseline in the same run (ratios carry over between
 * machines, absolute times do not):
 *
 *   npx vitest bench --run test/bench/model.bench.ts
 *
 * 1. Built-in model on 1 KB (classifier windows + grounding off) against normalizing the same
 *    text, the cheapest step every check pays.
 * 2. p99 of small checks (model stage included) alone, while 200,000-character checks run on a
 *    worker thread (the default), and while they run inline (worker_threshold_chars raised):
 *    the last shows what the worker saves the event loop from.
 */
import { bench, describe } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { createModelStage } from '../../src/model/index.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import { normalize } from '../../src/pipeline/normalize.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';

const KB = (
  'Thanks for reaching out about your order. I checked the shipment and it left our warehouse on ' +
  'Tuesday; the carrier expects delivery within three business days. If anything arrives damaged, ' +
  'reply to this message with a photo and we will send a replacement at no cost. '
)
  .repeat(5)
  .slice(0, 1024);
const LARGE = KB.repeat(196).slice(0, 200_000);
const SMALL = 'Your replacement order ships tomorrow and should arrive within three business days.';

const stage = (await createModelStage(buildConfig({})))!;
const kbNormalized = normalize(KB);

describe('built-in model, 1 KB', () => {
  bench('baseline: normalize 1 KB', () => {
    normalize(KB);
  });
  bench('built-in model analyze 1 KB', async () => {
    await stage.analyze({ text: KB, normalized: kbNormalized });
  });
});

/** Keeps one 200,000-character check in flight at all times until stopped. */
function backgroundLoad(p: Pipeline): () => Promise<void> {
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) await p.check({ text: `${LARGE}${n++}`, accountId: 'bg' });
  })();
  return async () => {
    running = false;
    await loop;
  };
}

const cfg = { cache: { enabled: false } };
const quiet = await buildPipeline(buildConfig(cfg));
const withWorker = await buildPipeline(buildConfig(cfg));
const inline = await buildPipeline(buildConfig({ ...cfg, model: { builtin: { worker_threshold_chars: 10_000_000 } } }));
let stop: (() => Promise<void>) | undefined;
let i = 0;
const small = (p: Pipeline) => async () => {
  await p.check({ text: `${SMALL} ${i++}`, accountId: 'fg' });
};
const opts = (p: Pipeline | null) => ({
  time: 3000,
  setup: () => {
    if (p) stop = backgroundLoad(p);
  },
  teardown: async () => {
    await stop?.();
    stop = undefined;
  },
});

describe('small checks: p99 next to 200,000-character checks', () => {
  bench('baseline: small checks alone', small(quiet), opts(null));
  bench('small checks while large ones run on a worker thread', small(withWorker), opts(withWorker));
  bench('small checks while large ones run inline (no worker)', small(inline), opts(inline));
});
