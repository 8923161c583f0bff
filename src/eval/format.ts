import type { BenignStats, Confusion, ScoreReport } from './score.js';

const pct = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : `${(v * 100).toFixed(1)}%`);
const num = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : v.toFixed(3));
const ms = (v: number | null): string => (v === null ? '-' : v.toFixed(2));

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const isBenign = (s: Confusion | BenignStats): s is BenignStats => 'any_finding' in s;

/** The human-readable report `guardrail eval` prints to stdout. */
export function formatReport(r: ScoreReport, header: string): string {
  const out: string[] = [header, ''];
  const cats = Object.entries(r.categories);
  if (cats.length > 0) {
    out.push('By category (a row is predicted positive when a finding of that category is present; toxicity = brand findings)');
    out.push(
      table(
        ['category', 'rows', 'pos', 'neg', 'precision', 'recall', 'F1', 'FPR', 'benign FPR', 'p50 ms', 'p95 ms', 'p99 ms'],
        cats.map(([cat, c]) => [
          cat,
          String(c.rows),
          String(c.positives),
          String(c.negatives),
          num(c.precision),
          num(c.recall),
          num(c.f1),
          pct(c.fpr),
          pct(c.benign_fpr),
          ms(c.latency.p50_ms),
          ms(c.latency.p95_ms),
          ms(c.latency.p99_ms),
        ]),
      ),
      '',
    );
  }
  if (r.benign) {
    const b = r.benign;
    out.push(`Benign rows: ${b.rows}  rejected ${pct(b.rejected_rate)}  flagged ${pct(b.flagged_rate)}  any finding ${pct(b.any_finding_rate)}`);
    const by = Object.entries(b.finding_rate_by_category ?? {});
    if (by.length > 0) out.push(`  findings on benign rows by category: ${by.map(([c, r]) => `${c} ${pct(r)}`).join(', ')}`);
    out.push('');
  }
  const conf = r.sources.filter((s) => !isBenign(s));
  if (conf.length > 0) {
    out.push('By source');
    out.push(
      table(
        ['category/source', 'rows', 'pos', 'neg', 'precision', 'recall', 'F1', 'FPR'],
        conf.map((s) => {
          const c = s as Confusion & { category: string; source: string };
          return [`${c.category}/${c.source}`, String(c.rows), String(c.positives), String(c.negatives), num(c.precision), num(c.recall), num(c.f1), pct(c.fpr)];
        }),
      ),
      '',
    );
  }
  const ben = r.sources.filter((s) => isBenign(s));
  if (ben.length > 0) {
    out.push('Benign by source');
    out.push(
      table(
        ['source', 'rows', 'rejected', 'flagged', 'any finding'],
        ben.map((s) => {
          const b = s as BenignStats & { source: string };
          return [b.source, String(b.rows), pct(b.rejected_rate), pct(b.flagged_rate), pct(b.any_finding_rate)];
        }),
      ),
      '',
    );
  }
  const spans = Object.entries(r.pii_spans);
  if (spans.length > 0) {
    out.push('PII spans (a predicted span matches a gold span of the same type when they overlap)');
    out.push(
      table(
        ['type', 'gold', 'predicted', 'precision', 'recall'],
        spans.map(([t, s]) => [t, String(s.gold), String(s.predicted), num(s.precision), num(s.recall)]),
      ),
      '',
    );
  }
  const l = r.latency;
  out.push(`Latency per check (ms): p50 ${ms(l.p50_ms)}  p95 ${ms(l.p95_ms)}  p99 ${ms(l.p99_ms)}  max ${ms(l.max_ms)}`);
  const decided = Object.entries(r.sources_of_decision)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  out.push(`Decided by: ${decided || '-'}`);
  return out.join('\n') + '\n';
}
