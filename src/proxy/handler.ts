import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { ProxyConfig, ProxyRoute } from '../config/sections/proxy.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { Store } from '../store/types.js';
import type { Surface } from './adapters/json.js';
import { conversationContext } from './conversation.js';
import { blockedError, upstreamError } from './errors.js';
import { agentIdFrom, clientResponseHeaders, upstreamRequestHeaders } from './headers.js';
import { GuardKit } from './kit.js';
import { respondJson } from './respond-json.js';
import { respondStream } from './respond-stream.js';
import { sendJson, writable, type Outcome, type ResponseContext } from './respond.js';
import type { StreamScanner } from './scanner.js';
import type { GuardMode } from './text-guard.js';
import type { Upstreams } from './upstream.js';

export interface RouteDeps {
  route: ProxyRoute;
  cfg: ProxyConfig;
  pipeline: Pipeline;
  metrics: Metrics;
  store: Store;
  scanner: StreamScanner;
  upstreams: Upstreams;
}

const MODE: Record<ProxyRoute['action'], GuardMode> = { redact: 'redact', block: 'block', annotate: 'pass', observe: 'pass' };

function decoded(body: Readable, encoding: string | string[] | undefined): Readable {
  const e = typeof encoding === 'string' ? encoding.trim().toLowerCase() : '';
  if (e === 'gzip' || e === 'x-gzip') return body.pipe(createGunzip());
  if (e === 'br') return body.pipe(createBrotliDecompress());
  if (e === 'deflate') return body.pipe(createInflate());
  return body;
}

/** One inspected request (chat completions, responses, messages): forward, guard, answer. */
export async function handleInspected(d: RouteDeps, surface: Surface, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { route, cfg } = d;
  const api = `${route.api}.${surface}`;
  const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
  let reqJson: unknown;
  try {
    reqJson = raw ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch {
    reqJson = undefined;
  }
  const agentId = agentIdFrom(request.headers);
  const mode = MODE[route.action];
  reply.hijack();
  const res = reply.raw;
  const ac = new AbortController();
  let clientGone = false;
  res.on('close', () => {
    if (!res.writableFinished) {
      clientGone = true;
      ac.abort();
    }
  });

  let added = 0;
  let stream = false;
  let kit: GuardKit | undefined;
  const finish = (outcome: Outcome): void => {
    const labels = { route: route.prefix, api, stream: String(stream) };
    d.metrics.proxyResponses.inc({ ...labels, action: route.action, outcome });
    d.metrics.proxyAddedLatency.observe(labels, added / 1000);
    if (!kit || kit.verdict.checks === 0) return;
    const v = kit.verdict.summary();
    try {
      const p = d.store.recordVerdict({ time: new Date().toISOString(), accountId: null, keyId: null, agentId, status: v.status, riskScore: v.riskScore, source: v.source, flags: v.flags, latencyMs: added, door: `proxy:${route.prefix}` });
      if (p) p.catch((err: unknown) => request.log.error({ code: 'GRD_ERR_PROXY_VERDICT_LOG', err }, 'verdict not recorded'));
    } catch (err) {
      request.log.error({ code: 'GRD_ERR_PROXY_VERDICT_LOG', err }, 'verdict not recorded');
    }
  };

  const rest = (request.raw.url ?? '/').slice(route.prefix.length) || '/';
  let up: Dispatcher.ResponseData;
  try {
    up = await d.upstreams.request(route, { path: rest, method: request.method as Dispatcher.HttpMethod, headers: upstreamRequestHeaders(request.headers), body: raw, signal: ac.signal });
  } catch (err) {
    if (!clientGone) {
      request.log.warn({ code: 'GRD_ERR_PROXY_UPSTREAM', route: route.prefix, errCode: (err as { code?: string }).code }, 'upstream unreachable');
      const e = upstreamError(route.api, (err as { code?: string }).code === 'UND_ERR_HEADERS_TIMEOUT' ? 504 : 502);
      sendJson(res, e.status, {}, JSON.stringify(e.body));
    }
    finish('error');
    return;
  }

  const headers = clientResponseHeaders(up.headers);
  const contentType = String(up.headers['content-type'] ?? '');
  stream = contentType.includes('text/event-stream');
  const body = decoded(up.body, up.headers['content-encoding']);

  // Upstream errors carry no model output: they go back as they are.
  if (up.statusCode < 200 || up.statusCode >= 300) {
    res.writeHead(up.statusCode, headers);
    try {
      for await (const chunk of body) {
        res.write(chunk);
        await writable(res);
      }
    } catch {
      res.destroy();
    }
    res.end();
    finish('error');
    return;
  }

  const context = conversationContext(route.api, reqJson);
  kit = new GuardKit({ mode, pipeline: d.pipeline, scanner: d.scanner, cfg, context, signal: ac.signal, onHoldback: (n) => d.metrics.proxyHoldbackChars.observe({ api }, n) });

  const ctx: ResponseContext = { route, surface, mode, res, status: up.statusCode, headers, body, kit, cfg, clientGone: () => clientGone };
  try {
    const r = stream ? await respondStream(ctx) : await respondJson(ctx);
    added = r.addedMs;
    finish(clientGone ? 'error' : r.outcome);
  } catch (err) {
    // Fail closed: a guard that cannot finish never lets the response through.
    request.log.error({ code: 'GRD_ERR_PROXY_GUARD', route: route.prefix, errName: (err as Error).name }, 'guard failed');
    if (!res.headersSent) {
      const e = blockedError(route.api);
      sendJson(res, e.status, {}, JSON.stringify(e.body));
    } else res.destroy();
    finish('error');
  }
}
