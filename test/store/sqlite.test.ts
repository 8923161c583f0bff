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
import { distFile } from '../helpers/dist.js';
import { storeContract } from './contract.js';

const at = (iso: string) => new Date(iso);

storeContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'grd-contract-'));
  return { store: new SqliteStore(join(dir, 'g.db')), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

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

  it('keeps only the SHA-256 of a key on disk', async () => {
    const acc = await store.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null });
    const key = mintKey();
    await store.addKey({ accountId: acc.id, hash: hashKey(key), label: 'l' });
    const raw = new Database(path, { readonly: true });
    const dump = JSON.stringify(raw.prepare('SELECT * FROM api_keys').all());
    raw.close();
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(3));
    expect(dump).toContain(hashKey(key));
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
