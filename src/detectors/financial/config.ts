import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the financial family (`detectors.financial`). The family's owner extends it. */
export interface FinancialFamilyConfig {
  enabled: boolean;
}

export const financialFamilyDefaults: FinancialFamilyConfig = { enabled: true };

export const financialFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
