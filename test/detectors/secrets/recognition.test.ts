import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { isPlaceholder } from '../../../src/detectors/secrets/entropy.js';
import { createSecretsDetectors } from '../../../src/detectors/secrets/index.js';
import type { Detector } from '../../../src/detectors/types.js';
import { normalize } from '../../../src/pipeline/normalize.js';

const detectors = createSecretsDetectors(buildConfig({}));
function detector(id: string): Detector {
  const d = detectors.find((x) => x.meta.id === id);
  if (!d) throw new Error(`${id} is not built by default`);
  return d;
}
const privateKey = detector('secrets.private_key');
const jwt = detector('secrets.jwt');
const authHeader = detector('secrets.auth_header');
const namedTokens = detector('secrets.named_tokens');
const codeCredentials = detector('secrets.code_credentials');
const saas = detector('secrets.saas_tokens');

function spans(d: Detector, text: string): Array<[number, number]> {
  return d.detect(text, { normalized: normalize(text) }).map((f) => [f.start, f.end]);
}

// Random characters in the PEM / base64url alphabets: made-up key material, not real keys.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const chars = (alphabet: string, min: number, max: number) => fc.array(fc.integer({ min: 0, max: alphabet.length - 1 }), { minLength: min, maxLength: max }).map((xs) => xs.map((i) => alphabet[i]).join(''));
const pemLabel = fc.constantFrom('RSA ', 'EC ', 'OPENSSH ', 'ENCRYPTED ', '');
const pem = fc.tuple(pemLabel, fc.array(chars(B64, 64, 64), { minLength: 1, maxLength: 120 }), chars(B64, 4, 63)).map(([label, lines, last]) => `-----BEGIN ${label}PRIVATE KEY-----\n${[...lines, `${last}=`].join('\n')}\n-----END ${label}PRIVATE KEY-----`);
const token = fc.tuple(chars(B64URL, 10, 480), chars(B64URL, 10, 3000), chars(B64URL, 0, 400)).map(([h, p, s]) => `eyJ${h}.eyJ${p}${s ? `.${s}` : ''}`).filter((t) => !isPlaceholder(t));
// No vowels and no x: random tokens rarely spell a placeholder ("your", "xxx"); the few that do
// ("...") are dropped, as the detectors deliberately ignore placeholders.
const TOKEN = 'BCDFGHJKLMNPQRSTVWYZbcdfghjklmnpqrstvwyz0123456789._~+/-';
// Letters without vowels or x, and digits: random bodies that cannot spell a placeholder word.
const TOKEN_ALNUM = 'BCDFGHJKLMNPQRSTVWYZbcdfghjklmnpqrstvwyz0123456789';
// Password characters: anything but quotes, backslashes and line breaks.
const PASSWORD = 'BCDFGHJKLMNPQRSTVWYZbcdfghjklmnpqrstvwyz0123456789!#%&()*+,-./:;=?@[]^_{|}~';
// The length is drawn first, so long tokens are as likely as short ones.
const sized = (alphabet: string, min: number, max: number) => fc.integer({ min, max }).chain((n) => chars(alphabet, n, n));
const headerToken = fc.tuple(fc.integer({ min: 0, max: 9 }), sized(TOKEN, 11, 1990)).map(([d, rest]) => `${d}${rest}`).filter((t) => !isPlaceholder(t));
const scheme = fc.constantFrom('Authorization: Bearer ', 'Authorization: Basic ', 'authorization: bearer ', 'Authorization: Token ');
const prose = fc.constantFrom('Here it is:\n\n', 'The deploy key follows. ', '');
const after = fc.constantFrom('\n\nKeep it safe.', ' and that is all.', '');

/**
 * The maxMatchLength contract: once `maxMatchLength` characters of a match have arrived, every
 * prefix of the text has a finding from the match's start to the cut (or to its end).
 */
function recognisedFromPrefix(d: Detector, before: string, secret: string, tail: string, cutSeed: number): void {
  const text = `${before}${secret}${tail}`;
  const s = before.length;
  const e = s + secret.length;
  expect(spans(d, text)).toContainEqual([s, e]);
  const from = Math.min(text.length, s + d.meta.maxMatchLength);
  const cut = from + (cutSeed % (text.length - from + 1));
  expect(spans(d, text.slice(0, cut))).toContainEqual([s, Math.min(cut, e)]);
}

