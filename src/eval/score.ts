import type { Category, Finding } from '../detectors/types.js';
import type { Status } from '../pipeline/types.js';
import { FINDING_CATEGORY, piiEvalType } from './categories.js';
import type { EvalCategory, EvalRow } from './dataset.js';
import { f1, percentile, ratio } from './stats.js';

export interface Confusion {
  rows: number;
  positives: number;
  negatives: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  /** False-positive rate on this group's label-0 rows. */
  fpr: number | null;
  /** Share of label-1 rows the pipeline rejected outright. */
  rejected_positive_rate: number | null;
}

export interface BenignStats {
  rows: number;
  rejected: number;
  flagged: number;
  any_finding: number;
  rejected_rate: number | null;
  flagged_rate: number | null;
  any_finding_rate: number | null;
  /** Share of rows with a finding of each category (what makes benign text non-clean). */
  finding_rate_by_category?: Partial<Record<Category, number>>;
}

export interface Latency {
  p50_ms: number | null;
  p95_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
}

export interface CategoryReport extends Confusion {
  /** Share of `benign` rows that carry a finding of this category. */
  benign_fpr: number | null;
  latency: Latency;
}

export interface SpanStats {
  gold: number;
  predicted: number;
  gold_matched: number;
  predicted_matched: number;
  precision: number | null;
  recall: number | null;
}

export interface ScoreReport {
  rows: number;
  categories: Partial<Record<Exclude<EvalCategory, 'benign'>, CategoryReport>>;
  benign: BenignStats | null;
  sources: Array<{ category: EvalCategory; source: string } & (Confusion | BenignStats)>;
  pii_spans: Record<string, SpanStats>;
  latency: Latency;
  sources_of_decision: Partial<Record<string, number>>;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  rejectedPos: number;
}

interface BenignCounts {
  rows: number;
  rejected: number;
  flagged: number;
  any: number;
}

const newCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0, rejectedPos: 0 });

function confusion(c: Counts): Confusion {
  const positives = c.tp + c.fn;
  const negatives = c.fp + c.tn;
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, positives);
  return {
    rows: positives + negatives,
    positives,
    negatives,
    tp: c.tp,
    fp: c.fp,
    fn: c.fn,
    tn: c.tn,
    precision,
    recall,
    f1: f1(precision, recall),
    fpr: ratio(c.fp, negatives),
    rejected_positive_rate: ratio(c.rejectedPos, positives),
  };
}

function benignStats(b: BenignCounts): BenignStats {
  return {
    rows: b.rows,
    rejected: b.rejected,
    flagged: b.flagged,
    any_finding: b.any,
    rejected_rate: ratio(b.rejected, b.rows),
    flagged_rate: ratio(b.flagged, b.rows),
    any_finding_rate: ratio(b.any, b.rows),
  };
}

function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  const r = (v: number) => (Number.isNaN(v) ? null : Math.round(v * 1000) / 1000);
  return { p50_ms: r(percentile(s, 50)), p95_ms: r(percentile(s, 95)), p99_ms: r(percentile(s, 99)), max_ms: r(percentile(s, 100)) };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

export interface RowOutcome {
  status: Status;
  findings: readonly Finding[];
  source: string;
  ms: number;
}

/** Accumulates outcomes row by row; `report()` computes every figure `guardrail eval` prints. */
export class Scorer {
  readonly #cats = new Map<EvalCategory, Counts>();
  readonly #sources = new Map<string, { category: EvalCategory; source: string; counts: Counts; benign: BenignCounts }>();
  readonly #benign: BenignCounts = { rows: 0, rejected: 0, flagged: 0, any: 0 };
  readonly #benignHits = new Map<Category, number>();
  readonly #lat = new Map<EvalCategory, number[]>();
  readonly #all: number[] = [];
  readonly #spans = new Map<string, { gold: number; predicted: number; goldMatched: number; predictedMatched: number }>();
  readonly #decidedBy = new Map<string, number>();
  #rows = 0;

