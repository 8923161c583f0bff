import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashKey, mintKey } from '../../src/auth/keys.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { SqliteStore } from '../../src/store/sqlite.js';
import type { AdmissionLimits } from '../../src/store/types.js';
import { distFile } from '../helpers/dist.js';

const at = (iso: string) => new Date(iso);
const limits = (o: Partial<AdmissionLimits> = {}): AdmissionLimits => ({ callsPerMonth: 2, callsPerMinute: 100, overageMicros: null, spendCapMicros: null, ...o });

describe('SqliteStore', () => {
  let dir: string;
  let path: string;
  let store: SqliteStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'grd-store-'));
    path = join(dir, 'nested', 'deeper', 'g.db');
    store = new SqliteStore(path);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the directory, runs migrations once, uses WAL and a busy timeout', async () => {
    await store.close();
    store = new SqliteStore(path); // reopening must not re-run migrations
    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('stores keys only as a hash and finds them by it, revoked ones included', async () => {
    const acc = await store.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null });
    const key = mintKey();
    const info = await store.addKey({ accountId: acc.id, hash: hashKey(key), label: 'l' });
    const raw = new Database(path, { readonly: true });
    const dump = JSON.stringify(raw.prepare('SELECT * FROM api_keys').all());
    raw.close();
    expect(dump).not.toContain(key);
    expect(dump).toContain(hashKey(key));
    expect((await store.findKeyByHash(hashKey(key)))?.account.name).toBe('a');
    expect(await store.revokeKey(info.id)).toBe(true);
    expect(await store.revokeKey(info.id)).toBe(false);
    expect((await store.findKeyByHash(hashKey(key)))?.key.revokedAt).not.toBeNull();
    expect(await store.findKeyByHash(hashKey(mintKey()))).toBeNull();
  });

  it('admits up to the quota, then refuses; refund gives a call back', async () => {
    const now = at('2026-02-03T04:05:06Z');
    const r1 = await store.admit('acc', limits(), now);
    const r2 = await store.admit('acc', limits(), now);
    expect([r1.ok, r2.ok]).toEqual([true, true]);
    expect(await store.admit('acc', limits(), now)).toEqual({ ok: false, reason: 'quota' });
    if (r2.ok) await store.refund(r2.ticket);
    expect((await store.admit('acc', limits(), now)).ok).toBe(true);
    expect((await store.usage('acc', now)).calls).toBe(2);
  });

  it('charges overage and stops at the spend cap', async () => {
    const now = at('2026-02-03T04:05:06Z');
    const l = limits({ callsPerMonth: 1, overageMicros: 500, spendCapMicros: 1000 });
    const costs = [];
    for (let i = 0; i < 3; i++) {
      const r = await store.admit('acc', l, now);
      costs.push(r.ok ? r.ticket.costMicros : r.reason);
    }
    expect(costs).toEqual([0, 500, 500]);
    expect(await store.admit('acc', l, now)).toEqual({ ok: false, reason: 'spend_cap' });
    expect((await store.usage('acc', now)).overageMicros).toBe(1000);
  });

  it('limits each fixed minute window and reports whole seconds to its reset', async () => {
    const l = limits({ callsPerMonth: 100, callsPerMinute: 2 });
    await store.admit('acc', l, at('2026-02-03T04:05:01Z'));
    await store.admit('acc', l, at('2026-02-03T04:05:02Z'));
    expect(await store.admit('acc', l, at('2026-02-03T04:05:59.001Z'))).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 1 });
    expect(await store.admit('acc', l, at('2026-02-03T04:05:30Z'))).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 30 });
    expect((await store.admit('acc', l, at('2026-02-03T04:06:00Z'))).ok).toBe(true);
  });

  it('verdicts recorded concurrently are all committed once their promises resolve; the text is never stored', async () => {
    const v = { time: '2026-02-03T04:05:06.000Z', accountId: 'acc', keyId: 'k1', agentId: 'bot', status: 'flagged' as const, riskScore: 40, source: 'fastpath' as const, flags: ['PII: email address'], latencyMs: 1.5, door: 'api' };
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.recordVerdict({ ...v, riskScore: i })));
    const other = new Database(path, { readonly: true });
    try {
      const n = other.prepare('SELECT COUNT(*) AS n FROM verdicts').get() as { n: number };
      expect(n.n).toBe(50);
      const cols = (other.prepare('PRAGMA table_info(verdicts)').all() as { name: string }[]).map((c) => c.name);
      expect(cols.sort()).toEqual(['account_id', 'agent_id', 'door', 'flags', 'id', 'key_id', 'latency_ms', 'risk_score', 'source', 'status', 'time']);
    } finally {
      other.close();
    }
    const u = await store.usage('acc', at('2026-02-20T00:00:00Z'));
    expect(u.byStatus.flagged).toBe(50);
    expect(u.byAgent).toEqual([{ agentId: 'bot', calls: 50, byStatus: { approved: 0, flagged: 50, rejected: 0 } }]);
  });

  it('several processes admitting on one file never exceed the quota', async () => {
    await store.close();
    const storeUrl = pathToFileURL(distFile('store/sqlite.js')).href;
    const script = `
      const { SqliteStore } = await import(${JSON.stringify(storeUrl)});
      const s = new SqliteStore(process.argv[1]);
      let ok = 0;
      for (let i = 0; i < 40; i++) {
        const r = await s.admit('shared', { callsPerMonth: 100, callsPerMinute: 100000, overageMicros: null, spendCapMicros: null }, new Date('2026-02-03T04:05:06Z'));
        if (r.ok) ok++;
      }
      await s.close();
      process.stdout.write(String(ok));
    `;
    const run = () =>
      new Promise<number>((resolve, reject) => {
        const p = spawn(process.execPath, ['--input-type=module', '-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        p.stdout.on('data', (d: Buffer) => (out += d.toString()));
        p.on('error', reject);
        p.on('close', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`child exited ${code}`))));
      });
    const counts = await Promise.all([run(), run(), run(), run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    store = new SqliteStore(path);
    expect((await store.usage('shared', at('2026-02-03T04:05:06Z'))).calls).toBe(100);
  });
});
