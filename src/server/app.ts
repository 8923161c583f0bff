import Fastify, { type FastifyInstance } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import { metricsPlugin } from '../metrics/plugin.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import { proxyPlugin } from '../proxy/plugin.js';
import type { Store } from '../store/types.js';
import { apiPlugin } from './api.js';
import { toHttpError } from './error-map.js';
import { ErrorCode } from './errors.js';
import { methodTracker } from './method-not-allowed.js';

/** Where logs go: `false` silences them; otherwise pino JSON to `stream` (default stdout). */
export type LoggerOptions = false | { level?: string; stream?: NodeJS.WritableStream };

export interface BuildOptions {
  config: GuardrailConfig;
  store: Store;
  pipeline: Pipeline;
  metrics: Metrics;
  logger?: LoggerOptions;
  /** The clock for months and rate windows (tests pin it). */
  now?: () => Date;
}

// Defence in depth: the default serializers do not log headers, but if anyone logs them,
// credentials are masked.
const REDACT = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["proxy-authorization"]', 'headers.authorization'];

function loggerConfig(cfg: GuardrailConfig, l: LoggerOptions | undefined): boolean | Record<string, unknown> {
  if (l === false || cfg.server.log_level === 'silent') return false;
  return { level: l?.level ?? cfg.server.log_level, redact: { paths: REDACT, censor: '[redacted]' }, ...(l?.stream ? { stream: l.stream } : {}) };
}

/** The app factory: every route and plugin registered, not listening. */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerConfig(opts.config, opts.logger),
    return503OnClosing: true,
  });

  app.setErrorHandler((err, req, reply) => {
    const e = toHttpError(err);
    const fields = { code: e.code, status: e.status };
    if (e.status >= 500) req.log.error({ ...fields, err }, 'request failed');
    else req.log.info(fields, 'request refused');
    void reply.code(e.status).headers(e.headers).send({ detail: e.detail });
  });
  const methodNotAllowed = methodTracker(app);
  app.setNotFoundHandler((req, reply) => {
    if (methodNotAllowed(req, reply)) return;
    req.log.info({ code: ErrorCode.NOT_FOUND }, 'no such route');
    void reply.code(404).send({ detail: `no route ${req.method} ${req.url.split('?')[0] ?? ''}` });
  });

  await app.register(metricsPlugin, { config: opts.config, metrics: opts.metrics });
  await app.register(apiPlugin, { config: opts.config, store: opts.store, pipeline: opts.pipeline, now: opts.now ?? (() => new Date()) });
  await app.register(proxyPlugin, { config: opts.config, pipeline: opts.pipeline, metrics: opts.metrics, store: opts.store });
  return app;
}
