import type { JSONSchema } from '../../config/schema-types.js';

/** Config of the extraction family (`detectors.extraction`). The family's owner extends it. */
export interface ExtractionFamilyConfig {
  enabled: boolean;
}

export const extractionFamilyDefaults: ExtractionFamilyConfig = { enabled: true };

export const extractionFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
};
