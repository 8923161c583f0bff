import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { ProxyConfig, ProxyRoute } from '../config/sections/proxy.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { Store } from '../store/types.js';
import { AnthropicStreamSession } from './adapters/anthropic-stream.js';
import { ChatStreamSession } from './adapters/chat-stream.js';
import { guardJsonBody, type Surface } from './adapters/json.js';
import { ResponsesStreamSession } from './adapters/responses-stream.js';
import { isObj, type StreamSession } from './adapters/session.js';
import { conversationContext } from './conversation.js';
import { blockedError, upstreamError } from './errors.js';
import { agentIdFrom, clientResponseHeaders, upstreamRequestHeaders } from './headers.js';
import { GuardKit } from './kit.js';
import type { StreamScanner } from './scanner.js';
import { SseParser } from './sse.js';
import type { GuardMode } from './text-guard.js';
import type { Upstreams } from './upstream.js';
import type { VerdictSummary } from './verdict.js';
import { ClientStreamWriter, NullOut, type StreamOut } from './writer.js';

export interface RouteDeps {
  route: ProxyRoute;
  cfg: ProxyConfig;
  pipeline: Pipeline;
  metrics: Metrics;
  store: Store;
  scanner: StreamScanner;
  upstreams: Upstreams;
}

type Outcome = 'passed' | 'redacted' | 'blocked' | 'error';

const MODE: Record<ProxyRoute['action'], GuardMode> = { redact: 'redact', block: 'block', annotate: 'pass', observe: 'pass' };

function session(surface: Surface, out: StreamOut, kit: GuardKit): StreamSession {
  if (surface === 'chat') return new ChatStreamSession(out, kit);
  if (surface === 'responses') return new ResponsesStreamSession(out, kit);
  return new AnthropicStreamSession(out, kit);
}

function decoded(body: Readable, encoding: string | string[] | undefined): Readable {
  const e = typeof encoding === 'string' ? encoding.trim().toLowerCase() : '';
  if (e === 'gzip' || e === 'x-gzip') return body.pipe(createGunzip());
  if (e === 'br') return body.pipe(createBrotliDecompress());
  if (e === 'deflate') return body.pipe(createInflate());
  return body;
}

function verdictHeaders(v: VerdictSummary): OutgoingHttpHeaders {
  // Header values must stay printable ASCII.
  const flags = v.flags.join('; ').replace(/[^\x20-\x7e]/g, '?');
  return { 'x-guardrail-status': v.status, 'x-guardrail-risk-score': String(v.riskScore), 'x-guardrail-flags': flags };
}

function sendJson(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function writable(res: ServerResponse): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return;
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
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

  if (!stream) {
    let text: string;
    try {
      text = (await Buffer.concat(await body.toArray())).toString('utf8');
    } catch {
      if (!clientGone) sendJson(res, 502, {}, JSON.stringify(upstreamError(route.api).body));
      finish('error');
      return;
    }
    const t0 = performance.now();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isObj(parsed)) {
      res.writeHead(up.statusCode, { ...headers, 'content-length': Buffer.byteLength(text) });
      res.end(text);
      added = performance.now() - t0;
      finish('passed');
      return;
    }
    const r = await guardJsonBody(surface, parsed, kit);
    const extra = route.action === 'annotate' ? verdictHeaders(kit.verdict.summary()) : {};
    let outcome: Outcome = 'passed';
    if (r.blocked && mode !== 'pass') {
      const e = blockedError(route.api);
      sendJson(res, e.status, extra, JSON.stringify(e.body));
      outcome = 'blocked';
    } else {
      sendJson(res, up.statusCode, { ...headers, ...extra }, kit.changed && mode === 'redact' ? JSON.stringify(r.body) : text);
      if (kit.changed && mode === 'redact') outcome = 'redacted';
    }
    added = performance.now() - t0;
    finish(outcome);
    return;
  }

  const passThrough = mode === 'pass';
  const out: StreamOut = passThrough ? new NullOut() : new ClientStreamWriter(res, up.statusCode, headers);
  const s = session(surface, out, kit);
  if (passThrough) {
    res.writeHead(up.statusCode, headers);
    res.flushHeaders();
  }
  const parser = new SseParser();
  const decoder = new TextDecoder();
  let drainTimer: NodeJS.Timeout | undefined;
  let drainExpired = false;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const t0 = performance.now();
      // One socket write per upstream chunk, not one per event.
      res.cork();
      if (passThrough) res.write(chunk);
      try {
        for (const item of parser.push(decoder.decode(chunk, { stream: true }))) {
          await s.onItem(item);
          if (s.state === 'done') break;
        }
      } finally {
        res.uncork();
      }
      added += performance.now() - t0;
      if (s.state === 'done') break;
      if (s.state === 'draining' && !drainTimer) {
        drainTimer = setTimeout(() => {
          drainExpired = true;
          body.destroy();
        }, cfg.block_drain_ms);
      }
      await writable(res);
    }
    if (s.state !== 'done') await s.onEnd();
  } catch {
    if (!clientGone) {
      if (drainExpired) await s.onEnd();
      else s.onUpstreamFailure();
    }
  } finally {
    clearTimeout(drainTimer);
    if (!body.destroyed) body.destroy();
  }
  if (passThrough && !res.writableEnded) {
    if (route.action === 'annotate') {
      const v = kit.verdict.summary();
      res.write(`: guardrail status=${v.status} risk_score=${v.riskScore} flags=${JSON.stringify(v.flags)}\n\n`);
    }
    res.end();
  }
  if (clientGone) finish('error');
  else finish(s.blocked ? 'blocked' : kit.changed && mode === 'redact' ? 'redacted' : 'passed');
}
