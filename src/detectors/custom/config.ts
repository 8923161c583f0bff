import type { JSONSchema } from '../../config/schema-types.js';
import type { Category } from '../types.js';

/** One user-defined detector (`detectors.custom.detectors[]`). */
export interface CustomDetectorConfig {
  /** Unique name; the detector id is `custom.<name>` and, unless `type` is given, the finding type. */
  name: string;
  /** re2 pattern (linear time; no lookaround or backreferences). */
  pattern?: string;
  /** Plain phrases, matched case-insensitively on word boundaries. */
  keywords?: string[];
  /** Checksum a match must pass: luhn, iban. */
  validator?: 'luhn' | 'iban';
  /** Finding category (default `pii`); the policy's category rule applies unless `type` has its own. */
  category?: Exclude<Category, 'analysis'>;
  /** Finding type for the policy table (default: `name`). */
  type?: string;
  /** Human-readable label for flags (default: `name`). */
  label?: string;
  /** Confidence 0..1 (default 0.9). */
  score?: number;
  /** Case-insensitive pattern matching (default false). */
  ignore_case?: boolean;
  /** Shorthand policy for this type: merged into `policy.types[type]` unless set there. */
  severity?: number;
  action?: 'redact' | 'flag' | 'reject' | 'ignore';
  mask?: 'full' | 'last4' | 'type' | 'none';
}

/** Config of the custom family (`detectors.custom`). */
export interface CustomFamilyConfig {
  enabled: boolean;
  detectors: CustomDetectorConfig[];
}

export const customFamilyDefaults: CustomFamilyConfig = { enabled: true, detectors: [] };

export const customFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    detectors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        anyOf: [{ required: ['pattern'] }, { required: ['keywords'] }],
        properties: {
          name: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
          pattern: { type: 'string', minLength: 1, maxLength: 2000 },
          keywords: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1, maxLength: 200 } },
          validator: { enum: ['luhn', 'iban'] },
          category: { enum: ['pii', 'secret', 'injection', 'jailbreak', 'extraction', 'financial', 'brand', 'hallucination'] },
          type: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
          label: { type: 'string', minLength: 1, maxLength: 100 },
          score: { type: 'number', minimum: 0, maximum: 1 },
          ignore_case: { type: 'boolean' },
          severity: { type: 'number', minimum: 0, maximum: 100 },
          action: { enum: ['redact', 'flag', 'reject', 'ignore'] },
          mask: { enum: ['full', 'last4', 'type', 'none'] },
        },
      },
    },
  },
};
