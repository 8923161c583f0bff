import type { JSONSchema } from '../../config/schema-types.js';

export const FINANCIAL_DETECTORS = ['refund', 'discount', 'binding', 'grant', 'grant_i18n'] as const;

/** Config of the financial-commitment family (`detectors.financial`). */
export interface FinancialFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off. */
  disabled: string[];
}

export const financialFamilyDefaults: FinancialFamilyConfig = { enabled: true, disabled: [] };

export const financialFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...FINANCIAL_DETECTORS] } },
  },
};
