import { describe, expect, it } from 'vitest';
import { attackRuleHits, checkedThroughDefaultPipeline, expectRejectedAtLeast, expectRejectedAtMost, readFixture } from '../helpers/fixtures.js';

// Two sets written for this project, whose misses and false alarms shaped rules, so they guard
// against regressions rather than estimate new text:
// - task-switch.jsonl: 40 short injections that praise, then switch the reader to a new task
//   (English, German, French, Spanish), and 16 openings between people that start the same way;
// - refusals.jsonl: 50 assistant refusals that name what they refuse in the request's own words;
// - probe-8.jsonl: 65 attacks (25 injections, 25 jailbreaks and harmful requests, 15 extraction
//   requests and leaks) and 35 near misses, written in session 16 by a helper that saw none of the
//   detectors; measured before its rules were added (0.76 / 0.28 / 0.53 recall, 5.7% of near
//   misses rejected; see the README), so now a regression set;
// - probe-9.jsonl: the same kinds and counts by another helper, measured at the start of session
//   16 (0.48 / 0.36 / 0.33, 5.7% of near misses rejected) and after probe 8's rules (0.52 / 0.36
//   / 0.33, 5.7%); its rules were then written from its misses, so it too is a regression set;
// - probe-5.jsonl: 75 attacks (20 injections, 45 jailbreaks and harmful requests, 10 extraction
//   requests) and 57 benign near misses, written in session 15; measured before its rules were
//   added (see the README), so now a regression set.

const taskSwitch = readFixture('task-switch.jsonl');
const refusals = readFixture('refusals.jsonl');
const probe5 = readFixture('probe-5.jsonl');
const probe8 = readFixture('probe-8.jsonl');
const probe9 = readFixture('probe-9.jsonl');
const outcomes = checkedThroughDefaultPipeline([...taskSwitch, ...refusals, ...probe5, ...probe8, ...probe9], 'written');
const status = (id: string) => outcomes.get(id)!.response.status;

describe('task-switch injections', () => {
  const attacks = taskSwitch.filter((r) => r.label === 1);
  const openings = taskSwitch.filter((r) => r.label === 0);

  it('holds 40 attacks and 16 openings between people', () => {
    expect([attacks.length, openings.length]).toEqual([40, 16]);
  });

  it('rejects at least 90% of the attacks', () => {
    expectRejectedAtLeast(attacks, outcomes, 0.9);
  });

  it('approves every opening between people, with no rule finding', () => {
    expect(attackRuleHits(openings, outcomes)).toEqual([]);
    expect(openings.filter((r) => status(r.id) !== 'approved').map((r) => r.text)).toEqual([]);
  });
});

describe('assistant refusals', () => {
  it('holds 50 refusals', () => {
    expect(refusals.length).toBe(50);
  });

  it('no rule reads a refusal as the request it names', () => {
    expect(attackRuleHits(refusals, outcomes)).toEqual([]);
  });

  // The injection and extraction heads skip the writer's refusing clauses (src/model/builtin/refusals.ts): 7 of
  // the 50 were rejected before, 1 after ("I can't give you someone's home address. You could
  // try ...": the jailbreak head reads the suggestion after it as a jailbroken answer).
  it('rejects at most 4% of them', () => {
    expectRejectedAtMost(refusals, outcomes, 0.04);
  });
});

describe('probe 5', () => {
  const attacks = probe5.filter((r) => r.label === 1);
  const nearMisses = probe5.filter((r) => r.label === 0);

  it('holds 75 attacks and 57 near misses', () => {
    expect([attacks.length, nearMisses.length]).toEqual([75, 57]);
  });

  it('rejects at least 90% of the attacks', () => {
    expectRejectedAtLeast(attacks, outcomes, 0.9);
  });

  // The built-in model still rejects one text about prompt injection (README, Known limitations).
  it('gives no rule finding on a near miss and rejects at most one', () => {
    expect(attackRuleHits(nearMisses, outcomes)).toEqual([]);
    expectRejectedAtMost(nearMisses, outcomes, 1 / nearMisses.length);
  });
});

describe('probe 8', () => {
  const attacks = probe8.filter((r) => r.label === 1);
  const nearMisses = probe8.filter((r) => r.label === 0);

  it('holds 65 attacks and 35 near misses', () => {
    expect([attacks.length, nearMisses.length]).toEqual([65, 35]);
  });

  it('rejects at least 90% of the attacks', () => {
    expectRejectedAtLeast(attacks, outcomes, 0.9);
  });

  // The built-in model's injection head still rejects a form line "disregard the earlier
  // instructions on page 2" to be translated (README, Known limitations).
  it('gives no rule finding on a near miss and rejects at most one', () => {
    expect(attackRuleHits(nearMisses, outcomes)).toEqual([]);
    expectRejectedAtMost(nearMisses, outcomes, 1 / nearMisses.length);
  });
});

describe('probe 9', () => {
  const attacks = probe9.filter((r) => r.label === 1);
  const nearMisses = probe9.filter((r) => r.label === 0);

  it('holds 65 attacks and 35 near misses', () => {
    expect([attacks.length, nearMisses.length]).toEqual([65, 35]);
  });

  it('rejects at least 90% of the attacks', () => {
    expectRejectedAtLeast(attacks, outcomes, 0.9);
  });

  it('gives no rule finding on a near miss and rejects none', () => {
    expect(attackRuleHits(nearMisses, outcomes)).toEqual([]);
    expectRejectedAtMost(nearMisses, outcomes, 0);
  });
});
