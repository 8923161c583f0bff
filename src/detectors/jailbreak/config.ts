import type { JSONSchema } from '../../config/schema-types.js';

export const JAILBREAK_DETECTORS = ['persona', 'refusal_suppression', 'roleplay', 'harmful_framing', 'harmful_request', 'evasion_request', 'tense_shift', 'wrongdoing_request', 'two_answer', 'persona_i18n', 'primed_request', 'harmful_request_i18n', 'privacy_request', 'harmful_task', 'covert_harm', 'self_harm_request', 'manipulation_request', 'hate_request'] as const;

/** Config of the jailbreak family (`detectors.jailbreak`). */
export interface JailbreakFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off, e.g. `[harmful_request]`. */
  disabled: string[];
}

export const jailbreakFamilyDefaults: JailbreakFamilyConfig = { enabled: true, disabled: [] };

export const jailbreakFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...JAILBREAK_DETECTORS] } },
  },
};
