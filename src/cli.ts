#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { Admin, AdminError } from './auth/admin.js';
import { bootstrapStore } from './auth/bootstrap.js';
import { ConfigError } from './config/errors.js';
import { loadConfig, resolveConfigPath } from './config/load.js';
import type { GuardrailConfig } from './config/types.js';
import { createStore } from './store/index.js';
import type { Store } from './store/types.js';

/** A mistake in how the command was called: printed with a hint, exit code 2. */
class UsageError extends Error {}

const HELP = `guardrail: a guardrail sidecar for AI agents

Usage:
  guardrail serve [--config P] [--port N] [--host H]
  guardrail accounts create NAME --plan PLAN [--spend-cap USD]
  guardrail accounts suspend NAME
  guardrail accounts resume NAME
  guardrail accounts list
  guardrail accounts set-cap NAME --spend-cap USD|none
  guardrail accounts set-plan NAME --plan PLAN
  guardrail keys create --account NAME [--label TEXT]   prints the key alone on stdout
  guardrail keys list --account NAME
  guardrail keys revoke KEY_ID
  guardrail check [TEXT | --file PATH]                  runs the pipeline in-process;
                                                        without either, reads the text from stdin
  guardrail eval ...                                    see guardrail eval --help

Every command takes --config PATH (else $GUARDRAIL_CONFIG, else config/default.yaml if present,
else built-in defaults). PORT overrides server.port. Exit codes: 0 ok, 1 failure, 2 usage error.
`;

type Options = NonNullable<ParseArgsConfig['options']>;
const common: Options = { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } };

function parse(argv: string[], options: Options, positionals: number, usage: string) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...common, ...options }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\nusage: ${usage}`);
  }
  if (parsed.values.help) {
    process.stdout.write(`usage: ${usage}\n`);
    return null;
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"\nusage: ${usage}`);
  return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
}

function config(values: Record<string, unknown>): GuardrailConfig {
  return loadConfig(resolveConfigPath(values.config as string | undefined));
}

async function withStore<T>(cfg: GuardrailConfig, fn: (store: Store, admin: Admin) => Promise<T>): Promise<T> {
  const store = createStore(cfg.store);
  try {
    return await fn(store, new Admin(store, cfg));
  } finally {
    await store.close();
  }
}

const out = (line: string) => process.stdout.write(`${line}\n`);

