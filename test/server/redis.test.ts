import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapStore } from '../../src/auth/bootstrap.js';
import { buildConfig } from '../../src/config/load.js';
import { createStore } from '../../src/store/index.js';
import { getJson, isDetailOnly, postCheck } from '../helpers/http.js';
import { redisServerOrSkip, startRedis, type TestRedis } from '../helpers/redis.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const bin = redisServerOrSkip();
// Mid-minute, so a burst of requests cannot straddle two rate windows.
const now = () => new Date('2026-02-03T04:05:30Z');

describe.skipIf(!bin)('the service on store.kind: redis', { timeout: 60_000 }, () => {
  let redis: TestRedis;
  const servers: TestServer[] = [];
  const start = async () => {
    const s = await startTestServer({ store: { kind: 'redis', url: redis.url, command_timeout_ms: 300 } }, { now });
    servers.push(s);
    return s;
  };
  beforeAll(async () => {
    redis = await startRedis(bin!);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('two replicas share the minute window, the month and the verdict log', async () => {
    const [a, b] = [await start(), await start()];
    await a.createAccount('fleet', 'developer'); // 10 calls per minute
    const key = await a.createKey('fleet');
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await postCheck(i % 2 ? a.url : b.url, key, { proposed_text: 'hello', agent_id: `bot-${i % 2}` })).status);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const usage = await getJson(b.url, '/v1/usage', key);
    expect(usage.body).toMatchObject({ calls: 10, by_status: { approved: 10 } });
    expect(usage.body.by_agent.map((x: { calls: number }) => x.calls).sort()).toEqual([5, 5]);
  });

  it('a key revoked through one replica is refused by the other on the next request', async () => {
    const [a, b] = [await start(), await start()];
    await a.createAccount('rev', 'launch');
    const key = await a.createKey('rev', 'to-revoke');
    expect((await postCheck(b.url, key, { proposed_text: 'hi' })).status).toBe(200);
    const acc = await a.store.getAccountByName('rev');
    const [info] = await a.store.listKeys(acc!.id);
    expect(await a.store.revokeKey(info!.id)).toBe(true);
    const r = await postCheck(b.url, key, { proposed_text: 'hi' });
    expect(r.status).toBe(401);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('replicas starting together on an empty Redis bootstrap account "default" once, without failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grd-boot-'));
    const files = [0, 1, 2].map((i) => join(dir, `key-${i}.txt`));
    const stores = files.map((f) => createStore(buildConfig({ store: { kind: 'redis', url: redis.url, key_prefix: 'boot:', bootstrap_key_file: f } }, 'test').store));
    try {
      const written = await Promise.all(stores.map((s, i) => bootstrapStore(s, buildConfig({ store: { bootstrap_key_file: files[i] } }, 'test'))));
      expect(written.filter((w) => w !== null)).toHaveLength(1);
      expect(files.filter((f) => existsSync(f))).toHaveLength(1);
      expect(await stores[0]!.countAccounts()).toBe(1);
      const key = readFileSync(files.find((f) => existsSync(f))!, 'utf8').trim();
      const srv = await startTestServer({ store: { kind: 'redis', url: redis.url, key_prefix: 'boot:' } });
      servers.push(srv);
      expect((await postCheck(srv.url, key, { proposed_text: 'hi' })).status).toBe(200);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 and readyz 503 when Redis dies mid-test, and is ready again once it is back', async () => {
    const srv = await start();
    await srv.createAccount('down', 'launch');
    const key = await srv.createKey('down');
    expect((await postCheck(srv.url, key, { proposed_text: 'hi' })).status).toBe(200);
    expect((await getJson(srv.url, '/readyz')).status).toBe(200);

    await redis.kill();
    const r = await postCheck(srv.url, key, { proposed_text: 'hi' });
    expect(r.status).toBe(503);
    expect(isDetailOnly(r.body)).toBe(true);
    const usage = await getJson(srv.url, '/v1/usage', key);
    expect(usage.status).toBe(503);
    const ready = await getJson(srv.url, '/readyz');
    expect(ready.status).toBe(503);
    expect(isDetailOnly(ready.body)).toBe(true);
    expect((await getJson(srv.url, '/healthz')).status).toBe(200);

    await redis.restart();
    await expect.poll(async () => (await getJson(srv.url, '/readyz')).status, { timeout: 20_000, interval: 100 }).toBe(200);
    // The restarted Redis is empty (no persistence in tests): the old key is unknown, a new one works.
    expect((await postCheck(srv.url, key, { proposed_text: 'hi' })).status).toBe(401);
    await srv.createAccount('down', 'launch');
    expect((await postCheck(srv.url, await srv.createKey('down'), { proposed_text: 'hi' })).status).toBe(200);
  });
});
