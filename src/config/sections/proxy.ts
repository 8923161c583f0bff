import type { JSONSchema } from '../schema-types.js';

/** Which upstream wire format a route speaks. */
export type ProxyApi = 'openai' | 'anthropic';
/**
 * redact: mask sensitive spans and end the response when the policy rejects;
 * block: pass text verbatim but end the response on any `rejected` verdict;
 * annotate: pass unchanged and add verdict headers (a trailing SSE comment for streams);
 * observe: pass unchanged, metrics and verdict log only.
 */
export type ProxyAction = 'redact' | 'block' | 'annotate' | 'observe';
/** gate: release streamed text only after its model window is approved; trail: release after the fastpath and cut later if the model rejects. */
export type ProxyModelMode = 'gate' | 'trail';
/**
 * check: reasoning text (Anthropic `thinking` blocks, Responses reasoning summaries and reasoning
 * text) is checked like the answer and ends the response when rejected, but is never rewritten
 * (Anthropic signs thinking; an edited block is refused when sent back); pass: not checked.
 */
export type ProxyReasoning = 'check' | 'pass';

export interface ProxyRoute {
  /** Path prefix on the sidecar, e.g. `/openai`. */
  prefix: string;
  /** Upstream origin (optionally with a base path), e.g. `https://api.openai.com`. */
  upstream: string;
  api: ProxyApi;
  action: ProxyAction;
}

export interface ProxyConfig {
  routes: ProxyRoute[];
  /** Characters held back on top of the longest match any finite streaming detector can produce. */
  holdback_margin: number;
  /**
   * Upper bound on the holdback (before the margin); null: no bound, every finite streaming
   * detector is covered. A bound below a detector's recognition reach lets part of such a match
   * be released before it is recognised; the full check at the end still cuts the stream.
   */
  max_holdback: number | null;
  /**
   * Held text is released in steps of at least this many characters, so the fastpath runs once
   * per step rather than at every delta. null: automatic, 1/16 of the holdback (at least 128).
   */
  release_step: number | null;
  model_mode: ProxyModelMode;
  reasoning: ProxyReasoning;
  /** Characters per model-stage window while streaming. */
  model_window: number;
  /** Characters each model window shares with the previous one. */
  model_window_overlap: number;
  connect_timeout_ms: number;
  /** Time to wait for upstream response headers. */
  headers_timeout_ms: number;
  /** Longest silence allowed between two upstream body chunks. */
  body_timeout_ms: number;
  /** After a mid-stream block, how long to keep reading upstream for its usage figures. */
  block_drain_ms: number;
  /** Largest request body accepted on inspected routes. */
  max_request_bytes: number;
  /** Keep-alive connections per upstream. */
  pool_connections: number;
}

export const proxyDefaults: ProxyConfig = {
  routes: [],
  holdback_margin: 16,
  max_holdback: null,
  release_step: null,
  model_mode: 'gate',
  reasoning: 'check',
  model_window: 200,
  model_window_overlap: 50,
  connect_timeout_ms: 10_000,
  headers_timeout_ms: 120_000,
  body_timeout_ms: 120_000,
  block_drain_ms: 5_000,
  max_request_bytes: 20 * 1024 * 1024,
  pool_connections: 64,
};

const positiveInt = { type: 'integer', minimum: 1 };

export const proxySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    routes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['prefix', 'upstream', 'api', 'action'],
        properties: {
          // One or more /segments of safe characters: no empty segment, no trailing slash.
          prefix: { type: 'string', pattern: '^/[A-Za-z0-9._~/-]{1,256}$', not: { pattern: '//|/$' } },
          upstream: { type: 'string', pattern: '^https?://[^\\s/?#]{1,255}(?:/[^\\s?#]{0,512})?$' },
          api: { enum: ['openai', 'anthropic'] },
          action: { enum: ['redact', 'block', 'annotate', 'observe'] },
        },
      },
    },
    holdback_margin: { type: 'integer', minimum: 0, maximum: 100_000 },
    max_holdback: { type: ['integer', 'null'], minimum: 0 },
    release_step: { type: ['integer', 'null'], minimum: 1, maximum: 100_000 },
    model_mode: { enum: ['gate', 'trail'] },
    reasoning: { enum: ['check', 'pass'] },
    model_window: { type: 'integer', minimum: 16, maximum: 1_000_000 },
    model_window_overlap: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    connect_timeout_ms: positiveInt,
    headers_timeout_ms: positiveInt,
    body_timeout_ms: positiveInt,
    block_drain_ms: { type: 'integer', minimum: 0 },
    max_request_bytes: positiveInt,
    pool_connections: positiveInt,
  },
};
