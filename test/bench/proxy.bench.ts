/**
 * The reverse proxy's cost, against one fake upstream (a separate node process on 127.0.0.1)
 * reached directly and through the sidecar in the same run:
 *
 *   npx vitest bench --run test/bench/proxy.bench.ts
 *
 * Printed before the vitest table:
 * - added time of a small non-streamed chat completion (median over BENCH_JSON_N requests,
 *   sidecar minus direct), and of the same answer through a path the sidecar passes through;
 * - time to first byte and total time of a 2,000-token chat stream, unpaced (upstream writes as
 *   fast as it can) and paced (BENCH_PACE tokens per millisecond tick, a fast model), direct vs
 *   through the sidecar with the default holdback and with `proxy.max_holdback: 512`, and for
 *   scale two routes that do not guard: pure pass-through (a path under the route prefix that
 *   is no inspected surface goes through http-proxy-3 untouched, nothing parsed: the floor of
 *   one extra HTTP hop) and `action: observe` (upstream bytes forwarded as they come, events
 *   parsed and watched, one whole-text check at the end, nothing held back);
 * - time to first byte and total time of the same 2,000 tokens, unpaced, as an Anthropic Messages
 *   stream (`content_block_delta` / `text_delta` events) and as a Responses stream
 *   (`response.output_text.delta` events with `sequence_number` and `obfuscation` padding), direct
 *   vs through the sidecar (redact), each in its API's own event format;
 * - the guard's CPU per stream without HTTP: releasing at each delta, coalescing queued deltas,
 *   and one whole-text check for scale;
 * - streams per second with BENCH_CONCURRENCY concurrent unpaced streams.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { StreamScanner } from '../../src/proxy/scanner.js';
import { TextGuard } from '../../src/proxy/text-guard.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const JSON_N = Number(process.env.BENCH_JSON_N ?? 400);
const STREAM_N = Number(process.env.BENCH_STREAM_N ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PACE = Number(process.env.BENCH_PACE ?? 4);

// The fake upstream, in its own process (see the file's header).
const UPSTREAM_FILE = fileURLToPath(new URL('./fake-llm-upstream.mjs', import.meta.url));

let upstream: ChildProcess;
let direct: string;
let sidecar: TestServer;
let capped: TestServer;
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });
const CHAT_BODY = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Where is my order?' }] });
const STREAM_BODY = JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Where is my order?' }] });
const MESSAGES_BODY = JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 4096, stream: true, messages: [{ role: 'user', content: 'Where is my order?' }] });
const RESPONSES_BODY = JSON.stringify({ model: 'gpt-4.1-mini', stream: true, input: 'Where is my order?' });

async function call(base: string, path: string, body: string): Promise<{ ttfb: number; total: number; bytes: number }> {
  const t0 = performance.now();
  const r = await request(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' }, dispatcher: agent });
  let ttfb = -1;
  let bytes = 0;
  for await (const c of r.body) {
    if (ttfb < 0) ttfb = performance.now() - t0;
    bytes += (c as Buffer).length;
  }
  if (r.statusCode !== 200) throw new Error(`status ${r.statusCode}`);
  return { ttfb, total: performance.now() - t0, bytes };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/**
 * Medians per target, the targets taking turns so drift hits all alike, in a new (seeded) random
 * order each round: a fixed order would always leave one target the previous one's garbage.
 */
async function series(n: number, fs: Array<() => Promise<{ ttfb: number; total: number }>>): Promise<Array<{ ttfb: number; total: number }>> {
  const ttfb = fs.map((): number[] => []);
  const total = fs.map((): number[] => []);
  let seed = 20261122;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < n; i++) {
    const order = fs.map((_, j) => [rand(), j] as const).sort((a, b) => a[0] - b[0]);
    for (const [, j] of order) {
      const r = await fs[j]!();
      ttfb[j]!.push(r.ttfb);
      total[j]!.push(r.total);
    }
  }
  return fs.map((_, j) => ({ ttfb: median(ttfb[j]!), total: median(total[j]!) }));
}

async function throughput(base: string, path: string, n: number): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < n) await call(base, path, STREAM_BODY);
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

/**
 * The guard alone on the same 2,000 deltas, no HTTP, so the CPU cost reads apart from the
 * machine's network and scheduling: releasing at every delta that allows it (upstream pausing
 * between deltas, as a model does), coalescing (every delta already queued behind the next),
 * and one whole-text check (what any guarded response costs at least).
 */
