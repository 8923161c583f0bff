import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The extraction family's detectors enabled by config. */
export function createExtractionDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
