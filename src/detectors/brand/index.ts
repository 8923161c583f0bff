import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The brand family's detectors enabled by config. */
export function createBrandDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
