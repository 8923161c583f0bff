import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/types.js';
import { ErrorCode, HttpError } from '../errors.js';
import { healthResponseSchema } from '../schemas.js';

/** GET /healthz (the process answers) and GET /readyz (the store answers too). */
export async function healthRoutes(app: FastifyInstance, deps: { store: Store }): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { response: { 200: healthResponseSchema } } }, async (req) => {
    try {
      await deps.store.ping();
    } catch (err) {
      req.log.error({ code: ErrorCode.STORE_NOT_READY, err }, 'readiness: store not answering');
      throw new HttpError(503, 'store is not answering', ErrorCode.STORE_NOT_READY);
    }
    return { status: 'ready' };
  });
}
