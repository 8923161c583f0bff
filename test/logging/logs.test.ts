import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_TEXT_MARK, type Sidecar, sendTraffic, startSidecar } from '../metrics/traffic.js';

// A real server logging at `trace` (the most verbose level) into a captured stream, while checks
// and proxied responses carry distinctive text, API keys and upstream credentials.
const lines: string[] = [];
let partial = '';
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter((l) => l !== ''));
    done();
  },
});

let sidecar: Sidecar;
let extraKey: string;
beforeAll(async () => {
  sidecar = await startSidecar({ server: { log_level: 'trace' } }, { level: 'trace', stream: capture });
  await sendTraffic(sidecar, 1);
  // A second key, revoked-looking and valid-looking variants in odd places.
  await sidecar.server.createAccount('logs', 'scale');
  extraKey = await sidecar.server.createKey('logs');
  await fetch(`${sidecar.server.url}/v1/guardrail/check`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${extraKey}`, 'content-type': 'application/json', 'x-api-key': extraKey },
    body: JSON.stringify({ proposed_text: `card 4111 1111 1111 1111 ${SECRET_TEXT_MARK}` }),
  });
  await fetch(`${sidecar.server.url}/v1/guardrail/check`, { method: 'POST', headers: { Authorization: `Basic ${Buffer.from(`u:${extraKey}`).toString('base64')}` }, body: '{}' });
  await sidecar.close();
  if (partial) lines.push(partial);
}, 120_000);
afterAll(async () => {
  await sidecar?.close();
});

describe('logs', () => {
  it('are produced, one JSON object per line, with a level and a time', () => {
    expect(lines.length).toBeGreaterThan(20);
    for (const l of lines) {
      const o = JSON.parse(l) as { level?: unknown; time?: unknown };
      expect(typeof o.level).toBe('number');
      expect(typeof o.time).toBe('number');
    }
    // Trace really was on, so nothing was hidden by the level.
    expect(sidecar.server.app.log.level).toBe('trace');
  });

  it('carry a request id on every request line, and one id per request', () => {
    const reqLines = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: unknown; res?: unknown }).filter((o) => o.req !== undefined || o.res !== undefined);
    expect(reqLines.length).toBeGreaterThan(10);
    for (const o of reqLines) expect(o.reqId, o.msg).toMatch(/\S/);
    const started = reqLines.filter((o) => o.msg === 'incoming request').map((o) => o.reqId);
    expect(new Set(started).size).toBe(started.length);
  });

  it('never contain a key, an Authorization header, upstream credentials or the checked text', () => {
    const all = lines.join('\n');
    expect(all).not.toContain(SECRET_TEXT_MARK);
    expect(all).not.toContain(sidecar.key);
    expect(all).not.toContain(extraKey);
    expect(all).not.toContain(Buffer.from(`u:${extraKey}`).toString('base64'));
    expect(all).not.toMatch(/sk_[A-Za-z0-9_-]{20}/);
    expect(all).not.toContain('sk-upstream');
    expect(all).not.toMatch(/bearer /i);
    expect(all).not.toMatch(/"authorization"\s*:\s*"(?!\[redacted\])/i);
    // Pieces of the texts that were checked or proxied, without the marker.
    for (const piece of ['previous instructions', 'garden club', '4111 1111', 'example.com', 'tomatoes', 'Lisbon']) expect(all, piece).not.toContain(piece);
  });
});
