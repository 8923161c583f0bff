import { checkRequestSchema, checkResponseSchema, errorSchema, healthResponseSchema, usageResponseSchema } from './schemas.js';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const authErrors = {
  '401': errorResponse('API key missing, malformed, unknown or revoked (indistinguishable).'),
  '403': errorResponse('Account suspended.'),
  '503': errorResponse('Authorisation could not be completed (fails closed).'),
};

/** The OpenAPI 3.1 description, built from the very schemas the routes validate with. */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Guardrail check service',
      version: '1.0.0',
      description:
        'Checks text an AI agent is about to emit. A 200 is not an approval: read `status`. Extensions beyond the v1 specification: the optional `context` request field and GET /v1/usage.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '`sk_` followed by 43 URL-safe characters.' } },
      schemas: {
        CheckRequest: checkRequestSchema,
        CheckResponse: checkResponseSchema,
        Error: errorSchema,
        Usage: usageResponseSchema,
        Health: healthResponseSchema,
      },
    },
    paths: {
      '/v1/guardrail/check': {
        post: {
          operationId: 'checkText',
          summary: 'Evaluate one piece of text',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CheckRequest' } } } },
          responses: {
            '200': {
              description: 'Verdict. Read `status`.',
              headers: {
                'X-Service-Source': { description: 'Stage that produced the verdict.', schema: { type: 'string', enum: ['fastpath', 'cache', 'model'] } },
              },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/CheckResponse' } } },
            },
            '400': errorResponse('Body is not valid JSON.'),
            ...authErrors,
            '402': errorResponse('Included calls exhausted on a plan that stops, or monthly spend cap reached.'),
            '413': errorResponse("proposed_text (with context) exceeds the plan's maximum characters."),
            '422': errorResponse('proposed_text missing, not a string or empty, or agent_id malformed.'),
            '429': {
              ...errorResponse("Plan's per-minute ceiling exceeded. Not counted, not charged."),
              headers: { 'Retry-After': { description: 'Integer seconds until the window resets.', schema: { type: 'integer' } } },
            },
          },
        },
      },
      '/v1/usage': {
        get: {
          operationId: 'getUsage',
          summary: "The caller's usage in the current month (extension)",
          responses: { '200': { description: 'Usage.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Usage' } } } }, ...authErrors },
        },
      },
      '/healthz': {
        get: { operationId: 'health', security: [], responses: { '200': { description: 'Process is up.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } } } } },
      },
      '/readyz': {
        get: {
          operationId: 'ready',
          security: [],
          responses: {
            '200': { description: 'Store answers.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } } },
            '503': errorResponse('Store not answering.'),
          },
        },
      },
    },
  };
}
