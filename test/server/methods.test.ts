import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDetailOnly } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

async function call(url: string, method: string, path: string) {
  const r = await fetch(`${url}${path}`, { method });
  const text = await r.text();
  return { status: r.status, allow: r.headers.get('allow'), body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('a wrong method on a known route', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.close());

  it.each([
    // A client that GETs the check endpoint (e.g. a browser or a health probe pointed at it).
    ['GET', '/v1/guardrail/check', 'POST'],
    ['PUT', '/v1/guardrail/check', 'POST'],
    ['DELETE', '/v1/guardrail/check?x=1', 'POST'],
    ['POST', '/v1/usage', 'GET, HEAD'],
    ['POST', '/readyz', 'GET, HEAD'],
    ['PATCH', '/openapi.json', 'GET, HEAD'],
  ])('%s %s is 405 with Allow: %s and a detail body', async (method, path, allow) => {
    const r = await call(srv.url, method, path);
    expect(r.status).toBe(405);
    expect(r.allow).toBe(allow);
    expect(isDetailOnly(r.body)).toBe(true);
    expect((r.body as { detail: string }).detail).toContain(method);
  });

  it('a path that does not exist stays 404, without Allow', async () => {
    const r = await call(srv.url, 'GET', '/v1/guardrail/chek');
    expect(r.status).toBe(404);
    expect(r.allow).toBeNull();
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('the right method is unaffected', async () => {
    expect((await call(srv.url, 'GET', '/healthz')).status).toBe(200);
    expect((await call(srv.url, 'POST', '/v1/guardrail/check')).status).toBe(401);
  });
});
