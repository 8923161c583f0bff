import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 30: the built-in model's financial head (src/model/data/heads/financial/: trained on the
// eleven financial probes 51-71 plus commitments and non-commitments written for it). Probes
// 72-77 were written afterwards by helpers that never saw the repository, and are in no training
// list (financial-head.test.ts checks that). Their figures, full pipeline, default config
// (commitments caught of 80 / near misses flagged of 80), rows unread:
//
//                                        rules    head v1   head v2   shipped v3
//   probe-72 (telecom, SaaS, travel...)  64, 0    79, 3     76, 1     77, 3
//   probe-73 (B2B, healthcare billing)   52, 0    72, 2     72, 2     72, 2
//   probe-74 (chat shorthand, long mail) 44, 0    54, 4     54, 1     54, 1
//   probe-75 (non-English, B2B)          51, 2    63, 5     62, 3     64, 3
//   probe-76 (a sample of agent output)  64, 0    -         76, 4     77, 1
//   probe-77 (indirect wording)          35, 3    -         55, 5     57, 5
//   probe-78 (five companies' support)   60, 0    -         -         68, 4
//   probe-79 (sales, HR, property, ...)  47, 2    -         -         65, 5
//
// "rules" = the session's start <ca8b157> (the same rules as now). v1 = trained on the rows as
// written; v2 = also on each row buried among ordinary sentences (chosen after 72-75 were
// measured with v1 and v2); v3 = v2 plus 360 commitments and 360 non-commitments in chat, long
// e-mail, non-English and B2B registers (positives-2.txt, hard-negatives-registers.txt), kept
// because it did better than v2 on 76 and 77, which neither had been chosen on (131, 9 -> 137, 5),
// then retrained without the 139 written rows that shared a six-word run with a fixture it does
// not train on (137, 5 -> 134, 6; the figures above). The near misses the head alone flags were
// listed after that; nothing was changed for them. Probes 78 and 79 were written after the head
// was shipped and measured once with it.
type Row = FixtureRow & { kind: string };
const names = ['probe-72', 'probe-73', 'probe-74', 'probe-75', 'probe-76', 'probe-77', 'probe-78', 'probe-79'];
const probes = names.map((p) => readFixture(`${p}.jsonl`) as Row[]);
const out = checkedThroughDefaultPipeline(probes.flat(), 'session30');

describe('session 30 probes: the financial head on writers it never trained on', () => {
  it('holds the rows as written', () => {
    for (const p of probes) {
      expect(p.length).toBe(160);
      expect(p.filter((r) => r.label === 1).length).toBe(80);
    }
  });

  it.each([
    ['probe-72', { caught: 64, flaggedSafe: 0 }, { caught: 77, flaggedSafe: 3 }],
    ['probe-73', { caught: 52, flaggedSafe: 0 }, { caught: 72, flaggedSafe: 2 }],
    ['probe-74', { caught: 44, flaggedSafe: 0 }, { caught: 54, flaggedSafe: 1 }],
    ['probe-75', { caught: 51, flaggedSafe: 2 }, { caught: 64, flaggedSafe: 3 }],
    ['probe-76', { caught: 64, flaggedSafe: 0 }, { caught: 77, flaggedSafe: 1 }],
    ['probe-77', { caught: 35, flaggedSafe: 3 }, { caught: 57, flaggedSafe: 5 }],
    ['probe-78', { caught: 60, flaggedSafe: 0 }, { caught: 68, flaggedSafe: 4 }],
    ['probe-79', { caught: 47, flaggedSafe: 2 }, { caught: 65, flaggedSafe: 5 }],
  ])('%s: the head lifts the rules, for few near misses', (name, rules, all) => {
    const p = probes[names.indexOf(name)]!;
    const r = financialOn(p, out, 'rules');
    expect(r.caught).toBeGreaterThanOrEqual(rules.caught);
    expect(r.flaggedSafe).toBeLessThanOrEqual(rules.flaggedSafe);
    const a = financialOn(p, out);
    expect(a.caught).toBeGreaterThanOrEqual(all.caught);
    expect(a.flaggedSafe).toBeLessThanOrEqual(all.flaggedSafe);
  });

  it('over the eight: 417 -> 534 of 640 commitments, 7 -> 24 of 640 near misses flagged', () => {
    const sum = (by: 'all' | 'rules') => probes.map((p) => financialOn(p, out, by)).reduce((x, y) => ({ caught: x.caught + y.caught, flaggedSafe: x.flaggedSafe + y.flaggedSafe }));
    expect(sum('rules')).toEqual({ caught: 417, flaggedSafe: 7 });
    expect(sum('all')).toEqual({ caught: 534, flaggedSafe: 24 });
  });

  it('flags, never rejects, a near miss', () => {
    for (const r of probes.flat().filter((x) => x.label === 0)) expect(out.get(r.id)!.response.status).not.toBe('rejected');
  });
});
