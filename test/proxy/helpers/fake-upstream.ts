import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeUpstream {
  url: string;
  requests: SeenRequest[];
  /** Sets how the next requests are answered. */
  handle(h: Handler): void;
  /** Resolves when the client side of the last request went away. */
  closedEarly(): Promise<boolean>;
  close(): Promise<void>;
}

/** A local stand-in for api.openai.com / api.anthropic.com on 127.0.0.1. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  let handler: Handler = (_req, res) => {
    res.writeHead(500).end();
  };
  const requests: SeenRequest[] = [];
  let lastClosed: Promise<boolean> = Promise.resolve(false);
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(parts).toString('utf8') };
      requests.push(seen);
      lastClosed = new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished)));
      void Promise.resolve(handler(seen, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(h) {
      handler = h;
    },
    closedEarly: () => lastClosed,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  const s = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(s) });
  res.end(s);
}

/**
 * Writes an SSE body. `split` cuts the wire text at these byte offsets into separate writes,
 * so events and lines arrive torn like on a real network.
 */
export async function sse(res: ServerResponse, wire: string, opts: { split?: readonly number[]; delayMs?: number; failAfter?: number } = {}): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-request-id': 'req_fake' });
  const points = [...new Set((opts.split ?? []).filter((p) => p > 0 && p < wire.length))].sort((a, b) => a - b);
  let prev = 0;
  const pieces: string[] = [];
  for (const p of points) {
    pieces.push(wire.slice(prev, p));
    prev = p;
  }
  pieces.push(wire.slice(prev));
  let written = 0;
  for (const piece of pieces) {
    if (res.destroyed) return;
    if (opts.failAfter !== undefined && written + piece.length > opts.failAfter) {
      res.write(piece.slice(0, Math.max(0, opts.failAfter - written)));
      await new Promise((r) => setTimeout(r, 5));
      res.destroy();
      return;
    }
    res.write(piece);
    written += piece.length;
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
  }
  res.end();
}

/** Per-event writes with a pause between them (a slow model). */
export async function sseSlow(res: ServerResponse, events: readonly string[], delayMs: number): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const e of events) {
    if (res.destroyed) return;
    res.write(e);
    await new Promise((r) => setTimeout(r, delayMs));
  }
  res.end();
}
