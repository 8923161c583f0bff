import { describe, expect, it } from 'vitest';
import { checkedThroughDefaultPipeline, financialOn, readFixture, secretsOn, type FixtureRow } from '../helpers/fixtures.js';

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
//   probe-62 (secrets, a fifth writer; 80 leaks with 109 values, half from less common providers,
//            half without a prefix: cookies, signed URLs, recovery codes, keys in calls; 80
//            look-alikes: JWKS, encrypted blobs, publishable keys, env-var names), unread: values
//            81 of 109, look-alikes with a finding 15 of 80 at <ffe9063>; 84, 15 after the work
//            on probe-60. Read and worked on (secrets.in_context; typed declarations; Asana; DBI;
//            and the look-alikes named in public-values.ts): 106, 2 (a bcrypt fixture; a Mapbox pk.).
//   probe-63 (financial, a seventh writer; 80 + 80), unread: 57 of 80 caught, 3 of 80 near misses
//            flagged at <ffe9063> AND after the work on probe-61 (that round carried nothing to this
//            writer). Read and worked on ("absorb the increase", "comped", "$X works for us", "we'd
//            like to offer you ... at a base of", "bring you on at $32/hour", "your account will
//            receive a $25 ... payment", "happy to renew at", "restored to your account", "you have
//            been awarded", hedges read in the writer's own part of the clause, translations in
//            « » and „ “ as quotations): 78, 0.
//   probe-64 (secrets, a sixth writer, internal-tools scenario; 80 leaks with 99 values, 80
//            look-alikes), unread: values 86 of 99, look-alikes with a finding 10 of 80 at
//            <ffe9063>; 88, 9 after the work on probes 60 and 62. Read and worked on (plists, Wi-Fi
//            PSKs, .pgpass, OpenVPN static keys, HAR/Postman records, Alibaba key pairs, "pw X";
//            interpolations, subscripts, fingerprints, empty .env values, identifier keys, Jasypt):
//            98, 2 (a Mapbox pk.; a SealedSecret value far below its encryptedData: line).
//   probe-65 (financial, an eighth writer, unusual settings: vets, funerals, marinas, logistics,
//            B2B SOWs...; 80 + 80), unread: 49 of 80 caught, 2 near misses flagged at <ffe9063>;
//            53, 1 after the work on probes 61 and 63. Read and worked on: 76, 0. Probe-59's
//            unread misses went from 55 to 59 with this round.
//   probe-67 (financial, a ninth writer, chat voices: lowercase shorthand, emoji, terse ops notes,
//            commitments buried in long emails, markdown lists and tables; 80 + 80), unread: 21 of
//            80 caught, 2 near misses flagged at <ffe9063>; 26, 0 after the work on probes 61, 63
//            and 65. Read and worked on (subject-less headlines "fee reversed", "limit bumped to
//            5k", "+300 pts added"; "40 back on ur card"; "tossed 500 coins in ur wallet";
//            "im gonna eat that fee"; amounts as "2 grand", "5k"; then its long emails: "frozen",
//            "keep your price at", "accept that rate", "confirm a base salary", any act "at no
//            additional charge", the full amount returned, terms extended, a trade line increased):
//            57, 0 (59 after the last fixes). Tables, third parties ("management will reduce") and "u pay 1,050 not 2,100"
//            are still missed.
//   probe-66 (secrets, a seventh writer, forum-style answers in many languages incl. Elixir, COBOL,
//            MicroPython, Gradle; 80 leaks with 85 values, 80 look-alikes), unread: values 77 of
//            85, look-alikes with a finding 14 of 80 at <ffe9063>; 79, 11 after the work on probes
//            60, 62 and 64. Read and worked on (appid= in URLs, Gradle storePassword, wlan/WiFi and
//            MQTT connect calls, COBOL VALUE; KMS ciphertexts, SSH public keys, Stripe object ids,
//            encrypted envelopes, names like secret_store/password_policy, credentials:edit,
//            fetch_env!(...)): 85, 1 (a bcrypt hash).
//   probe-69 (financial, a tenth writer: support replies, chat, emails, bullet notes and call
//            transcripts in under-represented trades; 80 + 80), unread: 44 of 80, 3 near misses
//            flagged at <ffe9063>; 47, 2 after all the rounds above. Read and worked on (list items
//            "fee ...: removed", organisations speaking as the operator, transcripts' speakers,
//            "let the print go for", "we will not charge the fee", "30% reduction", "keep it at $640"): 60, 0.
//   probe-68 (secrets, an eighth writer: an agent with tools reporting what it ran and found;
//            80 leaks with 100 values, 80 look-alikes), unread: values 81 of 100, look-alikes with
//            a finding 16 of 80 at <ffe9063>; 83, 11 after all the secrets rounds above. Read and
//            worked on (credential columns of psql/mysql/markdown tables and SQL INSERTs,
//            cookies.txt, ldapsearch -w, X-Amz-Security-Token, recovery-codes files; KMS
//            ciphertexts, SCRAM verifiers, wg peers, masked values, name:path references): 99, 6
//            (five rows of password hashes, which stay findings as in the public set).
//   probe-71 (financial, an eleventh writer, "a random sample of real messages"), unread: 50 of
//            80 caught, 4 near misses flagged at <ffe9063>; 58 caught, 5 flagged after every round
//            above. Only the five false alarms were read (a hedge before a dash, a hypothetical
//            "if we held the rate", a past-tense rule, "I'd love to ..., but only the manager can",
//            a rule "if the balance is cleared" that the old phrase rules already flagged): 58, 0
//            after the work. Its misses are unread.
//   probe-70 (secrets, a ninth writer, "a random sample of assistant output"; 80 leaks with 87
//            values, 80 look-alikes), unread: values 81 of 87, look-alikes with a finding 13 of 80
//            at <ffe9063>; **85, 7 after every secrets round above**. Read and worked on (Postfix
//            sasl_passwd, []byte("...") keys; OAuth state/nonce and PKCE challenges, mock and test
//            values, "hunter2" and xkcd's passphrase): 87, 4 (an argon2 and a bcrypt fixture, a
//            Mapbox pk., a passphrase-encrypted private key).
type Row = FixtureRow & { kind: string; values?: string[] };
const p60 = readFixture('probe-60.jsonl') as Row[];
const p61 = readFixture('probe-61.jsonl') as Row[];
const p62 = readFixture('probe-62.jsonl') as Row[];
const p63 = readFixture('probe-63.jsonl') as Row[];
const p64 = readFixture('probe-64.jsonl') as Row[];
const p65 = readFixture('probe-65.jsonl') as Row[];
const p67 = readFixture('probe-67.jsonl') as Row[];
const p66 = readFixture('probe-66.jsonl') as Row[];
const p69 = readFixture('probe-69.jsonl') as Row[];
const p68 = readFixture('probe-68.jsonl') as Row[];
const p71 = readFixture('probe-71.jsonl') as Row[];
const p70 = readFixture('probe-70.jsonl') as Row[];
const out = checkedThroughDefaultPipeline([...p60, ...p61, ...p62, ...p63, ...p64, ...p65, ...p66, ...p67, ...p68, ...p69, ...p70, ...p71], 'session29');
const secrets = (rows: Row[]) => secretsOn(rows, out);
// The rules' figures (the model's financial head is trained on these probes: session30.test.ts).
const financial = (rows: Row[]) => financialOn(rows, out, 'rules');


