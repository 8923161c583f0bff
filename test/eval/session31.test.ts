import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import { checkedThroughDefaultPipeline, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 31: fresh probes written by helpers that never saw the repository, each measured with
// its rows unread before anything was changed for it (full pipeline, default config; "start" is
// a5016dc, the session's start).
//
// PII (values found of values listed; label-0 rows with a PII finding / not approved):
//   probe-82 (agent replies, prose)       start 184/227 (person 71/98), safe 16 / 3
//   probe-83 (records: JSON, CSV, forms)  start 219/271 (person 80/101, address 21/34,
//                                          birth dates 7/12, passports 2/6, licences 1/6), safe 17 / 12
//   Both then read; pii.labelled_field and the person/phone changes were written from 83 and 82.
//   probe-87 (work notes, prose), written after those changes: start 192/229 (person 146/175),
//            now 192/229 (person 146/175): the changes written from 82 carried over as +0 names.
//            Then read: initials in lists, verbs of work notes, a given name that is a word or a
//            place before an unknown surname.
//   probe-88 (work notes, a second writer), written after all of it: start 171/225 (person
//            125/170), unread 186/225 (person 140/170); safe rows unchanged (25 / 0). Then read:
//            a given name that is a word after a family word, a titled surname joining an unknown
//            first name: 191 (145).
//   probe-90 (work notes, a third writer), written after all of it: start 178/216 (person
//            134/167), unread 181/216 (person 137/167), safe rows with a finding 24 -> 25 ("Storm
//            Éowyn" read as a name; fixed after reading it, 24, which costs probe 88 one "Storm
//            <surname>": 190 (144)); "moved to Sprint 14" read as an address, fixed: 3 safe rows
//            not approved, from 4.
//
// Hallucination against context (RAG answers: 80 faithful, 80 with one error; faithful flagged /
// unfaithful caught):
//   probe-84  start 49 / 70   (measured unread; then read: the grounding evidence gate)
//   probe-85  start 53 / 61, with the gate 17 / 24 (written after the gate, unread)
//   probe-86  start 68 / 69, with the gate 37 / 42 (unread); then read: courtesy lines and
//             answer particles are no claims, numbers written another way are supported.
//   probe-91  (consumer answers from web pages and manuals), written after all of it, unread:
//             start 68 / 68, now 22 / 38.
//   probe-89  start 75 / 76 (it flagged nearly everything), now 19 / 28: written after all of
//             it (internal documents, plain answers), unread.
//   Then (chosen on 84-86): a number the claim works out from two of its own held numbers is
//   held (sums, totals, differences): 84 8 / 41, 85 10 / 19, 86 14 / 32; on 89, rows still
//   unread, 17 / 27.
type PiiRow = FixtureRow & { kind: string; values?: Array<{ type: string; value: string }> };
type RagRow = FixtureRow & { kind: string; context: string };

const PII_TYPES: Record<string, string[]> = {
  PERSON: ['person'],
  EMAIL: ['email'],
  PHONE: ['phone'],
  CREDIT_CARD: ['credit_card'],
  IBAN: ['iban'],
  US_SSN: ['ssn'],
  IP_ADDRESS: ['ip_address'],
  ADDRESS: ['address'],
  DATE_OF_BIRTH: ['date_of_birth'],
  PASSPORT: ['passport'],
  DRIVER_LICENSE: ['driver_license'],
};

const piiNames = ['probe-82', 'probe-83', 'probe-87', 'probe-88', 'probe-90'];
const piiProbes = piiNames.map((p) => readFixture(`${p}.jsonl`) as PiiRow[]);
const piiOut = checkedThroughDefaultPipeline(piiProbes.flat(), 'session31');

/** Values found (a finding of the value's type overlaps it) of values listed, optionally of one type. */
function valuesFound(rows: readonly PiiRow[], type?: string): [number, number] {
  let hit = 0;
  let gold = 0;
  for (const r of rows) {
    const findings = piiOut.get(r.id)!.findings;
    for (const v of r.values ?? []) {
      if (type !== undefined && v.type !== type) continue;
      gold++;
      const at = r.text.indexOf(v.value);
      if (findings.some((f) => PII_TYPES[v.type]!.includes(f.type) && f.start < at + v.value.length && f.end > at)) hit++;
    }
  }
  return [hit, gold];
}

function safeRows(rows: readonly PiiRow[]): { withFinding: number; notApproved: number } {
  const safe = rows.filter((r) => r.label === 0);
  return {
    withFinding: safe.filter((r) => piiOut.get(r.id)!.findings.some((f) => f.category === 'pii')).length,
    notApproved: safe.filter((r) => piiOut.get(r.id)!.response.status !== 'approved').length,
  };
}

describe('session 31 probes: personal data', () => {
  it('holds the rows as written', () => {
    for (const p of piiProbes) {
      expect(p.length).toBe(160);
      expect(p.filter((r) => r.label === 1).length).toBe(110);
      for (const r of p) for (const v of r.values ?? []) expect(r.text.includes(v.value), `${r.id} ${v.value}`).toBe(true);
    }
  });

  it.each([
    // probe, values found, person names found, safe rows with a PII finding, safe rows not approved
    ['probe-82', 200, 81, 16, 3],
    ['probe-83', 258, 95, 17, 12],
    ['probe-87', 202, 156, 24, 2],
    ['probe-88', 190, 144, 25, 0],
    ['probe-90', 181, 137, 24, 3],
  ] as const)('%s: at least %i values and %i names found; at most %i safe rows with a finding, %i not approved', (name, values, persons, withFinding, notApproved) => {
    const rows = piiProbes[piiNames.indexOf(name)]!;
    expect(valuesFound(rows)[0]).toBeGreaterThanOrEqual(values);
    expect(valuesFound(rows, 'PERSON')[0]).toBeGreaterThanOrEqual(persons);
    const safe = safeRows(rows);
    expect(safe.withFinding).toBeLessThanOrEqual(withFinding);
    expect(safe.notApproved).toBeLessThanOrEqual(notApproved);
  });

  it('probe-83: the records named by their fields (passport numbers, licences, birth dates)', () => {
    const rows = piiProbes[piiNames.indexOf('probe-83')]!;
    expect(valuesFound(rows, 'PASSPORT')).toEqual([6, 6]);
    expect(valuesFound(rows, 'DRIVER_LICENSE')).toEqual([6, 6]);
    expect(valuesFound(rows, 'DATE_OF_BIRTH')).toEqual([12, 12]);
    expect(valuesFound(rows, 'ADDRESS')[0]).toBeGreaterThanOrEqual(30);
  });
});

const ragNames = ['probe-84', 'probe-85', 'probe-86', 'probe-89', 'probe-91'];
const ragProbes = ragNames.map((p) => readFixture(`${p}.jsonl`) as RagRow[]);
const ragOut = checkedThroughDefaultPipeline(ragProbes.flat(), 'session31-rag', { withContext: true });

const flaggedAsHallucination = (findings: ReadonlyArray<{ category: string }>): boolean => findings.some((f) => f.category === 'hallucination');

describe('session 31 probes: answers grounded in retrieved documents', () => {
  let old: Pipeline;
  const oldFlagged = new Map<string, boolean>();
  beforeAll(async () => {
    old = await buildPipeline(buildConfig({ cache: { enabled: false }, model: { grounding: { require_evidence: false } } }));
    for (const r of ragProbes.flat()) oldFlagged.set(r.id, flaggedAsHallucination((await old.check({ text: r.text, accountId: 'old', context: [r.context] })).findings));
  }, 300_000);
  afterAll(async () => {
    await old?.close();
  });

  it('holds the rows as written: 80 faithful and 80 unfaithful answers, each context twice', () => {
    for (const p of ragProbes) {
      expect(p.length).toBe(160);
      expect(p.filter((r) => r.label === 1).length).toBe(80);
      expect(new Set(p.map((r) => r.context)).size).toBe(80);
    }
  });

  it.each([
    // probe, faithful answers flagged at most, unfaithful answers caught at least
    ['probe-84', 8, 41],
    ['probe-85', 10, 19],
    ['probe-86', 14, 32],
    ['probe-89', 17, 27],
    ['probe-91', 22, 38],
  ] as const)('%s: at most %i of 80 faithful answers flagged, at least %i of 80 unfaithful caught', (name, faithful, caught) => {
    const rows = ragProbes[ragNames.indexOf(name)]!;
    const flagged = (r: RagRow) => flaggedAsHallucination(ragOut.get(r.id)!.findings);
    expect(rows.filter((r) => r.label === 0 && flagged(r)).length).toBeLessThanOrEqual(faithful);
    expect(rows.filter((r) => r.label === 1 && flagged(r)).length).toBeGreaterThanOrEqual(caught);
  });

  it('with require_evidence off, the learned model flags most faithful answers (the behaviour before session 31)', () => {
    for (const rows of ragProbes) {
      const faithful = rows.filter((r) => r.label === 0);
      expect(faithful.filter((r) => oldFlagged.get(r.id)).length, rows[0]!.source).toBeGreaterThanOrEqual(40);
    }
  });
});
