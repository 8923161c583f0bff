import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the secrets family (`detectors.secrets`). The family's owner extends it. */
export interface SecretsFamilyConfig {
  enabled: boolean;
}

export const secretsFamilyDefaults: SecretsFamilyConfig = { enabled: true };

export const secretsFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
