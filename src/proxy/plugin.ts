import type { FastifyPluginAsync } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { Store } from '../store/types.js';

export interface ProxyPluginOptions {
  config: GuardrailConfig;
  pipeline: Pipeline;
  metrics: Metrics;
  store: Store;
}

/** Registers the reverse-proxy routes from `proxy.routes`. Placeholder: no routes yet. */
export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async () => {};
