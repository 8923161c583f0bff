import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The jailbreak family's detectors enabled by config. */
export function createJailbreakDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
