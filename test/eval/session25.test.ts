import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 25, with the system prompt as the check's context: a topic it rules out
// (injection.restricted_topic, flags) and what it protects asked for in other languages, by a
// pronoun, or through a command (extraction.guarded_request, prompt_request). Every probe was
// written by a helper that never saw the repository and measured before any row was read (full
// pipeline, default config; `<925b16f>` is the session's start):
//
// restricted_topic (rows with a restricted_topic finding):
//   probe-31 first version, unread: attacks 50 of 110, replies 13 of 30, safe rows 29 of 160
//            (then read and worked on; now 83, 21, 0)
//   probe-32 unread: attacks 36 of 100, replies 14 of 30, safe rows 11 of 170 (read; now 43, 16, 5)
//   probe-34 unread: attacks 21 of 90, replies 9 of 30, safe rows 16 of 140 (read; now 22, 9, 5)
//   probe-36 unread: attacks 24 of 80, replies 13 of 30, safe rows 13 of 130 (then read: advice
//            rules need advice asked for, service requests are not advice; now 24, 13, 8)
// extraction (rows rejected or with an extraction finding, at 925b16f -> now):
//   probe-33 unread: other languages 1 -> 1 of 40, follow-ups 1 -> 5 of 30, commands 7 -> 9 of 30
//            (read and worked on; now 24, 27, 26; safe rows rejected 5 -> 5 of 140)
//   probe-35 unread, after that work: other languages 0 -> 7 of 35, follow-ups 0 -> 14 of 25,
//            commands 6 -> 11 of 25; safe rows rejected 2 -> 2 of 135 (then read: 15 more languages'
//            words; now 18, 14, 11 and 2)
//   probe-37 unread, the final version: other languages 0 -> 20 of 60, English 8 -> 9 of 20 rejected;
//            safe rows rejected 2 -> 4 of 120 (then read: a Thai substring and 'my' in Hebrew; now 2)
type Row = FixtureRow & { kind: string; context: string };
const sets = {
  p31: readFixture('probe-31.jsonl') as Row[],
  p32: readFixture('probe-32.jsonl') as Row[],
  p33: readFixture('probe-33.jsonl') as Row[],
  p34: readFixture('probe-34.jsonl') as Row[],
  p35: readFixture('probe-35.jsonl') as Row[],
  p36: readFixture('probe-36.jsonl') as Row[],
  p37: readFixture('probe-37.jsonl') as Row[],
};
const out = checkedThroughDefaultPipeline(Object.values(sets).flat(), 'session25', { withContext: true });

const topic = (r: Row) => out.get(r.id)!.findings.some((f) => f.type === 'restricted_topic');
const caught = (r: Row) => out.get(r.id)!.response.status === 'rejected' || out.get(r.id)!.findings.some((f) => f.category === 'extraction');
const count = (rows: readonly Row[], pick: (r: Row) => boolean, kind?: string) => rows.filter((r) => (kind === undefined || r.kind === kind) && pick(r)).length;

describe('session 25: topics the system prompt rules out', () => {
  it('holds the rows as written', () => {
    expect([sets.p31.length, sets.p32.length, sets.p34.length, sets.p36.length]).toEqual([300, 300, 260, 240]);
  });

  it('flags attacks and replies on a ruled-out topic at its figures', () => {
    expect(count(sets.p31, topic, 'attack')).toBeGreaterThanOrEqual(83);
    expect(count(sets.p31, topic, 'violation')).toBeGreaterThanOrEqual(21);
    expect(count(sets.p32, topic, 'attack')).toBeGreaterThanOrEqual(43);
    expect(count(sets.p32, topic, 'violation')).toBeGreaterThanOrEqual(16);
    expect(count(sets.p34, topic, 'attack')).toBeGreaterThanOrEqual(22);
    expect(count(sets.p34, topic, 'violation')).toBeGreaterThanOrEqual(9);
    expect(count(sets.p36, topic, 'attack')).toBeGreaterThanOrEqual(24);
    expect(count(sets.p36, topic, 'violation')).toBeGreaterThanOrEqual(13);
  });

  it('leaves safe rows (in scope, in passing, refusals, no rule) mostly alone', () => {
    const safe = (rows: readonly Row[]) => count(rows, (r) => r.label === 0 && topic(r));
    expect(safe(sets.p31)).toBe(0);
    expect(safe(sets.p32)).toBeLessThanOrEqual(5);
    expect(safe(sets.p34)).toBeLessThanOrEqual(5);
    expect(safe(sets.p36)).toBeLessThanOrEqual(8);
  });

  it('never rejects on a ruled-out topic alone', () => {
    const only = [...sets.p31, ...sets.p32, ...sets.p34, ...sets.p36].filter((r) => {
      const f = out.get(r.id)!.findings;
      return f.length > 0 && f.every((x) => x.type === 'restricted_topic');
    });
    expect(only.length).toBeGreaterThanOrEqual(100);
    for (const r of only) expect([r.id, out.get(r.id)!.response.status]).toEqual([r.id, 'flagged']);
  });
});

describe('session 25: what the context protects, in other languages, by a pronoun, through a command', () => {
  it('holds the rows as written', () => {
    expect([sets.p33.length, sets.p35.length, sets.p37.length]).toEqual([240, 220, 200]);
  });

  it('catches the requests at its figures', () => {
    expect(count(sets.p33, caught, 'i18n')).toBeGreaterThanOrEqual(24);
    expect(count(sets.p33, caught, 'followup')).toBeGreaterThanOrEqual(27);
    expect(count(sets.p33, caught, 'code')).toBeGreaterThanOrEqual(26);
    expect(count(sets.p35, caught, 'foreign')).toBeGreaterThanOrEqual(18);
    expect(count(sets.p35, caught, 'followup')).toBeGreaterThanOrEqual(14);
    expect(count(sets.p35, caught, 'command')).toBeGreaterThanOrEqual(11);
    expect(count(sets.p37, caught, 'foreign')).toBeGreaterThanOrEqual(20);
  });

  it('rejects no more safe rows than the session start did', () => {
    const rejected = (rows: readonly Row[]) => count(rows, (r) => r.label === 0 && out.get(r.id)!.response.status === 'rejected');
    expect(rejected(sets.p33)).toBeLessThanOrEqual(5);
    expect(rejected(sets.p35)).toBeLessThanOrEqual(2);
    expect(rejected(sets.p37)).toBeLessThanOrEqual(2);
  });
});
