import type { JSONSchema } from '../schema-types.js';

export interface MetricsConfig {
  /** Serve the Prometheus exposition and record HTTP metrics. */
  enabled: boolean;
  /** Path of the exposition endpoint. */
  path: string;
  /**
   * Serve the exposition on its own listener instead of the API port (so it can stay
   * cluster-internal while the API is exposed). `null` means: on the API port.
   */
  port: number | null;
  /** Interface of the separate metrics listener; `null` means the same as `server.host`. */
  host: string | null;
  /** Add a per-agent verdict counter labelled by `agent_id` (unbounded cardinality: off by default). */
  agent_id_label: boolean;
}

export const metricsDefaults: MetricsConfig = {
  enabled: true,
  path: '/metrics',
  port: null,
  host: null,
  agent_id_label: false,
};

export const metricsSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    path: { type: 'string', pattern: '^/[A-Za-z0-9/_.-]{0,200}$' },
    port: { anyOf: [{ type: 'integer', minimum: 0, maximum: 65535 }, { type: 'null' }] },
    host: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }] },
    agent_id_label: { type: 'boolean' },
  },
};
