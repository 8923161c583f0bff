import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { GuardrailConfig } from '../config/types.js';
import type { Store } from '../store/types.js';
import { ErrorCode, HttpError } from './errors.js';
import { setCaller } from './request-state.js';

// One constant body for every 401 cause, so revoked and unknown keys are indistinguishable.
const UNAUTHORIZED = 'missing or invalid API key';

/**
 * Authorisation as an onRequest hook: it runs before the body is read, which gives 401/503 and
 * 403 precedence over 400, 422 and 413.
 */
export function authHook(config: GuardrailConfig, store: Store): onRequestHookHandler {
  return async function guardrailAuth(req: FastifyRequest) {
    const r = await authenticate(req.headers.authorization, store);
    switch (r.kind) {
      case 'unauthorized':
        req.log.info({ code: ErrorCode.AUTH_REJECTED }, 'request rejected: API key missing or invalid');
        throw new HttpError(401, UNAUTHORIZED, ErrorCode.AUTH_REJECTED, { 'www-authenticate': 'Bearer' });
      case 'unavailable':
        req.log.error({ code: ErrorCode.AUTH_STORE_UNAVAILABLE, err: r.error }, 'store failed during authorisation');
        throw new HttpError(503, 'authorisation could not be completed; try again later', ErrorCode.AUTH_STORE_UNAVAILABLE);
      case 'suspended':
        throw new HttpError(403, 'account is suspended', ErrorCode.ACCOUNT_SUSPENDED);
      case 'ok': {
        const plan = Object.hasOwn(config.plans, r.account.plan) ? config.plans[r.account.plan] : undefined;
        if (!plan) {
          req.log.error({ code: ErrorCode.PLAN_NOT_CONFIGURED, plan: r.account.plan }, 'account plan missing from config');
          throw new HttpError(503, 'authorisation could not be completed: the account\'s plan is not configured', ErrorCode.PLAN_NOT_CONFIGURED);
        }
        setCaller(req, { account: r.account, key: r.key, plan });
      }
    }
  };
}
