import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the pii family (`detectors.pii`). The family's owner extends it. */
export interface PiiFamilyConfig {
  enabled: boolean;
}

export const piiFamilyDefaults: PiiFamilyConfig = { enabled: true };

export const piiFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
