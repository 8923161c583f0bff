import type { ServerConfig } from './sections/server.js';
import type { StoreConfig } from './sections/store.js';
import type { PlanConfig } from './sections/plans.js';
import type { PolicyConfig } from './sections/policy.js';
import type { DetectorsConfig } from './sections/detectors.js';
import type { CacheConfig } from './sections/cache.js';
import type { ModelConfig } from './sections/model.js';
import type { ProxyConfig } from './sections/proxy.js';
import type { MetricsConfig } from './sections/metrics.js';

export type { ServerConfig, StoreConfig, PlanConfig, PolicyConfig, DetectorsConfig, CacheConfig, ModelConfig, ProxyConfig, MetricsConfig };

/** The whole validated configuration. Every section is present after loading (defaults merged). */
export interface GuardrailConfig {
  server: ServerConfig;
  store: StoreConfig;
  plans: Record<string, PlanConfig>;
  policy: PolicyConfig;
  detectors: DetectorsConfig;
  cache: CacheConfig;
  model: ModelConfig;
  proxy: ProxyConfig;
  metrics: MetricsConfig;
}
