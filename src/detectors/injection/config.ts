import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the injection family (`detectors.injection`). The family's owner extends it. */
export interface InjectionFamilyConfig {
  enabled: boolean;
}

export const injectionFamilyDefaults: InjectionFamilyConfig = { enabled: true };

export const injectionFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
