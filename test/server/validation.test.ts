import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDetailOnly, postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** JSON with every non-ASCII character written as \uXXXX escapes (astral: a surrogate pair, 12 bytes). */
function escapedJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

describe('request validation and size', () => {
  let srv: TestServer;
  let dev: string;
  let scale: string;
  beforeAll(async () => {
    srv = await startTestServer();
    await srv.createAccount('dev', 'developer');
    await srv.createAccount('big', 'scale');
    dev = await srv.createKey('dev');
    scale = await srv.createKey('big');
  });
  afterAll(() => srv.close());

  it.each([
    ['truncated JSON', '{"proposed_text": "hi"'],
    ['not JSON at all', 'proposed_text=hi'],
    ['an empty body', ''],
    ['a trailing comma', '{"proposed_text": "hi",}'],
  ])('400 for %s', async (_n, body) => {
    const r = await postCheck(srv.url, scale, body);
    expect(r.status).toBe(400);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('400 for malformed JSON even without a Content-Type header', async () => {
    const r = await fetch(`${srv.url}/v1/guardrail/check`, { method: 'POST', headers: { authorization: `Bearer ${scale}` }, body: '{oops' });
    expect(r.status).toBe(400);
  });

  it.each([
    ['proposed_text missing', {}],
    ['proposed_text empty', { proposed_text: '' }],
    ['proposed_text a number', { proposed_text: 42 }],
    ['proposed_text null', { proposed_text: null }],
    ['proposed_text an array', { proposed_text: ['a'] }],
    ['agent_id empty', { proposed_text: 'hi', agent_id: '' }],
    ['agent_id with a space', { proposed_text: 'hi', agent_id: 'my agent' }],
    ['agent_id with a slash', { proposed_text: 'hi', agent_id: 'a/b' }],
    ['agent_id 129 characters', { proposed_text: 'hi', agent_id: 'a'.repeat(129) }],
    ['agent_id not a string', { proposed_text: 'hi', agent_id: 7 }],
    ['agent_id non-ASCII letter', { proposed_text: 'hi', agent_id: 'agént' }],
    ['context of numbers', { proposed_text: 'hi', context: [1, 2] }],
    ['a JSON array body', [{ proposed_text: 'hi' }]],
    ['a JSON null body', 'null'],
    ['a JSON string body', '"hello"'],
  ])('422 for %s', async (_n, body) => {
    const r = await postCheck(srv.url, scale, typeof body === 'string' ? body : body);
    expect(r.status).toBe(422);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('accepts agent_id of exactly 128 allowed characters', async () => {
    const r = await postCheck(srv.url, scale, { proposed_text: 'hi', agent_id: `A-z_0.${'x'.repeat(122)}` });
    expect(r.status).toBe(200);
  });

  it('413 past the plan maximum, counted in code points (an emoji is one character)', async () => {
    const emoji = '\u{1F600}';
    const atLimit = emoji.repeat(5000);
    expect(atLimit.length).toBe(10000); // 10000 UTF-16 units, 5000 characters
    expect((await postCheck(srv.url, dev, { proposed_text: atLimit })).status).toBe(200);
    const over = await postCheck(srv.url, dev, { proposed_text: `${atLimit}a` });
    expect(over.status).toBe(413);
    expect(isDetailOnly(over.body)).toBe(true);
    expect(over.body.detail).toContain('5000');
  });

  it('counts context together with proposed_text against the plan maximum', async () => {
    const r = await postCheck(srv.url, dev, { proposed_text: 'a'.repeat(3000), context: ['b'.repeat(1500), 'c'.repeat(501)] });
    expect(r.status).toBe(413);
    const fits = await postCheck(srv.url, dev, { proposed_text: 'a'.repeat(3000), context: 'b'.repeat(2000) });
    expect(fits.status).toBe(200);
  });

  it('admits a 200000-character astral text written entirely as \\u escapes (2.4 MB body)', async () => {
    const text = '\u{1D4B3}'.repeat(200_000);
    const body = escapedJson({ proposed_text: text });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2_400_000);
    const r = await postCheck(srv.url, scale, body);
    expect(r.status).toBe(200);
    expect(['approved', 'flagged', 'rejected']).toContain(r.body.status);
  });

  it('admits 200000 escaped BMP characters of a non-Latin script', async () => {
    const r = await postCheck(srv.url, scale, escapedJson({ proposed_text: '\u0416'.repeat(200_000) }));
    expect(r.status).toBe(200);
  });

  it('413 for a body beyond the HTTP body limit', async () => {
    const r = await postCheck(srv.url, scale, `{"proposed_text": "hi"${' '.repeat(3_000_000)}}`);
    expect(r.status).toBe(413);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('413, not 422, past the 200000 absolute ceiling', async () => {
    const r = await postCheck(srv.url, scale, escapedJson({ proposed_text: '\u{1D4B3}'.repeat(200_001) }));
    expect(r.status).toBe(413);
    expect(isDetailOnly(r.body)).toBe(true);
  });
});

describe('precedence: 401/503, 403, 400, 422, 413, 402, 429', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({
      plans: { tiny: { calls_per_month: 1, calls_per_minute: 1, max_chars: 10, overage_usd: null } },
    });
  });
  afterAll(() => srv.close());

  it('401 beats everything: a bad key with a broken body', async () => {
    const r = await postCheck(srv.url, 'sk_nope', '{broken');
    expect(r.status).toBe(401);
  });

  it('403 beats 400, 422 and 413', async () => {
    await srv.createAccount('susp', 'tiny');
    const k = await srv.createKey('susp');
    await srv.store.setSuspended('susp', true);
    expect((await postCheck(srv.url, k, '{broken')).status).toBe(403);
    expect((await postCheck(srv.url, k, { proposed_text: '' })).status).toBe(403);
    expect((await postCheck(srv.url, k, { proposed_text: 'x'.repeat(50) })).status).toBe(403);
  });

  it('400 beats 422, 422 beats 413, 413 beats 402, 402 beats 429', async () => {
    await srv.createAccount('p', 'tiny');
    const k = await srv.createKey('p');
    // Use the one included call (and the one call of the minute): now both 402 and 429 apply.
    expect((await postCheck(srv.url, k, { proposed_text: 'hi' })).status).toBe(200);
    expect((await postCheck(srv.url, k, '{"proposed_text": ""')).status).toBe(400);
    expect((await postCheck(srv.url, k, { proposed_text: 'x'.repeat(50), agent_id: 'bad id' })).status).toBe(422);
    expect((await postCheck(srv.url, k, { proposed_text: 'x'.repeat(50) })).status).toBe(413);
    expect((await postCheck(srv.url, k, { proposed_text: 'hi' })).status).toBe(402);
  });
});
