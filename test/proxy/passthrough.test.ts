import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './helpers/fake-upstream.js';
import { AGENT_OPENAI_KEY, startProxyEnv, type ProxyEnv } from './helpers/env.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('paths that are not inspected pass through untouched', () => {
  it('lists models through the SDK with the agent key and the query string', async () => {
    env.up.handle((req, res) => json(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 1, owned_by: 'openai' }], echo: req.url }));
    const page = await env.openai().models.list();
    expect(page.data.map((m) => m.id)).toEqual(['gpt-4o-mini']);
    const seen = env.up.requests.at(-1);
    expect(seen?.url).toBe('/v1/models');
    expect(seen?.headers.authorization).toBe(`Bearer ${AGENT_OPENAI_KEY}`);
  });

  it('forwards request and response bodies byte for byte, even text the guard would mask', async () => {
    const payload = JSON.stringify({ model: 'text-embedding-3-small', input: 'mail jane.doe@example.com' });
    const answer = JSON.stringify({ object: 'list', data: [], note: 'echo jane.doe@example.com' });
    env.up.handle((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(req.body === payload ? answer : 'mismatch');
    });
    const r = await fetch(`${env.srv.url}/openai/v1/embeddings?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body: payload });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-upstream')).toBe('yes');
    expect(await r.text()).toBe(answer);
    expect(env.up.requests.at(-1)?.url).toBe('/v1/embeddings?x=1');
  });

  it('answers 502 in the API error shape when the upstream is down', async () => {
    const { startProxyEnv: start } = await import('./helpers/env.js');
    const dead = await start();
    await dead.up.close();
    const r = await fetch(`${dead.srv.url}/anthropic/v1/models`);
    expect(r.status).toBe(502);
    expect(await r.json()).toEqual({ type: 'error', error: { type: 'api_error', message: expect.any(String) } });
    const c = await fetch(`${dead.srv.url}/openai/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(c.status).toBe(502);
    expect(((await c.json()) as { error: { code: string } }).error.code).toBe('upstream_unavailable');
    await dead.srv.close();
  });

  it('leaves the guardrail API routes alone', async () => {
    const r = await fetch(`${env.srv.url}/v1/guardrail/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
    expect(r.status).toBe(401);
  });
});
