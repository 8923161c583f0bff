import type { PolicyConfig, PolicyRule, PolicyAction, MaskOption } from '../config/sections/policy.js';
import type { Category, Finding } from '../detectors/types.js';
import { redact, type RedactionSpan } from './redact.js';
import { statusForScore, type CheckResponse } from './types.js';

const CATEGORY_NAMES: Record<Category, string> = {
  pii: 'PII',
  secret: 'Secret',
  injection: 'Prompt injection',
  jailbreak: 'Jailbreak',
  extraction: 'System prompt extraction',
  financial: 'Financial commitment',
  brand: 'Brand safety',
  hallucination: 'Hallucination',
  analysis: 'Analysis unavailable',
};

interface Resolved {
  severity: number;
  action: PolicyAction;
  mask: MaskOption;
}

/**
 * The one decider: turns findings into risk_score, status and flags, and chooses which spans
 * the redactor masks. Both doors (API and proxy) use it, so they cannot disagree.
 *
 * See `score` for the documented risk_score composite.
 */
export class Decider {
  readonly #policy: PolicyConfig;
  constructor(policy: PolicyConfig) {
    this.#policy = policy;
  }

  get version(): string {
    return String(this.#policy.version);
  }

  rule(f: Pick<Finding, 'category' | 'type'>): Resolved {
    const cat = this.#policy.categories[f.category];
    const t: PolicyRule = this.#policy.types[f.type] ?? {};
    return { severity: t.severity ?? cat.severity, action: t.action ?? cat.action, mask: t.mask ?? cat.mask };
  }

  /** Action strength: reject > redact > flag > ignore. */
  #actionRank(f: Finding): number {
    const a = this.rule(f).action;
    return a === 'reject' ? 3 : a === 'redact' ? 2 : a === 'flag' ? 1 : 0;
  }

