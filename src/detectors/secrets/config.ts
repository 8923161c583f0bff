import type { JSONSchema } from '../../config/schema-types.js';

/** Per-detector switches of the secrets family; all default to on. */
export interface SecretsToggles {
  aws: boolean;
  gcp: boolean;
  azure: boolean;
  github: boolean;
  gitlab: boolean;
  slack: boolean;
  stripe: boolean;
  openai: boolean;
  anthropic: boolean;
  guardrail_key: boolean;
  saas_tokens: boolean;
  named_tokens: boolean;
  jwt: boolean;
  private_key: boolean;
  connection_string: boolean;
  auth_header: boolean;
  password_hash: boolean;
  assignment: boolean;
  code_credentials: boolean;
  in_context: boolean;
  high_entropy: boolean;
}

/** Config of the secrets family (`detectors.secrets`). */
export interface SecretsFamilyConfig extends SecretsToggles {
  enabled: boolean;
}

export const SECRETS_TOGGLES: readonly (keyof SecretsToggles)[] = [
  'aws', 'gcp', 'azure', 'github', 'gitlab', 'slack', 'stripe', 'openai', 'anthropic', 'guardrail_key', 'saas_tokens',
  'named_tokens', 'jwt', 'private_key', 'connection_string', 'auth_header', 'password_hash', 'assignment', 'code_credentials',
  'in_context', 'high_entropy',
];

export const secretsFamilyDefaults: SecretsFamilyConfig = {
  enabled: true,
  ...(Object.fromEntries(SECRETS_TOGGLES.map((k) => [k, true])) as unknown as SecretsToggles),
};

export const secretsFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' }, ...Object.fromEntries(SECRETS_TOGGLES.map((k) => [k, { type: 'boolean' }])) },
};
