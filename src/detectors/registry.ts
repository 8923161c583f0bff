import type { GuardrailConfig } from '../config/types.js';
import type { Detector } from './types.js';
import { createPiiDetectors } from './pii/index.js';
import { createSecretsDetectors } from './secrets/index.js';
import { createInjectionDetectors } from './injection/index.js';
import { createJailbreakDetectors } from './jailbreak/index.js';
import { createExtractionDetectors } from './extraction/index.js';
import { createFinancialDetectors } from './financial/index.js';
import { createBrandDetectors } from './brand/index.js';
import { createHallucinationDetectors } from './hallucination/index.js';
import { createCustomDetectors } from './custom/index.js';

/** Every family, in one explicit typed list. Adding a family means adding one line here. */
const FAMILIES: ReadonlyArray<(cfg: GuardrailConfig) => Detector[]> = [
  createPiiDetectors,
  createSecretsDetectors,
  createInjectionDetectors,
  createJailbreakDetectors,
  createExtractionDetectors,
  createFinancialDetectors,
  createBrandDetectors,
  createHallucinationDetectors,
  createCustomDetectors,
];

/** Builds the detectors enabled by `cfg`; ids must be unique. */
export function buildDetectors(cfg: GuardrailConfig): Detector[] {
  const all = FAMILIES.flatMap((make) => make(cfg));
  const seen = new Set<string>();
  for (const d of all) {
    if (seen.has(d.meta.id)) throw new Error(`GRD_ERR_DETECTOR_DUPLICATE: detector id "${d.meta.id}" registered twice`);
    seen.add(d.meta.id);
  }
  return all;
}
