import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The hallucination family's detectors enabled by config. */
export function createHallucinationDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
