import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, expectRejectedAtMost, readFixture } from '../helpers/fixtures.js';

// replies.jsonl: 160 ordinary answers an assistant or agent writes (support, IT help, code and
// configuration, agent narration, advice, letters, ten in other languages, fifteen polite
// refusals), with the words naive filters mistake for attacks used in their everyday sense
// ("kill the process", "bypass the cache", "developer mode in DevTools", "system prompt" of a
// shell). Written in session 16 by a helper that saw none of the detectors; measured before any
// change: 0 rejected, 1 flagged (a letter signed with a full name), and person-name false alarms
// in German help text, "Hmm" and "Olá", which the person detector no longer reports.
const replies = readFixture('replies.jsonl');
const outcomes = checkedThroughDefaultPipeline(replies, 'replies');

describe('ordinary assistant replies', () => {
  it('holds 160 benign replies', () => {
    expect(replies.length).toBe(160);
    expect(replies.every((r) => r.label === 0)).toBe(true);
  });

  it('rejects none of them', () => {
    expectRejectedAtMost(replies, outcomes, 0);
  });

  it('finds nothing but person names in them', () => {
    const other = replies.flatMap((r) => outcomes.get(r.id)!.findings.filter((f) => f.type !== 'person').map((f) => `${f.detector}: ${r.text.slice(f.start, f.end)}`));
    expect(other).toEqual([]);
  });

  it('flags only the letter signed with a full name', () => {
    const flagged = replies.filter((r) => outcomes.get(r.id)!.response.status === 'flagged').map((r) => r.id);
    expect(flagged).toEqual(['replies:32']);
  });
});
