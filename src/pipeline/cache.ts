import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { VerdictCache } from './cache-types.js';

/** The verdict cache from `cache` config, or undefined when turned off. Placeholder: off. */
export function createVerdictCache(_cfg: GuardrailConfig, _metrics?: Metrics): VerdictCache | undefined {
  return undefined;
}
