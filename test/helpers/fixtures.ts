import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import type { CheckOutcome } from '../../src/pipeline/types.js';
import { repoRoot } from './dist.js';

/** One row of a labelled fixture in test/eval/fixtures (the eval set's JSONL format). */
export interface FixtureRow {
  id: string;
  source: string;
  category: string;
  label: 0 | 1;
  text: string;
}

/** The rows of test/eval/fixtures/NAME. */
export function readFixture(name: string): FixtureRow[] {
  return readFileSync(join(repoRoot, 'test/eval/fixtures', name), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as FixtureRow);
}

/**
 * Checks every row through the default pipeline (fastpath and built-in model, cache off) once
 * for the test file, and returns the outcomes by row id (filled in beforeAll). With
 * `withContext`, a row's `context` (the agent's system prompt) goes with its check.
 */
export function checkedThroughDefaultPipeline(rows: readonly FixtureRow[], accountId: string, opts: { withContext?: boolean } = {}): Map<string, CheckOutcome> {
  const outcomes = new Map<string, CheckOutcome>();
  let pipeline: Pipeline | undefined;
  beforeAll(async () => {
    pipeline = await buildPipeline(buildConfig({ cache: { enabled: false } }));
    for (const r of rows) {
      const context = opts.withContext ? (r as FixtureRow & { context?: string }).context : undefined;
      outcomes.set(r.id, await pipeline.check({ text: r.text, accountId, door: 'eval', ...(context ? { context: [context] } : {}) }));
    }
  }, 300_000);
  afterAll(async () => {
    await pipeline?.close();
  });
  return outcomes;
}

/** "detector: text" for every rule (not model) finding of an attack category on `rows`. */
export function attackRuleHits(rows: readonly FixtureRow[], outcomes: Map<string, CheckOutcome>): string[] {
  return rows.flatMap((r) =>
    outcomes
      .get(r.id)!
      .findings.filter((f) => ['injection', 'jailbreak', 'extraction'].includes(f.category) && !f.detector.startsWith('model.'))
      .map((f) => `${f.detector}: ${r.text}`),
  );
}

/** Asserts that at least `share` of `rows` were rejected, listing the texts that were not. */
export function expectRejectedAtLeast(rows: readonly FixtureRow[], outcomes: Map<string, CheckOutcome>, share: number): void {
  const missed = rows.filter((r) => outcomes.get(r.id)!.response.status !== 'rejected');
  expect(1 - missed.length / rows.length, missed.map((r) => r.text).join('\n')).toBeGreaterThanOrEqual(share);
}

/** Asserts that at most `share` of `rows` were rejected, listing the texts that were. */
export function expectRejectedAtMost(rows: readonly FixtureRow[], outcomes: Map<string, CheckOutcome>, share: number): void {
  const bad = rows.filter((r) => outcomes.get(r.id)!.response.status === 'rejected');
  expect(bad.length / rows.length, bad.map((r) => r.text).join('\n')).toBeLessThanOrEqual(share);
}

/** How many `category` rows of `rows` have a finding of that category, of how many. */
export function caughtOf(rows: readonly FixtureRow[], outcomes: Map<string, CheckOutcome>, category: string): [number, number] {
  const of = rows.filter((r) => r.category === category);
  return [of.filter((r) => outcomes.get(r.id)!.findings.some((f) => f.category === category)).length, of.length];
}

/**
 * Secrets on a probe whose label-1 rows list their secret `values`: how many values a secret
 * finding overlaps, of how many, and how many label-0 rows have any secret finding.
 */
export function secretsOn(rows: readonly (FixtureRow & { values?: string[] })[], outcomes: Map<string, CheckOutcome>): { values: [number, number]; safeWithFinding: number } {
  let hit = 0;
  let gold = 0;
  let safeWithFinding = 0;
  for (const r of rows) {
    const found = outcomes.get(r.id)!.findings.filter((f) => f.category === 'secret');
    if (r.label === 0) {
      if (found.length > 0) safeWithFinding++;
      continue;
    }
    for (const v of r.values ?? []) {
      gold++;
      const at = r.text.indexOf(v);
      if (found.some((f) => f.start < at + v.length && f.end > at)) hit++;
    }
  }
  return { values: [hit, gold], safeWithFinding };
}

/** Financial commitments on a probe: label-1 rows with a financial finding, and label-0 rows with one. */
export function financialOn(rows: readonly FixtureRow[], outcomes: Map<string, CheckOutcome>, by: 'all' | 'rules' = 'all'): { caught: number; flaggedSafe: number } {
  // 'rules': the financial detectors' findings only, without the built-in model's financial head
  // (session 30), which is trained on the probes these figures were read from.
  const hit = (r: FixtureRow) => outcomes.get(r.id)!.findings.some((f) => f.category === 'financial' && (by === 'all' || !f.detector.startsWith('model.')));
  return { caught: rows.filter((r) => r.label === 1 && hit(r)).length, flaggedSafe: rows.filter((r) => r.label === 0 && hit(r)).length };
}
