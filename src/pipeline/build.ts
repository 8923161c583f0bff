import type { GuardrailConfig } from '../config/types.js';
import { buildDetectors } from '../detectors/registry.js';
import type { Metrics } from '../metrics/metrics.js';
import { createModelStage } from '../model/index.js';
import { createVerdictCache } from './cache.js';
import { Decider } from './decide.js';
import { Pipeline } from './pipeline.js';

/** Builds the whole pipeline (detectors, decider, cache, model stage) from config. */
export async function buildPipeline(cfg: GuardrailConfig, metrics?: Metrics): Promise<Pipeline> {
  const model = await createModelStage(cfg, metrics);
  const cache = createVerdictCache(cfg, metrics);
  const timeout = typeof cfg.model.timeout_ms === 'number' ? cfg.model.timeout_ms : undefined;
  return new Pipeline({
    detectors: buildDetectors(cfg),
    decider: new Decider(cfg.policy),
    ...(cache ? { cache } : {}),
    ...(model ? { model } : {}),
    ...(metrics ? { metrics } : {}),
    ...(timeout ? { modelTimeoutMs: timeout } : {}),
  });
}