async function serve(argv: string[]): Promise<number> {
  const usage = 'guardrail serve [--config P] [--port N] [--host H]';
  const a = parse(argv, { port: { type: 'string' }, host: { type: 'string' } }, 0, usage);
  if (!a) return 0;
  const cfg = config(a.values);
  if (a.values.port !== undefined) {
    const port = Number(a.values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be an integer 0-65535, got "${String(a.values.port)}"`);
    cfg.server.port = port;
  }
  if (typeof a.values.host === 'string') cfg.server.host = a.values.host;
  // Loaded here, not at the top: account and key commands must work even without the pipeline.
  const { createRuntime } = await import('./runtime.js');
  const { build } = await import('./server/app.js');
  const runtime = await createRuntime(cfg);
  const app = await build({ config: cfg, store: runtime.store, pipeline: runtime.pipeline, metrics: runtime.metrics });
  let keyFile: string | null;
  try {
    keyFile = await bootstrapStore(runtime.store, cfg);
  } catch (err) {
    // A store that does not answer at start (Redis down): exit with the error instead of
    // lingering on open connections and workers.
    await app.close();
    await runtime.close();
    throw err;
  }
  if (keyFile) app.log.info({ file: keyFile }, `first start: created account "default"; its API key is in ${keyFile} (readable by the owner only)`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  if (cfg.server.warm_up) {
    const { warmUp } = await import('./pipeline/warm-up.js');
    app.log.info({ ms: Math.round(await warmUp(runtime.pipeline)) }, 'pipeline warmed up');
  }
  await app.listen({ host: cfg.server.host, port: cfg.server.port });
  return -1;
}

function parseSpendCap(v: unknown): number | null {
  if (v === undefined) return null;
  const n = Number(v);
  if (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(n) || n < 0) throw new UsageError(`--spend-cap must be a non-negative number of USD, got "${String(v)}"`);
  return n;
}

async function accounts(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  switch (sub) {
    case 'create': {
      const usage = 'guardrail accounts create NAME --plan PLAN [--spend-cap USD]';
      const a = parse(rest, { plan: { type: 'string' }, 'spend-cap': { type: 'string' } }, 1, usage);
      if (!a) return 0;
      const name = a.positionals[0];
      if (!name) throw new UsageError(`missing account NAME\nusage: ${usage}`);
      if (typeof a.values.plan !== 'string') throw new UsageError(`missing --plan\nusage: ${usage}`);
      const cap = parseSpendCap(a.values['spend-cap']);
      const acc = await withStore(config(a.values), (_s, admin) => admin.createAccount(name, a.values.plan as string, cap));
      out(`created account ${acc.name} (plan ${acc.plan}${cap === null ? '' : `, spend cap ${cap} USD`})`);
      return 0;
    }
    case 'suspend':
    case 'resume': {
      const usage = `guardrail accounts ${sub} NAME`;
      const a = parse(rest, {}, 1, usage);
      if (!a) return 0;
      const name = a.positionals[0];
      if (!name) throw new UsageError(`missing account NAME\nusage: ${usage}`);
      await withStore(config(a.values), (_s, admin) => admin.setSuspended(name, sub === 'suspend'));
      out(`account ${name} ${sub === 'suspend' ? 'suspended' : 'resumed'}`);
      return 0;
    }
    case 'list': {
      const a = parse(rest, {}, 0, 'guardrail accounts list');
      if (!a) return 0;
      const list = await withStore(config(a.values), (s) => s.listAccounts());
      out(['NAME', 'PLAN', 'STATE', 'SPEND_CAP_USD', 'CREATED'].join('\t'));
      for (const x of list) out([x.name, x.plan, x.suspended ? 'suspended' : 'active', x.spendCapMicros === null ? '-' : String(x.spendCapMicros / 1e6), x.createdAt].join('\t'));
      return 0;
    }
    case 'set-cap': {
      const usage = 'guardrail accounts set-cap NAME --spend-cap USD|none';
      const a = parse(rest, { 'spend-cap': { type: 'string' } }, 1, usage);
      if (!a) return 0;
      const name = a.positionals[0];
      if (!name) throw new UsageError(`missing account NAME\nusage: ${usage}`);
      const v = a.values['spend-cap'];
      if (v === undefined) throw new UsageError(`missing --spend-cap (a number of USD, or none)\nusage: ${usage}`);
      const cap = v === 'none' ? null : parseSpendCap(v);
      await withStore(config(a.values), (_s, admin) => admin.setSpendCap(name, cap));
      out(cap === null ? `account ${name}: no spend cap` : `account ${name}: spend cap ${cap} USD per month`);
      return 0;
    }
    case 'set-plan': {
      const usage = 'guardrail accounts set-plan NAME --plan PLAN';
      const a = parse(rest, { plan: { type: 'string' } }, 1, usage);
      if (!a) return 0;
      const name = a.positionals[0];
      if (!name) throw new UsageError(`missing account NAME\nusage: ${usage}`);
      if (typeof a.values.plan !== 'string') throw new UsageError(`missing --plan\nusage: ${usage}`);
      const acc = await withStore(config(a.values), (_s, admin) => admin.setPlan(name, a.values.plan as string));
      out(`account ${acc.name}: plan ${acc.plan}`);
      return 0;
    }
    default:
      throw new UsageError(`unknown accounts command "${sub ?? ''}" (create, suspend, resume, list, set-cap, set-plan)`);
  }
}

async function keys(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  switch (sub) {
    case 'create': {
      const usage = 'guardrail keys create --account NAME [--label TEXT]';
      const a = parse(rest, { account: { type: 'string' }, label: { type: 'string' } }, 0, usage);
      if (!a) return 0;
      if (typeof a.values.account !== 'string') throw new UsageError(`missing --account\nusage: ${usage}`);
      const { key } = await withStore(config(a.values), (_s, admin) => admin.createKey(a.values.account as string, (a.values.label as string | undefined) ?? null));
      out(key);
      return 0;
    }
    case 'list': {
      const usage = 'guardrail keys list --account NAME';
      const a = parse(rest, { account: { type: 'string' } }, 0, usage);
      if (!a) return 0;
      if (typeof a.values.account !== 'string') throw new UsageError(`missing --account\nusage: ${usage}`);
      const list = await withStore(config(a.values), (_s, admin) => admin.listKeys(a.values.account as string));
      out(['ID', 'LABEL', 'CREATED', 'REVOKED'].join('\t'));
      for (const k of list) out([k.id, k.label ?? '-', k.createdAt, k.revokedAt ?? '-'].join('\t'));
      return 0;
    }
    case 'revoke': {
      const usage = 'guardrail keys revoke KEY_ID';
      const a = parse(rest, {}, 1, usage);
      if (!a) return 0;
      const id = a.positionals[0];
      if (!id) throw new UsageError(`missing KEY_ID\nusage: ${usage}`);
      await withStore(config(a.values), (_s, admin) => admin.revokeKey(id));
      out(`key ${id} revoked`);
      return 0;
    }
    default:
      throw new UsageError(`unknown keys command "${sub ?? ''}" (create, list, revoke)`);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function check(argv: string[]): Promise<number> {
  const usage = 'guardrail check [TEXT | --file PATH]';
  const a = parse(argv, { file: { type: 'string' } }, 1, usage);
  if (!a) return 0;
  let text: string;
  if (typeof a.values.file === 'string') {
    if (a.positionals.length > 0) throw new UsageError(`give TEXT or --file, not both\nusage: ${usage}`);
    try {
      text = readFileSync(a.values.file, 'utf8');
    } catch (e) {
      throw new AdminError(`cannot read ${a.values.file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  } else if (a.positionals[0] !== undefined) {
    text = a.positionals[0];
  } else if (!process.stdin.isTTY) {
    // `echo hi | guardrail check`: a pipe or a redirected file; a terminal would wait for typing.
    text = await readStdin();
    if (text.length === 0) throw new UsageError(`no text on stdin; give TEXT, --file PATH or pipe the text in\nusage: ${usage}`);
  } else {
    throw new UsageError(`missing TEXT, --file PATH or text on stdin\nusage: ${usage}`);
  }
  if (text.length === 0) throw new UsageError('the text to check is empty');
  const cfg = config(a.values);
  const { buildPipeline } = await import('./pipeline/build.js');
  const { Metrics } = await import('./metrics/metrics.js');
  const pipeline = await buildPipeline(cfg, new Metrics({ defaultMetrics: false }));
  try {
    const outcome = await pipeline.check({ text, accountId: '_cli', door: 'cli' });
    out(JSON.stringify(outcome.response));
    process.stderr.write(`source: ${outcome.source}\n`);
  } finally {
    await pipeline.close();
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'serve':
      return serve(rest);
    case 'accounts':
      return accounts(rest);
    case 'keys':
      return keys(rest);
    case 'check':
      return check(rest);
    case 'eval': {
      const { runEvalCommand } = await import('./eval/cli.js');
      return runEvalCommand(rest);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(HELP);
      return cmd === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${cmd}"\n\n${HELP}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // serve returns -1 and keeps running until a signal.
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`guardrail: ${err.message}\n`);
      process.exitCode = 2;
    } else if (err instanceof ConfigError) {
      process.stderr.write(`guardrail: configuration error${err.key ? ` at "${err.key}"` : ''}: ${err.message}\n`);
      process.exitCode = 1;
    } else if (err instanceof AdminError) {
      process.stderr.write(`guardrail: ${err.message}\n`);
      process.exitCode = 1;
    } else {
      const e = err as { code?: string; message?: string };
      process.stderr.write(`guardrail: ${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}\n`);
      process.exitCode = 1;
    }
  },
);
