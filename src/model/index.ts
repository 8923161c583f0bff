import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { ModelStage } from './types.js';

/**
 * The model stage chosen by `model.backend`, or undefined when the model stage is off.
 * Placeholder until the model-stage work lands: no model stage.
 */
export async function createModelStage(_cfg: GuardrailConfig, _metrics?: Metrics): Promise<ModelStage | undefined> {
  return undefined;
}
