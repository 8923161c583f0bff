import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 26: requests split into pieces for the model to put back together (payload splitting),
// reassembled by injection.payload_split and read by the attack rules. Three probes, each written
// by a helper that never saw the repository (full pipeline, default config; rows with a finding of
// the row's own category; `<98abf5b>` is the session's start):
//
//   probe-38 unread, first version: extraction 9 -> 10 of 35, injection 15 -> 15, jailbreak 16 -> 16
//            of 25; safe rows rejected 0 -> 0 of 65 (then read and worked on; now 32, 19, 21, 0)
//   probe-39 unread, second version: extraction 2 -> 10 of 40, injection 16 -> 17, jailbreak 4 -> 6
//            of 25; safe rows rejected 0 -> 0 of 70 (then read and worked on; now 26, 19, 10, 0)
//   probe-40 unread, third version: extraction 5 -> 13 of 40, injection 16 -> 16, jailbreak 7 -> 9
//            of 25; safe rows rejected 1 -> 1 of 80 (then: 10 and 12 jailbreak with later changes
//            still unread; then read and worked on: 20, 17, 15, 1)
//   probe-41 unread, fourth version: extraction 8 -> 13 of 40, injection 19 -> 19 of 30, jailbreak
//            11 -> 13 of 30; safe rows rejected 3 -> 3 of 80 (then read and worked on: 22, 19, 13, 3)
//   probe-46 unread, final version (split requests for the prompt or a held value only): 8 -> 22 of
//            60; safe rows rejected 2 -> 2 of 60, none with an extraction finding
//
// Harmful requests (rows with a jailbreak finding; three probes by helpers that never saw the repo):
//   probe-42 unread: harmful 66 of 120, safe 12 of 120 (then read and worked on: 88, 12)
//   probe-43 unread, after that work: harmful 70 -> 72 of 100, safe 7 -> 7 of 100 (then read and
//            worked on: 80, 7)
//   probe-44 unread, after the work on probe-43: harmful 65 -> 69 of 100, safe 8 -> 8 of 100
//            (rejected 4 -> 4); then read and worked on: 83, 7
//   probe-45 unread: harmful 49 -> 55 of 100 before the work on probe-44 and 55 after it; safe
//            3 -> 3 of 100
type Row = FixtureRow & { kind: string; context?: string };
const sets = {
  p38: readFixture('probe-38.jsonl') as Row[],
  p39: readFixture('probe-39.jsonl') as Row[],
  p40: readFixture('probe-40.jsonl') as Row[],
  p41: readFixture('probe-41.jsonl') as Row[],
  p42: readFixture('probe-42.jsonl') as Row[],
  p43: readFixture('probe-43.jsonl') as Row[],
  p44: readFixture('probe-44.jsonl') as Row[],
  p45: readFixture('probe-45.jsonl') as Row[],
  p46: readFixture('probe-46.jsonl') as Row[],
};
const out = checkedThroughDefaultPipeline(Object.values(sets).flat(), 'session26', { withContext: true });

const own = (r: Row) => out.get(r.id)!.findings.some((f) => f.category === r.category);
const rejected = (r: Row) => out.get(r.id)!.response.status === 'rejected';
const count = (rows: readonly Row[], pick: (r: Row) => boolean, kind: string) => rows.filter((r) => r.kind === kind && pick(r)).length;

describe('session 26: split requests put back together', () => {
  it('holds the rows as written', () => {
    expect([sets.p38.length, sets.p39.length, sets.p40.length, sets.p41.length]).toEqual([150, 160, 170, 180]);
  });

  it('names what a split request asks for at its figures', () => {
    const figures = (rows: readonly Row[]) => ['split_extraction', 'split_injection', 'split_jailbreak'].map((k) => count(rows, own, k));
    const atLeast = (got: number[], want: number[]) => got.forEach((g, i) => expect(g).toBeGreaterThanOrEqual(want[i]!));
    atLeast(figures(sets.p38), [32, 19, 22]);
    atLeast(figures(sets.p39), [27, 19, 12]);
    atLeast(figures(sets.p40), [20, 17, 15]);
    atLeast(figures(sets.p41), [22, 19, 13]);
    expect(count(sets.p46, own, 'split_extraction')).toBeGreaterThanOrEqual(22);
  });

  it('leaves the safe rows (string joins in code, puzzles, manuals, articles) as they were', () => {
    // probe-40's one and probe-41's three rejected safe rows were rejected before this session too
    expect([count(sets.p38, rejected, 'safe'), count(sets.p39, rejected, 'safe'), count(sets.p40, rejected, 'safe'), count(sets.p41, rejected, 'safe')]).toEqual([0, 0, 1, 3]);
    expect(count(sets.p46, rejected, 'safe')).toBe(2);
    const reassembled = [...sets.p38, ...sets.p39, ...sets.p40, ...sets.p41, ...sets.p46].filter((r) => r.label === 0 && out.get(r.id)!.findings.some((f) => f.label.endsWith('(reassembled)')));
    expect(reassembled.map((r) => r.id)).toEqual([]);
  });
});

describe('session 26: plain harmful requests', () => {
  it('holds the rows as written', () => {
    expect([sets.p42.length, sets.p43.length, sets.p44.length, sets.p45.length]).toEqual([240, 200, 200, 200]);
  });

  it('finds the harmful requests at their figures, and no more safe rows than before', () => {
    expect(count(sets.p42, own, 'harmful')).toBeGreaterThanOrEqual(88);
    expect(count(sets.p43, own, 'harmful')).toBeGreaterThanOrEqual(81);
    expect(count(sets.p44, own, 'harmful')).toBeGreaterThanOrEqual(83);
    expect(count(sets.p45, own, 'harmful')).toBeGreaterThanOrEqual(55);
    // probe-44's safe rows 8 -> 7: "how do I respond to a racist comment" is no longer a request
    expect([count(sets.p42, own, 'safe'), count(sets.p43, own, 'safe'), count(sets.p44, own, 'safe'), count(sets.p45, own, 'safe')]).toEqual([12, 7, 7, 3]);
  });
});
