import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { ProxyConfig, ProxyRoute } from '../config/sections/proxy.js';
import type { Surface } from './adapters/json.js';
import type { GuardKit } from './kit.js';
import type { GuardMode } from './text-guard.js';
import type { VerdictSummary } from './verdict.js';

export type Outcome = 'passed' | 'redacted' | 'blocked' | 'error';

/** What answering one successful upstream response needs. */
export interface ResponseContext {
  route: ProxyRoute;
  surface: Surface;
  mode: GuardMode;
  res: ServerResponse;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Readable;
  kit: GuardKit;
  cfg: ProxyConfig;
  clientGone: () => boolean;
}

export interface Responded {
  outcome: Outcome;
  /** Time spent guarding, upstream time excluded. */
  addedMs: number;
}

export function verdictHeaders(v: VerdictSummary): OutgoingHttpHeaders {
  // Header values must stay printable ASCII.
  const flags = v.flags.join('; ').replace(/[^\x20-\x7e]/g, '?');
  return { 'x-guardrail-status': v.status, 'x-guardrail-risk-score': String(v.riskScore), 'x-guardrail-flags': flags };
}

export function sendJson(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Waits while the agent's socket is full, so a slow reader slows upstream reads instead of filling memory. */
export async function writable(res: ServerResponse): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return;
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
}
