import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A real redis-server on 127.0.0.1, private to one test file. */
export interface TestRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts a fresh, empty server on the same port (after kill). */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** Path of redis-server, or null when it is not installed. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  for (const d of dirs) {
    if (!d) continue;
    const p = join(d, 'redis-server');
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Whether Redis tests can run here. Under CI=true a missing redis-server is an error (the test
 * fails), never a reason to skip; elsewhere the caller may skip.
 */
export function redisServerOrSkip(): string | null {
  const bin = findRedisServer();
  if (!bin && process.env.CI === 'true') throw new Error('redis-server is not installed; .ci/run installs the Debian package redis-server');
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function launch(bin: string, port: number, dir: string): Promise<ChildProcess> {
  // No persistence: every start is empty, and nothing is written outside the temp dir.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--logfile', ''];
  const proc = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port}:\n${out}`));
    }, 20_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(t);
        proc.stdout?.off('data', onData);
        // Keep draining so a full pipe never blocks the server.
        proc.stdout?.resume();
        resolve(proc);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    proc.once('error', (e) => {
      clearTimeout(t);
      reject(e);
    });
    proc.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`redis-server exited ${code}:\n${out}`));
    });
  });
}

function stopProc(p: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!p || p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill(signal);
  });
}

/** Starts redis-server on a random free port with a temp working directory. */
export async function startRedis(bin: string): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'grd-redis-'));
  let port = 0;
  let proc: ChildProcess | null = null;
  // The port may be taken between probing and binding; a second free port settles it.
  for (let attempt = 0; attempt < 3 && !proc; attempt++) {
    port = await freePort();
    try {
      proc = await launch(bin, port, dir);
    } catch (e) {
      if (attempt === 2) {
        rmSync(dir, { recursive: true, force: true });
        throw e;
      }
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      await stopProc(proc, 'SIGKILL');
      proc = null;
    },
    async restart() {
      await stopProc(proc, 'SIGKILL');
      proc = await launch(bin, port, dir);
    },
    async stop() {
      await stopProc(proc, 'SIGTERM');
      proc = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
