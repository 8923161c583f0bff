import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, isDetailOnly, postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('GET /openapi.json, /healthz, /readyz and unknown routes', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.close());

  it('serves OpenAPI 3.1, version 1.0.0, with the check operation and every status code', async () => {
    const r = await getJson(srv.url, '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\.1\./);
    expect(r.body.info.version).toBe('1.0.0');
    const op = r.body.paths['/v1/guardrail/check'].post;
    expect(op.operationId).toBe('checkText');
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '402', '403', '413', '422', '429', '503']);
    expect(op.responses['200'].headers['X-Service-Source'].schema.enum).toEqual(['fastpath', 'cache', 'model']);
    expect(r.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('the published request schema is the one the server validates with', async () => {
    const doc = (await getJson(srv.url, '/openapi.json')).body;
    const validate = new Ajv({ strict: false }).compile(doc.components.schemas.CheckRequest);
    await srv.createAccount('o', 'launch');
    const key = await srv.createKey('o');
    const samples: unknown[] = [
      { proposed_text: 'hi' },
      { proposed_text: '' },
      { proposed_text: 'hi', agent_id: 'ok-1' },
      { proposed_text: 'hi', agent_id: 'not ok' },
      { proposed_text: 5 },
      { agent_id: 'x' },
      { proposed_text: 'hi', context: ['a'] },
      { proposed_text: 'hi', context: 3 },
    ];
    for (const s of samples) {
      const r = await postCheck(srv.url, key, s);
      expect(r.status, JSON.stringify(s)).toBe(validate(s) ? 200 : 422);
    }
  });

  it('the published response schema matches a real 200', async () => {
    const doc = (await getJson(srv.url, '/openapi.json')).body;
    const validate = new Ajv({ strict: false }).compile(doc.components.schemas.CheckResponse);
    await srv.createAccount('o2', 'launch');
    const r = await postCheck(srv.url, await srv.createKey('o2'), { proposed_text: 'mail a@b.co' });
    expect(validate(r.body)).toBe(true);
  });

  it('healthz and readyz answer 200 without a key', async () => {
    expect((await getJson(srv.url, '/healthz')).body).toEqual({ status: 'ok' });
    expect((await getJson(srv.url, '/readyz')).body).toEqual({ status: 'ready' });
  });

  it('an unknown route is 404 with a detail body', async () => {
    const r = await getJson(srv.url, '/v2/nothing');
    expect(r.status).toBe(404);
    expect(isDetailOnly(r.body)).toBe(true);
  });

  it('a wrong method on the check route is not served (405, see methods.test.ts)', async () => {
    const r = await getJson(srv.url, '/v1/guardrail/check');
    expect(r.status).toBe(405);
    expect(isDetailOnly(r.body)).toBe(true);
  });
});
