import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { instructionOverrideDetector } from './instruction-override.js';

/** The injection family's detectors enabled by config. */
export function createInjectionDetectors(_cfg: GuardrailConfig): Detector[] {
  return [instructionOverrideDetector];
}
