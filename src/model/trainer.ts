/**
 * Training of the built-in model. Deterministic: a seeded shuffle, float64 arithmetic in a fixed
 * order and no timestamps, so the same rows and seed give a byte-identical weights file.
 */
import type { ClassifierHead } from '../config/sections/model.js';
import { normalize } from '../pipeline/normalize.js';
import { headLogit, sigmoid } from './builtin/classifier.js';
import { canonical, featurize, windowSpans, type FeatureVector } from './builtin/features.js';
import type { GroundingWeights, HeadWeights, ModelWeights } from './builtin/weights.js';
import { ContextIndex, GROUNDING_FEATURES, GROUNDING_SIGNS, extractClaims, groundingProbability } from './grounding.js';
import { fnv1a, type EvalRow } from './train-data.js';

export const HEADS: readonly ClassifierHead[] = ['injection', 'jailbreak', 'extraction', 'toxicity'];

export interface TrainOptions {
  seed: number;
  bits: number;
  epochs: number;
  /** Initial SGD learning rate (decays as lr / (1 + 0.5 * epoch)). */
  learningRate: number;
  /** L2 weight decay per example step, applied lazily once per epoch. */
  l2: number;
  /** Weights are averaged over the epochs from this one on (Polyak averaging smooths SGD noise). */
  averageFrom: number;
  windowChars: number;
  windowOverlap: number;
  /** Second, smaller window scale (0 = none); see `windowSpans`. */
  fineChars: number;
  fineOverlap: number;
  /** Heads that also score the fine windows (the others see coarse windows only). */
  fineHeads: readonly ClassifierHead[];
  /** Most benign rows (fraction) a head may flag on held-out folds. */
  benignBudget: Record<ClassifierHead, number>;
  /** Most label-0 rows of the head's own category (fraction) it may flag on held-out folds. */
  negativeBudget: Record<ClassifierHead, number>;
  /** Grounding: most benign rows with context (fraction) it may flag. */
  groundingBenignBudget: number;
  minContextRatio: number;
  /** Progress lines (stderr in the CLI). */
  log?: (line: string) => void;
}

export const defaultTrainOptions: TrainOptions = {
  seed: 20260522,
  bits: 18,
  epochs: 10,
  learningRate: 0.4,
  l2: 0,
  // Averaging and L2 decay measured no better on held-out train folds; kept as options.
  averageFrom: 1_000_000,
  // 1024-character windows scored a little better on held-out folds, but dilute a jailbreak
  // paragraph inside a long document; 512 keeps it visible.
  windowChars: 512,
  windowOverlap: 256,
  // Chosen on held-out train folds: 128-character windows isolate a one-sentence injection in a
  // long e-mail (out-of-fold recall 0.40 -> 0.62 at the same budget); the other heads did worse
  // with them, since personas and toxic posts need more of their surroundings.
  fineChars: 128,
  fineOverlap: 64,
  fineHeads: ['injection'],
  // Toxicity only flags (never rejects), so it may spend a little more of the benign flag budget:
  // 0.2 % -> 0.3 % raised its out-of-fold recall by about 3 points.
  benignBudget: { injection: 0.003, jailbreak: 0.003, extraction: 0.002, toxicity: 0.003 },
  negativeBudget: { injection: 0.015, jailbreak: 0.015, extraction: 0.015, toxicity: 0.05 },
  groundingBenignBudget: 0.01,
  minContextRatio: 2,
};

// Attack families overlap (an extraction attempt is also an injection), so a positive of a related
// family is left out of a head's negatives instead of teaching it the opposite.
const RELATED: Record<ClassifierHead, readonly string[]> = {
  injection: ['jailbreak', 'extraction'],
  jailbreak: ['injection', 'extraction', 'toxicity'],
  extraction: ['injection', 'jailbreak'],
  toxicity: ['jailbreak'],
};

