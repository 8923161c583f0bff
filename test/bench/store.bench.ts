/**
 * The service with store.kind sqlite next to store.kind redis (a local redis-server), same run:
 *
 *   npx vitest bench --run test/bench/store.bench.ts
 *
 * autocannon drives GET /healthz (baseline) and a 2-character check (so the store's share is
 * visible: key lookup, admission script, verdict log) against one server per store, each for
 * BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10) connections. The vitest bench
 * tasks below time the store alone, one admission at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { RedisStore } from '../../src/store/redis.js';
import { SqliteStore } from '../../src/store/sqlite.js';
import type { AdmissionLimits } from '../../src/store/types.js';
import { redisServerOrSkip, startRedis, type TestRedis } from '../helpers/redis.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bin = redisServerOrSkip();
if (!bin) throw new Error('redis-server is not installed: this benchmark compares against it');
const PLANS = { plans: { bench: { calls_per_month: 1_000_000_000, calls_per_minute: 1_000_000_000, max_chars: 1000, overage_usd: null } } };
const LIMITS: AdmissionLimits = { callsPerMonth: 1e9, callsPerMinute: 1e9, overageMicros: null, spendCapMicros: null };

let redis: TestRedis;
let dir: string;
let sqliteStore: SqliteStore;
let redisStore: RedisStore;
const servers: TestServer[] = [];

async function measure(srv: TestServer): Promise<{ base: CannonResult; tiny: CannonResult }> {
  await srv.createAccount('bench', 'bench');
  const key = await srv.createKey('bench');
  const base = await autocannon({ url: `${srv.url}/healthz`, connections: CONNECTIONS, duration: SECONDS });
  const tiny = await autocannon({
    url: `${srv.url}/v1/guardrail/check`,
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ proposed_text: 'ok', agent_id: 'bench' }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { base, tiny };
}

beforeAll(async () => {
  redis = await startRedis(bin);
  dir = mkdtempSync(join(tmpdir(), 'grd-store-bench-'));
  sqliteStore = new SqliteStore(join(dir, 'direct.db'));
  redisStore = new RedisStore({ url: redis.url, keyPrefix: 'direct:', connectTimeoutMs: 2000, commandTimeoutMs: 2000, verdictLogMax: 100_000 });
  const s = await startTestServer(PLANS);
  servers.push(s);
  const r = await startTestServer({ ...PLANS, store: { kind: 'redis', url: redis.url } });
  servers.push(r);
  const sq = await measure(s);
  const rd = await measure(r);
  const row = (name: string, x: CannonResult) =>
    `${name.padEnd(40)} ${x.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(x.latency.p50).padStart(4)} ms   p99 ${String(x.latency.p99).padStart(4)} ms   non-2xx ${x.non2xx}   errors ${x.errors}`;
  console.log(
    [
      `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}`,
      row('sqlite: GET /healthz', sq.base),
      row('sqlite: POST check, 2-char text', sq.tiny),
      row('redis:  GET /healthz', rd.base),
      row('redis:  POST check, 2-char text', rd.tiny),
      `2-char check / healthz: sqlite ${(sq.tiny.requests.average / sq.base.requests.average).toFixed(3)}, redis ${(rd.tiny.requests.average / rd.base.requests.average).toFixed(3)}; redis / sqlite check ${(rd.tiny.requests.average / sq.tiny.requests.average).toFixed(3)}`,
    ].join('\n'),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await sqliteStore?.close();
  await redisStore?.close();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('one admission at a time', () => {
  const now = new Date('2026-02-03T04:05:30Z');
  bench('sqlite admit', async () => {
    await sqliteStore.admit('acc', LIMITS, now);
  }, { time: 2000 });
  bench('redis admit', async () => {
    await redisStore.admit('acc', LIMITS, now);
  }, { time: 2000 });
});
