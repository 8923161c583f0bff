import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashKey, mintKey } from '../../src/auth/keys.js';
import { buildConfig } from '../../src/config/load.js';
import { createStore } from '../../src/store/index.js';
import { RedisStore } from '../../src/store/redis.js';
import type { AdmissionLimits } from '../../src/store/types.js';
import { distFile } from '../helpers/dist.js';
import { redisServerOrSkip, startRedis, type TestRedis } from '../helpers/redis.js';
import { storeContract } from './contract.js';

const bin = redisServerOrSkip();
const at = (iso: string) => new Date(iso);
const limits = (o: Partial<AdmissionLimits> = {}): AdmissionLimits => ({ callsPerMonth: 20, callsPerMinute: 100_000, overageMicros: null, spendCapMicros: null, ...o });

let redis: TestRedis;
const open = (url: string, prefix = `t${randomBytes(6).toString('hex')}:`, o: { verdictLogMax?: number; commandTimeoutMs?: number } = {}) =>
  new RedisStore({ url, keyPrefix: prefix, connectTimeoutMs: 2000, commandTimeoutMs: o.commandTimeoutMs ?? 2000, verdictLogMax: o.verdictLogMax ?? 100_000 });

describe.skipIf(!bin)('RedisStore', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    redis = await startRedis(bin!);
  });
  afterAll(async () => {
    await redis?.stop();
  });

  // A fresh key prefix per test keeps tests apart on one server, and exercises key_prefix.
  storeContract('redis', async () => ({ store: open(redis.url), cleanup: async () => {} }));

  describe('specifics', () => {
    const opened: RedisStore[] = [];
    let raw: Redis;
    const track = (s: RedisStore) => (opened.push(s), s);
    beforeAll(() => {
      raw = new Redis(redis.url);
    });
    afterAll(async () => {
      raw.disconnect();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });

    /** Every key under a prefix with every value it holds, as text. */
    async function dump(prefix: string): Promise<string> {
      const keys = await raw.keys(`${prefix}*`);
      const parts: string[] = [];
      for (const k of keys) {
        const type = await raw.type(k);
        const v =
          type === 'hash' ? await raw.hgetall(k) : type === 'set' ? await raw.smembers(k) : type === 'stream' ? await raw.xrange(k, '-', '+') : await raw.get(k);
        parts.push(k, JSON.stringify(v));
      }
      return parts.join('\n');
    }

    it('keeps only the SHA-256 of a key in Redis', async () => {
      const s = track(open(redis.url, 'sha:'));
      const acc = await s.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null });
      const key = mintKey();
      await s.addKey({ accountId: acc.id, hash: hashKey(key), label: 'l' });
      const all = await dump('sha:');
      expect(all).toContain(hashKey(key));
      expect(all).not.toContain(key.slice(3));
    });

    it('createStore builds a RedisStore from store.kind: redis, honouring key_prefix', async () => {
      const cfg = buildConfig({ store: { kind: 'redis', url: redis.url, key_prefix: 'cfg-prefix:' } }, 'test');
      const s = createStore(cfg.store);
      try {
        await s.createAccount({ name: 'x', plan: 'launch', spendCapMicros: null });
        expect((await raw.keys('cfg-prefix:*')).length).toBeGreaterThan(0);
      } finally {
        await s.close();
      }
      expect(() => buildConfig({ store: { kind: 'redis', url: 'http://127.0.0.1:6379' } }, 'test')).toThrow(/store\.url/);
      expect(() => buildConfig({ store: { kind: 'memcached' } }, 'test')).toThrow(/store\.kind/);
    });

    it('two store instances admitting concurrently never exceed the quota (50 admits, 20 calls)', async () => {
      const prefix = 'fleet:';
      const a = track(open(redis.url, prefix));
      const b = track(open(redis.url, prefix));
      const now = at('2026-02-03T04:05:06Z');
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).admit('shared', limits(), now)));
      expect(results.filter((r) => r.ok)).toHaveLength(20);
      expect(results.filter((r) => !r.ok && r.reason === 'quota')).toHaveLength(30);
      expect((await a.usage('shared', now)).calls).toBe(20);
    });

    it('concurrent admits with overage never take spend past the cap', async () => {
      const prefix = 'cap:';
      const a = track(open(redis.url, prefix));
      const b = track(open(redis.url, prefix));
      const now = at('2026-02-03T04:05:06Z');
      const l = limits({ callsPerMonth: 5, overageMicros: 1000, spendCapMicros: 7000 });
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).admit('acc', l, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(12);
      expect((await a.usage('acc', now)).overageMicros).toBe(7000);
    });

    it('concurrent admits respect the minute window across instances', async () => {
      const a = track(open(redis.url, 'rate:'));
      const b = track(open(redis.url, 'rate:'));
      const now = at('2026-02-03T04:05:30Z');
      const l = limits({ callsPerMonth: 1000, callsPerMinute: 7 });
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).admit('acc', l, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(7);
      expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 30 });
      // The window counter goes away on its own instead of piling up one key per minute forever.
      const [windowKey] = await raw.keys('rate:rate:acc:*');
      const ttl = await raw.pttl(windowKey!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(120_000);
    });

    it('refund gives back exactly the call and overage the ticket took, across instances', async () => {
      const a = track(open(redis.url, 'refund:'));
      const b = track(open(redis.url, 'refund:'));
      const now = at('2026-02-03T04:05:06Z');
      const l = limits({ callsPerMonth: 1, callsPerMinute: 2, overageMicros: 250, spendCapMicros: null });
      const first = await a.admit('acc', l, now);
      const second = await a.admit('acc', l, now);
      expect(second.ok && second.ticket.costMicros).toBe(250);
      expect((await b.admit('acc', l, now)).ok).toBe(false); // minute window full
      if (second.ok) await b.refund(second.ticket);
      expect(await a.usage('acc', now)).toMatchObject({ calls: 1, overageMicros: 0 });
      const third = await b.admit('acc', l, now);
      expect(third.ok).toBe(true);
      if (first.ok) await a.refund(first.ticket);
      expect(await a.usage('acc', now)).toMatchObject({ calls: 1, overageMicros: 250 });
    });

    it('revocation and suspension made through one instance apply to the next lookup on another', async () => {
      const a = track(open(redis.url, 'revoke:'));
      const b = track(open(redis.url, 'revoke:'));
      const acc = await a.createAccount({ name: 'acme', plan: 'launch', spendCapMicros: null });
      const key = mintKey();
      const info = await a.addKey({ accountId: acc.id, hash: hashKey(key), label: null });
      expect((await b.findKeyByHash(hashKey(key)))?.key).toEqual({ ...info, revokedAt: null });
      await a.setSuspended('acme', true);
      expect((await b.findKeyByHash(hashKey(key)))?.account.suspended).toBe(true);
      expect(await a.revokeKey(info.id)).toBe(true);
      expect((await b.findKeyByHash(hashKey(key)))?.key.revokedAt).toMatch(/^\d{4}-/);
      expect((await b.listKeys(acc.id)).map((k) => k.label)).toEqual([null]);
    });

    it('the verdict log is a capped stream per account per month without the text; usage counts survive trimming', async () => {
      const s = track(open(redis.url, 'log:', { verdictLogMax: 10 }));
      const v = { time: '2026-02-03T04:05:06.000Z', accountId: 'acc', keyId: 'k1', agentId: 'bot', status: 'approved' as const, riskScore: 3, source: 'fastpath' as const, flags: [], latencyMs: 0.5, door: 'api' };
      await Promise.all(Array.from({ length: 400 }, (_, i) => s.recordVerdict({ ...v, agentId: i % 4 === 0 ? null : 'bot' })));
      await s.recordVerdict({ ...v, accountId: null, door: 'proxy:/openai' });
      const kept = await s.verdicts('acc', '2026-02');
      expect(kept.length).toBeGreaterThanOrEqual(10);
      expect(kept.length).toBeLessThan(400);
      expect(kept.at(-1)).toEqual({ ...v, agentId: 'bot' });
      expect(await s.verdicts(null, '2026-02')).toHaveLength(1);
      const u = await s.usage('acc', at('2026-02-28T00:00:00Z'));
      expect(u.byStatus.approved).toBe(400);
      expect(u.byAgent).toEqual([
        { agentId: null, calls: 100, byStatus: { approved: 100, flagged: 0, rejected: 0 } },
        { agentId: 'bot', calls: 300, byStatus: { approved: 300, flagged: 0, rejected: 0 } },
      ]);
    });

    it('several processes admitting through their own connections never exceed the quota', async () => {
      const storeUrl = pathToFileURL(distFile('store/redis.js')).href;
      const script = `
        const { RedisStore } = await import(${JSON.stringify(storeUrl)});
        const s = new RedisStore({ url: process.argv[1], keyPrefix: 'procs:', connectTimeoutMs: 5000, commandTimeoutMs: 5000, verdictLogMax: 100 });
        const runs = Array.from({ length: 40 }, () => s.admit('shared', { callsPerMonth: 100, callsPerMinute: 100000, overageMicros: null, spendCapMicros: null }, new Date('2026-02-03T04:05:06Z')));
        const ok = (await Promise.all(runs)).filter((r) => r.ok).length;
        await s.close();
        process.stdout.write(String(ok));
      `;
      const run = () =>
        new Promise<number>((resolve, reject) => {
          const p = spawn(process.execPath, ['--input-type=module', '-e', script, redis.url], { stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          p.stdout.on('data', (d: Buffer) => (out += d.toString()));
          p.on('error', reject);
          p.on('close', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`child exited ${code}`))));
        });
      const counts = await Promise.all([run(), run(), run(), run()]);
      expect(counts.reduce((x, y) => x + y, 0)).toBe(100);
      const s = track(open(redis.url, 'procs:'));
      expect((await s.usage('shared', at('2026-02-03T04:05:06Z'))).calls).toBe(100);
    });
  });
});

