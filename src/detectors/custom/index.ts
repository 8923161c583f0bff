import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The custom family's detectors enabled by config. */
export function createCustomDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
