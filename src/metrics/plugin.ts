import type { FastifyPluginAsync } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from './metrics.js';

export interface MetricsPluginOptions {
  config: GuardrailConfig;
  metrics: Metrics;
}

/** Serves GET /metrics and records HTTP responses by route and code. Placeholder. */
export const metricsPlugin: FastifyPluginAsync<MetricsPluginOptions> = async () => {};