/** 1 positive, 0 negative, -1 not used for this head. */
export function headLabel(head: ClassifierHead, r: Pick<EvalRow, 'category' | 'label'>): 1 | 0 | -1 {
  if (r.category === head) return r.label === 1 ? 1 : 0;
  if (r.label === 0) return 0;
  return RELATED[head].includes(r.category) ? -1 : 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  const rnd = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Doc {
  id: string;
  labels: Array<1 | 0 | -1>;
  windows: FeatureVector[];
  /** The first `coarse` windows are the coarse scale; the rest are fine windows. */
  coarse: number;
}

/** The windows a head sees: fine ones only for heads that use them. */
function headWindows(d: Doc, fine: boolean): FeatureVector[] {
  return fine ? d.windows : d.windows.slice(0, d.coarse);
}

function docWindows(text: string, o: TrainOptions): Pick<Doc, 'windows' | 'coarse'> {
  const t = normalize(text).text;
  const coarse = windowSpans(t.length, { chars: o.windowChars, overlap: o.windowOverlap }).length;
  const windows = windowSpans(t.length, { chars: o.windowChars, overlap: o.windowOverlap }, fineScale(o)).map(([s, e]) => featurize(canonical(t.slice(s, e)), o.bits));
  return { windows, coarse };
}

function fineScale(o: TrainOptions): { chars: number; overlap: number } | null {
  return o.fineChars > 0 && o.fineChars < o.windowChars ? { chars: o.fineChars, overlap: o.fineOverlap } : null;
}

function usesFine(o: TrainOptions, head: ClassifierHead): boolean {
  return fineScale(o) !== null && o.fineHeads.includes(head);
}

interface FloatHead {
  w: Float64Array;
  bias: number;
}

function trainHeads(docs: readonly Doc[], o: TrainOptions, seed: number): FloatHead[] {
  const size = 1 << o.bits;
  const heads: FloatHead[] = HEADS.map(() => ({ w: new Float64Array(size), bias: 0 }));
  const posWeight = HEADS.map((_, h) => {
    let pos = 0;
    let neg = 0;
    for (const d of docs) {
      if (d.labels[h] === 1) pos++;
      else if (d.labels[h] === 0) neg++;
    }
    return pos === 0 ? 1 : Math.min(20, Math.max(1, neg / pos));
  });
  const step = (fh: FloatHead, f: FeatureVector, y: number, weight: number, lr: number) => {
    const p = sigmoid(headLogit({ w: fh.w, bias: fh.bias, scale: 1 }, f));
    const g = (p - y) * weight * lr;
    fh.bias -= g * 0.1;
    for (let k = 0; k < f.idx.length; k++) fh.w[f.idx[k]!]! -= g * f.val[k]!;
  };
  const fine = HEADS.map((h) => usesFine(o, h));
  const avg = HEADS.map(() => ({ w: new Float64Array(size), bias: 0 }));
  let averaged = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    const lr = o.learningRate / (1 + 0.5 * epoch);
    if (o.l2 > 0) {
      const shrink = Math.max(0, 1 - lr * o.l2 * docs.length);
      for (const fh of heads) for (let i = 0; i < size; i++) fh.w[i] = fh.w[i]! * shrink;
    }
    for (const d of shuffled(docs, seed + epoch)) {
      for (let h = 0; h < HEADS.length; h++) {
        const y = d.labels[h];
        if (y === -1 || y === undefined) continue;
        const fh = heads[h]!;
        const windows = headWindows(d, fine[h]!);
        if (y === 0) {
          for (const f of windows) step(fh, f, 0, 1, lr);
        } else if (epoch === 0 || windows.length === 1) {
          for (const f of windows) step(fh, f, 1, posWeight[h]! / windows.length, lr);
        } else {
          // Multiple-instance learning: only the window that looks most like an attack is the
          // positive; the rest of a long document with one inserted attack is ordinary text.
          let best = windows[0]!;
          let bestZ = -Infinity;
          for (const f of windows) {
            const z = headLogit({ w: fh.w, bias: fh.bias, scale: 1 }, f);
            if (z > bestZ) {
              bestZ = z;
              best = f;
            }
          }
          step(fh, best, 1, posWeight[h]!, lr);
        }
      }
    }
    if (epoch >= o.averageFrom) {
      averaged++;
      for (let h = 0; h < heads.length; h++) {
        const a = avg[h]!;
        const fh = heads[h]!;
        for (let i = 0; i < size; i++) a.w[i] = a.w[i]! + fh.w[i]!;
        a.bias += fh.bias;
      }
    }
  }
  if (averaged === 0) return heads;
  return avg.map((a) => {
    for (let i = 0; i < size; i++) a.w[i] = a.w[i]! / averaged;
    return { w: a.w, bias: a.bias / averaged };
  });
}

