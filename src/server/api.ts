import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { GuardrailConfig } from '../config/types.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { Store } from '../store/types.js';
import { authHook } from './auth-hook.js';
import { ErrorCode, HttpError } from './errors.js';
import { openApiDocument } from './openapi.js';
import { takeTicket } from './request-state.js';
import { checkRoute } from './routes/check.js';
import { healthRoutes } from './routes/health.js';
import { usageRoute } from './routes/usage.js';
import { MAX_TEXT_CHARS } from './schemas.js';

export interface ApiPluginOptions {
  config: GuardrailConfig;
  store: Store;
  pipeline: Pipeline;
  now: () => Date;
}

/**
 * Largest body that can carry MAX_TEXT_CHARS code points however they are written: an astral
 * character escaped as a surrogate pair (`\uD83D\uDE00`) is 12 bytes. Headroom covers keys,
 * agent_id, context separators and whitespace.
 */
export const CHECK_BODY_LIMIT = MAX_TEXT_CHARS * 12 + 256 * 1024;

const NOT_JSON = 'request body is not valid JSON';

/**
 * The v1 API (check, usage, openapi, health). Encapsulated: its JSON parser and strict
 * validator apply to these routes only, not to the proxy's.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app: FastifyInstance, opts) => {
  // No type coercion (a number is not a string), no stripping, every error reported so a
  // too-long text can be told apart from other schema failures.
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: false });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  // Any content type is parsed as JSON: a client that forgets the header still gets a real answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CHECK_BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, NOT_JSON, ErrorCode.BODY_NOT_JSON), undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.body === undefined) throw new HttpError(400, NOT_JSON, ErrorCode.BODY_NOT_JSON);
  });
  app.addHook('onResponse', async (req, reply) => {
    const t = takeTicket(req);
    if (t && reply.statusCode !== 200) {
      try {
        await opts.store.refund(t);
      } catch (err) {
        req.log.error({ code: ErrorCode.REFUND_FAILED, err }, 'could not give back a call that did not end in 200');
      }
    }
  });

  const auth = authHook(opts.config, opts.store);
  await checkRoute(app, { config: opts.config, store: opts.store, pipeline: opts.pipeline, auth, now: opts.now });
  await usageRoute(app, { store: opts.store, auth, now: opts.now });
  await healthRoutes(app, { store: opts.store });
  const doc = openApiDocument();
  app.get('/openapi.json', async () => doc);
};