  add(row: EvalRow, out: RowOutcome): void {
    this.#rows++;
    this.#all.push(out.ms);
    const lat = this.#lat.get(row.category) ?? [];
    lat.push(out.ms);
    this.#lat.set(row.category, lat);
    this.#decidedBy.set(out.source, (this.#decidedBy.get(out.source) ?? 0) + 1);
    const present = new Set(out.findings.map((f) => f.category));
    const key = `${row.category}\u0000${row.source}`;
    let g = this.#sources.get(key);
    if (!g) {
      g = { category: row.category, source: row.source, counts: newCounts(), benign: { rows: 0, rejected: 0, flagged: 0, any: 0 } };
      this.#sources.set(key, g);
    }
    if (row.category === 'benign') {
      for (const b of [this.#benign, g.benign]) {
        b.rows++;
        if (out.status === 'rejected') b.rejected++;
        if (out.status === 'flagged') b.flagged++;
        if (out.findings.length > 0) b.any++;
      }
      for (const c of present) this.#benignHits.set(c, (this.#benignHits.get(c) ?? 0) + 1);
      return;
    }
    const predicted = present.has(FINDING_CATEGORY[row.category]);
    let c = this.#cats.get(row.category);
    if (!c) {
      c = newCounts();
      this.#cats.set(row.category, c);
    }
    for (const counts of [c, g.counts]) {
      if (row.label === 1) {
        if (predicted) counts.tp++;
        else counts.fn++;
        if (out.status === 'rejected') counts.rejectedPos++;
      } else if (predicted) counts.fp++;
      else counts.tn++;
    }
    if (row.category === 'pii') this.#addSpans(row, out.findings);
  }

  #span(type: string) {
    let s = this.#spans.get(type);
    if (!s) {
      s = { gold: 0, predicted: 0, goldMatched: 0, predictedMatched: 0 };
      this.#spans.set(type, s);
    }
    return s;
  }

  #addSpans(row: EvalRow, findings: readonly Finding[]): void {
    const predicted = findings.filter((f) => f.category === 'pii').map((f) => ({ start: f.start, end: f.end, type: piiEvalType(f.type) }));
    for (const gold of row.spans) {
      const s = this.#span(gold.type);
      s.gold++;
      if (predicted.some((p) => p.type === gold.type && overlaps(p, gold))) s.goldMatched++;
    }
    for (const p of predicted) {
      const s = this.#span(p.type);
      s.predicted++;
      if (row.spans.some((gold) => gold.type === p.type && overlaps(p, gold))) s.predictedMatched++;
    }
  }

  report(): ScoreReport {
    const categories: ScoreReport['categories'] = {};
    for (const [cat, counts] of this.#cats) {
      if (cat === 'benign') continue;
      const hits = this.#benignHits.get(FINDING_CATEGORY[cat]) ?? 0;
      categories[cat] = { ...confusion(counts), benign_fpr: ratio(hits, this.#benign.rows), latency: latency(this.#lat.get(cat) ?? []) };
    }
    const sources: ScoreReport['sources'] = [...this.#sources.values()]
      .sort((a, b) => a.category.localeCompare(b.category) || a.source.localeCompare(b.source))
      .map((g) => ({ category: g.category, source: g.source, ...(g.category === 'benign' ? benignStats(g.benign) : confusion(g.counts)) }));
    const pii_spans: Record<string, SpanStats> = {};
    for (const [type, s] of [...this.#spans].sort((a, b) => a[0].localeCompare(b[0]))) {
      pii_spans[type] = {
        gold: s.gold,
        predicted: s.predicted,
        gold_matched: s.goldMatched,
        predicted_matched: s.predictedMatched,
        precision: ratio(s.predictedMatched, s.predicted),
        recall: ratio(s.goldMatched, s.gold),
      };
    }
    return {
      rows: this.#rows,
      categories,
      benign:
        this.#benign.rows > 0
          ? {
              ...benignStats(this.#benign),
              finding_rate_by_category: Object.fromEntries([...this.#benignHits].sort().map(([c, n]) => [c, n / this.#benign.rows])),
            }
          : null,
      sources,
      pii_spans,
      latency: latency(this.#all),
      sources_of_decision: Object.fromEntries(this.#decidedBy),
    };
  }
}
