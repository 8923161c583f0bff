import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { admissionLimits } from '../../auth/billing.js';
import type { GuardrailConfig } from '../../config/types.js';
import type { Pipeline } from '../../pipeline/pipeline.js';
import type { Store } from '../../store/types.js';
import { ErrorCode, HttpError } from '../errors.js';
import { callerOf, setTicket } from '../request-state.js';
import { safeCheck } from '../safe-check.js';
import { checkRequestSchema, checkResponseSchema } from '../schemas.js';
import { codePointLength } from '../text-length.js';

interface CheckBody {
  proposed_text: string;
  agent_id?: string;
  context?: string | string[];
}

export interface CheckRouteDeps {
  config: GuardrailConfig;
  store: Store;
  pipeline: Pipeline;
  auth: onRequestHookHandler;
  now: () => Date;
}

async function admit(req: FastifyRequest, store: Store, now: Date): Promise<void> {
  const { account, plan } = callerOf(req);
  let result;
  try {
    result = await store.admit(account.id, admissionLimits(plan, account), now);
  } catch (err) {
    req.log.error({ code: ErrorCode.ADMISSION_STORE_UNAVAILABLE, err }, 'store failed while checking limits');
    throw new HttpError(503, 'authorisation could not be completed; try again later', ErrorCode.ADMISSION_STORE_UNAVAILABLE);
  }
  if (result.ok) return setTicket(req, result.ticket);
  switch (result.reason) {
    case 'quota':
      throw new HttpError(402, `the ${account.plan} plan's ${plan.calls_per_month} included calls for this month are used up`, ErrorCode.QUOTA_EXHAUSTED);
    case 'spend_cap':
      throw new HttpError(402, 'the account\'s monthly spend cap is reached', ErrorCode.SPEND_CAP_REACHED);
    case 'rate': {
      const s = result.retryAfterSeconds;
      throw new HttpError(429, `rate limit of ${plan.calls_per_minute} calls per minute exceeded; retry in ${s} second${s === 1 ? '' : 's'}`, ErrorCode.RATE_LIMITED, {
        'retry-after': String(s),
      });
    }
  }
}

/** POST /v1/guardrail/check (spec section 4). */
export async function checkRoute(app: FastifyInstance, deps: CheckRouteDeps): Promise<void> {
  const { config, store, pipeline } = deps;
  app.post<{ Body: CheckBody }>(
    '/v1/guardrail/check',
    {
      onRequest: deps.auth,
      schema: {
        body: checkRequestSchema,
        response: { 200: checkResponseSchema },
      },
    },
    async (req, reply) => {
      const { account, key, plan } = callerOf(req);
      const body = req.body;
      const context = body.context === undefined ? undefined : typeof body.context === 'string' ? [body.context] : body.context;
      let chars = codePointLength(body.proposed_text);
      for (const c of context ?? []) chars += codePointLength(c);
      if (chars > plan.max_chars) {
        const what = context ? 'proposed_text with context' : 'proposed_text';
        throw new HttpError(413, `${what} is ${chars} characters; the ${account.plan} plan allows at most ${plan.max_chars}`, ErrorCode.TEXT_TOO_LONG);
      }
      await admit(req, store, deps.now());

      const started = performance.now();
      const aborted = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const outcome = await safeCheck(
        pipeline,
        {
          text: body.proposed_text,
          ...(context ? { context } : {}),
          accountId: account.id,
          ...(body.agent_id ? { agentId: body.agent_id } : {}),
          door: 'api',
        },
        config.server.request_timeout_ms,
        req.log,
        aborted,
      );
      const latencyMs = performance.now() - started;
      try {
        await store.recordVerdict({
          time: deps.now().toISOString(),
          accountId: account.id,
          keyId: key.id,
          agentId: body.agent_id ?? null,
          status: outcome.response.status,
          riskScore: outcome.response.risk_score,
          source: outcome.source,
          flags: outcome.response.flags,
          latencyMs,
          door: 'api',
        });
      } catch (err) {
        // The verdict stands and was counted; losing its log row must not turn it into an error.
        req.log.error({ code: ErrorCode.VERDICT_LOG_FAILED, err }, 'could not write the verdict log');
      }
      reply.header('x-service-source', outcome.source);
      return outcome.response;
    },
  );
}