async function guardCpu(srv: TestServer): Promise<string[]> {
  const pipeline = srv.runtime.pipeline;
  const cfg = srv.runtime.config.proxy;
  const scanner = new StreamScanner(pipeline, cfg.holdback_margin, cfg.max_holdback);
  const words = 'The shipment left the warehouse on Tuesday and should arrive within three business days; write to support.team@example.com with the order number. '.split(/(?= )/);
  const deltas = Array.from({ length: 2000 }, (_, i) => words[i % words.length]!);
  const run = async (queued: boolean): Promise<number> => {
    const t0 = performance.now();
    const g = new TextGuard({ pipeline, scanner, mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: cfg.model_window, modelOverlap: cfg.model_window_overlap, releaseStep: Math.max(128, Math.ceil(scanner.holdback / 16)), coalesceLimit: 8 * scanner.holdback, queued: () => queued });
    for (const d of deltas) await g.push(d);
    await g.finish();
    return performance.now() - t0;
  };
  const full = async (): Promise<number> => {
    const t0 = performance.now();
    await pipeline.check({ text: deltas.join(''), accountId: '_proxy', door: 'proxy' });
    return performance.now() - t0;
  };
  const med = async (f: () => Promise<number>) => {
    const xs: number[] = [];
    for (let i = 0; i < STREAM_N; i++) xs.push(await f());
    return median(xs);
  };
  const [paused, coalesced, whole] = [await med(() => run(false)), await med(() => run(true)), await med(full)];
  return [
    `guard CPU per 2,000-token stream (${deltas.join('').length} characters, holdback ${scanner.holdback}, median of ${STREAM_N}): releasing at each delta ${paused.toFixed(1)} ms (${(paused / whole).toFixed(1)}x one whole-text check), coalesced ${coalesced.toFixed(1)} ms (${(coalesced / whole).toFixed(1)}x), one whole-text check ${whole.toFixed(1)} ms`,
  ];
}

