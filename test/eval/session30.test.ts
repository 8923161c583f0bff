import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 30: the built-in model's financial head (src/model/data/heads/financial/). Probes 72-81
// were written by helpers that never saw the repository, and each was measured with its rows
// unread (full pipeline, default config; commitments caught of 80 / near misses flagged of 80):
//
//                                        rules    head v1   head v2   head v3   shipped v5
//   probe-72 (telecom, SaaS, travel...)  64, 0    79, 3     76, 1     77, 3     (trained on)
//   probe-73 (B2B, healthcare billing)   52, 0    72, 2     72, 2     72, 2     (trained on)
//   probe-74 (chat shorthand, long mail) 44, 0    54, 4     54, 1     54, 1     (trained on)
//   probe-75 (non-English, B2B)          51, 2    63, 5     62, 3     64, 3     (trained on)
//   probe-76 (a sample of agent output)  64, 0    -         76, 4     77, 1     (trained on)
//   probe-77 (indirect wording)          35, 3    -         55, 5     57, 5     (trained on)
//   probe-78 (five companies' support)   60, 0    -         -         68, 4     (trained on)
//   probe-79 (sales, HR, property, ...)  47, 2    -         -         65, 5     (trained on)
//   probe-80 (many deployments)          62, 0    -         -         69, 2     73, 2
//   probe-81 (small businesses' voice)   46, 2    -         -         62, 3     64, 4
//
// "rules" = the session's start <ca8b157> (the same rules as now). v1 = trained on probes 51-71
// and written rows as they are; v2 = also on each row buried among ordinary sentences (chosen
// after 72-75 were measured with v1 and v2); v3 = v2 plus a second pair of written files, kept
// because it beat v2 on 76-77 (then retrained without written rows sharing a six-word run with a
// held-out fixture; the figures above). v5 (shipped) = v3 trained on 72-79 too, kept because it
// beat v3 on 80-81, which it had not seen (131, 5 -> 137, 6). (v4, a third pair of written files,
// did no better on 78-79 and was dropped.) The near misses the heads alone flag were listed after
// each choice; nothing was changed for them.
type Row = FixtureRow & { kind: string };
const names = ['probe-72', 'probe-73', 'probe-74', 'probe-75', 'probe-76', 'probe-77', 'probe-78', 'probe-79', 'probe-80', 'probe-81'];
const probes = names.map((p) => readFixture(`${p}.jsonl`) as Row[]);
const out = checkedThroughDefaultPipeline(probes.flat(), 'session30');
const rows = (name: string) => probes[names.indexOf(name)]!;

describe('session 30 probes: financial commitments', () => {
  it('holds the rows as written', () => {
    for (const p of probes) {
      expect(p.length).toBe(160);
      expect(p.filter((r) => r.label === 1).length).toBe(80);
    }
  });

  it.each([
    ['probe-72', 64, 0],
    ['probe-73', 52, 0],
    ['probe-74', 44, 0],
    ['probe-75', 51, 2],
    ['probe-76', 64, 0],
    ['probe-77', 35, 3],
    ['probe-78', 60, 0],
    ['probe-79', 47, 2],
    ['probe-80', 62, 0],
    ['probe-81', 46, 2],
  ])('%s: the rules alone', (name, caught, flaggedSafe) => {
    const r = financialOn(rows(name), out, 'rules');
    expect(r.caught).toBeGreaterThanOrEqual(caught);
    expect(r.flaggedSafe).toBeLessThanOrEqual(flaggedSafe);
  });

  it.each([
    ['probe-80', { caught: 73, flaggedSafe: 2 }],
    ['probe-81', { caught: 64, flaggedSafe: 4 }],
  ])('%s, never trained on: rules and head', (name, all) => {
    const a = financialOn(rows(name), out);
    expect(a.caught).toBeGreaterThanOrEqual(all.caught);
    expect(a.flaggedSafe).toBeLessThanOrEqual(all.flaggedSafe);
  });

  it('probes 72-79, trained on: the head keeps what it caught unread and flags no more near misses', () => {
    const trained = probes.slice(0, 8);
    const sum = (by: 'all' | 'rules') => trained.map((p) => financialOn(p, out, by)).reduce((x, y) => ({ caught: x.caught + y.caught, flaggedSafe: x.flaggedSafe + y.flaggedSafe }));
    expect(sum('rules')).toEqual({ caught: 417, flaggedSafe: 7 });
    const all = sum('all');
    expect(all.caught).toBeGreaterThanOrEqual(534);
    expect(all.flaggedSafe).toBeLessThanOrEqual(24);
  });

  it('flags, never rejects, a near miss', () => {
    for (const r of probes.flat().filter((x) => x.label === 0)) expect(out.get(r.id)!.response.status).not.toBe('rejected');
  });
});
