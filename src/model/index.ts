import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from '../metrics/metrics.js';
import { BuiltinModelStage } from './builtin/stage.js';
import { OpenAIJudgeStage } from './openai/stage.js';
import type { ModelStage } from './types.js';

/** The model stage chosen by `model.backend`, or undefined when it is `none`. */
export async function createModelStage(cfg: GuardrailConfig, metrics?: Metrics): Promise<ModelStage | undefined> {
  switch (cfg.model.backend) {
    case 'none':
      return undefined;
    case 'openai':
      return new OpenAIJudgeStage(cfg.model.openai, metrics);
    case 'builtin':
      return new BuiltinModelStage(cfg.model.builtin, cfg.model.grounding, metrics);
  }
}
