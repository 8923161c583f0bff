import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, readFixture, type FixtureRow } from '../helpers/fixtures.js';

// Session 29: probes written by helpers that never saw the repository (full pipeline, default
// config). "Unread" figures were measured before anything was changed for the probe
// (`<ffe9063>` is the session's start):
//
//   probe-60 (secrets, a fourth writer; 100 leaks with 107 values over 95 kinds, 100 look-alikes
//            of which 45 assign an expression or a reference to a secret-named variable), unread
//            at <ffe9063>: values found 98 of 107, look-alike rows with a secret finding 8 of 100;
//            7 after the session's first change. Read and worked on (SQL IDENTIFIED BY, Go MySQL
//            DSNs, sshpass -p, net use, ConvertTo-SecureString, C #define, -u/-p across a line
//            continuation; Read-Host, std::env::var(...), snake_case credential variables, UI
//            labels, concatenation after a quote): 106, 2 (a bcrypt hash in a test fixture,
//            which stays a finding as in the public set; a Mapbox pk. token, as in gitleaks). The
//            one value missed is a git-credentials URL on an example.com host.
//   probe-61 (financial commitments, a sixth writer; 80 commitments, 78 of them without the
//            words refund, discount, free, waive, credit or guarantee; 80 near misses), unread:
//            51 of 80 caught, 3 of 80 near misses flagged. Read and worked on (rates fixed,
//            charges overridden or struck, "foot the bill", "letting the charge go", "redo it at
//            no charge", interest-free plans, job offers with a salary, net-N terms, "nothing to
//            pay", "at the compact price", "held for you", trade-ins, German "entfällt in Ihrem
//            Fall"; the phrase rules now drop findings inside a quotation or a frame, "we could
//            offer" hedges): 78, 0.
type Row = FixtureRow & { kind: string; values?: string[] };
const p60 = readFixture('probe-60.jsonl') as Row[];
const p61 = readFixture('probe-61.jsonl') as Row[];
const out = checkedThroughDefaultPipeline([...p60, ...p61], 'session29');

describe('session 29 probes', () => {
  it('holds the rows as written', () => {
    expect([p60.length, p61.length]).toEqual([200, 160]);
    expect(p60.filter((r) => r.label === 1).flatMap((r) => r.values ?? []).length).toBe(107);
  });

  it('secrets: leaks found, look-alikes left alone (probe-60)', () => {
    let hit = 0;
    let safeWithFinding = 0;
    for (const r of p60) {
      const found = out.get(r.id)!.findings.filter((f) => f.category === 'secret');
      if (r.label === 0) {
        if (found.length > 0) safeWithFinding++;
        continue;
      }
      for (const v of r.values ?? []) {
        const at = r.text.indexOf(v);
        if (found.some((f) => f.start < at + v.length && f.end > at)) hit++;
      }
    }
    expect(hit).toBeGreaterThanOrEqual(106);
    expect(safeWithFinding).toBeLessThanOrEqual(2);
  });

  it('financial commitments caught, near misses left alone (probe-61)', () => {
    const hit = (r: Row) => out.get(r.id)!.findings.some((f) => f.category === 'financial');
    expect(p61.filter((r) => r.label === 1 && hit(r)).length).toBeGreaterThanOrEqual(78);
    expect(p61.filter((r) => r.label === 0 && hit(r)).length).toBe(0);
  });
});
