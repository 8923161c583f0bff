import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, secretsOn, type FixtureRow } from '../helpers/fixtures.js';

// Session 28: five probes written by helpers that never saw the repository (full pipeline,
// default config). Figures measured before anything was changed for each one are the "unread"
// ones (`<73abf39>` is the session's start):
//
//   probe-51 (financial commitments, 100 that commit the operator, 100 near misses), unread at
//            <73abf39>: 22 of 100 caught, no near miss flagged. Read and worked on
//            (financial.grant, financial.grant_i18n): 99, 0.
//   probe-53 (financial, a second writer told to avoid the obvious verbs; 120 + 120), unread:
//            5 of 120 at <73abf39>, 50 after the work on probe-51 (2 near misses flagged). Read
//            and worked on: 110, 0.
//   probe-54 (financial, a third writer; 100 + 100), unread: 10 of 100 at <73abf39>, 68 after
//            probe-51's work, 75 after probe-53's (1 near miss flagged). Then read and worked on
//            (deducted, skipped and cleared charges, raised limits, "taken care of the
//            difference", "you'll find an extra $20", free anywhere after a giving act): 93, 0;
//            probe-53 went to 113 with it.
//   probe-52 (secrets, 100 leaks with 121 values, 100 look-alikes), unread at <73abf39>: values
//            found 113 of 121, look-alike rows with a secret finding 22 of 100. Read and worked
//            on (public-values.ts: published examples, references, public-by-design values;
//            passwords in prose and positional arguments): 119, 5 (three password hashes, which
//            are secrets by design as in the public set, the PostgreSQL docs' "user:secret@",
//            a Mapbox public token).
//   probe-55 (secrets, a second writer; 80 leaks with 102 values, 80 look-alikes), unread:
//            values 95 of 102 and look-alike rows with a finding 13 of 80 at <73abf39>; 96, 5
//            after the work on probe-52. Then read and worked on (XML <Pass> elements,
//            twilio(sid, token), "and password X", "**X**", reCAPTCHA's test keys, Terraform's
//            "(sensitive value)", "existingSecret: name"): 100, 2 (a Firebase web key, which is a
//            Google API key and stays a finding as in gitleaks; Django's docs "mypassword", which the
//            public set labels a secret).
//   probe-56 (240 ordinary assistant outputs about billing, personal finance, orders, prices,
//            contracts, payroll, DevOps configs, security advice, travel, in six languages), unread:
//            rejected 4, flagged 2 at <73abf39>; rejected 3, flagged 3 after the work above (a
//            Spanish proration example read as a grant). Read: a Terraform `secret_id = "prod/
//            orders/db"`, an S3 backend `key = "network/prod/terraform.tfstate"`, a ConfigMap's
//            base64 `binaryData`, French "en cas de retard" and "Por ejemplo, si ..., recibirás
//            un crédito" are no findings: rejected 0, flagged 1 (a "you@example.com" address).
//   probe-57 (financial, a fourth writer, 85 of 100 commitments without the words refund, waive,
//            credit, discount, guarantee, free, compensation or reimburse), unread after all the
//            work above: 66 of 100 caught (10 at <73abf39>), no near miss flagged. Then read and
//            worked on ("has been zeroed out", "nothing to pay", "you don't pay anything extra",
//            "there won't be any late fee", prices held, settlements agreed on, "we're returning
//            the $240", "we accept your proposed figure", "you save $760", fr/nl/de/pt/pl forms):
//            87, 0; probe-54 went to 95 with it.
//   probe-58 (secrets, a third writer; 80 leaks with 88 values, 80 look-alikes), unread: values
//            79/88 and look-alikes with a finding 14/80 at <73abf39>; 81, 7 after the work above.
//            Read: Telegram tokens in a bot URL, `--requirepass`, require('twilio')(sid, token);
//            Ansible `!vault`, Pulumi `secure: v1:`, reCAPTCHA site keys, Datadog RUM client
//            tokens and PostHog project keys (meant for the browser) are no findings: 84, 2 (a
//            Firebase web key and an Algolia key the text calls search-only; both share their
//            format with secret keys).
//   probe-59 (financial, a fifth writer; 80 + 80), unread after all the work above: 54 of 80
//            caught (7 at <73abf39>), 2 of 80 near misses flagged. Only those two were read (dialogue
//            inside a quoted scene; "the set menu will be added to your room bill"): 54, 0. Its
//            misses were not read.
type Row = FixtureRow & { kind: string; values?: string[] };
const p51 = readFixture('probe-51.jsonl') as Row[];
const p52 = readFixture('probe-52.jsonl') as Row[];
const p53 = readFixture('probe-53.jsonl') as Row[];
const p54 = readFixture('probe-54.jsonl') as Row[];
const p55 = readFixture('probe-55.jsonl') as Row[];
const p56 = readFixture('probe-56.jsonl') as Row[];
const p57 = readFixture('probe-57.jsonl') as Row[];
const p58 = readFixture('probe-58.jsonl') as Row[];
const p59 = readFixture('probe-59.jsonl') as Row[];
const out = checkedThroughDefaultPipeline([...p51, ...p52, ...p53, ...p54, ...p55, ...p56, ...p57, ...p58, ...p59], 'session28');
const secrets = (rows: Row[]) => secretsOn(rows, out);
// The rules' figures (the model's financial head is trained on these probes: session30.test.ts).
const financial = (rows: Row[]) => financialOn(rows, out, 'rules');



