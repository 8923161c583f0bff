import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// No container engine runs here, so the runtime stage of deploy/Dockerfile is reproduced in a
// temp directory: its COPY instructions are followed, with node_modules holding the production
// dependencies only (what `npm ci --omit=dev` installs), and the CLI's `serve` is started from it
// with the Kubernetes ConfigMap's layout (API on loopback, ops port for metrics and probes).
// A runtime import of a dev dependency, or a data file the image lacks, fails here.

const root = resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8').replaceAll('\\\n', ' ');

function runtimeCopies(): { from: string | undefined; srcs: string[]; dest: string }[] {
  const stages = dockerfile.split(/^FROM /m);
  const runtime = stages.at(-1) ?? '';
  return runtime
    .split('\n')
    .filter((l) => l.startsWith('COPY '))
    .map((l) => {
      const parts = l.split(/\s+/).slice(1);
      const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
      const paths = parts.filter((p) => !p.startsWith('--'));
      return { from, srcs: paths.slice(0, -1), dest: paths.at(-1) as string };
    });
}

/** A node_modules of symlinks to the installed production packages (dev packages left out). */
function productionModules(into: string): void {
  // npm ls exits non-zero on extraneous packages but still lists the tree: the list is what counts.
  const out = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).stdout;
  if (!out.includes(join(root, 'node_modules', 'fastify'))) throw new Error('npm ls listed no production dependencies');
  const top = join(root, 'node_modules');
  for (const p of out.split('\n').filter((x) => x.startsWith(`${top}/`))) {
    const rel = relative(top, p);
    // Nested node_modules come with their parent package.
    if (rel.includes('node_modules')) continue;
    const link = join(into, rel);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(p, link, 'dir');
  }
}

let dir: string;
let proc: ChildProcess | undefined;
let logs = '';
let api = '';
let ops = '';

function waitForLog(pattern: (o: Record<string, unknown>) => string | undefined, ms: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching log line within ${ms} ms:\n${logs.slice(-4000)}`)), ms);
    const scan = () => {
      for (const line of logs.split('\n')) {
        if (!line.startsWith('{')) continue;
        const hit = pattern(JSON.parse(line) as Record<string, unknown>);
        if (hit) {
          clearTimeout(timer);
          proc?.stdout?.off('data', scan);
          resolvePromise(hit);
          return;
        }
      }
    };
    proc?.stdout?.on('data', scan);
    proc?.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${logs.slice(-4000)}`));
    });
    scan();
  });
}

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/cli.js'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
  dir = mkdtempSync(join(tmpdir(), 'guardrail-image-'));
  const app = join(dir, 'app');
  mkdirSync(app);
  for (const c of runtimeCopies()) {
    const dest = resolve(app, c.dest);
    if (c.from === 'deps') {
      expect(c.srcs).toEqual(['/app/node_modules']);
      productionModules(dest);
      continue;
    }
    for (const s of c.srcs) {
      // Both the build stage (WORKDIR /app, after `npm run build`) and the build context are the repository.
      const src = c.from === 'build' ? join(root, relative('/app', s)) : join(root, s);
      // Docker semantics: a file into a directory keeps its name; a directory's contents go into dest.
      const target = !statSync(src).isDirectory() && c.dest.endsWith('/') ? join(dest, basename(src)) : dest;
      cpSync(src, target, { recursive: true });
    }
  }
  const data = join(dir, 'data');
  mkdirSync(data);
  const config = join(dir, 'guardrail.yaml');
  writeFileSync(
    config,
    [
      'server: { host: 127.0.0.1, port: 0, log_level: info }',
      `store: { path: ${JSON.stringify(join(data, 'guardrail.db'))}, bootstrap_key_file: ${JSON.stringify(join(data, 'default-key.txt'))} }`,
      'metrics: { port: 0, host: 127.0.0.1 }',
    ].join('\n'),
  );
  // --preserve-symlinks: modules resolve through the symlinked node_modules, not the repository's full one.
  proc = spawn(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', 'dist/cli.js', 'serve'], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', GUARDRAIL_CONFIG: config },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (c: Buffer) => (logs += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (logs += c.toString()));
  ops = await waitForLog((o) => {
    const m = o.metrics as { port?: number } | undefined;
    return m?.port ? `http://127.0.0.1:${m.port}` : undefined;
  }, 60_000);
  api = await waitForLog((o) => (typeof o.msg === 'string' && o.msg.startsWith('Server listening at http://127.0.0.1') ? o.msg.slice('Server listening at '.length) : undefined), 60_000);
}, 120_000);

afterAll(async () => {
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc?.once('exit', r));
    proc.kill('SIGTERM');
    const t = setTimeout(() => proc?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(t);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the runtime image layout (deploy/Dockerfile runtime stage, reproduced without a container engine)', () => {
  it('answers the probes and serves metrics on the ops port', async () => {
    for (const probe of ['/healthz', '/readyz']) expect((await fetch(`${ops}${probe}`)).status, probe).toBe(200);
    const text = await (await fetch(`${ops}/metrics`)).text();
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(text).toContain(`guardrail_build_info{version="${version}"`);
  });

  it('checks text with the bootstrap key, the built-in model included', async () => {
    const key = readFileSync(join(dir, 'data/default-key.txt'), 'utf8').trim();
    const res = await fetch(`${api}/v1/guardrail/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ proposed_text: 'The garden club meets on Thursday at the library.' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-source')).toBe('model');
    const text = await (await fetch(`${ops}/metrics`)).text();
    expect(text).toMatch(/^guardrail_model_calls_total\{backend="builtin",outcome="ok"\} [1-9]/m);
    expect(logs).not.toContain(key);
  });
});
