import type { JSONSchema } from '../schema-types.js';

export interface ServerConfig {
  host: string;
  port: number;
  /** A check whose analysis takes longer is answered 200 `rejected` (fail closed), never approved. */
  request_timeout_ms: number;
  log_level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Run a few built-in texts through the pipeline before listening (first requests stay fast). */
  warm_up: boolean;
}

export const serverDefaults: ServerConfig = {
  host: '127.0.0.1',
  port: 8080,
  request_timeout_ms: 30_000,
  log_level: 'info',
  warm_up: true,
};

export const serverSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    host: { type: 'string', minLength: 1 },
    port: { type: 'integer', minimum: 0, maximum: 65535 },
    request_timeout_ms: { type: 'integer', minimum: 1 },
    log_level: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    warm_up: { type: 'boolean' },
  },
};
