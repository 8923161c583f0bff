import type { ProxyApi } from '../config/sections/proxy.js';

export interface ErrorReply {
  status: number;
  body: unknown;
}

/** A refused response in the upstream API's own error shape, so its SDK raises its usual error. */
export function blockedError(api: ProxyApi): ErrorReply {
  const message = 'The response was blocked by the guardrail policy.';
  if (api === 'anthropic') return { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message } } };
  return { status: 400, body: { error: { message, type: 'invalid_request_error', param: null, code: 'content_filter' } } };
}

/** The upstream could not be reached or failed before answering. */
export function upstreamError(api: ProxyApi, status = 502): ErrorReply {
  const message = 'The upstream API could not be reached.';
  if (api === 'anthropic') return { status, body: { type: 'error', error: { type: 'api_error', message } } };
  return { status, body: { error: { message, type: 'server_error', param: null, code: 'upstream_unavailable' } } };
}
