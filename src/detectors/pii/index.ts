import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { emailDetector } from './email.js';

/** The pii family's detectors enabled by config. */
export function createPiiDetectors(_cfg: GuardrailConfig): Detector[] {
  return [emailDetector];
}
