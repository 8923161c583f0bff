import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

class Capture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, cb: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    cb();
  }
}

describe('logs', () => {
  const sink = new Capture();
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({}, { logger: { level: 'info', stream: sink } });
    await srv.createAccount('l', 'launch');
    key = await srv.createKey('l');
  });
  afterAll(() => srv.close());

  it('are JSON with a request id and never contain the key, the Authorization header or the text', async () => {
    const text = 'log-probe-unique-text paul.smith@example.com';
    await postCheck(srv.url, key, { proposed_text: text, agent_id: 'agent-log' });
    await postCheck(srv.url, key, `{"proposed_text": "${text}"`); // 400
    await postCheck(srv.url, `sk_${'Z'.repeat(43)}`, { proposed_text: text }); // 401
    await getJson(srv.url, '/v1/usage', key);
    await new Promise((r) => setTimeout(r, 50));
    expect(sink.lines.length).toBeGreaterThan(4);
    const records = sink.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.some((r) => typeof r.reqId === 'string' && r.reqId.length > 0)).toBe(true);
    const all = sink.lines.join('\n');
    expect(all).not.toContain(key);
    expect(all).not.toContain(key.slice(3));
    expect(all).not.toContain('Z'.repeat(43));
    expect(all).not.toMatch(/bearer/i);
    expect(all).not.toContain('log-probe-unique-text');
    expect(all).not.toContain('paul.smith');
    expect(records.some((r) => r.code === 'GRD_ERR_AUTH_REJECTED')).toBe(true);
    expect(records.some((r) => r.code === 'GRD_ERR_BODY_NOT_JSON')).toBe(true);
  });
});
