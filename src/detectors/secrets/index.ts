import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import type { SecretsToggles } from './config.js';
import { awsDetector } from './aws.js';
import { gcpDetector } from './gcp.js';
import { azureDetector } from './azure.js';
import { githubDetector } from './github.js';
import { gitlabDetector } from './gitlab.js';
import { slackDetector } from './slack.js';
import { stripeDetector } from './stripe.js';
import { openaiDetector } from './openai.js';
import { anthropicDetector } from './anthropic.js';
import { guardrailKeyDetector } from './guardrail-key.js';
import { saasTokensDetector } from './saas-tokens.js';
import { jwtDetector } from './jwt.js';
import { privateKeyDetector } from './private-key.js';
import { connectionStringDetector } from './connection-string.js';
import { authHeaderDetector } from './auth-header.js';
import { passwordHashDetector } from './password-hash.js';
import { assignmentDetector } from './assignment.js';
import { highEntropyDetector } from './high-entropy.js';
import { codeCredentialsDetector } from './code-credentials.js';
import { namedTokensDetector } from './named-tokens.js';
import { inContextDetector } from './in-context.js';
import { unlessPublicValue } from './public-values.js';

const DETECTORS: Record<keyof SecretsToggles, Detector> = {
  aws: awsDetector,
  gcp: gcpDetector,
  azure: azureDetector,
  github: githubDetector,
  gitlab: gitlabDetector,
  slack: slackDetector,
  stripe: stripeDetector,
  openai: openaiDetector,
  anthropic: anthropicDetector,
  guardrail_key: guardrailKeyDetector,
  saas_tokens: saasTokensDetector,
  named_tokens: namedTokensDetector,
  jwt: jwtDetector,
  private_key: privateKeyDetector,
  connection_string: connectionStringDetector,
  auth_header: authHeaderDetector,
  password_hash: passwordHashDetector,
  assignment: assignmentDetector,
  code_credentials: codeCredentialsDetector,
  in_context: inContextDetector,
  high_entropy: highEntropyDetector,
};

/** The secrets family's detectors enabled by config (`detectors.secrets`). */
export function createSecretsDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.secrets;
  if (!c.enabled) return [];
  return (Object.keys(DETECTORS) as (keyof SecretsToggles)[]).filter((k) => c[k]).map((k) => unlessPublicValue(DETECTORS[k]));
}
