import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from './errors.js';

/**
 * Tells "no such route" (404) apart from "this route exists, not with this method" (405 with
 * `Allow`, RFC 9110 section 15.5.6). Must be installed before any route is registered: it
 * learns the methods of every fixed path through the onRoute hook. Parametric and wildcard
 * paths are left out: they either match every method already or are not ours to describe.
 */
export function methodTracker(app: FastifyInstance): (req: FastifyRequest, reply: FastifyReply) => boolean {
  const methods = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) return;
    const set = methods.get(route.url) ?? new Set<string>();
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) set.add(m.toUpperCase());
    methods.set(route.url, set);
  });
  return (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = methods.get(path);
    if (!allowed || allowed.has(req.method)) return false;
    const allow = [...allowed].sort().join(', ');
    req.log.info({ code: ErrorCode.METHOD_NOT_ALLOWED }, 'method not allowed on this route');
    void reply.code(405).header('allow', allow).send({ detail: `method ${req.method} is not allowed on ${path}; use ${allow}` });
    return true;
  };
}
