import type { JSONSchema } from '../../config/schema-types.js';

export const EXTRACTION_DETECTORS = ['prompt_request', 'secret_request', 'prompt_leak', 'override_probe', 'prompt_request_i18n', 'prompt_recital', 'config_request', 'guarded_context'] as const;

/** Config of the extraction family (`detectors.extraction`). */
export interface ExtractionFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off. */
  disabled: string[];
  /** Strings planted in your system prompt; any of them in checked text is a proven leak (min 4 chars). */
  canaries: string[];
}

export const extractionFamilyDefaults: ExtractionFamilyConfig = { enabled: true, disabled: [], canaries: [] };

export const extractionFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...EXTRACTION_DETECTORS] } },
    canaries: { type: 'array', items: { type: 'string', minLength: 4, maxLength: 512 } },
  },
};
