import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the jailbreak family (`detectors.jailbreak`). The family's owner extends it. */
export interface JailbreakFamilyConfig {
  enabled: boolean;
}

export const jailbreakFamilyDefaults: JailbreakFamilyConfig = { enabled: true };

export const jailbreakFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
