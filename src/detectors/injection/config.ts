import type { JSONSchema } from '../../config/schema-types.js';

export const INJECTION_DETECTORS = ['instruction_override', 'role_marker', 'hidden_instruction', 'exfiltration', 'response_directive', 'instruction_override_i18n', 'secret_solicitation', 'payload_split', 'addressed_instruction', 'addressed_instruction_i18n', 'data_forwarding', 'reader_directive', 'addressed_payload', 'memory_write', 'embedded_request', 'task_switch', 'user_directive', 'agent_address', 'concealment', 'malicious_code', 'attack_canary', 'leetspeak', 'rot13', 'chatspeak', 'morse', 'restricted_topic'] as const;

/** Config of the injection family (`detectors.injection`). */
export interface InjectionFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off, e.g. `[role_marker]`. */
  disabled: string[];
}

export const injectionFamilyDefaults: InjectionFamilyConfig = { enabled: true, disabled: [] };

export const injectionFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...INJECTION_DETECTORS] } },
  },
};