describe.skipIf(!bin)('RedisStore when Redis goes away (fail closed)', { timeout: 60_000 }, () => {
  let own: TestRedis;
  let store: RedisStore;
  beforeAll(async () => {
    own = await startRedis(bin!);
    store = open(own.url, 'down:', { commandTimeoutMs: 300 });
  });
  afterAll(async () => {
    await store?.close();
    await own?.stop();
  });

  it('rejects every operation while Redis is down, and recovers when it is back', async () => {
    await store.ping();
    await own.kill();
    await expect(store.ping()).rejects.toThrow();
    await expect(store.findKeyByHash(hashKey(mintKey()))).rejects.toThrow();
    await expect(store.admit('acc', limits(), new Date())).rejects.toThrow();
    await expect(store.recordVerdict({ time: new Date().toISOString(), accountId: 'acc', keyId: null, agentId: null, status: 'approved', riskScore: 0, source: 'fastpath', flags: [], latencyMs: 1, door: 'api' })).rejects.toThrow();
    await own.restart();
    await expect.poll(() => store.ping().then(() => 'up', () => 'down'), { timeout: 20_000, interval: 100 }).toBe('up');
    // A command that failed while Redis was down is not replayed later.
    expect((await store.usage('acc', new Date())).calls).toBe(0);
  });

  it('a store opened while Redis is unreachable rejects instead of waiting', async () => {
    await own.kill();
    const s = open(own.url, 'never:', { commandTimeoutMs: 200 });
    try {
      await expect(s.ping()).rejects.toThrow(/not connected/);
    } finally {
      await s.close();
      await own.restart();
    }
  });
});
