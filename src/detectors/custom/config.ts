import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the custom family (`detectors.custom`). The family's owner extends it. */
export interface CustomFamilyConfig {
  enabled: boolean;
}

export const customFamilyDefaults: CustomFamilyConfig = { enabled: true };

export const customFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
