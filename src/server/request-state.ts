import type { FastifyRequest } from 'fastify';
import type { PlanConfig } from '../config/types.js';
import type { Account, AdmissionTicket, ApiKeyInfo } from '../store/types.js';

export interface Caller {
  account: Account;
  key: ApiKeyInfo;
  plan: PlanConfig;
}

// WeakMaps instead of request decorations: no global type augmentation, nothing left behind.
const callers = new WeakMap<FastifyRequest, Caller>();
const tickets = new WeakMap<FastifyRequest, AdmissionTicket>();

export function setCaller(req: FastifyRequest, c: Caller): void {
  callers.set(req, c);
}

export function callerOf(req: FastifyRequest): Caller {
  const c = callers.get(req);
  if (!c) throw new Error('route served without the auth hook');
  return c;
}

export function setTicket(req: FastifyRequest, t: AdmissionTicket): void {
  tickets.set(req, t);
}

export function takeTicket(req: FastifyRequest): AdmissionTicket | undefined {
  const t = tickets.get(req);
  tickets.delete(req);
  return t;
}
