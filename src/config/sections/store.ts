import type { JSONSchema } from '../schema-types.js';

export interface StoreConfig {
  /** `sqlite`: one embedded file (default). `redis`: shared by a fleet of replicas. */
  kind: 'sqlite' | 'redis';
  /** SQLite file; relative paths resolve against the working directory. */
  path: string;
  /** On first start with an empty store: create account `default` and write its key here. */
  bootstrap_key_file: string;
  /** Redis server (`redis://` or `rediss://`, optional user:password and /db). */
  url: string;
  /** Prepended to every Redis key, so several deployments can share one Redis. */
  key_prefix: string;
  /** TCP connect timeout to Redis. */
  connect_timeout_ms: number;
  /** Longest wait for a Redis reply (and for a connection) before the operation fails. */
  command_timeout_ms: number;
  /** Verdict-log entries kept per account per month in Redis (older ones are trimmed). */
  verdict_log_max: number;
}

export const storeDefaults: StoreConfig = {
  kind: 'sqlite',
  path: './data/guardrail.db',
  bootstrap_key_file: './data/default-key.txt',
  url: 'redis://127.0.0.1:6379',
  key_prefix: 'guardrail:',
  connect_timeout_ms: 2000,
  command_timeout_ms: 1000,
  verdict_log_max: 100_000,
};

export const storeSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { enum: ['sqlite', 'redis'] },
    path: { type: 'string', minLength: 1 },
    bootstrap_key_file: { type: 'string', minLength: 1 },
    // A prefix only, not a full grammar check: ioredis reports a malformed URL at start.
    url: { type: 'string', pattern: '^rediss?://' },
    key_prefix: { type: 'string', pattern: '^[A-Za-z0-9_.:{}-]{0,64}$' },
    connect_timeout_ms: { type: 'integer', minimum: 1, maximum: 60_000 },
    command_timeout_ms: { type: 'integer', minimum: 1, maximum: 60_000 },
    verdict_log_max: { type: 'integer', minimum: 1, maximum: 100_000_000 },
  },
};
