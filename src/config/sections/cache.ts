import type { JSONSchema } from '../schema-types.js';

// Placeholder: the owner of this section replaces it with the real typed schema and defaults.
export interface CacheConfig {
  [key: string]: unknown;
}

export const cacheDefaults: CacheConfig = {};

export const cacheSchema: JSONSchema = { type: 'object' };
