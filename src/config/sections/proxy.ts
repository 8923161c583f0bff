import type { JSONSchema } from '../schema-types.js';

// Placeholder: the owner of this section replaces it with the real typed schema and defaults.
export interface ProxyConfig {
  [key: string]: unknown;
}

export const proxyDefaults: ProxyConfig = {};

export const proxySchema: JSONSchema = { type: 'object' };
