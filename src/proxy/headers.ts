import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

// Connection-level headers (RFC 9110 7.6.1) and ones the proxy recomputes itself.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization', 'host', 'content-length']);

/** Headers sent upstream: the agent's own (credentials included), minus hop-by-hop ones. */
export function upstreamRequestHeaders(h: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined || HOP.has(k) || k === 'x-agent-id' || k === 'accept-encoding') continue;
    out[k] = v;
  }
  // The guard must read the body; compressed bodies would have to be inflated first.
  out['accept-encoding'] = 'identity';
  return out;
}

/** Headers returned to the agent: upstream's, minus hop-by-hop and length/encoding (the body is rewritten). */
export function clientResponseHeaders(h: Record<string, string | string[] | undefined>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined || HOP.has(k) || k === 'content-encoding') continue;
    out[k] = v;
  }
  return out;
}

const AGENT_ID = /^[A-Za-z0-9_.-]{1,128}$/;

export function agentIdFrom(h: IncomingHttpHeaders): string | null {
  const v = h['x-agent-id'];
  return typeof v === 'string' && AGENT_ID.test(v) ? v : null;
}
