import { readFileSync } from 'node:fs';

/**
 * Pre-trained word vectors (GloVe, see scripts/build-word-vectors.mjs): words that mean alike sit
 * close together, so a head that learned "idiot" from its training rows also leans on "moron",
 * which no n-gram of the training data shares. Used as pooled dense features beside the hashed
 * n-grams (features.ts).
 */
export interface WordVectors {
  dims: number;
  /** Row of each word (rows are in frequency order: a lower row is a more common word). */
  index: Map<string, number>;
  /** count x dims values, row-major. */
  values: Float32Array;
}

const MAGIC = 'GRDV';

export function decodeWordVectors(buf: Buffer): WordVectors {
  if (buf.length < 8 || buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('GRD_ERR_MODEL_WEIGHTS: not a word-vectors file');
  const headerLen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.toString('utf8', 8, 8 + headerLen)) as { dims: number; count: number; wordsBytes: number; scale: number[] };
  const { dims, count, wordsBytes, scale } = header;
  const wordsAt = 8 + headerLen;
  const valuesAt = wordsAt + wordsBytes;
  if (scale.length !== dims || buf.length !== valuesAt + count * dims) throw new Error('GRD_ERR_MODEL_WEIGHTS: word-vectors file is truncated');
  const words = buf.toString('utf8', wordsAt, valuesAt).split('\n');
  if (words.length !== count) throw new Error('GRD_ERR_MODEL_WEIGHTS: word-vectors file is inconsistent');
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  const values = new Float32Array(count * dims);
  for (let i = 0; i < count * dims; i++) values[i] = buf.readInt8(valuesAt + i) * scale[i % dims]!;
  return { dims, index, values };
}

const cache = new Map<string, WordVectors>();

/** Loads (once per path) a word-vectors file. */
export function loadWordVectors(path: string): WordVectors {
  let v = cache.get(path);
  if (!v) {
    let buf: Buffer;
    try {
      buf = readFileSync(path);
    } catch (e) {
      throw new Error(`GRD_ERR_MODEL_WEIGHTS: cannot read word-vectors file ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    v = decodeWordVectors(buf);
    cache.set(path, v);
  }
  return v;
}
