/**
 * The JSON schemas of the v1 API. The same objects validate requests, serialise responses and
 * are published in /openapi.json, so the document cannot drift from behaviour.
 */

/** The schema ceiling of `proposed_text` (spec 2.1); plans may only lower it. */
export const MAX_TEXT_CHARS = 200_000;

export const checkRequestSchema = {
  type: 'object',
  required: ['proposed_text'],
  properties: {
    proposed_text: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_TEXT_CHARS,
      description:
        'The text to check. Counted in Unicode code points; the effective maximum is the plan\'s max_chars (413 beyond it), 200000 the absolute ceiling.',
    },
    agent_id: {
      type: 'string',
      pattern: '^[A-Za-z0-9_.-]{1,128}$',
      description: 'Label of the calling agent, stored with the verdict. Grants nothing.',
    },
    context: {
      type: ['string', 'array'],
      items: { type: 'string' },
      description:
        'Extension of v1 (not in the v1 specification): grounding documents for the hallucination check, one string or an array of strings. Counted together with proposed_text against the character limit.',
    },
  },
} as const;

export const checkResponseSchema = {
  type: 'object',
  required: ['risk_score', 'status', 'flags', 'redacted_text'],
  properties: {
    risk_score: { type: 'integer', minimum: 0, maximum: 100 },
    status: { type: 'string', enum: ['approved', 'flagged', 'rejected'], description: 'approved 0-30, flagged 31-69, rejected 70-100. A 200 is not an approval: read this field.' },
    flags: { type: 'array', items: { type: 'string' } },
    redacted_text: { type: 'string' },
  },
} as const;

export const errorSchema = {
  type: 'object',
  required: ['detail'],
  additionalProperties: false,
  properties: { detail: { type: 'string' } },
} as const;

const statusCounts = {
  type: 'object',
  required: ['approved', 'flagged', 'rejected'],
  properties: { approved: { type: 'integer' }, flagged: { type: 'integer' }, rejected: { type: 'integer' } },
} as const;

export const usageResponseSchema = {
  type: 'object',
  required: ['month', 'plan', 'calls', 'included_calls', 'overage_calls', 'overage_spend_micros', 'overage_spend_usd', 'spend_cap_usd', 'by_status', 'by_agent'],
  properties: {
    month: { type: 'string', description: 'Calendar month (UTC), YYYY-MM.' },
    plan: { type: 'string' },
    calls: { type: 'integer', description: 'Calls answered 200 this month.' },
    included_calls: { type: 'integer' },
    overage_calls: { type: 'integer' },
    overage_spend_micros: { type: 'integer', description: 'Overage spend in integer micro-dollars (1e-6 USD).' },
    overage_spend_usd: { type: 'number' },
    spend_cap_usd: { type: ['number', 'null'] },
    by_status: statusCounts,
    by_agent: {
      type: 'array',
      items: {
        type: 'object',
        required: ['agent_id', 'calls', 'by_status'],
        properties: { agent_id: { type: ['string', 'null'] }, calls: { type: 'integer' }, by_status: statusCounts },
      },
    },
  },
} as const;

export const healthResponseSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;
