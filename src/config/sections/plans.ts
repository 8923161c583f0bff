import type { JSONSchema } from '../schema-types.js';

export interface PlanConfig {
  calls_per_month: number;
  calls_per_minute: number;
  /** Maximum characters (Unicode code points) of one request; at most 200000. */
  max_chars: number;
  /** USD per call beyond `calls_per_month`; null = hard stop (402). */
  overage_usd: number | null;
}

/** The spec's plan table (section 8). */
export const plansDefaults: Record<string, PlanConfig> = {
  developer: { calls_per_month: 100, calls_per_minute: 10, max_chars: 5000, overage_usd: null },
  launch: { calls_per_month: 50_000, calls_per_minute: 120, max_chars: 50_000, overage_usd: 0.001 },
  scale: { calls_per_month: 500_000, calls_per_minute: 600, max_chars: 200_000, overage_usd: 0.0005 },
};

export const plansSchema: JSONSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z0-9_-]{1,64}$' },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['calls_per_month', 'calls_per_minute', 'max_chars', 'overage_usd'],
    properties: {
      calls_per_month: { type: 'integer', minimum: 0 },
      calls_per_minute: { type: 'integer', minimum: 1 },
      max_chars: { type: 'integer', minimum: 1, maximum: 200_000 },
      overage_usd: { type: ['number', 'null'], minimum: 0 },
    },
  },
};