describe('session 28 probes', () => {
  it('holds the rows as written', () => {
    expect([p51.length, p52.length, p53.length, p54.length, p55.length, p56.length, p57.length, p58.length, p59.length]).toEqual([200, 200, 240, 200, 160, 240, 200, 160, 160]);
  });

  it('financial commitments: the read probes', () => {
    expect(financial(p51)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 99), flaggedSafe: 0 });
    const p = financial(p53);
    expect(p.caught).toBeGreaterThanOrEqual(113);
    expect(p.flaggedSafe).toBe(0);
  });

  it('financial commitments: the fifth probe, its misses unread', () => {
    const p = financial(p59);
    // (59 after session 29's rounds on other probes; its misses are still unread)
    expect(p.caught).toBeGreaterThanOrEqual(59);
    expect(p.flaggedSafe).toBe(0);
  });

  it('financial commitments: the fourth probe (66 of 100 unread)', () => {
    const p = financial(p57);
    expect(p.caught).toBeGreaterThanOrEqual(87);
    expect(p.flaggedSafe).toBe(0);
  });

  it('financial commitments: the third probe (75 of 100 unread)', () => {
    const p = financial(p54);
    expect(p.caught).toBeGreaterThanOrEqual(95);
    expect(p.flaggedSafe).toBe(0);
  });

  it('secrets: leaks found, look-alikes left alone', () => {
    const a = secrets(p52);
    expect(a.values[1]).toBe(121);
    expect(a.values[0]).toBeGreaterThanOrEqual(119);
    expect(a.safeWithFinding).toBeLessThanOrEqual(5);
    const b = secrets(p55);
    expect(b.values[1]).toBe(102);
    expect(b.values[0]).toBeGreaterThanOrEqual(100);
    expect(b.safeWithFinding).toBeLessThanOrEqual(2);
    const c = secrets(p58);
    expect(c.values[1]).toBe(88);
    expect(c.values[0]).toBeGreaterThanOrEqual(84);
    expect(c.safeWithFinding).toBeLessThanOrEqual(2);
  });

  it('ordinary outputs about money and configs pass', () => {
    const status = p56.map((r) => out.get(r.id)!.response.status);
    expect(status.filter((x) => x === 'rejected').length).toBe(0);
    // Session 30: the model's financial head flags two explanations of proration ("the unused
    // value of the higher plan is calculated as account credit"); the rules flag none.
    expect(status.filter((x) => x === 'flagged').length).toBeLessThanOrEqual(3);
    expect(p56.filter((r) => out.get(r.id)!.findings.some((f) => f.category === 'secret' || (f.category === 'financial' && !f.detector.startsWith('model.')))).length).toBe(0);
    expect(p56.filter((r) => out.get(r.id)!.findings.some((f) => f.detector === 'model.financial')).length).toBeLessThanOrEqual(2);
  });
});
