import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { buildConfig, loadConfig, resolveConfigPath } from '../../src/config/load.js';
import { repoRoot } from '../helpers/dist.js';

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('config validation names the bad key', () => {
  it.each([
    ['an unknown section', { serve: {} }, 'serve'],
    ['an unknown server key', { server: { prot: 1 } }, 'server.prot'],
    ['a port out of range', { server: { port: 70000 } }, 'server.port'],
    ['a port that is a string', { server: { port: 'eighty' } }, 'server.port'],
    ['an unknown store kind', { store: { kind: 'postgres' } }, 'store.kind'],
    ['an empty store path', { store: { path: '' } }, 'store.path'],
    ['a plan missing a key', { plans: { gold: { calls_per_month: 1, calls_per_minute: 1, max_chars: 10 } } }, 'plans.gold.overage_usd'],
    ['a plan above the 200000 ceiling', { plans: { huge: { calls_per_month: 1, calls_per_minute: 1, max_chars: 200_001, overage_usd: null } } }, 'plans.huge.max_chars'],
    ['a negative overage', { plans: { neg: { calls_per_month: 1, calls_per_minute: 1, max_chars: 10, overage_usd: -1 } } }, 'plans.neg.overage_usd'],
    ['a bad log level', { server: { log_level: 'loud' } }, 'server.log_level'],
    ['a warm-up switch that is not a boolean', { server: { warm_up: 'yes' } }, 'server.warm_up'],
  ])('%s', (_n, raw, key) => {
    const e = errorOf(() => buildConfig(raw));
    expect(e.key).toBe(key);
    expect(e.message).toContain(key);
  });

  it('an operator can add a plan next to the defaults', () => {
    const c = buildConfig({ plans: { team: { calls_per_month: 10, calls_per_minute: 5, max_chars: 100, overage_usd: 0.01 } } });
    expect(Object.keys(c.plans).sort()).toEqual(['developer', 'launch', 'scale', 'team']);
  });
});

describe('loading files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grd-cfg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('config/default.yaml is valid and states the spec plan table', () => {
    const c = loadConfig(resolve(repoRoot, 'config/default.yaml'), {});
    expect(c.server).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(c.store).toMatchObject({ kind: 'sqlite', path: './data/guardrail.db' });
    expect(c.plans).toMatchObject({
      developer: { calls_per_month: 100, calls_per_minute: 10, max_chars: 5000, overage_usd: null },
      launch: { calls_per_month: 50_000, calls_per_minute: 120, max_chars: 50_000, overage_usd: 0.001 },
      scale: { calls_per_month: 500_000, calls_per_minute: 600, max_chars: 200_000, overage_usd: 0.0005 },
    });
  });

  it('PORT overrides server.port; a bad PORT is named', () => {
    expect(loadConfig(undefined, { PORT: '9191' }).server.port).toBe(9191);
    expect(errorOf(() => loadConfig(undefined, { PORT: 'x' })).key).toBe('server.port');
  });

  it('YAML errors and unreadable files name the file', () => {
    const bad = join(dir, 'broken.yaml');
    writeFileSync(bad, 'server: [unclosed\n');
    expect(errorOf(() => loadConfig(bad, {})).message).toContain('broken.yaml');
    expect(errorOf(() => loadConfig(join(dir, 'missing.yaml'), {})).message).toContain('missing.yaml');
  });

  it('--config beats GUARDRAIL_CONFIG', () => {
    expect(resolveConfigPath('a.yaml', { GUARDRAIL_CONFIG: 'b.yaml' })).toBe('a.yaml');
    expect(resolveConfigPath(undefined, { GUARDRAIL_CONFIG: 'b.yaml' })).toBe('b.yaml');
  });
});
