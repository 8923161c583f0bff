import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

// An HTTPS upstream whose certificate no CA signed: the sidecar must refuse to talk to it.
let dir: string;
let upstream: Server;
let hits = 0;
let srv: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'proxy-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  upstream = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[]}');
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const url = `https://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  srv = await startTestServer({ model: { backend: 'none' }, proxy: { routes: [{ prefix: '/openai', upstream: url, api: 'openai', action: 'redact' }] } });
});

afterAll(async () => {
  await srv?.close();
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('upstream TLS', () => {
  it('is verified on inspected routes (undici) and on passthrough (http-proxy-3)', async () => {
    const inspected = await fetch(`${srv.url}/openai/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"messages":[]}' });
    expect(inspected.status).toBe(502);
    const through = await fetch(`${srv.url}/openai/v1/models`);
    expect(through.status).toBe(502);
    expect(hits).toBe(0);
  });
});
