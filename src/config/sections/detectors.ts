import type { JSONSchema } from '../schema-types.js';

// Placeholder: the owner of this section replaces it with the real typed schema and defaults.
export interface DetectorsConfig {
  [key: string]: unknown;
}

export const detectorsDefaults: DetectorsConfig = {};

export const detectorsSchema: JSONSchema = { type: 'object' };
