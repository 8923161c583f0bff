/**
 * First requests after start-up, with and without `server.warm_up`, in one run:
 *
 *   npm run build && npx vitest bench --run test/bench/startup.bench.ts
 *
 * Starts `guardrail serve` (real process, SQLite store in a temp dir, 127.0.0.1) ROUNDS times
 * (default 2) each way, and times start-up (spawn to "listening at") and the first 20 checks,
 * each a different text of `test/eval/fixtures/probe-15.jsonl`, sent one after another. Prints
 * the median, slowest and total of those 20 per mode and their ratio (warm / cold). The bench
 * task below is one check on a warmed server, for scale.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { distFile, repoRoot } from '../helpers/dist.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FIRST = 20;
const texts = readFileSync(join(repoRoot, 'test/eval/fixtures/probe-15.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => (JSON.parse(l) as { text: string }).text)
  .slice(0, FIRST);

interface Started {
  url: string;
  key: string;
  startMs: number;
  stop(): Promise<void>;
}

const dir = mkdtempSync(join(tmpdir(), 'guardrail-startup-'));
let serial = 0;

async function start(warm: boolean): Promise<Started> {
  const d = join(dir, String(serial++));
  const cfg = join(dir, `${serial}.yaml`);
  writeFileSync(cfg, `server:\n  port: 0\n  log_level: info\n  warm_up: ${warm}\nstore:\n  path: ${join(d, 'g.db')}\n  bootstrap_key_file: ${join(d, 'key.txt')}\n` +
      // The bootstrapped account is on the developer plan; lift its per-minute limit for the bench.
      'plans:\n  developer:\n    calls_per_month: 1000000000\n    calls_per_minute: 1000000000\n    max_chars: 200000\n    overage_usd: null\n');
  const t0 = performance.now();
  const proc = spawn(process.execPath, [distFile('cli.js'), 'serve', '--config', cfg], { cwd: dir, env: { ...process.env, PORT: '' } });
  let logs = '';
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`serve did not start:\n${logs}`)), 60_000);
    const on = (b: Buffer) => {
      logs += b.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(logs);
      if (m) {
        clearTimeout(t);
        resolve(m[1]!);
      }
    };
    proc.stdout.on('data', on);
    proc.stderr.on('data', on);
    proc.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${logs}`)));
  });
  const startMs = performance.now() - t0;
  return {
    url,
    key: readFileSync(join(d, 'key.txt'), 'utf8').trim(),
    startMs,
    stop: () =>
      new Promise<void>((res) => {
        proc.once('exit', () => res());
        proc.kill('SIGTERM');
      }),
  };
}

async function check(s: Started, text: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${s.url}/v1/guardrail/check`, { method: 'POST', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ proposed_text: text }) });
  if (r.status !== 200) throw new Error(`check answered ${r.status}: ${await r.text()}`);
  await r.arrayBuffer();
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let warmed: Started;

beforeAll(async () => {
  // One throwaway request warms this process's own HTTP client, so neither mode pays for it.
  const first = await start(false);
  await check(first, 'hello');
  await first.stop();
  const rows: Record<string, { start: number[]; med: number[]; max: number[]; sum: number[] }> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const warm of [false, true]) {
      const s = await start(warm);
      const times: number[] = [];
      for (const t of texts) times.push(await check(s, t));
      await s.stop();
      const row = (rows[warm ? 'warm_up: true' : 'warm_up: false'] ??= { start: [], med: [], max: [], sum: [] });
      row.start.push(s.startMs);
      row.med.push(median(times));
      row.max.push(Math.max(...times));
      row.sum.push(times.reduce((a, b) => a + b, 0));
    }
  }
  const f = (xs: number[]) => median(xs).toFixed(1).padStart(8);
  const lines = [`first ${FIRST} checks after start-up (ms; median of ${ROUNDS} rounds)`, `mode              start-up  median  slowest    total`];
  for (const [k, v] of Object.entries(rows)) lines.push(`${k.padEnd(16)}${f(v.start)}${f(v.med)}${f(v.max)}${f(v.sum)}`);
  const cold = rows['warm_up: false']!;
  const warm = rows['warm_up: true']!;
  lines.push(`ratio warm/cold: slowest ${(median(warm.max) / median(cold.max)).toFixed(2)}x, total ${(median(warm.sum) / median(cold.sum)).toFixed(2)}x, start-up ${(median(warm.start) / median(cold.start)).toFixed(2)}x`);
  console.log(`\n${lines.join('\n')}\n`);
  warmed = await start(true);
}, 600_000);

afterAll(async () => {
  await warmed?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a check on a warmed server', () => {
  let i = 0;
  bench('probe-15 texts in turn', async () => {
    await check(warmed, texts[i++ % texts.length]!);
  });
});