  /** severity x confidence, 0..1: what a finding adds to risk_score. */
  #weight(f: Finding): number {
    return Math.min(1, Math.max(0, (this.rule(f).severity / 100) * Math.min(1, Math.max(0, f.score))));
  }

  /** True when `a` should stand for its cluster rather than `b`: stronger action, then weight. */
  #stronger(a: Finding, b: Finding): boolean {
    const ra = this.#actionRank(a);
    const rb = this.#actionRank(b);
    return ra !== rb ? ra > rb : this.#weight(a) > this.#weight(b);
  }

  /** Clusters of findings of one category whose spans overlap (in input order within each). */
  #clusters(findings: readonly Finding[]): Array<Array<{ f: Finding; i: number }>> {
    const order = findings.map((f, i) => ({ f, i })).sort((a, b) => (a.f.category < b.f.category ? -1 : a.f.category > b.f.category ? 1 : a.f.start - b.f.start || a.i - b.i));
    const out: Array<Array<{ f: Finding; i: number }>> = [];
    let cur: Array<{ f: Finding; i: number }> = [];
    let end = -1;
    for (const x of order) {
      const first = cur[0];
      if (first && x.f.category === first.f.category && x.f.start < end) {
        cur.push(x);
        end = Math.max(end, x.f.end);
        continue;
      }
      if (cur.length) out.push(cur);
      cur = [x];
      end = x.f.end;
    }
    if (cur.length) out.push(cur);
    return out;
  }

  #strongest(cluster: ReadonlyArray<{ f: Finding; i: number }>): { f: Finding; i: number } {
    let best = cluster[0]!;
    for (const x of cluster) if (this.#stronger(x.f, best.f)) best = x;
    return best;
  }

  /**
   * What counts toward risk_score: one finding per overlapping cluster within a category (the
   * strongest: reject over redact over flag, then severity x confidence), so
   * `GITHUB_TOKEN=ghp_...` seen by two detectors counts once. Redaction still uses every span.
   */
  distinct(findings: readonly Finding[]): Finding[] {
    if (findings.length < 2) return [...findings];
    return this.#clusters(findings)
      .map((c) => this.#strongest(c))
      .sort((a, b) => a.i - b.i)
      .map((x) => x.f);
  }

  /**
   * What the flags name. Detector findings are clustered among themselves as in `distinct`. A
   * model-stage finding (one window of a classifier, or a judge's verdict) is named only when no
   * detector finding of its category overlaps it with at least as strong an action: "Brand
   * safety: self-harm encouragement" says more than "classifier (toxicity)" over the same
   * window, but a classifier's rejection is not hidden behind a weaker detector finding.
   */
  named(findings: readonly Finding[]): Finding[] {
    const isModel = (f: Finding) => f.detector.startsWith('model.');
    const detectorReps = this.#clusters(findings.filter((f) => !isModel(f))).map((c) => this.#strongest(c).f);
    const modelReps = this.#clusters(findings.filter(isModel)).map((c) => this.#strongest(c).f);
    const explained = (m: Finding) => detectorReps.some((d) => d.category === m.category && d.start < m.end && d.end > m.start && this.#actionRank(d) >= this.#actionRank(m));
    const keep = new Set<Finding>([...detectorReps, ...modelReps.filter((m) => !explained(m))]);
    return findings.filter((f) => keep.has(f));
  }

  /** Findings that survive the policy (`ignore` dropped). */
  active(findings: readonly Finding[]): Finding[] {
    return findings.filter((f) => this.rule(f).action !== 'ignore');
  }

  /** True when more findings can no longer change the status (already rejected). */
  isFinal(findings: readonly Finding[]): boolean {
    return findings.some((f) => this.rule(f).action === 'reject');
  }

  /** Spans the redactor masks: sensitive types whose mask is not `none`. */
  redactionSpans(findings: readonly Finding[]): RedactionSpan[] {
    const spans: RedactionSpan[] = [];
    for (const f of findings) {
      const r = this.rule(f);
      if (r.action === 'ignore' || r.mask === 'none') continue;
      if (r.action === 'flag') continue;
      spans.push({ start: f.start, end: f.end, style: r.mask, type: f.type });
    }
    return spans;
  }

  /**
   * risk_score, documented in the README ("The decider and the redactor"):
   *   w_i = severity_i / 100 * confidence_i                     (one finding)
   *   W_t = min(1.25 * max_i w_i, 1 - (1 - max_i w_i) * prod_{others} (1 - w_i / 4))
   *                                                              (all findings of one type)
   *   score = 100 * (1 - prod_t (1 - W_t)), rounded
   * then at least 70 when any finding's action is `reject`, at most 69 when none is, within 0..100.
   * Repeats of one type add a little (a quarter each, at most +25%); another type adds fully.
   */
  score(findings: readonly Finding[]): number {
    let reject = false;
    const groups = new Map<string, number[]>();
    for (const f of findings) {
      const r = this.rule(f);
      if (r.action === 'ignore') continue;
      if (r.action === 'reject') reject = true;
      const w = Math.min(1, Math.max(0, (r.severity / 100) * Math.min(1, Math.max(0, f.score))));
      const key = `${f.category}:${f.type}`;
      const g = groups.get(key);
      if (g) g.push(w);
      else groups.set(key, [w]);
    }
    let keep = 1;
    for (const ws of groups.values()) {
      let max = 0;
      let at = 0;
      for (let i = 0; i < ws.length; i++) if (ws[i]! > max) (max = ws[i]!), (at = i);
      let rest = 1;
      for (let i = 0; i < ws.length; i++) if (i !== at) rest *= 1 - ws[i]! / 4;
      const w = Math.min(1.25 * max, 1 - (1 - max) * rest, 1);
      keep *= 1 - w;
    }
    let score = Math.round(100 * (1 - keep));
    if (reject) score = Math.max(70, score);
    else score = Math.min(69, score);
    return Math.min(100, Math.max(0, score));
  }

  /** One entry per distinct (category, type label), with a count when repeated. */
  flags(findings: readonly Finding[]): string[] {
    const groups = new Map<string, { text: string; n: number }>();
    for (const f of findings) {
      if (this.rule(f).action === 'ignore') continue;
      const text = `${CATEGORY_NAMES[f.category]}: ${f.label}`;
      const g = groups.get(text);
      if (g) g.n++;
      else groups.set(text, { text, n: 1 });
    }
    return [...groups.values()].map((g) => (g.n > 1 ? `${g.text} (${g.n})` : g.text));
  }

  decide(text: string, findings: readonly Finding[]): CheckResponse {
    const active = findings.filter((f) => this.rule(f).action !== 'ignore');
    const risk = this.score(this.distinct(active));
    return {
      risk_score: risk,
      status: statusForScore(risk),
      flags: this.flags(this.named(active)),
      redacted_text: redact(text, this.redactionSpans(findings)),
    };
  }
}
