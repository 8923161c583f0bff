import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Admin } from '../../src/auth/admin.js';
import { buildConfig, deepMerge } from '../../src/config/load.js';
import type { Account } from '../../src/store/types.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { build, type LoggerOptions } from '../../src/server/app.js';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';

export interface TestServerOptions {
  /** Wraps the real (temp SQLite) store, e.g. to make it fail. */
  wrapStore?: (store: Store) => Store;
  /** Logs are silent unless a stream (or level) is given. */
  logger?: LoggerOptions;
  /** Pins the clock used for months and rate windows. */
  now?: () => Date;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  app: FastifyInstance;
  /** The store the server uses (wrapped, if `wrapStore` was given). */
  store: Store;
  runtime: Runtime;
  /** Temp directory holding the SQLite file; removed by close(). */
  dir: string;
  createAccount(name: string, plan: string, spendCapUsd?: number | null): Promise<Account>;
  /** Mints a key for the account and returns it in clear. */
  createKey(accountName: string, label?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server listening on 127.0.0.1 (random port) over a temp SQLite file. `overrides` is
 * raw config (as in YAML) merged over the defaults and validated by buildConfig.
 */
export async function startTestServer(overrides: object = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'guardrail-test-'));
  const raw = deepMerge(
    {
      server: { host: '127.0.0.1', port: 0, log_level: opts.logger ? 'info' : 'silent' },
      store: { path: join(dir, 'guardrail.db'), bootstrap_key_file: join(dir, 'default-key.txt') },
    },
    overrides,
  );
  const config = buildConfig(raw, 'test overrides');
  const real = createStore(config.store);
  const store = opts.wrapStore ? opts.wrapStore(real) : real;
  const runtime = await createRuntime(config, { store });
  const app = await build({ config, store, pipeline: runtime.pipeline, metrics: runtime.metrics, logger: opts.logger ?? false, ...(opts.now ? { now: opts.now } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  if (addr === null || typeof addr === 'string') throw new Error('test server did not bind a TCP port');
  // Admin goes to the unwrapped store, so setting up a test still works when the wrapper fails.
  const admin = new Admin(real, config);
  let closed = false;
  return {
    url: `http://127.0.0.1:${addr.port}`,
    app,
    store,
    runtime,
    dir,
    createAccount: (name, plan, spendCapUsd) => admin.createAccount(name, plan, spendCapUsd),
    createKey: async (accountName, label) => (await admin.createKey(accountName, label ?? null)).key,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await runtime.close();
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
