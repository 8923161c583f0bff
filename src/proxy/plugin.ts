import type { FastifyPluginAsync } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import type { ProxyApi } from '../config/sections/proxy.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { Store } from '../store/types.js';
import type { Surface } from './adapters/json.js';
import { handleInspected } from './handler.js';
import { Passthrough } from './passthrough.js';
import { StreamScanner } from './scanner.js';
import { Upstreams } from './upstream.js';

export interface ProxyPluginOptions {
  config: GuardrailConfig;
  pipeline: Pipeline;
  metrics: Metrics;
  store: Store;
}

const SURFACES: Record<ProxyApi, ReadonlyArray<[Surface, string]>> = {
  openai: [
    ['chat', '/v1/chat/completions'],
    ['responses', '/v1/responses'],
  ],
  anthropic: [['messages', '/v1/messages']],
};

/**
 * Registers the reverse-proxy routes from `proxy.routes`: the inspected surfaces of each API
 * run through the pipeline; every other path under the prefix is passed through untouched.
 * No guardrail key is needed: the agent's own upstream credentials go upstream as they are.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (app, opts) => {
  const cfg = opts.config.proxy;
  if (cfg.routes.length === 0) return;
  const scanner = new StreamScanner(opts.pipeline, cfg.holdback_margin, cfg.max_holdback);
  app.log.info({ routes: cfg.routes.map((r) => `${r.prefix} -> ${r.api} (${r.action})`), holdbackChars: scanner.holdback }, 'proxy routes registered');
  const upstreams = new Upstreams(cfg);
  const passthrough = new Passthrough(cfg);
  app.addHook('onClose', async () => {
    passthrough.close();
    await upstreams.close();
  });

  for (const route of cfg.routes) {
    const deps = { route, cfg, pipeline: opts.pipeline, metrics: opts.metrics, store: opts.store, scanner, upstreams };
    await app.register(async (inspected) => {
      // The raw bytes go upstream unchanged; the guard parses its own copy.
      inspected.removeAllContentTypeParsers();
      inspected.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: cfg.max_request_bytes }, (_req, body, done) => done(null, body));
      for (const [surface, path] of SURFACES[route.api]) inspected.post(route.prefix + path, (req, reply) => handleInspected(deps, surface, req, reply));
    });
    await app.register(async (through) => {
      // Leave the body unread so it streams straight upstream.
      through.removeAllContentTypeParsers();
      through.addContentTypeParser('*', (_req, _payload, done) => done(null));
      through.all(`${route.prefix}/*`, (req, reply) => {
        reply.hijack();
        passthrough.forward(route, req.raw, reply.raw, (req.raw.url ?? '/').slice(route.prefix.length) || '/');
      });
    });
  }
};
