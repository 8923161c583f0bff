// Span-level quality of the PII detectors on the shared eval set (test split; EVAL_SPLIT=train
// for tuning). Prints the per-type table and guards against regressions below the targets.
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import type { GuardrailConfig } from '../../../src/config/types.js';
import { createPiiDetectors } from '../../../src/detectors/pii/index.js';
import { createSecretsDetectors } from '../../../src/detectors/secrets/index.js';

// Only the PII and secrets families: this file measures them, not the other families.
const buildDetectors = (cfg: GuardrailConfig) => [...createPiiDetectors(cfg), ...createSecretsDetectors(cfg)];
import { Pipeline } from '../../../src/pipeline/pipeline.js';
import { Decider } from '../../../src/pipeline/decide.js';
import { evalAvailable, loadRows } from './eval-data.js';

const TYPE_MAP: Record<string, string> = {
  email: 'EMAIL',
  phone: 'PHONE',
  credit_card: 'CREDIT_CARD',
  ssn: 'SSN',
  iban: 'IBAN',
  ip_address: 'IP_ADDRESS',
  person: 'PERSON',
  address: 'ADDRESS',
};
const TYPES = Object.values(TYPE_MAP);

const available = evalAvailable();
if (!available && process.env.CI === 'true') throw new Error('../shared/eval is missing; CI must have it');

describe.runIf(available)('PII span quality on ../shared/eval', () => {
  const cfg = buildConfig({ detectors: { pii: { person_nlp: process.env.PERSON_NLP === '1', person_proper_nouns: process.env.PROPER_NOUNS === '1' } } });
  const pipeline = new Pipeline({ detectors: buildDetectors(cfg), decider: new Decider(cfg.policy) });
  const scan = (text: string) => {
    const n = normalizeFor(text);
    return [...pipeline.scanFast(text, n), ...pipeline.scanModelDetectors(text, n)];
  };

  it('keeps structured-PII and person-name spans above regression floors (0.9; person recall 0.86, precision 0.83; address recall 0.75, precision 0.95; measured figures in the README)', () => {
    const stats = Object.fromEntries(TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0, gold: 0, hit: 0 }]));
    const misses: string[] = [];
    for (const row of loadRows('pii')) {
      const gold = row.spans ?? [];
      const pred = scan(row.text)
        .filter((f) => f.category === 'pii' && TYPE_MAP[f.type])
        .map((f) => ({ start: f.start, end: f.end, type: TYPE_MAP[f.type]! }));
      for (const p of pred) {
        const ok = gold.some((g) => g.type === p.type && g.start < p.end && p.start < g.end);
        const s = stats[p.type]!;
        if (ok) s.tp++;
        else {
          s.fp++;
          if (process.env.SHOW === p.type) misses.push(`FP ${JSON.stringify(row.text.slice(p.start, p.end))} in ${JSON.stringify(row.text.slice(0, 160))}`);
        }
      }
      for (const g of gold) {
        const s = stats[g.type];
        if (!s) continue;
        s.gold++;
        if (pred.some((p) => p.type === g.type && g.start < p.end && p.start < g.end)) s.hit++;
        else if (process.env.SHOW === g.type) misses.push(`FN ${JSON.stringify(row.text.slice(g.start, g.end))} in ${JSON.stringify(row.text.slice(0, 160))}`);
      }
    }
    const table = Object.fromEntries(
      Object.entries(stats).map(([t, s]) => [
        t,
        { gold: s.gold, recall: +(s.hit / Math.max(1, s.gold)).toFixed(3), precision: +(s.tp / Math.max(1, s.tp + s.fp)).toFixed(3), fp: s.fp },
      ]),
    );
    console.table(table);
    if (misses.length) console.log(misses.slice(0, Number(process.env.MAXSHOW ?? 80)).join('\n'));
    for (const t of ['EMAIL', 'CREDIT_CARD', 'SSN', 'IBAN', 'IP_ADDRESS', 'PHONE']) {
      expect.soft(table[t]!.recall, `${t} recall`).toBeGreaterThanOrEqual(0.9);
      expect.soft(table[t]!.precision, `${t} precision`).toBeGreaterThanOrEqual(0.9);
    }
    // Default config only: the opt-in name finders (PERSON_NLP, PROPER_NOUNS) trade precision for recall.
    const defaults = process.env.PERSON_NLP !== '1' && process.env.PROPER_NOUNS !== '1';
    // Postal addresses (not a target type of the issue; 0.599 before session 18's address blocks).
    expect.soft(table.ADDRESS!.recall, 'ADDRESS recall').toBeGreaterThanOrEqual(0.75);
    expect.soft(table.ADDRESS!.precision, 'ADDRESS precision').toBeGreaterThanOrEqual(0.95);
    expect.soft(table.PERSON!.recall, 'PERSON recall').toBeGreaterThanOrEqual(defaults ? 0.86 : 0.7);
    if (defaults) expect.soft(table.PERSON!.precision, 'PERSON precision').toBeGreaterThanOrEqual(0.83);
  });
});

import { normalize } from '../../../src/pipeline/normalize.js';
function normalizeFor(text: string) {
  return normalize(text);
}

describe.runIf(available)('benign texts on ../shared/eval', () => {
  it('rarely produce a PII or secret finding (at most 8% of rows; at most 1% flagged)', () => {
    const cfg = buildConfig({ detectors: { pii: { person_nlp: process.env.PERSON_NLP === '1', person_proper_nouns: process.env.PROPER_NOUNS === '1' } } });
    const pipeline = new Pipeline({ detectors: buildDetectors(cfg), decider: new Decider(cfg.policy) });
    const rows = loadRows('benign');
    const byType = new Map<string, number>();
    let withFinding = 0;
    let flagged = 0;
    let rejected = 0;
    const shown: string[] = [];
    for (const row of rows) {
      const n = normalizeFor(row.text);
      const found = [...pipeline.scanFast(row.text, n), ...pipeline.scanModelDetectors(row.text, n)].filter((f) => f.category === 'pii' || f.category === 'secret');
      if (found.length) {
        withFinding++;
        for (const t of new Set(found.map((f) => f.type))) byType.set(t, (byType.get(t) ?? 0) + 1);
        if (process.env.SHOW === 'BENIGN') for (const f of found) shown.push(`${f.type} ${f.score} ${JSON.stringify(row.text.slice(f.start, f.end))} | ${JSON.stringify(row.text.slice(Math.max(0, f.start - 50), f.end + 30))}`);
      }
      const status = pipeline.decider.decide(row.text, found).status;
      if (status === 'flagged') flagged++;
      if (status === 'rejected') rejected++;
    }
    const n = rows.length;
    console.log(`benign rows ${n}: with PII/secret finding ${(withFinding / n * 100).toFixed(2)}%, flagged ${(flagged / n * 100).toFixed(2)}%, rejected ${(rejected / n * 100).toFixed(2)}%`);
    console.log(Object.fromEntries(byType));
    if (shown.length) console.log(shown.slice(0, 150).join('\n'));
    expect.soft(rejected / n, 'rejected share').toBeLessThanOrEqual(0.01);
    const defaults = process.env.PERSON_NLP !== '1' && process.env.PROPER_NOUNS !== '1';
    expect.soft(flagged / n, 'flagged share').toBeLessThanOrEqual(defaults ? 0.01 : 0.05);
    // Names mentioned in ordinary text (public figures, characters, authors) are not findings.
    if (defaults) expect.soft(withFinding / n, 'share with a PII/secret finding').toBeLessThanOrEqual(0.08);
  });
});
