import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The secrets family's detectors enabled by config. */
export function createSecretsDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
