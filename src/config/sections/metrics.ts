import type { JSONSchema } from '../schema-types.js';

// Placeholder: the owner of this section replaces it with the real typed schema and defaults.
export interface MetricsConfig {
  [key: string]: unknown;
}

export const metricsDefaults: MetricsConfig = {};

export const metricsSchema: JSONSchema = { type: 'object' };
