import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from './metrics.js';

export interface MetricsPluginOptions {
  config: GuardrailConfig;
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Address of the separate metrics listener (`metrics.port`), or null when metrics share the API port or it is not listening. */
    metricsAddress(): AddressInfo | null;
  }
}

// Label values must stay a small fixed set: anything else collapses to one value.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// The status codes the v1 contract defines for the check operation (spec section 7): they start
// at 0 so "no 503s" reads as 0 in dashboards and alerts, not as a missing series.
const CHECK_ROUTE = '/v1/guardrail/check';
const CHECK_CODES = ['200', '400', '401', '402', '403', '413', '422', '429', '503'];
// Kubelet probes reach the pod IP, while the API may listen on localhost only: the separate
// listener answers these too by asking the main app in-process.
const PROBES = ['/healthz', '/readyz'];
// Requests that matched no route (404 probes, scanners) share one label instead of their raw URL.
const UNMATCHED = 'unmatched';

function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

function serveExposition(metrics: Metrics) {
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  };
}

async function plugin(app: FastifyInstance, opts: MetricsPluginOptions): Promise<void> {
  const { config, metrics } = opts;
  const cfg = config.metrics;
  let separate: FastifyInstance | undefined;
  app.decorate('metricsAddress', (): AddressInfo | null => {
    const addr = separate?.server.address();
    return addr && typeof addr === 'object' ? addr : null;
  });
  if (!cfg.enabled) return;

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== CHECK_ROUTE || !methods.includes('POST')) return;
    for (const code of CHECK_CODES) metrics.httpResponses.inc({ route: CHECK_ROUTE, method: 'POST', code }, 0);
  });

  // Route pattern, never the raw URL: URLs can carry ids and unbounded paths.
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    const method = methodLabel(request.method);
    metrics.httpResponses.inc({ route, method, code: String(reply.statusCode) });
    metrics.httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
  });

  if (cfg.port === null) {
    app.get(cfg.path, { logLevel: 'warn' }, serveExposition(metrics));
    return;
  }

  // A listener of its own, so the exposition can stay cluster-internal while the API is exposed.
  const port = cfg.port;
  const host = cfg.host ?? config.server.host;
  const server = Fastify({ logger: false });
  server.get(cfg.path, serveExposition(metrics));
  for (const probe of PROBES) {
    server.get(probe, async (_request, reply) => {
      if (!app.hasRoute({ method: 'GET', url: probe })) return reply.code(404).send({ detail: 'Not Found' });
      const res = await app.inject({ method: 'GET', url: probe });
      const type = res.headers['content-type'];
      if (type) reply.header('content-type', type);
      return reply.code(res.statusCode).send(res.rawPayload);
    });
  }
  separate = server;
  // onReady is awaited by listen() (onListen is not), so the port is bound once listen() resolves
  // and a port clash fails the start instead of being logged and ignored.
  app.addHook('onReady', async () => {
    await server.listen({ port, host });
    app.log.info({ metrics: server.server.address() }, 'metrics listener started');
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
}

// Same marker fastify-plugin sets: the hooks must see every route of the app, not only this plugin's scope.
Object.assign(plugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'guardrail-metrics',
});

/** Serves the Prometheus exposition (`metrics.path`, optionally on `metrics.port`) and records HTTP responses by route pattern and code. */
export const metricsPlugin: FastifyPluginAsync<MetricsPluginOptions> = plugin;
