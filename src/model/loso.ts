/**
 * Leave-one-source-out evaluation of the built-in model's heads, inside the `train` split only.
 *
 * Out-of-fold recall flatters a head: its held-out rows come from the same datasets it trained on,
 * with the same phrasing. The product meets attacks from datasets it has never seen, so for every
 * positive source of a head this trains the head without any row of that source (in any category),
 * picks the threshold on held-out benign and own-label-0 rows exactly as `npm run train` does, and
 * reports that source's recall at that threshold. The macro mean over sources is the figure that
 * predicts recall on unseen data.
 */
import type { ClassifierHead } from '../config/sections/model.js';
import { HEADS, outOfFold, type Doc, type TrainOptions } from './trainer.js';
import { POSITIVES_SOURCE, type EvalRow } from './train-data.js';

export interface LosoRow {
  head: ClassifierHead;
  /** The left-out dataset. */
  source: string;
  /** Its positive rows for this head. */
  positives: number;
  /** Recall of those rows when the source was seen in training (out-of-fold, all sources). */
  seenRecall: number;
  /** Recall of those rows by heads trained without the source (mean over the two fold models). */
  unseenRecall: number;
  /** Threshold chosen without the source, and the held-out benign rate it flags. */
  threshold: number;
  benignFpr: number;
}

export interface LosoSummary {
  head: ClassifierHead;
  /** Mean of unseenRecall over sources (each source counts once, however big). */
  macroUnseen: number;
  macroSeen: number;
  /** Highest held-out benign rate any left-out run flagged. */
  maxBenignFpr: number;
}

function recallAt(scores: readonly number[], t: number): number {
  return scores.length === 0 ? 0 : scores.filter((s) => s >= t).length / scores.length;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * `train` and `docs` are parallel (as from `prepareDocs`). `heads`: which heads to evaluate;
 * `minPositives`: sources with fewer positive rows are skipped (their recall is noise).
 */
export function leaveOneSourceOut(
  train: readonly EvalRow[],
  docs: readonly Doc[],
  o: TrainOptions,
  heads: readonly ClassifierHead[] = HEADS,
  minPositives = 1,
): { rows: LosoRow[]; summary: LosoSummary[] } {
  const log = o.log ?? (() => {});
  const quiet: TrainOptions = { ...o, log: undefined };
  const rows: LosoRow[] = [];
  const summary: LosoSummary[] = [];
  for (const head of heads) {
    const h = HEADS.indexOf(head);
    // The project's own examples stay in every run: the figure is about public sources the
    // shipped model has never seen, and the shipped model always has them.
    const sources = [...new Set(train.filter((_, i) => docs[i]!.labels[h] === 1).map((r) => r.source))].filter((s) => s !== POSITIVES_SOURCE).sort();
    // With every source seen: the usual out-of-fold recall, per source.
    const all = outOfFold(train, docs, quiet, [h]);
    const headRows: LosoRow[] = [];
    for (const source of sources) {
      const posIdx = train.flatMap((r, i) => (r.source === source && docs[i]!.labels[h] === 1 ? [i] : []));
      if (posIdx.length < minPositives) continue;
      const keep = train.flatMap((r, i) => (r.source === source ? [] : [i]));
      const res = outOfFold(
        keep.map((i) => train[i]!),
        keep.map((i) => docs[i]!),
        quiet,
        [h],
        posIdx.map((i) => docs[i]!),
      );
      const t = res.thresholds[h]!;
      const [f0, f1] = res.extra[h]!;
      const row: LosoRow = {
        head,
        source,
        positives: posIdx.length,
        seenRecall: round4(recallAt(posIdx.map((i) => all.oof[h]![i]!), all.thresholds[h]!)),
        unseenRecall: round4((recallAt(f0!, t) + recallAt(f1!, t)) / 2),
        threshold: t,
        benignFpr: res.heads[head]!.oofBenignFpr,
      };
      headRows.push(row);
      log(`${head} without ${source}: recall ${row.unseenRecall} (seen ${row.seenRecall}) at ${t}, benign ${row.benignFpr}`);
    }
    const mean = (xs: number[]) => (xs.length === 0 ? 0 : round4(xs.reduce((a, b) => a + b, 0) / xs.length));
    summary.push({
      head,
      macroUnseen: mean(headRows.map((r) => r.unseenRecall)),
      macroSeen: mean(headRows.map((r) => r.seenRecall)),
      maxBenignFpr: Math.max(0, ...headRows.map((r) => r.benignFpr)),
    });
    rows.push(...headRows);
  }
  return { rows, summary };
}

/** A plain-text table of the rows and per-head summaries. */
export function formatLoso(res: { rows: LosoRow[]; summary: LosoSummary[] }): string {
  const lines = ['head        left-out source                   pos   seen  unseen  threshold  benignFPR'];
  const pct = (x: number) => x.toFixed(3);
  for (const r of res.rows) {
    lines.push(
      `${r.head.padEnd(11)} ${r.source.padEnd(32)} ${String(r.positives).padStart(4)}  ${pct(r.seenRecall)}  ${pct(r.unseenRecall)}   ${r.threshold.toFixed(4).padStart(8)}  ${(100 * r.benignFpr).toFixed(2)}%`,
    );
  }
  lines.push('');
  lines.push('head        macro seen  macro unseen  max benignFPR');
  for (const s of res.summary) lines.push(`${s.head.padEnd(11)} ${pct(s.macroSeen).padStart(10)}  ${pct(s.macroUnseen).padStart(12)}  ${(100 * s.maxBenignFpr).toFixed(2)}%`);
  return lines.join('\n');
}