function quantize(fh: FloatHead, name: ClassifierHead, threshold: number, fine: boolean): HeadWeights {
  let max = 0;
  for (const v of fh.w) max = Math.max(max, Math.abs(v));
  const scale = max === 0 ? 1 : max / 32767;
  const w = new Int16Array(fh.w.length);
  for (let i = 0; i < w.length; i++) w[i] = Math.round(fh.w[i]! / scale);
  return { name, bias: round6(fh.bias), scale, threshold, ...(fine ? { fine: true } : {}), w };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function docProbability(h: HeadWeights, d: Doc): number {
  let best = 0;
  for (const f of headWindows(d, h.fine === true)) best = Math.max(best, sigmoid(headLogit(h, f)));
  return best;
}

/** Lowest threshold whose false-positive rates on each negative group stay within budget. */
function chooseThreshold(negGroups: Array<{ scores: number[]; budget: number }>, floor: number): number {
  let t = floor;
  for (const g of negGroups) {
    if (g.scores.length === 0) continue;
    const sorted = [...g.scores].sort((a, b) => b - a);
    const allowed = Math.floor(g.budget * sorted.length);
    // Flagging is `p >= t`, so t must sit just above the (allowed+1)-th highest negative score.
    const kth = sorted[allowed];
    if (kth !== undefined) t = Math.max(t, Math.min(0.999999, kth + 1e-6));
  }
  return round6(t);
}

export interface TrainReport {
  heads: Record<string, { threshold: number; oofRecall: number; oofBenignFpr: number; oofNegFpr: number; positives: number }>;
  grounding: { threshold: number; trainAccuracy: number; trainF1: number; benignFlagRate: number; rows: number };
}

export function trainModel(rows: readonly EvalRow[], o: TrainOptions = defaultTrainOptions): { model: ModelWeights; report: TrainReport } {
  const log = o.log ?? (() => {});
  const train = rows.filter((r) => r.split === 'train');
  const docs: Doc[] = train.map((r) => ({ id: r.id, labels: HEADS.map((h) => headLabel(h, r)), ...docWindows(r.text, o) }));
  const meta = train.map((r) => ({ benign: r.category === 'benign', category: r.category, label: r.label }));
  log(`featurized ${docs.length} train rows`);

  // Out-of-fold probabilities (2 folds) to pick thresholds on rows the model has not seen.
  const fold = docs.map((d) => fnv1a(d.id, o.seed) % 2);
  const oof: number[][] = HEADS.map(() => new Array<number>(docs.length).fill(0));
  for (let k = 0; k < 2; k++) {
    const fitted = trainHeads(docs.filter((_, i) => fold[i] !== k), o, o.seed + 101 * (k + 1));
    const q = fitted.map((fh, h) => quantize(fh, HEADS[h]!, 0.5, usesFine(o, HEADS[h]!)));
    docs.forEach((d, i) => {
      if (fold[i] !== k) return;
      for (let h = 0; h < HEADS.length; h++) oof[h]![i] = docProbability(q[h]!, d);
    });
    log(`fold ${k + 1}/2 trained`);
  }
  const report: TrainReport = { heads: {}, grounding: { threshold: 0, trainAccuracy: 0, trainF1: 0, benignFlagRate: 0, rows: 0 } };
  const thresholds = HEADS.map((head, h) => {
    const benign = oof[h]!.filter((_, i) => meta[i]!.benign);
    const ownNeg = oof[h]!.filter((_, i) => meta[i]!.category === head && meta[i]!.label === 0);
    const t = chooseThreshold(
      [
        { scores: benign, budget: o.benignBudget[head] },
        { scores: ownNeg, budget: o.negativeBudget[head] },
      ],
      0.2,
    );
    const pos = oof[h]!.filter((_, i) => docs[i]!.labels[h] === 1);
    report.heads[head] = {
      threshold: t,
      positives: pos.length,
      oofRecall: rate(pos, t),
      oofBenignFpr: rate(benign, t),
      oofNegFpr: rate(ownNeg, t),
    };
    return t;
  });

  const final = trainHeads(docs, o, o.seed);
  const heads = final.map((fh, h) => quantize(fh, HEADS[h]!, thresholds[h]!, usesFine(o, HEADS[h]!)));
  log('final heads trained');

  const grounding = trainGrounding(train, o, report);
  log('grounding trained');
  const model: ModelWeights = {
    header: {
      format: 'guardrail-linear',
      version: 1,
      bits: o.bits,
      window: { chars: o.windowChars, overlap: o.windowOverlap, ...(fineScale(o) ? { fine: fineScale(o)! } : {}) },
      heads: heads.map(({ w: _w, ...h }) => h),
      grounding,
      training: { seed: o.seed, epochs: o.epochs, rows: docs.length, features: 'hashed word 1-2-grams + char 3-5-grams, log tf, l2', fineHeads: o.fineHeads.filter((h) => usesFine(o, h)) },
    },
    heads,
  };
  return { model, report };
}

function rate(scores: readonly number[], t: number): number {
  if (scores.length === 0) return 0;
  return round6(scores.filter((s) => s >= t).length / scores.length);
}

function rowClaims(r: EvalRow, o: TrainOptions) {
  return extractClaims(r.text, new ContextIndex([r.context ?? '']), o.minContextRatio);
}

function trainGrounding(train: readonly EvalRow[], o: TrainOptions, report: TrainReport): GroundingWeights {
  const qa = train.filter((r) => r.category === 'hallucination' && r.source === 'halueval' && (r.context ?? '').includes('\n\nQuestion: '));
  const dim = GROUNDING_FEATURES.length;
  // Each answer is scored by its least supported claim, as at inference.
  const examples: Array<{ x: number[] | null; y: number }> = qa.map((r) => {
    const claims = rowClaims(r, o);
    if (claims.length === 0) return { x: null, y: r.label };
    return { x: claims.reduce((a, c) => (c.features[0]! > a.features[0]! ? c : a)).features, y: r.label };
  });
  // Benign answers that came with a context are negatives too: grounding must not flag an
  // ordinary answer just because it says more than its prompt.
  const benignRows = train.filter((r) => r.category === 'benign' && r.context);
  const benignX = benignRows.flatMap((r) => rowClaims(r, o).map((c) => c.features));
  const usable = [
    ...examples.filter((e): e is { x: number[]; y: number } => e.x !== null).map((e) => ({ ...e, weight: 1 })),
    ...benignX.map((x) => ({ x, y: 0, weight: 1 })),
  ];
  const w = new Array<number>(dim).fill(0);
  let b = 0;
  let totalWeight = 0;
  for (const e of usable) totalWeight += e.weight;
  // Full-batch gradient descent with a little L2: a handful of features, no need for more.
  for (let it = 0; it < 3000; it++) {
    const gw = new Array<number>(dim).fill(0);
    let gb = 0;
    for (const e of usable) {
      const p = groundingProbability({ weights: w, bias: b }, e.x);
      const g = (p - e.y) * e.weight;
      for (let j = 0; j < dim; j++) gw[j] = gw[j]! + g * e.x[j]!;
      gb += g;
    }
    for (let j = 0; j < dim; j++) {
      const next = w[j]! - 0.5 * (gw[j]! / totalWeight + 0.001 * w[j]!);
      const sign = GROUNDING_SIGNS[j] ?? 0;
      w[j] = sign > 0 ? Math.max(0, next) : sign < 0 ? Math.min(0, next) : next;
    }
    b -= 0.5 * (gb / totalWeight);
  }
  const weights = w.map(round6);
  const bias = round6(b);
  const probs = examples.map((e) => (e.x ? groundingProbability({ weights, bias }, e.x) : -1));
  // Benign answers that come with a context must stay (almost) unflagged.
  // The budget is over all benign rows, as the benign flag rate is measured.
  const benignWithout = train.filter((r) => r.category === 'benign' && !r.context).map(() => -1);
  const benignProbs = benignRows.map((r) => Math.max(-1, ...rowClaims(r, o).map((c) => groundingProbability({ weights, bias }, c.features)))).concat(benignWithout);
  const floor = chooseThreshold([{ scores: benignProbs, budget: o.groundingBenignBudget }], 0.05);
  let bestT = 0.5;
  let bestAcc = -1;
  // A probability under one half never flags, whatever the training rows would reward.
  for (let t = 0.5; t <= 0.95; t += 0.01) {
    const tt = round6(Math.max(floor, t));
    const acc = probs.filter((p, i) => (p >= tt ? 1 : 0) === examples[i]!.y).length / examples.length;
    if (acc > bestAcc) {
      bestAcc = acc;
      bestT = tt;
    }
  }
  const tp = probs.filter((p, i) => p >= bestT && examples[i]!.y === 1).length;
  const fp = probs.filter((p, i) => p >= bestT && examples[i]!.y === 0).length;
  const fn = probs.filter((p, i) => p < bestT && examples[i]!.y === 1).length;
  report.grounding = {
    threshold: bestT,
    trainAccuracy: round6(bestAcc),
    trainF1: round6((2 * tp) / Math.max(1, 2 * tp + fp + fn)),
    benignFlagRate: rate(benignProbs, bestT),
    rows: examples.length,
  };
  return { features: [...GROUNDING_FEATURES], weights, bias, threshold: bestT };
}
