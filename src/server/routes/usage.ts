import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { microsToUsd } from '../../auth/billing.js';
import type { Store } from '../../store/types.js';
import { ErrorCode, HttpError } from '../errors.js';
import { callerOf } from '../request-state.js';
import { usageResponseSchema } from '../schemas.js';

/** GET /v1/usage: the caller's current month (not part of the v1 spec; same bearer auth). */
export async function usageRoute(app: FastifyInstance, deps: { store: Store; auth: onRequestHookHandler; now: () => Date }): Promise<void> {
  app.get(
    '/v1/usage',
    { onRequest: deps.auth, schema: { response: { 200: usageResponseSchema } } },
    async (req) => {
      const { account, plan } = callerOf(req);
      let u;
      try {
        u = await deps.store.usage(account.id, deps.now());
      } catch (err) {
        req.log.error({ code: ErrorCode.STORE_NOT_READY, err }, 'store failed while reading usage');
        throw new HttpError(503, 'usage could not be read; try again later', ErrorCode.STORE_NOT_READY);
      }
      return {
        month: u.month,
        plan: account.plan,
        calls: u.calls,
        included_calls: plan.calls_per_month,
        overage_calls: Math.max(0, u.calls - plan.calls_per_month),
        overage_spend_micros: u.overageMicros,
        overage_spend_usd: microsToUsd(u.overageMicros),
        spend_cap_usd: account.spendCapMicros === null ? null : microsToUsd(account.spendCapMicros),
        by_status: u.byStatus,
        by_agent: u.byAgent.map((a) => ({ agent_id: a.agentId, calls: a.calls, by_status: a.byStatus })),
      };
    },
  );
}
