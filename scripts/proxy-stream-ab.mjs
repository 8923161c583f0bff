#!/usr/bin/env node
// A/B timing of the proxy's unpaced 2,000-token stream (the fake upstream of
// test/bench/proxy.bench.ts, in its own process on 127.0.0.1; --surface picks Chat Completions,
// the default, the Responses API or Anthropic Messages, each in its API's own event format)
// through one or more builds of the sidecar, started in this process from their dist/
// directories. Rounds alternate between the targets (in a new random order each round) so that
// a shared, noisy machine drifts on all of them alike.
//
//   npx tsc -p tsconfig.build.json
//   node scripts/proxy-stream-ab.mjs [--n 300] [--surface chat|responses|messages] [--direct] [--raw] [LABEL=DIST_DIR ...]
//
// Without LABEL=DIST_DIR the one target is ./dist. --direct adds the upstream reached directly,
// --raw adds each build's pass-through path (not inspected). Prints median, mean and p90 of the
// total time per stream, and whether every guarded stream gave the agent the same text. For a CPU
// profile of one build: node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/proxy-stream-ab.mjs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';

const args = process.argv.slice(2);
let n = 300;
let withDirect = false;
let withRaw = false;
let surface = 'chat';
const builds = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--n') n = Number(args[++i]);
  else if (a === '--direct') withDirect = true;
  else if (a === '--raw') withRaw = true;
  else if (a === '--surface' && ['chat', 'responses', 'messages'].includes(args[i + 1])) surface = args[++i];
  else if (a.includes('=')) builds.push({ label: a.slice(0, a.indexOf('=')), dir: resolve(a.slice(a.indexOf('=') + 1)) });
  else {
    process.stderr.write('usage: node scripts/proxy-stream-ab.mjs [--n 300] [--surface chat|responses|messages] [--direct] [--raw] [LABEL=DIST_DIR ...]\n');
    process.exit(2);
  }
}
if (builds.length === 0) builds.push({ label: 'dist', dir: resolve('dist') });

// The bench's fake upstream (test/bench/fake-llm-upstream.mjs), in its own process.
const UPSTREAM_FILE = fileURLToPath(new URL('../test/bench/fake-llm-upstream.mjs', import.meta.url));

async function startSidecar(dir, upstream) {
  const imp = (p) => import(pathToFileURL(join(dir, p)).href);
  const [{ buildConfig, deepMerge }, { createStore }, { createRuntime }, { build }] = await Promise.all([imp('config/load.js'), imp('store/index.js'), imp('runtime.js'), imp('server/app.js')]);
  const tmp = mkdtempSync(join(tmpdir(), 'proxy-ab-'));
  const config = buildConfig(
    deepMerge(
      { server: { host: '127.0.0.1', port: 0, log_level: 'silent' }, store: { path: join(tmp, 'guardrail.db'), bootstrap_key_file: join(tmp, 'key.txt') } },
      { model: { backend: 'none' }, proxy: { routes: [{ prefix: '/openai', upstream, api: 'openai', action: 'redact' }, { prefix: '/anthropic', upstream, api: 'anthropic', action: 'redact' }] } },
    ),
    'proxy-ab',
  );
  const store = createStore(config.store);
  const runtime = await createRuntime(config, { store });
  const app = await build({ config, store, pipeline: runtime.pipeline, metrics: runtime.metrics, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${app.server.address().port}`,
    async close() {
      await app.close();
      await runtime.close();
      await store.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const agent = new Agent({ keepAliveTimeout: 30_000, connections: 8 });
const BODY = JSON.stringify(
  surface === 'responses'
    ? { model: 'gpt-4.1-mini', stream: true, input: 'Where is my order?' }
    : { model: 'gpt-4o-mini', stream: true, max_tokens: 4096, messages: [{ role: 'user', content: 'Where is my order?' }] },
);
// `?stream`: the fake upstream's switch from its JSON completion to the stream.
const PATH = { chat: '/openai/v1/chat/completions?stream', responses: '/openai/v1/responses?stream', messages: '/anthropic/v1/messages?stream' }[surface];

async function call(url) {
  const t0 = performance.now();
  const r = await request(url, { method: 'POST', body: BODY, headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' }, dispatcher: agent });
  const parts = [];
  for await (const c of r.body) parts.push(c);
  const ms = performance.now() - t0;
  if (r.statusCode !== 200) throw new Error(`status ${r.statusCode} from ${url}: ${Buffer.concat(parts).toString('utf8').slice(0, 300)}`);
  // The text the agent reads (event splits vary with how upstream's bytes arrive; the text may not).
  let text = '';
  for (const line of Buffer.concat(parts).toString('utf8').split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const m = JSON.parse(line.slice(6));
    if (surface === 'chat') for (const c of m.choices ?? []) if (typeof c.delta?.content === 'string') text += c.delta.content;
    if (m.type === 'response.output_text.delta') text += m.delta;
    if (m.type === 'content_block_delta' && m.delta?.type === 'text_delta') text += m.delta.text;
  }
  return { ms, hash: createHash('sha1').update(text).digest('hex') };
}

const upstreamProc = spawn(process.execPath, [UPSTREAM_FILE], { stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => upstreamProc.kill());
const [port] = await once(upstreamProc.stdout, 'data');
const direct = `http://127.0.0.1:${port.toString().trim()}`;
const targets = [];
if (withDirect) targets.push({ label: 'direct', url: `${direct}${PATH.replace(/^\/(openai|anthropic)/, '')}`, guarded: false });
const sidecars = [];
for (const b of builds) {
  const s = await startSidecar(b.dir, direct);
  sidecars.push(s);
  if (withRaw) targets.push({ label: `${b.label} pass-through`, url: `${s.url}/openai/v1/raw-stream?stream`, guarded: false });
  targets.push({ label: b.label, url: `${s.url}${PATH}`, guarded: true });
}
for (const t of targets) t.ms = [];

for (let w = 0; w < 20; w++) for (const t of targets) await call(t.url);
const hashes = new Set();
// Each round in a new random order (seeded, so runs are comparable): a fixed order would always
// put the same target after the same one, which leaves it the other's garbage to collect.
let seed = 20261122;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
for (let i = 0; i < n; i++) {
  const order = targets.map((t) => [rand(), t]).sort((a, b) => a[0] - b[0]).map(([, t]) => t);
  for (const t of order) {
    const r = await call(t.url);
    t.ms.push(r.ms);
    if (t.guarded) hashes.add(r.hash);
  }
}

const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`unpaced 2,000-token ${surface} stream, ${n} rounds alternating (total ms per stream):`);
for (const t of targets) console.log(`  ${t.label.padEnd(28)} median ${q(t.ms, 0.5).toFixed(2).padStart(7)}   mean ${mean(t.ms).toFixed(2).padStart(7)}   p90 ${q(t.ms, 0.9).toFixed(2).padStart(7)}`);
console.log(`every guarded stream gave the agent ${hashes.size === 1 ? 'the same text' : `${hashes.size} different texts`}`);

for (const s of sidecars) await s.close();
await agent.close();
upstreamProc.kill();
