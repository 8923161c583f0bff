import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyServer, type ProxyServer } from 'http-proxy-3';
import type { ProxyConfig, ProxyRoute } from '../config/sections/proxy.js';
import { upstreamError } from './errors.js';

/**
 * Everything under a route prefix that is not an inspected surface (models, files,
 * embeddings...) is streamed through untouched, with the agent's own credentials.
 */
export class Passthrough {
  readonly #proxy: ProxyServer;
  readonly #http = new HttpAgent({ keepAlive: true });
  readonly #https = new HttpsAgent({ keepAlive: true, rejectUnauthorized: true });

  constructor(cfg: ProxyConfig) {
    this.#proxy = createProxyServer({ changeOrigin: true, secure: true, xfwd: false, proxyTimeout: cfg.headers_timeout_ms, timeout: cfg.body_timeout_ms });
  }

  forward(route: ProxyRoute, req: IncomingMessage, res: ServerResponse, rest: string): void {
    req.url = rest;
    // The agent's id header is meant for the sidecar only.
    delete req.headers['x-agent-id'];
    const https = route.upstream.startsWith('https:');
    this.#proxy.web(req, res, { target: route.upstream, agent: https ? this.#https : this.#http }, (_err: Error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const e = upstreamError(route.api);
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(e.body));
    });
  }

  close(): void {
    this.#proxy.close();
    this.#http.destroy();
    this.#https.destroy();
  }
}
