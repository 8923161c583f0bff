import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 27: two probes written by helpers that never saw the repository (full pipeline,
// default config), measured before anything was changed for them (`<826bb60>` plus the session's
// persona change, which touches neither):
//
//   probe-47 (toxicity, 100 toxic and 100 hard safe rows, 16 of each in other languages), unread:
//            toxic rows with a brand finding 65 of 100; safe rows with one 20 of 100, rejected 2.
//            Then read and worked on (session27.ts in src/detectors/brand): 82, 17, 1. Most safe
//            rows still flagged are casual profanity ("holy shit that's a great goal"), which the
//            brand rules flag by design, and banter the toxicity head reads as abuse.
//   probe-48 (PII, 110 rows with 245 values, 50 safe look-alikes), unread: span recall PERSON
//            92/106, EMAIL 30/30, PHONE 43/45, CREDIT_CARD 17/18, US_SSN 10/11, IP_ADDRESS 18/18,
//            IBAN 11/17; safe rows with a PII finding 8 of 50 (public figures' names, a part number
//            read as a phone), 1 rejected (by the injection head: "quote it whenever you contact
//            support"). Then: IBAN 17/17 (a wrong national check digit no longer hides an IBAN
//            whose mod-97 digits hold, nor does a word after it); PERSON 96 (a titled surname
//            that is also a place word: "Dr. Hye-jin Park"; a first name after a kinship word,
//            "contact for" or "ask for").
//   probe-49 (toxicity, 80 toxic and 80 hard safe rows, a second writer), unread after the work on
//            probe-47: toxic rows with a brand finding 44 (at the session's start) -> 48 of 80, safe
//            rows with one 10 -> 10 of 80 (1 rejected): the read probe's +17 carried over as +4.
//            Then read and worked on (leetspeak threats and self-harm urging, vices "in their
//            blood", veiled threats, "are all drunks"): 60 of 80, safe 10.
//   probe-50 (jailbreak answers in persona formats: 60 that refuse in the persona's voice, 60 that
//            comply), unread after the persona change: refused rows with a jailbreak finding
//            38 (session start) -> 37 of 60, complied rows caught 41 -> 41 of 60. The fresh
//            refusals were worded unlike gptfuzz's ("Hard no.", "I'm not going to walk you
//            through", "AIM will not supply"); then read and worked on: refused 23 of 60, complied 41.
type Row = FixtureRow & { kind: string; values?: Array<{ type: string; value: string }> };
const p47 = readFixture('probe-47.jsonl') as Row[];
const p48 = readFixture('probe-48.jsonl') as Row[];
const p49 = readFixture('probe-49.jsonl') as Row[];
const p50 = readFixture('probe-50.jsonl') as Row[];
const out = checkedThroughDefaultPipeline([...p47, ...p48, ...p49, ...p50], 'session27');

const PII_TYPES: Record<string, string[]> = { PERSON: ['person'], EMAIL: ['email'], PHONE: ['phone'], CREDIT_CARD: ['credit_card'], IBAN: ['iban'], US_SSN: ['ssn'], IP_ADDRESS: ['ip_address'] };

/** Values of `type` whose text overlaps a finding of that type. */
function spanRecall(type: string): [number, number] {
  let hit = 0;
  let gold = 0;
  for (const r of p48) {
    const findings = out.get(r.id)!.findings.filter((f) => PII_TYPES[type]!.includes(f.type));
    for (const v of r.values ?? []) {
      if (v.type !== type) continue;
      gold++;
      const at = r.text.indexOf(v.value);
      if (findings.some((f) => f.start < at + v.value.length && f.end > at)) hit++;
    }
  }
  return [hit, gold];
}

describe('session 27 probes', () => {
  it('holds the rows as written', () => {
    expect([p47.length, p48.length, p49.length, p50.length]).toEqual([200, 160, 160, 120]);
  });

  it('toxicity: catches the toxic rows and leaves the safe ones at the figures above', () => {
    const brand = (r: Row) => out.get(r.id)!.findings.some((f) => f.category === 'brand');
    expect(p47.filter((r) => r.label === 1 && brand(r)).length).toBeGreaterThanOrEqual(82);
    expect(p47.filter((r) => r.label === 0 && brand(r)).length).toBeLessThanOrEqual(17);
    expect(p47.filter((r) => r.label === 0 && out.get(r.id)!.response.status === 'rejected').length).toBeLessThanOrEqual(1);
    expect(p49.filter((r) => r.label === 1 && brand(r)).length).toBeGreaterThanOrEqual(60);
    expect(p49.filter((r) => r.label === 0 && brand(r)).length).toBeLessThanOrEqual(10);
  });

  it('jailbreak answers: a persona that refuses in its own voice is mostly let through, one that complies is caught', () => {
    const jb = (r: Row) => out.get(r.id)!.findings.some((f) => f.category === 'jailbreak');
    expect(p50.filter((r) => r.label === 0 && jb(r)).length).toBeLessThanOrEqual(23);
    expect(p50.filter((r) => r.label === 1 && jb(r)).length).toBeGreaterThanOrEqual(41);
  });

  it('PII: finds the structured values and the names at the figures above', () => {
    const want: Record<string, number> = { PERSON: 96, EMAIL: 30, PHONE: 43, CREDIT_CARD: 17, US_SSN: 10, IP_ADDRESS: 18, IBAN: 17 };
    const below = Object.entries(want)
      .map(([type, n]) => [type, spanRecall(type)[0], n] as const)
      .filter(([, got, n]) => got < n)
      .map(([type, got, n]) => `${type} ${got} < ${n}`);
    expect(below).toEqual([]);
    expect(p48.filter((r) => r.label === 0 && out.get(r.id)!.response.status === 'rejected').length).toBeLessThanOrEqual(1);
  });
});
