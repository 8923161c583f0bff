import type { JSONSchema } from '../schema-types.js';

/** `cache`: the short-lived, per-account verdict cache between the fastpath and the model stage. */
export interface CacheConfig {
  enabled: boolean;
  /** How long a verdict is reused, in milliseconds. */
  ttl_ms: number;
  /** Upper bound on the number of cached verdicts. */
  max_entries: number;
  /** Upper bound on the approximate bytes held (keys + response bodies). */
  max_bytes: number;
}

export const cacheDefaults: CacheConfig = {
  enabled: true,
  ttl_ms: 60_000,
  max_entries: 10_000,
  max_bytes: 64 * 1024 * 1024,
};

export const cacheSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    ttl_ms: { type: 'integer', minimum: 1 },
    max_entries: { type: 'integer', minimum: 1 },
    max_bytes: { type: 'integer', minimum: 1024 },
  },
};
