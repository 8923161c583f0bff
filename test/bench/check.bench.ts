/**
 * Throughput of POST /v1/guardrail/check with a 1 KB text against a real server on 127.0.0.1,
 * next to GET /healthz in the same run (the ratio is what carries over between machines).
 *
 *   npx vitest bench --run test/bench/check.bench.ts
 *
 * autocannon drives /healthz, a 2-character check, a repeated 1 KB check and a new 1 KB check per
 * request, each for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10) connections,
 * and prints requests/second and latency; the vitest bench tasks below measure one request at a
 * time.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

// About 1 KB of ordinary prose with one email address (a typical agent reply).
const TEXT = (
  'Thanks for reaching out about your order. I checked the shipment and it left our warehouse on ' +
  'Tuesday; the carrier expects delivery within three business days. If anything arrives damaged, ' +
  'reply to this message with a photo and we will send a replacement at no cost. You can also write ' +
  'to support.team@example.com and mention your order number so we can find it quickly. '
).repeat(3).slice(0, 1024);

let srv: TestServer;
let key: string;
let body: string;

beforeAll(async () => {
  srv = await startTestServer({ plans: { bench: { calls_per_month: 1_000_000_000, calls_per_minute: 1_000_000_000, max_chars: 200_000, overage_usd: null } } });
  await srv.createAccount('bench', 'bench');
  key = await srv.createKey('bench');
  body = JSON.stringify({ proposed_text: TEXT, agent_id: 'bench' });
  const probe = await fetch(`${srv.url}/v1/guardrail/check`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
  const source = probe.headers.get('x-service-source');
  const verdict = ((await probe.json()) as { status: string }).status;

  const base = await autocannon({ url: `${srv.url}/healthz`, connections: CONNECTIONS, duration: SECONDS });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const post = (extra: Record<string, unknown>) =>
    autocannon({ url: `${srv.url}/v1/guardrail/check`, method: 'POST', headers, connections: CONNECTIONS, duration: SECONDS, ...extra });
  // Service overhead alone: auth, validation, admission, verdict log, next to no detection work.
  const tiny = await post({ body: JSON.stringify({ proposed_text: 'ok', agent_id: 'bench' }) });
  // The same 1 KB text every time: after the first request the verdict cache may answer.
  const check = await post({ body });
  // A different 1 KB text every time (counter in the last characters): the full pipeline runs.
  let n = 0;
  const unique = await post({
    requests: [
      {
        method: 'POST',
        path: '/v1/guardrail/check',
        headers,
        setupRequest: (req: Record<string, unknown>) => {
          const tag = ` #${(n++).toString(36)}`;
          return { ...req, body: JSON.stringify({ proposed_text: TEXT.slice(0, 1024 - tag.length) + tag, agent_id: 'bench' }) };
        },
      },
    ],
  });
  const row = (name: string, r: CannonResult) =>
    `${name.padEnd(52)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(
    [
      `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}`,
      row('GET /healthz (baseline)', base),
      row('POST check, 2-char text', tiny),
      row(`POST check, same 1 KB text (first: ${source}, ${verdict})`, check),
      row('POST check, a new 1 KB text each time', unique),
      `ratios to baseline: 2-char ${(tiny.requests.average / base.requests.average).toFixed(3)}, same 1 KB ${(check.requests.average / base.requests.average).toFixed(3)}, new 1 KB ${(unique.requests.average / base.requests.average).toFixed(3)}`,
    ].join('\n'),
  );
}, 120_000);

afterAll(() => srv?.close());

describe('one request at a time', () => {
  bench('GET /healthz', async () => {
    await (await fetch(`${srv.url}/healthz`)).arrayBuffer();
  }, { time: 2000 });

  bench('POST /v1/guardrail/check (1 KB)', async () => {
    const r = await fetch(`${srv.url}/v1/guardrail/check`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`check answered ${r.status}`);
  }, { time: 2000 });
});
