import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 30: the built-in model's financial head (src/model/data/heads/financial/: trained on the
// eleven financial probes 51-71 plus 400 commitments and 500 non-commitments written for it).
// Probes 72 and 73 were written afterwards by helpers that never saw the repository, and are in
// no training list (financial-head.test.ts checks that). Their figures, full pipeline, default
// config, measured before any row was read:
//
//   probe-72 (telecom, SaaS, travel, insurance, utilities, rentals, delivery; 80 commitments, 80
//            near misses): the rules alone 64 of 80 caught, 0 near misses flagged; rules and
//            head 79, 3.
//   probe-73 (B2B sales, healthcare billing, education, gig platforms, games, banks; 80 and 80):
//            rules 52, 0; rules and head 72, 2.
//
// The rows have not been read since; the figures below are those, as floors and ceilings.
type Row = FixtureRow & { kind: string };
const p72 = readFixture('probe-72.jsonl') as Row[];
const p73 = readFixture('probe-73.jsonl') as Row[];
const out = checkedThroughDefaultPipeline([...p72, ...p73], 'session30');

describe('session 30 probes: the financial head on writers it never trained on', () => {
  it('holds the rows as written', () => {
    expect([p72.length, p73.length]).toEqual([160, 160]);
    for (const p of [p72, p73]) expect(p.filter((r) => r.label === 1).length).toBe(80);
  });

  it('probe-72: the head lifts 64 to 79 of 80 for 3 near misses flagged', () => {
    expect(financialOn(p72, out, 'rules')).toEqual({ caught: expect.toSatisfy((n: number) => n >= 64), flaggedSafe: 0 });
    const all = financialOn(p72, out);
    expect(all.caught).toBeGreaterThanOrEqual(79);
    expect(all.flaggedSafe).toBeLessThanOrEqual(3);
  });

  it('probe-73: the head lifts 52 to 72 of 80 for 2 near misses flagged', () => {
    expect(financialOn(p73, out, 'rules')).toEqual({ caught: expect.toSatisfy((n: number) => n >= 52), flaggedSafe: 0 });
    const all = financialOn(p73, out);
    expect(all.caught).toBeGreaterThanOrEqual(72);
    expect(all.flaggedSafe).toBeLessThanOrEqual(2);
  });

  it('flags, never rejects, a near miss', () => {
    for (const r of [...p72, ...p73].filter((x) => x.label === 0)) expect(out.get(r.id)!.response.status).not.toBe('rejected');
  });
});
