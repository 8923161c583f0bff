import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import { postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Ordinary prose: no fastpath finding, so the check reaches the cache and the model stage.
const PLAIN = 'The quarterly report is attached; let me know if the totals look right to you.';

async function gauge(m: Metrics, name: string): Promise<number> {
  const metric = (await m.registry.getMetricsAsJSON()).find((x) => x.name === name);
  return Number(metric?.values[0]?.value ?? NaN);
}

describe('verdict cache through the pipeline', () => {
  const open: Pipeline[] = [];
  const make = async (cache: object, metrics?: Metrics) => {
    const p = await buildPipeline(buildConfig({ cache }), metrics);
    open.push(p);
    return p;
  };
  afterEach(async () => {
    for (const p of open.splice(0)) await p.close();
  });

  it('answers a repeated check from the cache with the same body', async () => {
    const p = await make({});
    const first = await p.check({ text: PLAIN, accountId: 'acct-a' });
    const second = await p.check({ text: PLAIN, accountId: 'acct-a' });
    expect(first.source).toBe('model');
    expect(second.source).toBe('cache');
    expect(second.response).toEqual(first.response);
  });

  it('never shares a verdict across accounts', async () => {
    const p = await make({});
    await p.check({ text: PLAIN, accountId: 'acct-a' });
    expect((await p.check({ text: PLAIN, accountId: 'acct-b' })).source).toBe('model');
  });

  it('keys on the context too', async () => {
    const p = await make({});
    await p.check({ text: PLAIN, accountId: 'a', context: ['one document'] });
    expect((await p.check({ text: PLAIN, accountId: 'a', context: ['another document'] })).source).toBe('model');
    expect((await p.check({ text: PLAIN, accountId: 'a' })).source).toBe('model');
    expect((await p.check({ text: PLAIN, accountId: 'a', context: ['one document'] })).source).toBe('cache');
  });

  it('does not cache when turned off', async () => {
    const p = await make({ enabled: false });
    await p.check({ text: PLAIN, accountId: 'a' });
    expect((await p.check({ text: PLAIN, accountId: 'a' })).source).toBe('model');
  });

  it('forgets a verdict after ttl_ms', async () => {
    const p = await make({ ttl_ms: 30 });
    await p.check({ text: PLAIN, accountId: 'a' });
    await new Promise((r) => setTimeout(r, 80));
    expect((await p.check({ text: PLAIN, accountId: 'a' })).source).toBe('model');
  });

  it('evicts the least recently used entry beyond max_entries and reports the gauges', async () => {
    const m = new Metrics({ defaultMetrics: false });
    const p = await make({ max_entries: 2 }, m);
    for (const n of [1, 2, 3]) await p.check({ text: `${PLAIN} Item ${n}.`, accountId: 'a' });
    expect(await gauge(m, 'guardrail_cache_entries')).toBe(2);
    expect(await gauge(m, 'guardrail_cache_size_bytes')).toBeGreaterThan(0);
    expect((await p.check({ text: `${PLAIN} Item 3.`, accountId: 'a' })).source).toBe('cache');
    expect((await p.check({ text: `${PLAIN} Item 1.`, accountId: 'a' })).source).toBe('model');
  });

  it('stays within max_bytes', async () => {
    const m = new Metrics({ defaultMetrics: false });
    const p = await make({ max_bytes: 4096 }, m);
    // Each answer echoes ~1,000 characters (~2 KB), so at most one fits next to the overhead.
    for (const n of [1, 2, 3]) await p.check({ text: `${PLAIN} ${'word '.repeat(200)} ${n}`, accountId: 'a' });
    expect(await gauge(m, 'guardrail_cache_size_bytes')).toBeLessThanOrEqual(4096);
    expect(await gauge(m, 'guardrail_cache_entries')).toBe(1);
  });

  it('a caller that mutates an answer does not change what the next hit returns', async () => {
    const p = await make({});
    const first = await p.check({ text: PLAIN, accountId: 'a' });
    const expected = structuredClone(first.response);
    const hit = await p.check({ text: PLAIN, accountId: 'a' });
    hit.response.flags.push('tampered');
    expect((await p.check({ text: PLAIN, accountId: 'a' })).response).toEqual(expected);
  });

  it('rejects invalid cache config', () => {
    expect(() => buildConfig({ cache: { ttl_ms: 0 } })).toThrow(/ttl_ms/);
    expect(() => buildConfig({ cache: { size: 3 } })).toThrow(/cache\.size/);
  });
});

describe('verdict cache through the HTTP API', () => {
  let srv: TestServer;
  let keyA: string;
  let keyB: string;
  beforeAll(async () => {
    srv = await startTestServer();
    await srv.createAccount('tenant-a', 'launch');
    await srv.createAccount('tenant-b', 'launch');
    keyA = await srv.createKey('tenant-a');
    keyB = await srv.createKey('tenant-b');
  });
  afterAll(() => srv.close());

  it('marks a repeated check X-Service-Source: cache with an identical body, per account', async () => {
    const body = { proposed_text: `${PLAIN} (http)` };
    const first = await postCheck(srv.url, keyA, body);
    const again = await postCheck(srv.url, keyA, body);
    const other = await postCheck(srv.url, keyB, body);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-service-source')).toBe('model');
    expect(again.headers.get('x-service-source')).toBe('cache');
    expect(again.text).toBe(first.text);
    expect(other.headers.get('x-service-source')).toBe('model');
  });
});
