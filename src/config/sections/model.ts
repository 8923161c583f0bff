import type { JSONSchema } from '../schema-types.js';

// Placeholder: the owner of this section replaces it with the real typed schema and defaults.
export interface ModelConfig {
  [key: string]: unknown;
}

export const modelDefaults: ModelConfig = {};

export const modelSchema: JSONSchema = { type: 'object' };
