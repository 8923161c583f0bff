import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 30: the built-in model's financial head (src/model/data/heads/financial/: trained on the
// eleven financial probes 51-71 plus 400 commitments and 500 non-commitments written for it).
// Probes 72-75 were written afterwards by helpers that never saw the repository, and are in no
// training list (financial-head.test.ts checks that). Their figures, full pipeline, default
// config (caught of 80 commitments / near misses flagged of 80), rows unread:
//
//                                          rules     first head   shipped head (buried copies)
//   probe-72 (telecom, SaaS, travel, ...)  64, 0     79, 3        76, 1
//   probe-73 (B2B, healthcare billing...)  52, 0     72, 2        72, 2
//   probe-74 (chat shorthand, long mails)  44, 0     54, 4        54, 1
//   probe-75 (35 % non-English, 35 % B2B)  51, 2     63, 5        62, 3
//
// "rules" = the session's start <ca8b157>; "first head" = the head trained on the rows as written
// (probes 72 and 73 measured before 74 and 75 were written); the shipped head also trains on
// each row buried among ordinary sentences (trainer.ts, buryScoped), chosen after all four were
// measured with both. Three near misses of probes 72-73 were seen while listing the shipped
// head's findings; nothing was changed for them.
type Row = FixtureRow & { kind: string };
const probes = ['probe-72', 'probe-73', 'probe-74', 'probe-75'].map((p) => readFixture(`${p}.jsonl`) as Row[]);
const out = checkedThroughDefaultPipeline(probes.flat(), 'session30');

describe('session 30 probes: the financial head on writers it never trained on', () => {
  it('holds the rows as written', () => {
    for (const p of probes) {
      expect(p.length).toBe(160);
      expect(p.filter((r) => r.label === 1).length).toBe(80);
    }
  });

  it.each([
    [0, { caught: 64, flaggedSafe: 0 }, { caught: 76, flaggedSafe: 1 }],
    [1, { caught: 52, flaggedSafe: 0 }, { caught: 72, flaggedSafe: 2 }],
    [2, { caught: 44, flaggedSafe: 0 }, { caught: 54, flaggedSafe: 1 }],
    [3, { caught: 51, flaggedSafe: 2 }, { caught: 62, flaggedSafe: 3 }],
  ])('probe %#: the head lifts the rules, for few near misses', (i, rules, all) => {
    const p = probes[i]!;
    const r = financialOn(p, out, 'rules');
    expect(r.caught).toBeGreaterThanOrEqual(rules.caught);
    expect(r.flaggedSafe).toBeLessThanOrEqual(rules.flaggedSafe);
    const a = financialOn(p, out);
    expect(a.caught).toBeGreaterThanOrEqual(all.caught);
    expect(a.flaggedSafe).toBeLessThanOrEqual(all.flaggedSafe);
  });

  it('over the four: 211 -> 264 of 320 commitments, 2 -> 7 of 320 near misses flagged', () => {
    const sum = (by: 'all' | 'rules') => probes.map((p) => financialOn(p, out, by)).reduce((x, y) => ({ caught: x.caught + y.caught, flaggedSafe: x.flaggedSafe + y.flaggedSafe }));
    expect(sum('rules')).toEqual({ caught: 211, flaggedSafe: 2 });
    expect(sum('all')).toEqual({ caught: 264, flaggedSafe: 7 });
  });

  it('flags, never rejects, a near miss', () => {
    for (const r of probes.flat().filter((x) => x.label === 0)) expect(out.get(r.id)!.response.status).not.toBe('rejected');
  });
});
