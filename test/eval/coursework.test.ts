import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import type { CheckOutcome } from '../../src/pipeline/types.js';
import { repoRoot } from '../helpers/dist.js';

// Coursework instructions written for this project (test/eval/fixtures/coursework.jsonl): an agent
// that writes worksheets and exam papers tells a student how to shape "your answer" all the time
// ("Use the data in the table to support your answer", "Quote at least one line in your
// response"), in the very words an injected document uses to reshape the reader's reply. Its
// false alarms guided the rules' coursework exclusions, so it is a development set now.

interface Row {
  id: string;
  text: string;
}

const rows: Row[] = readFileSync(join(repoRoot, 'test/eval/fixtures/coursework.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);

let pipeline: Pipeline;
const outcomes = new Map<string, CheckOutcome>();

beforeAll(async () => {
  pipeline = await buildPipeline(buildConfig({ cache: { enabled: false } }));
  for (const r of rows) outcomes.set(r.id, await pipeline.check({ text: r.text, accountId: 'coursework', door: 'eval' }));
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

describe('coursework instructions through the default pipeline', () => {
  it('holds 40 instructions', () => {
    expect(rows.length).toBe(40);
  });

  it('no detector rule reads them as an attack', () => {
    const hits = rows.flatMap((r) =>
      outcomes
        .get(r.id)!
        .findings.filter((f) => ['injection', 'jailbreak', 'extraction'].includes(f.category) && !f.detector.startsWith('model.'))
        .map((f) => `${f.detector}: ${r.text}`),
    );
    expect(hits).toEqual([]);
  });

  // The built-in classifier rejected two at 5e6a173 and three since the retrain on everyday task
  // orders (which took its rejections of 60 such orders from 9 to 2); see the README.
  it('rejects at most 7.5% of them (three of 40)', () => {
    const rejected = rows.filter((r) => outcomes.get(r.id)!.response.status === 'rejected');
    expect(rejected.length / rows.length, rejected.map((r) => r.text).join('\n')).toBeLessThanOrEqual(0.075);
  });
});
