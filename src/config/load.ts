import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { ConfigError } from './errors.js';
import type { GuardrailConfig } from './types.js';
import { serverDefaults, serverSchema } from './sections/server.js';
import { storeDefaults, storeSchema } from './sections/store.js';
import { plansDefaults, plansSchema } from './sections/plans.js';
import { policyDefaults, policySchema } from './sections/policy.js';
import { detectorsDefaults, detectorsSchema } from './sections/detectors.js';
import { cacheDefaults, cacheSchema } from './sections/cache.js';
import { modelDefaults, modelSchema } from './sections/model.js';
import { proxyDefaults, proxySchema } from './sections/proxy.js';
import { metricsDefaults, metricsSchema } from './sections/metrics.js';

const sections = {
  server: [serverSchema, serverDefaults],
  store: [storeSchema, storeDefaults],
  plans: [plansSchema, plansDefaults],
  policy: [policySchema, policyDefaults],
  detectors: [detectorsSchema, detectorsDefaults],
  cache: [cacheSchema, cacheDefaults],
  model: [modelSchema, modelDefaults],
  proxy: [proxySchema, proxyDefaults],
  metrics: [metricsSchema, metricsDefaults],
} as const;

const rootSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(sections).map(([k, [schema]]) => [k, schema])),
};

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(rootSchema);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep-merges `over` onto `base`: objects merge key by key, everything else (arrays too) replaces. */
export function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = k in out ? deepMerge(out[k], v) : v;
  return out as T;
}

function dotted(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function describe(err: ErrorObject): { key: string; message: string } {
  const base = dotted(err.instancePath);
  const join = (k: string) => (base ? `${base}.${k}` : k);
  switch (err.keyword) {
    case 'additionalProperties': {
      const key = join(String((err.params as { additionalProperty: string }).additionalProperty));
      return { key, message: `unknown key "${key}"` };
    }
    case 'required': {
      const key = join(String((err.params as { missingProperty: string }).missingProperty));
      return { key, message: `missing required key "${key}"` };
    }
    case 'enum': {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ');
      return { key: base, message: `"${base}" must be one of ${allowed}` };
    }
    case 'propertyNames':
      return { key: base, message: `"${base}" has an invalid key name (${err.message ?? 'bad name'})` };
    default:
      return { key: base, message: `"${base || '(root)'}" ${err.message ?? 'is invalid'}` };
  }
}

/** Validates a raw (parsed YAML) object, merges it over the built-in defaults and returns the config. */
export function buildConfig(raw: unknown, source = 'config'): GuardrailConfig {
  if (raw === null || raw === undefined) raw = {};
  if (!isPlainObject(raw)) throw new ConfigError(`${source}: the top level must be a mapping of sections`);
  if (!validate(raw)) {
    const errs = (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(describe);
    const first = errs[0];
    const lines = errs.map((e) => `  - ${e.message}`).join('\n');
    throw new ConfigError(`${source}: invalid configuration\n${lines}`, first?.key);
  }
  const out: Record<string, unknown> = {};
  for (const [name, [, defaults]] of Object.entries(sections)) out[name] = deepMerge(structuredClone(defaults), raw[name]);
  return out as unknown as GuardrailConfig;
}

/**
 * Loads YAML from `path` (or the built-in defaults when no path), applies `PORT` from the
 * environment over `server.port`, and validates.
 */
export function loadConfig(path?: string, env: NodeJS.ProcessEnv = process.env): GuardrailConfig {
  let raw: unknown = {};
  const source = path ? resolve(path) : 'built-in defaults';
  if (path) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      throw new ConfigError(`cannot read config file ${source}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    try {
      raw = parseYaml(text);
    } catch (e) {
      throw new ConfigError(`${source}: not valid YAML: ${(e as Error).message}`);
    }
  }
  const cfg = buildConfig(raw, source);
  if (env.PORT !== undefined && env.PORT !== '') {
    const port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got "${env.PORT}"`, 'server.port');
    cfg.server.port = port;
  }
  return cfg;
}

/** The config path from `--config`, else `GUARDRAIL_CONFIG`, else `config/default.yaml` if present. */
export function resolveConfigPath(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (flag) return flag;
  if (env.GUARDRAIL_CONFIG) return env.GUARDRAIL_CONFIG;
  return existsSync('config/default.yaml') ? 'config/default.yaml' : undefined;
}
