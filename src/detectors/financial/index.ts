import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';


/** The financial family's detectors enabled by config. */
export function createFinancialDetectors(_cfg: GuardrailConfig): Detector[] {
  return [];
}
