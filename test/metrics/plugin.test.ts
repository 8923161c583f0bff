import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { metricsPlugin } from '../../src/metrics/plugin.js';

// The plugin on a bare fastify app, listening on 127.0.0.1: routes registered after the plugin,
// as the app factory does, must still be counted.
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function start(raw: Record<string, unknown> = {}) {
  const config = buildConfig({ metrics: raw });
  const metrics = new Metrics();
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(metricsPlugin, { config, metrics });
  app.get('/items/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (id === 'gone') return reply.code(410).send({ detail: 'gone' });
    return { id };
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.post('/v1/guardrail/check', async (_req, reply) => reply.code(401).send({ detail: 'no key' }));
  for (const code of [401, 402, 403, 413, 422, 429, 503]) app.post(`/fail/${code}`, async (_req, reply) => reply.code(code).send({ detail: 'x' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return { app, base: `http://127.0.0.1:${addr.port}` };
}

describe('metrics plugin', () => {
  it('counts responses by route pattern and status code, never by raw URL', async () => {
    const { base } = await start();
    await fetch(`${base}/items/abc-secret-looking-id`);
    await fetch(`${base}/items/gone`);
    await fetch(`${base}/no/such/path/sk_should_not_appear`);
    for (const code of [401, 402, 403, 413, 422, 429, 503]) await fetch(`${base}/fail/${code}`, { method: 'POST' });
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    expect(body).toContain('guardrail_http_responses_total{route="/items/:id",method="GET",code="200"} 1');
    expect(body).toContain('guardrail_http_responses_total{route="/items/:id",method="GET",code="410"} 1');
    expect(body).toContain('guardrail_http_responses_total{route="unmatched",method="GET",code="404"} 1');
    for (const code of [401, 402, 403, 413, 422, 429, 503]) expect(body).toContain(`route="/fail/${code}",method="POST",code="${code}"} 1`);
    expect(body).not.toContain('abc-secret-looking-id');
    expect(body).not.toContain('sk_should_not_appear');
    expect(body).toMatch(/^guardrail_http_request_duration_seconds_count\{route="\/items\/:id",method="GET"\} 2$/m);
    // Default process metrics are on by default.
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('serves the exposition on its own port when metrics.port is set, and not on the API port', async () => {
    const { app, base } = await start({ port: 0, path: '/prom' });
    const addr = app.metricsAddress();
    expect(addr).not.toBeNull();
    expect(addr?.port).not.toBe(Number(new URL(base).port));
    await fetch(`${base}/items/1`);
    expect((await fetch(`${base}/prom`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${addr?.port}/prom`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('guardrail_http_responses_total{route="/items/:id",method="GET",code="200"} 1');
    // Probes on the metrics port are answered by the main app (which may listen on localhost only).
    const health = await fetch(`http://127.0.0.1:${addr?.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${addr?.port}/readyz`)).status).toBe(404);
    await app.close();
    apps = [];
    await expect(fetch(`http://127.0.0.1:${addr?.port}/prom`)).rejects.toThrow();
  });

  it('exposes every status code of the check contract from the start, at zero until seen', async () => {
    const { base } = await start();
    await fetch(`${base}/v1/guardrail/check`, { method: 'POST' });
    const body = await (await fetch(`${base}/metrics`)).text();
    for (const code of ['200', '400', '402', '403', '413', '422', '429', '503']) {
      expect(body).toContain(`guardrail_http_responses_total{route="/v1/guardrail/check",method="POST",code="${code}"} 0`);
    }
    expect(body).toContain('guardrail_http_responses_total{route="/v1/guardrail/check",method="POST",code="401"} 1');
    expect(body).toContain('guardrail_fail_closed_total{reason="model_timeout"} 0');
    expect(body).toMatch(/^guardrail_build_info\{version="[^"]+",node_version="v\d+[^"]*"\} 1$/m);
  });

  it('serves nothing and records nothing when disabled', async () => {
    const { base } = await start({ enabled: false });
    await fetch(`${base}/items/1`);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  it('rejects unknown metrics keys at config load', () => {
    expect(() => buildConfig({ metrics: { agent_label: true } })).toThrow(/unknown key "metrics.agent_label"/);
    expect(() => buildConfig({ metrics: { port: 70000 } })).toThrow();
  });
});
