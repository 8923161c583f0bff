import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClassifierHead } from '../../config/sections/model.js';
import { denseSize, type DenseFeatures, type FeatureSpec } from './features.js';
import { loadWordVectors, type WordVectors } from './word-vectors.js';

/** One logistic-regression head over the hashed features. */
export interface HeadWeights {
  name: ClassifierHead;
  bias: number;
  /** Multiplier turning the stored int16 weights back into floats. */
  scale: number;
  /** Probability at or above which the head reports a finding (chosen on held-out train folds). */
  threshold: number;
  /**
   * Lower probability from which, up to `threshold`, the head reports a finding for review (a
   * flag, not a rejection); absent: no review band.
   */
  review?: number;
  /** Whether the head also scores the fine windows (absent: coarse windows only). */
  fine?: boolean;
  w: Int16Array;
}

/** The small grounding model: logistic regression over claim/context overlap features. */
export interface GroundingWeights {
  features: string[];
  weights: number[];
  bias: number;
  threshold: number;
}

export interface ModelHeader {
  format: 'guardrail-linear';
  version: 1;
  bits: number;
  /** `fine`: a second, smaller window scale scored as well (absent in older files). */
  window: { chars: number; overlap: number; fine?: { chars: number; overlap: number } };
  /** Which n-grams the heads were trained on (absent: `DEFAULT_FEATURES`). */
  features?: FeatureSpec;
  /**
   * Pooled word vectors after the hashed buckets (absent: none): the vectors file (beside the
   * weights file, else the shipped one), its dimensions, and the pooling settings.
   */
  embedding?: EmbeddingSpec;
  heads: Array<Omit<HeadWeights, 'w'>>;
  grounding: GroundingWeights;
  /** How the file was produced (seed, row counts); no timestamps, so retraining is byte-identical. */
  training: Record<string, unknown>;
}

export interface EmbeddingSpec {
  file: string;
  dims: number;
  weight: number;
  skip: number;
  /** Centring statistics of the dense entries (see `DenseFeatures`); absent: not centred. */
  center?: number[];
  spread?: number[];
}

export interface ModelWeights {
  header: ModelHeader;
  heads: HeadWeights[];
  /** The word vectors `header.embedding` names, once loaded (`loadWeights` does it). */
  vectors?: WordVectors;
}

/** Weights per head: the hashed buckets, then the dense word-vector entries if any. */
export function weightCount(header: Pick<ModelHeader, 'bits' | 'embedding'>): number {
  return (1 << header.bits) + (header.embedding ? denseSize(header.embedding.dims) : 0);
}

/** The dense features a model's heads expect, or null; throws when its vectors were not loaded. */
export function denseFeatures(m: ModelWeights): DenseFeatures | null {
  const e = m.header.embedding;
  if (!e) return null;
  if (!m.vectors || m.vectors.dims !== e.dims) throw new Error(`GRD_ERR_MODEL_WEIGHTS: the model needs the word vectors ${e.file} (${e.dims} dimensions), not loaded`);
  return { vectors: m.vectors, weight: e.weight, skip: e.skip, ...(e.center && e.spread ? { center: e.center, spread: e.spread } : {}) };
}

const MAGIC = 'GRDM';

/** Serialises to: "GRDM", u32 LE header length, header JSON, padding to 2 bytes, int16 LE weights per head. */
export function encodeWeights(m: ModelWeights): Buffer {
  const json = Buffer.from(JSON.stringify(m.header), 'utf8');
  const headLen = 8 + json.length;
  const pad = headLen % 2;
  const size = weightCount(m.header);
  const out = Buffer.alloc(headLen + pad + m.heads.length * size * 2);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, 4);
  json.copy(out, 8);
  let off = headLen + pad;
  for (const h of m.heads) {
    for (let i = 0; i < size; i++) out.writeInt16LE(h.w[i]!, off + 2 * i);
    off += size * 2;
  }
  return out;
}

export function decodeWeights(buf: Buffer): ModelWeights {
  if (buf.length < 8 || buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('GRD_ERR_MODEL_WEIGHTS: not a guardrail weights file');
  const jsonLen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.toString('utf8', 8, 8 + jsonLen)) as ModelHeader;
  if (header.format !== 'guardrail-linear' || header.version !== 1) throw new Error('GRD_ERR_MODEL_WEIGHTS: unsupported weights format');
  const size = weightCount(header);
  let off = 8 + jsonLen + ((8 + jsonLen) % 2);
  if (buf.length !== off + header.heads.length * size * 2) throw new Error('GRD_ERR_MODEL_WEIGHTS: weights file is truncated');
  const heads: HeadWeights[] = header.heads.map((h) => {
    const w = new Int16Array(size);
    for (let i = 0; i < size; i++) w[i] = buf.readInt16LE(off + 2 * i);
    off += size * 2;
    return { ...h, w };
  });
  return { header, heads };
}

export const WEIGHTS_FILE = 'classifier.bin';
export const WORD_VECTORS_FILE = 'word-vectors.bin';

/** The package root: the nearest ancestor of this module holding package.json. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('GRD_ERR_MODEL_WEIGHTS: package root not found');
    dir = up;
  }
}

/**
 * The shipped weights: next to this module's folder when the build copied them, else under
 * `src/model/weights` of the package (committed there), so `dist/` works after a plain `tsc`.
 */
export function defaultWeightsPath(file = WEIGHTS_FILE): string {
  const beside = fileURLToPath(new URL(`../weights/${file}`, import.meta.url));
  if (existsSync(beside)) return beside;
  return join(packageRoot(), 'src', 'model', 'weights', file);
}

/** The word vectors a weights file names: beside it if there, else the shipped ones. */
export function wordVectorsPath(weightsFile: string, name: string): string {
  const beside = join(dirname(weightsFile), name);
  return existsSync(beside) ? beside : defaultWeightsPath(name);
}

export function loadWeights(path: string | null): ModelWeights {
  const file = path ? resolve(path) : defaultWeightsPath();
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (e) {
    throw new Error(`GRD_ERR_MODEL_WEIGHTS: cannot read weights file ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const m = decodeWeights(buf);
  const e = m.header.embedding;
  return e ? { ...m, vectors: loadWordVectors(wordVectorsPath(file, e.file)) } : m;
}
