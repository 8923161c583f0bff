import { Pool, type Dispatcher } from 'undici';
import type { ProxyConfig, ProxyRoute } from '../config/sections/proxy.js';

export interface UpstreamTarget {
  origin: string;
  /** Base path of the upstream URL, without a trailing slash ('' for none). */
  basePath: string;
}

export function parseUpstream(url: string): UpstreamTarget {
  const u = new URL(url);
  let end = u.pathname.length;
  while (end > 0 && u.pathname.charCodeAt(end - 1) === 47) end--;
  return { origin: u.origin, basePath: u.pathname.slice(0, end) };
}

/** One keep-alive pool per upstream origin; TLS certificates are verified (undici's default). */
export class Upstreams {
  readonly #pools = new Map<string, Pool>();
  readonly #cfg: ProxyConfig;

  constructor(cfg: ProxyConfig) {
    this.#cfg = cfg;
  }

  #pool(origin: string): Pool {
    let p = this.#pools.get(origin);
    if (!p) {
      p = new Pool(origin, {
        connections: this.#cfg.pool_connections,
        pipelining: 1,
        connect: { timeout: this.#cfg.connect_timeout_ms, rejectUnauthorized: true },
      });
      this.#pools.set(origin, p);
    }
    return p;
  }

  request(route: ProxyRoute, o: { path: string; method: Dispatcher.HttpMethod; headers: Record<string, string | string[]>; body: Buffer | undefined; signal: AbortSignal }): Promise<Dispatcher.ResponseData> {
    const t = parseUpstream(route.upstream);
    return this.#pool(t.origin).request({
      path: t.basePath + o.path,
      method: o.method,
      headers: o.body ? { ...o.headers, 'content-length': String(o.body.length) } : o.headers,
      body: o.body ?? null,
      signal: o.signal,
      headersTimeout: this.#cfg.headers_timeout_ms,
      bodyTimeout: this.#cfg.body_timeout_ms,
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.#pools.values()].map((p) => p.close()));
    this.#pools.clear();
  }
}
