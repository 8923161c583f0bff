#!/usr/bin/env node
// The proxy's unpaced 2,000-token chat stream with the sidecar in its own process, as it runs in a
// pod (`node dist/cli.js serve`), beside the bench's fake upstream (test/bench/fake-llm-upstream.mjs,
// a third process), all on 127.0.0.1. test/bench/proxy.bench.ts starts the sidecar inside the
// benchmark's process, where its work and the client's share one event loop; here they do not.
// Rounds alternate between the three targets in a new random order: the upstream reached directly,
// the sidecar's pass-through path (a path under the route prefix that is no inspected surface, so
// the floor of one extra HTTP hop) and the guarded chat stream (action redact).
//
//   npx tsc -p tsconfig.build.json
//   node scripts/proxy-process-ab.mjs [--n 200]
//
// Prints the median total time per stream of each target and its ratio to direct.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';

const args = process.argv.slice(2);
const n = args[0] === '--n' ? Number(args[1]) : 200;
if (!Number.isInteger(n) || n < 1 || args.length > 2 || (args.length > 0 && args[0] !== '--n')) {
  process.stderr.write('usage: node scripts/proxy-process-ab.mjs [--n 200]\n');
  process.exit(2);
}
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function freePort() {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

const upstream = spawn(process.execPath, [join(root, 'test/bench/fake-llm-upstream.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
const [up] = await once(upstream.stdout, 'data');
const direct = `http://127.0.0.1:${up.toString().trim()}`;
const tmp = mkdtempSync(join(tmpdir(), 'proxy-process-ab-'));
const port = await freePort();
const cfg = join(tmp, 'guardrail.yaml');
writeFileSync(
  cfg,
  [
    'server:', '  host: 127.0.0.1', `  port: ${port}`, '  log_level: silent',
    'store:', `  path: ${join(tmp, 'guardrail.db')}`, `  bootstrap_key_file: ${join(tmp, 'key.txt')}`,
    'model:', '  backend: none',
    'proxy:', '  routes:', `    - {prefix: /openai, upstream: "${direct}", api: openai, action: redact}`, '',
  ].join('\n'),
);
const sidecar = spawn(process.execPath, [join(root, 'dist/cli.js'), 'serve', '--config', cfg], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => {
  upstream.kill();
  sidecar.kill();
  rmSync(tmp, { recursive: true, force: true });
};

const agent = new Agent({ connections: 8 });
const body = JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Where is my order?' }] });
async function call(url) {
  const t0 = performance.now();
  const r = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, dispatcher: agent });
  for await (const _ of r.body);
  if (r.statusCode !== 200) throw new Error(`${url}: status ${r.statusCode}`);
  return performance.now() - t0;
}
const via = `http://127.0.0.1:${port}/openai`;
const targets = {
  direct: `${direct}/v1/chat/completions?stream`,
  'pass-through': `${via}/v1/raw-stream?stream`,
  guarded: `${via}/v1/chat/completions?stream`,
};
try {
  // Wait for the sidecar to listen, then warm pools and JIT.
  for (let i = 0; ; i++) {
    try {
      await call(targets.guarded);
      break;
    } catch (e) {
      if (i > 100) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (let i = 0; i < 30; i++) for (const u of Object.values(targets)) await call(u);
  const times = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  let seed = 20261125;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < n; i++) {
    for (const [k, u] of Object.entries(targets).map((e) => [rand(), e]).sort((a, b) => a[0] - b[0]).map(([, e]) => e)) times[k].push(await call(u));
    if ((i + 1) % 50 === 0) process.stderr.write(`proxy-process-ab: ${i + 1}/${n} rounds\n`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const d = median(times.direct);
  process.stdout.write(`2,000-token chat stream, unpaced, sidecar in its own process (median of ${n}):\n`);
  for (const [k, xs] of Object.entries(times)) process.stdout.write(`  ${k.padEnd(14)} ${median(xs).toFixed(2).padStart(7)} ms   ${(median(xs) / d).toFixed(2)}x direct\n`);
} finally {
  stop();
}
