import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { citationDetector } from './citation.js';
import type { HALLUCINATION_DETECTORS } from './config.js';
import { statisticDetector } from './statistic.js';

const ALL: Record<(typeof HALLUCINATION_DETECTORS)[number], Detector> = {
  citation: citationDetector,
  statistic: statisticDetector,
};

/** The hallucination-signal family's detectors enabled by config. */
export function createHallucinationDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.hallucination;
  if (!c.enabled) return [];
  return Object.entries(ALL)
    .filter(([name]) => !c.disabled.includes(name))
    .map(([, d]) => d);
}
