import type { GuardrailConfig } from './config/types.js';
import { Metrics } from './metrics/metrics.js';
import { buildPipeline } from './pipeline/build.js';
import type { Pipeline } from './pipeline/pipeline.js';
import { createStore } from './store/index.js';
import type { Store } from './store/types.js';

/** Everything a process needs to serve, built from config and closed together. */
export interface Runtime {
  config: GuardrailConfig;
  store: Store;
  pipeline: Pipeline;
  metrics: Metrics;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Replaces the store built from `store.kind` (tests use it to make the store fail). */
  store?: Store;
  metrics?: Metrics;
}

/** Builds store, metrics and pipeline from config. */
export async function createRuntime(config: GuardrailConfig, opts: RuntimeOptions = {}): Promise<Runtime> {
  const metrics = opts.metrics ?? new Metrics({ agentIdLabel: config.metrics.agent_id_label === true });
  const store = opts.store ?? createStore(config.store);
  let pipeline: Pipeline;
  try {
    pipeline = await buildPipeline(config, metrics);
  } catch (err) {
    await store.close();
    throw err;
  }
  let closed = false;
  return {
    config,
    store,
    pipeline,
    metrics,
    async close() {
      if (closed) return;
      closed = true;
      await pipeline.close();
      await store.close();
    },
  };
}
