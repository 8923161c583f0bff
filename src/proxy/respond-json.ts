import { guardJsonBody } from './adapters/json.js';
import { isObj } from './adapters/session.js';
import { blockedError, upstreamError } from './errors.js';
import { sendJson, verdictHeaders, type Outcome, type Responded, type ResponseContext } from './respond.js';

/** A non-streamed response: read it whole, check every text and tool call, answer once. */
export async function respondJson(c: ResponseContext): Promise<Responded> {
  let text: string;
  try {
    text = Buffer.concat(await c.body.toArray()).toString('utf8');
  } catch {
    if (!c.clientGone()) sendJson(c.res, 502, {}, JSON.stringify(upstreamError(c.route.api).body));
    return { outcome: 'error', addedMs: 0 };
  }
  const t0 = performance.now();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isObj(parsed)) {
    c.res.writeHead(c.status, { ...c.headers, 'content-length': Buffer.byteLength(text) });
    c.res.end(text);
    return { outcome: 'passed', addedMs: performance.now() - t0 };
  }
  const r = await guardJsonBody(c.surface, parsed, c.kit);
  const extra = c.route.action === 'annotate' ? verdictHeaders(c.kit.verdict.summary()) : {};
  let outcome: Outcome = 'passed';
  if (r.blocked && c.mode !== 'pass') {
    const e = blockedError(c.route.api);
    sendJson(c.res, e.status, extra, JSON.stringify(e.body));
    outcome = 'blocked';
  } else {
    const rewrite = c.kit.changed && c.mode === 'redact';
    // Unchanged bodies go back byte for byte.
    sendJson(c.res, c.status, { ...c.headers, ...extra }, rewrite ? JSON.stringify(r.body) : text);
    if (rewrite) outcome = 'redacted';
  }
  return { outcome, addedMs: performance.now() - t0 };
}