beforeAll(async () => {
  upstream = spawn(process.execPath, [UPSTREAM_FILE], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = (await once(upstream.stdout!, 'data')) as [Buffer];
  direct = `http://127.0.0.1:${port.toString().trim()}`;
  const route = { prefix: '/openai', upstream: direct, api: 'openai', action: 'redact' };
  const observed = { prefix: '/observe', upstream: direct, api: 'openai', action: 'observe' };
  const anthropic = { prefix: '/anthropic', upstream: direct, api: 'anthropic', action: 'redact' };
  sidecar = await startTestServer({ model: { backend: 'none' }, proxy: { routes: [route, observed, anthropic] } });
  capped = await startTestServer({ model: { backend: 'none' }, proxy: { routes: [route], max_holdback: 512 } });
  const via = `${sidecar.url}/openai`;
  const viaCapped = `${capped.url}/openai`;

  // Warm up pools, JIT and the verdict paths.
  for (let i = 0; i < 50; i++) {
    await call(direct, '/v1/chat/completions', CHAT_BODY);
    await call(via, '/v1/chat/completions', CHAT_BODY);
    await call(via, '/v1/raw-json', CHAT_BODY);
  }
  for (let i = 0; i < 3; i++) {
    await call(via, '/v1/chat/completions?stream', STREAM_BODY);
    await call(viaCapped, '/v1/chat/completions?stream', STREAM_BODY);
    await call(via, '/v1/raw-stream?stream', STREAM_BODY);
    await call(`${sidecar.url}/observe`, '/v1/chat/completions?stream', STREAM_BODY);
    await call(`${sidecar.url}/anthropic`, '/v1/messages?stream', MESSAGES_BODY);
    await call(via, '/v1/responses?stream', RESPONSES_BODY);
  }

  const jd: number[] = [];
  const jp: number[] = [];
  const js: number[] = [];
  for (let i = 0; i < JSON_N; i++) {
    jd.push((await call(direct, '/v1/chat/completions', CHAT_BODY)).total);
    // The same answer through a path the sidecar does not inspect: the extra hop alone.
    jp.push((await call(via, '/v1/raw-json', CHAT_BODY)).total);
    js.push((await call(via, '/v1/chat/completions', CHAT_BODY)).total);
  }
  const lines = [
    `small JSON chat completion (${JSON_N} sequential requests each): direct median ${median(jd).toFixed(3)} ms, via sidecar ${median(js).toFixed(3)} ms, added ${(median(js) - median(jd)).toFixed(3)} ms; pass-through (not inspected) ${median(jp).toFixed(3)} ms, added ${(median(jp) - median(jd)).toFixed(3)} ms`,
  ];

  for (const [label, path] of [
    ['unpaced', '/v1/chat/completions?stream'],
    [`paced ${PACE} tok/ms`, `/v1/chat/completions?stream&pace=${PACE}`],
  ] as const) {
    // The pass-through row is the same upstream stream, not inspected (see the header comment).
    const [d, p, o, s, c] = await series(STREAM_N, [
      () => call(direct, path, STREAM_BODY),
      () => call(via, path.replace('/v1/chat/completions', '/v1/raw-stream'), STREAM_BODY),
      () => call(`${sidecar.url}/observe`, path, STREAM_BODY),
      () => call(via, path, STREAM_BODY),
      () => call(viaCapped, path, STREAM_BODY),
    ]);
    const row = (name: string, r: { ttfb: number; total: number }) => `  ${name.padEnd(32)} ttfb ${r.ttfb.toFixed(1).padStart(7)} ms   total ${r.total.toFixed(1).padStart(7)} ms   total/direct ${(r.total / d!.total).toFixed(2)}x`;
    lines.push(`2,000-token chat stream, ${label} (median of ${STREAM_N}, targets taking turns in random order):`, row('direct', d!), row('sidecar pass-through (no parse)', p!), row('sidecar observe (parse, no hold)', o!), row('sidecar (default holdback)', s!), row('sidecar (max_holdback 512)', c!));
  }
  for (const [label, base, path, body] of [
    ['Anthropic messages', `${sidecar.url}/anthropic`, '/v1/messages?stream', MESSAGES_BODY],
    ['Responses', via, '/v1/responses?stream', RESPONSES_BODY],
  ] as const) {
    const [d, s] = await series(STREAM_N, [() => call(direct, path, body), () => call(base, path, body)]);
    const row = (name: string, r: { ttfb: number; total: number }) => `  ${name.padEnd(32)} ttfb ${r.ttfb.toFixed(1).padStart(7)} ms   total ${r.total.toFixed(1).padStart(7)} ms   total/direct ${(r.total / d!.total).toFixed(2)}x`;
    lines.push(`2,000-token ${label} stream, unpaced (median of ${STREAM_N}, targets taking turns in random order):`, row('direct', d!), row('sidecar (default holdback)', s!));
  }
  lines.push(...(await guardCpu(sidecar)));
  const n = CONCURRENCY * 4;
  const td = await throughput(direct, '/v1/chat/completions?stream', n);
  const ts = await throughput(via, '/v1/chat/completions?stream', n);
  lines.push(`streams/second, ${CONCURRENCY} concurrent unpaced 2,000-token streams: direct ${td.toFixed(1)}, via sidecar ${ts.toFixed(1)}`);
  console.log(`\n${lines.join('\n')}\n`);
}, 600_000);

afterAll(async () => {
  await sidecar?.close();
  await capped?.close();
  upstream?.kill();
  await agent.close();
});

describe('small JSON chat completion', () => {
  bench('direct', async () => {
    await call(direct, '/v1/chat/completions', CHAT_BODY);
  });
  bench('via sidecar (redact)', async () => {
    await call(`${sidecar.url}/openai`, '/v1/chat/completions', CHAT_BODY);
  });
});

describe('2,000-token chat stream, unpaced', () => {
  bench('direct', async () => {
    await call(direct, '/v1/chat/completions?stream', STREAM_BODY);
  }, { iterations: 10 });
  bench('via sidecar, pass-through (not inspected)', async () => {
    await call(`${sidecar.url}/openai`, '/v1/raw-stream?stream', STREAM_BODY);
  }, { iterations: 10 });
  bench('via sidecar (redact)', async () => {
    await call(`${sidecar.url}/openai`, '/v1/chat/completions?stream', STREAM_BODY);
  }, { iterations: 10 });
});

describe('2,000-token Anthropic messages stream, unpaced', () => {
  bench('direct', async () => {
    await call(direct, '/v1/messages?stream', MESSAGES_BODY);
  }, { iterations: 10 });
  bench('via sidecar (redact)', async () => {
    await call(`${sidecar.url}/anthropic`, '/v1/messages?stream', MESSAGES_BODY);
  }, { iterations: 10 });
});

describe('2,000-token Responses stream, unpaced', () => {
  bench('direct', async () => {
    await call(direct, '/v1/responses?stream', RESPONSES_BODY);
  }, { iterations: 10 });
  bench('via sidecar (redact)', async () => {
    await call(`${sidecar.url}/openai`, '/v1/responses?stream', RESPONSES_BODY);
  }, { iterations: 10 });
});
