import type { JSONSchema } from '../../config/schema-types.js';

export const HALLUCINATION_DETECTORS = ['citation', 'statistic'] as const;

/** Config of the hallucination-signal family (`detectors.hallucination`). */
export interface HallucinationFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off. */
  disabled: string[];
}

export const hallucinationFamilyDefaults: HallucinationFamilyConfig = { enabled: true, disabled: [] };

export const hallucinationFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...HALLUCINATION_DETECTORS] } },
  },
};