describe('session 29 probes', () => {
  it('holds the rows as written', () => {
    expect([p60.length, p61.length, p62.length, p63.length, p64.length, p65.length]).toEqual([200, 160, 160, 160, 160, 160]);
    expect(p60.filter((r) => r.label === 1).flatMap((r) => r.values ?? []).length).toBe(107);
  });

  it('secrets: leaks found, look-alikes left alone (probe-60, probe-62)', () => {
    const a = secrets(p60);
    expect(a.values[1]).toBe(107);
    expect(a.values[0]).toBeGreaterThanOrEqual(106);
    expect(a.safeWithFinding).toBeLessThanOrEqual(2);
    const b = secrets(p62);
    expect(b.values[1]).toBe(109);
    expect(b.values[0]).toBeGreaterThanOrEqual(106);
    expect(b.safeWithFinding).toBeLessThanOrEqual(2);
    const f = secrets(p70);
    expect(f.values).toEqual([87, 87]);
    expect(f.safeWithFinding).toBeLessThanOrEqual(4);
    const e = secrets(p68);
    expect(e.values[1]).toBe(100);
    expect(e.values[0]).toBeGreaterThanOrEqual(99);
    expect(e.safeWithFinding).toBeLessThanOrEqual(6);
    const d = secrets(p66);
    expect(d.values).toEqual([85, 85]);
    expect(d.safeWithFinding).toBeLessThanOrEqual(1);
    const c = secrets(p64);
    expect(c.values[1]).toBe(99);
    expect(c.values[0]).toBeGreaterThanOrEqual(98);
    expect(c.safeWithFinding).toBeLessThanOrEqual(2);
  });

  it('financial commitments caught, near misses left alone (probe-61, probe-63)', () => {
    expect(financial(p61)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 78), flaggedSafe: 0 });
    expect(financial(p63)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 78), flaggedSafe: 0 });
    expect(financial(p65)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 76), flaggedSafe: 0 });
    expect(financial(p69)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 60), flaggedSafe: 0 });
    expect(financial(p71)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 58), flaggedSafe: 0 });
    expect(financial(p67)).toEqual({ caught: expect.toSatisfy((n: number) => n >= 59), flaggedSafe: 0 });
  });
});