describe('long secrets are recognised from a short prefix (stream holdback)', () => {
  it('declares a recognition reach of a few hundred characters, not the 8k of a whole key', () => {
    expect(privateKey.meta.maxMatchLength).toBeLessThanOrEqual(128);
    expect(jwt.meta.maxMatchLength).toBeLessThanOrEqual(600);
    expect(authHeader.meta.maxMatchLength).toBeLessThanOrEqual(600);
  });

  it('an Authorization header: scheme and the first token characters, before the token ends', () => {
    fc.assert(fc.property(prose, scheme, headerToken, after, fc.nat(), (b, h, t, a, c) => recognisedFromPrefix(authHeader, `${b}${h}`, t, a, c)), { numRuns: 200 });
  });

  it('an Authorization token is judged on its head: a digit only after the head does not make it a credential', () => {
    const late = `${'Bcdf'.repeat(200)}7`;
    expect(spans(authHeader, `Authorization: Bearer ${late}`)).toEqual([]);
    const early = `7${'Bcdf'.repeat(200)}`;
    expect(spans(authHeader, `Authorization: Bearer ${early}`)).toEqual([[22, 22 + early.length]]);
  });

  it('a PEM private key: header alone, then header to the end of the body so far, then the whole block', () => {
    fc.assert(fc.property(prose, pem, after, fc.nat(), (b, k, a, c) => recognisedFromPrefix(privateKey, b, k, a, c)), { numRuns: 200 });
  });

  it('a JWT: header and payload start, before the signature arrives', () => {
    fc.assert(fc.property(prose, token, after, fc.nat(), (b, t, a, c) => recognisedFromPrefix(jwt, b, t, a, c)), { numRuns: 200 });
  });

  it('an Okta token after its provider name (named_tokens)', () => {
    const body = sized(TOKEN_ALNUM, 40, 40).map((b) => `00${b}`).filter((t) => !isPlaceholder(t));
    const name = fc.constantFrom('okta_api_token = ', 'OKTA_TOKEN: "', 'Authorization: SSWS ');
    fc.assert(fc.property(name, body, fc.constantFrom('"', '\n', ''), fc.nat(), (b, t, a, c) => recognisedFromPrefix(namedTokens, b, t, a, c)), { numRuns: 100 });
  });

  it('a password literal in a credential call or a Gradle block (code_credentials)', () => {
    const password = sized(PASSWORD, 4, 128).filter((p) => !isPlaceholder(p) && !/^[$%@]|#\{|\{\{|%\(/.test(p));
    const call = fc.constantFrom<[string, string]>(['new NetworkCredential("svc", "', '");'], ["new DirectoryEntry(path, 'CORP\\svc', '", "')"], ["credentials {\n  password '", "'\n}"]);
    fc.assert(fc.property(call, password, fc.nat(), ([b, a], p, c) => recognisedFromPrefix(codeCredentials, b, p, a, c)), { numRuns: 100 });
  });

  it('a Grafana API key is recognised from its decoded head, before the rest arrives (saas_tokens)', () => {
    const key = sized(TOKEN_ALNUM, 32, 32).chain((k) => sized(TOKEN_ALNUM, 3, 120).map((name) => Buffer.from(`{"k":"${k}","n":"${name}","id":7}`).toString('base64'))).filter((t) => !isPlaceholder(t));
    fc.assert(fc.property(key, fc.nat(), (k, c) => recognisedFromPrefix(saas, 'GrafanaClient("', k, '")', c)), { numRuns: 100 });
  });

  it('a ThingsBoard device token, recognised with the API path segment after it (saas_tokens)', () => {
    const token = sized(TOKEN_ALNUM, 20, 20).filter((t) => /\d/.test(t) && !isPlaceholder(t));
    const tail = fc.constantFrom('/telemetry', '/attributes', '/rpc');
    fc.assert(fc.property(token, tail, fc.nat(), (t, a, c) => recognisedFromPrefix(saas, 'https://tb.example.test/api/v1/', t, a, c)), { numRuns: 100 });
  });

  it('a PEM block cut before its END line is reported from the header to the end of the body', () => {
    const text = 'key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq7Zt0Lm3Vb9Xc4Ns8Kd1Wf6Hj3Tp0Ge5Ya7Ub2Io\nQ2x9Lk3Vm8Tz1Rb7';
    expect(spans(privateKey, text)).toEqual([[5, text.length]]);
  });

  it('an unsigned token (header.payload) is a JWT; base64 JSON without a payload segment is not', () => {
    const unsigned = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhbGljZSIsImFkbWluIjp0cnVlfQ';
    expect(spans(jwt, `token ${unsigned} end`)).toEqual([[6, 6 + unsigned.length]]);
    expect(spans(jwt, 'state=eyJyZWRpcmVjdCI6Ii9ob21lIiwibm9uY2UiOiJhYmMxMjMifQ done')).toEqual([]);
  });
});
