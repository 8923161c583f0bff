import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the brand family (`detectors.brand`). The family's owner extends it. */
export interface BrandFamilyConfig {
  enabled: boolean;
}

export const brandFamilyDefaults: BrandFamilyConfig = { enabled: true };

export const brandFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
