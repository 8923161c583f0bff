import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashKey, mintKey } from '../../src/auth/keys.js';
import type { AdmissionLimits, Store } from '../../src/store/types.js';

const at = (iso: string) => new Date(iso);
const limits = (o: Partial<AdmissionLimits> = {}): AdmissionLimits => ({ callsPerMonth: 2, callsPerMinute: 100, overageMicros: null, spendCapMicros: null, ...o });

/**
 * The Store contract every implementation must pass (DESIGN.md: "the SQLite and Redis
 * implementations pass the same contract test suite"). `open` returns a fresh, empty store.
 */
export function storeContract(name: string, open: () => Promise<{ store: Store; cleanup: () => Promise<void> }>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('creates, lists, suspends and caps accounts', async () => {
      const a = await store.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null });
      await store.createAccount({ name: 'b', plan: 'scale', spendCapMicros: 5_000_000 });
      expect(await store.countAccounts()).toBe(2);
      expect((await store.listAccounts()).map((x) => x.name).sort()).toEqual(['a', 'b']);
      expect(await store.getAccountByName('a')).toEqual(a);
      expect((await store.setSuspended('a', true))?.suspended).toBe(true);
      expect((await store.setSpendCap('a', 1000))?.spendCapMicros).toBe(1000);
      expect((await store.setSpendCap('a', null))?.spendCapMicros).toBeNull();
      expect((await store.setPlan('a', 'scale'))?.plan).toBe('scale');
      expect((await store.getAccountByName('a'))?.plan).toBe('scale');
      expect(await store.setPlan('nobody', 'scale')).toBeNull();
      expect(await store.setSpendCap('nobody', 1)).toBeNull();
      expect(await store.getAccountByName('nobody')).toBeNull();
      await expect(store.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null })).rejects.toThrow();
    });

    it('finds keys by hash (revoked ones included, marked) and lists them without the key', async () => {
      const acc = await store.createAccount({ name: 'a', plan: 'launch', spendCapMicros: null });
      const key = mintKey();
      const info = await store.addKey({ accountId: acc.id, hash: hashKey(key), label: 'l' });
      const found = await store.findKeyByHash(hashKey(key));
      expect(found?.account.name).toBe('a');
      expect(found?.hash).toBe(hashKey(key));
      expect(JSON.stringify(await store.listKeys(acc.id))).not.toContain(key);
      expect(await store.revokeKey(info.id)).toBe(true);
      expect(await store.revokeKey(info.id)).toBe(false);
      expect(await store.revokeKey('key_nope')).toBe(false);
      expect((await store.findKeyByHash(hashKey(key)))?.key.revokedAt).not.toBeNull();
      expect(await store.findKeyByHash(hashKey(mintKey()))).toBeNull();
    });

    it('admits up to the quota, then refuses; refund gives a call back', async () => {
      const now = at('2026-02-03T04:05:06Z');
      const r1 = await store.admit('acc', limits(), now);
      const r2 = await store.admit('acc', limits(), now);
      expect([r1.ok, r2.ok]).toEqual([true, true]);
      expect(await store.admit('acc', limits(), now)).toEqual({ ok: false, reason: 'quota' });
      if (r2.ok) await store.refund(r2.ticket);
      expect((await store.admit('acc', limits(), now)).ok).toBe(true);
      expect((await store.usage('acc', now)).calls).toBe(2);
      expect((await store.usage('other', now)).calls).toBe(0);
    });

    it('charges overage and stops at the spend cap', async () => {
      const now = at('2026-02-03T04:05:06Z');
      const l = limits({ callsPerMonth: 1, overageMicros: 500, spendCapMicros: 1000 });
      const costs = [];
      for (let i = 0; i < 3; i++) {
        const r = await store.admit('acc', l, now);
        costs.push(r.ok ? r.ticket.costMicros : r.reason);
      }
      expect(costs).toEqual([0, 500, 500]);
      expect(await store.admit('acc', l, now)).toEqual({ ok: false, reason: 'spend_cap' });
      expect((await store.usage('acc', now)).overageMicros).toBe(1000);
    });

    it('keeps months apart', async () => {
      await store.admit('acc', limits(), at('2026-01-31T23:59:59Z'));
      await store.admit('acc', limits(), at('2026-01-31T23:59:59Z'));
      expect((await store.admit('acc', limits(), at('2026-02-01T00:00:00Z'))).ok).toBe(true);
      expect((await store.usage('acc', at('2026-01-15T00:00:00Z'))).calls).toBe(2);
      expect((await store.usage('acc', at('2026-02-15T00:00:00Z'))).calls).toBe(1);
    });

    it('limits each fixed minute window and reports whole seconds to its reset', async () => {
      const l = limits({ callsPerMonth: 100, callsPerMinute: 2 });
      await store.admit('acc', l, at('2026-02-03T04:05:01Z'));
      await store.admit('acc', l, at('2026-02-03T04:05:02Z'));
      expect(await store.admit('acc', l, at('2026-02-03T04:05:59.001Z'))).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 1 });
      expect(await store.admit('acc', l, at('2026-02-03T04:05:30Z'))).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 30 });
      expect((await store.admit('acc', l, at('2026-02-03T04:06:00Z'))).ok).toBe(true);
    });

    it('counts verdicts of the month by status and agent_id', async () => {
      const v = { time: '2026-02-03T04:05:06.000Z', accountId: 'acc', keyId: 'k1', agentId: 'bot', status: 'flagged' as const, riskScore: 40, source: 'fastpath' as const, flags: ['PII: email address'], latencyMs: 1.5, door: 'api' };
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.recordVerdict({ ...v, riskScore: i })));
      await store.recordVerdict({ ...v, agentId: null, status: 'approved' });
      await store.recordVerdict({ ...v, time: '2026-03-01T00:00:00.000Z' });
      await store.recordVerdict({ ...v, accountId: 'someone-else' });
      const u = await store.usage('acc', at('2026-02-20T00:00:00Z'));
      expect(u.byStatus).toEqual({ approved: 1, flagged: 50, rejected: 0 });
      const byAgent = Object.fromEntries(u.byAgent.map((a) => [String(a.agentId), a.calls]));
      expect(byAgent).toEqual({ bot: 50, null: 1 });
    });
  });
}
