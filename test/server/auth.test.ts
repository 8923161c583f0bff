import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintKey } from '../../src/auth/keys.js';
import type { Store } from '../../src/store/types.js';
import { getJson, isDetailOnly, postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const ok = { proposed_text: 'hello' };

/** Status, body and headers except Date: what a client could use to tell two answers apart. */
function fingerprint(r: { status: number; headers: Headers; text: string }) {
  const h = [...r.headers.entries()].filter(([k]) => k !== 'date');
  return { status: r.status, text: r.text, headers: h };
}

describe('authentication and account state', () => {
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer();
    await srv.createAccount('acme', 'launch');
    key = await srv.createKey('acme');
  });
  afterAll(() => srv.close());

  it.each([
    ['no Authorization header', undefined],
    ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['a key without the sk_ prefix', `Bearer ${'a'.repeat(46)}`],
    ['a key that is one character short', `Bearer sk_${'a'.repeat(42)}`],
    ['a key with a character outside base64url', `Bearer sk_${'a'.repeat(42)}+`],
    ['an empty bearer token', 'Bearer '],
  ])('401 for %s', async (_name, header) => {
    const r = await postCheck(srv.url, undefined, ok, header === undefined ? {} : { authorization: header });
    expect(r.status).toBe(401);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('gives byte-identical 401s for a revoked key and a key that never existed', async () => {
    const revoked = await srv.createKey('acme', 'to-revoke');
    expect((await postCheck(srv.url, revoked, ok)).status).toBe(200);
    const acc = await srv.store.getAccountByName('acme');
    const info = (await srv.store.listKeys(acc!.id)).find((k) => k.label === 'to-revoke')!;
    await srv.store.revokeKey(info.id);
    // Revocation applies to the very next request: no cached key validity.
    const a = await postCheck(srv.url, revoked, ok);
    const b = await postCheck(srv.url, mintKey(), ok);
    expect(a.status).toBe(401);
    expect(fingerprint(a)).toEqual(fingerprint(b));
  });

  it('403 for a suspended account, 200 again after resume', async () => {
    await srv.createAccount('paused', 'launch');
    const k = await srv.createKey('paused');
    await srv.store.setSuspended('paused', true);
    const r = await postCheck(srv.url, k, ok);
    expect(r.status).toBe(403);
    expect(isDetailOnly(r.body)).toBe(true);
    expect((await getJson(srv.url, '/v1/usage', k)).status).toBe(403);
    await srv.store.setSuspended('paused', false);
    expect((await postCheck(srv.url, k, ok)).status).toBe(200);
  });

  it('the usage endpoint takes the same bearer auth', async () => {
    expect((await getJson(srv.url, '/v1/usage')).status).toBe(401);
    expect((await getJson(srv.url, '/v1/usage', mintKey())).status).toBe(401);
    expect((await getJson(srv.url, '/v1/usage', key)).status).toBe(200);
  });
});

/** Delegates to the real store but can be told to fail key lookups or admissions. */
function failing(real: Store, fail: { lookup: boolean; admit: boolean; ping: boolean }): Store {
  return new Proxy(real, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function') return v;
      if (prop === 'findKeyByHash' && fail.lookup) return async () => Promise.reject(new Error('SQLITE_IOERR: disk I/O error'));
      if (prop === 'admit' && fail.admit) return async () => Promise.reject(new Error('SQLITE_BUSY: database is locked'));
      if (prop === 'ping' && fail.ping) return async () => Promise.reject(new Error('SQLITE_CANTOPEN'));
      return v.bind(target);
    },
  });
}

describe('503 when authorisation cannot complete (fail closed)', () => {
  const fail = { lookup: false, admit: false, ping: false };
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({}, { wrapStore: (s) => failing(s, fail) });
    await srv.createAccount('acme', 'launch');
    key = await srv.createKey('acme');
  });
  afterAll(() => srv.close());

  it('503 when the store throws during the key lookup; not served, not counted', async () => {
    fail.lookup = true;
    const r = await postCheck(srv.url, key, ok);
    fail.lookup = false;
    expect(r.status).toBe(503);
    expect(isDetailOnly(r.body)).toBe(true);
    expect(r.headers.get('x-service-source')).toBeNull();
    const usage = await getJson(srv.url, '/v1/usage', key);
    expect(usage.body.calls).toBe(0);
  });

  it('503 when the store throws while checking limits', async () => {
    fail.admit = true;
    const r = await postCheck(srv.url, key, ok);
    fail.admit = false;
    expect(r.status).toBe(503);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('503 beats 400 and 422 (authorisation runs before the body is read)', async () => {
    fail.lookup = true;
    const a = await postCheck(srv.url, key, '{not json');
    const b = await postCheck(srv.url, key, { proposed_text: '' });
    fail.lookup = false;
    expect([a.status, b.status]).toEqual([503, 503]);
  });

  it('readyz is 503 when the store does not answer, healthz stays 200', async () => {
    fail.ping = true;
    const ready = await getJson(srv.url, '/readyz');
    const health = await getJson(srv.url, '/healthz');
    fail.ping = false;
    expect(ready.status).toBe(503);
    expect(isDetailOnly(ready.body)).toBe(true);
    expect(health.status).toBe(200);
    expect((await getJson(srv.url, '/readyz')).status).toBe(200);
  });

  it('503 when the store has been closed under the server', async () => {
    const other = await startTestServer();
    try {
      await other.createAccount('acme', 'launch');
      const k = await other.createKey('acme');
      await other.store.close();
      const r = await postCheck(other.url, k, ok);
      expect(r.status).toBe(503);
      expect((await getJson(other.url, '/readyz')).status).toBe(503);
    } finally {
      await other.close();
    }
  });
});
