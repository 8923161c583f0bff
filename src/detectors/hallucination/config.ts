import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the hallucination family (`detectors.hallucination`). The family's owner extends it. */
export interface HallucinationFamilyConfig {
  enabled: boolean;
}

export const hallucinationFamilyDefaults: HallucinationFamilyConfig = { enabled: true };

export const hallucinationFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
