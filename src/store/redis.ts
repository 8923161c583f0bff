import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Status } from '../pipeline/types.js';
import { minuteWindowStart, monthOf, secondsToWindowReset } from './periods.js';
import { RedisConnection } from './redis-connection.js';
import { RedisKeys } from './redis-keys.js';
import * as lua from './redis-scripts.js';
import type {
  Account,
  AdmissionLimits,
  AdmissionResult,
  AdmissionTicket,
  ApiKeyInfo,
  KeyLookup,
  Store,
  UsageSummary,
  VerdictRecord,
} from './types.js';

export interface RedisStoreOptions {
  url: string;
  keyPrefix: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  /** Entries kept in each account's monthly verdict stream (approximate trim). */
  verdictLogMax: number;
}

type Fields = Record<string, string>;
type Reply = string[];

/** The Lua scripts, registered with defineCommand (EVALSHA, EVAL after a Redis restart). */
interface Scripts {
  grdAdmit(usage: string, rate: string, ...argv: string[]): Promise<[number, string | number]>;
  grdRefund(usage: string, rate: string, cost: string): Promise<number>;
  grdCreateAccount(names: string, account: string, ...argv: string[]): Promise<number>;
  grdAccountByName(names: string, prefix: string, name: string): Promise<Reply | null>;
  grdSetAccountField(names: string, prefix: string, name: string, field: string, value: string): Promise<Reply | null>;
  grdListAccounts(names: string, prefix: string): Promise<Reply[]>;
  grdAddKey(entry: string, ids: string, accountKeys: string, ...argv: string[]): Promise<number>;
  grdFindKey(entry: string, prefix: string): Promise<[Reply, Reply] | null>;
  grdListKeys(accountKeys: string, ids: string, prefix: string): Promise<Reply[]>;
  grdRevokeKey(ids: string, prefix: string, id: string, revokedAt: string): Promise<number>;
}

const SCRIPTS: [keyof Scripts, number, string][] = [
  ['grdAdmit', 2, lua.ADMIT],
  ['grdRefund', 2, lua.REFUND],
  ['grdCreateAccount', 2, lua.CREATE_ACCOUNT],
  ['grdAccountByName', 1, lua.ACCOUNT_BY_NAME],
  ['grdSetAccountField', 1, lua.SET_ACCOUNT_FIELD],
  ['grdListAccounts', 1, lua.LIST_ACCOUNTS],
  ['grdAddKey', 3, lua.ADD_KEY],
  ['grdFindKey', 1, lua.FIND_KEY],
  ['grdListKeys', 2, lua.LIST_KEYS],
  ['grdRevokeKey', 1, lua.REVOKE_KEY],
];

/** A fixed window is over after one minute; the extra minute covers clock skew between replicas. */
const WINDOW_TTL_MS = 120_000;

const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;

const emptyStatusCounts = (): Record<Status, number> => ({ approved: 0, flagged: 0, rejected: 0 });

function fields(reply: Reply): Fields {
  const f: Fields = {};
  for (let i = 0; i + 1 < reply.length; i += 2) f[reply[i]!] = reply[i + 1]!;
  return f;
}

function toAccount(f: Fields): Account {
  return {
    id: f.id ?? '',
    name: f.name ?? '',
    plan: f.plan ?? '',
    spendCapMicros: f.spend_cap ? Number(f.spend_cap) : null,
    suspended: f.suspended === '1',
    createdAt: f.created_at ?? '',
  };
}

function toKey(f: Fields): ApiKeyInfo {
  return { id: f.id ?? '', accountId: f.account_id ?? '', label: f.label ?? null, createdAt: f.created_at ?? '', revokedAt: f.revoked_at ?? null };
}

/** Month of a verdict from its own time, so a late write lands in the month it belongs to. */
function verdictMonth(time: string): string {
  const d = new Date(time);
  return monthOf(Number.isNaN(d.getTime()) ? new Date() : d);
}

const byCreated = <T extends { createdAt: string }>(key: (x: T) => string) => (a: T, b: T) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/**
 * The store for fleets: every replica talks to the same Redis, so quotas, rate windows, keys
 * and the verdict log are shared. Admission is one Lua script (atomic across replicas); a
 * Redis that does not answer makes operations reject within the command timeout.
 */
export class RedisStore implements Store {
  readonly #conn: RedisConnection;
  readonly #k: RedisKeys;
  readonly #verdictLogMax: number;

  constructor(o: RedisStoreOptions) {
    this.#conn = new RedisConnection({ url: o.url, connectTimeoutMs: o.connectTimeoutMs, commandTimeoutMs: o.commandTimeoutMs });
    this.#k = new RedisKeys(o.keyPrefix);
    this.#verdictLogMax = o.verdictLogMax;
    for (const [name, numberOfKeys, script] of SCRIPTS) this.#conn.client.defineCommand(name, { numberOfKeys, lua: script });
  }

  async #redis(): Promise<Redis & Scripts> {
    return (await this.#conn.ready()) as Redis & Scripts;
  }

  async recordVerdict(v: VerdictRecord): Promise<void> {
    const r = await this.#redis();
    const month = verdictMonth(v.time);
    const entry: string[] = ['time', v.time, 'status', v.status, 'risk_score', String(v.riskScore), 'source', v.source, 'flags', JSON.stringify(v.flags), 'latency_ms', String(v.latencyMs), 'door', v.door];
    if (v.accountId !== null) entry.push('account_id', v.accountId);
    if (v.keyId !== null) entry.push('key_id', v.keyId);
    if (v.agentId !== null) entry.push('agent_id', v.agentId);
    const tx = r.multi().xadd(this.#k.verdicts(v.accountId, month), 'MAXLEN', '~', String(this.#verdictLogMax), '*', ...entry);
    // Counters, not a scan of the stream: the stream is trimmed, the month's usage is not.
    if (v.door === 'api' && v.accountId !== null) tx.hincrby(this.#k.verdictCounts(v.accountId, month), JSON.stringify([v.status, v.agentId]), 1);
    const res = await tx.exec();
    const failed = res?.find(([err]) => err);
    if (!res || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
  }

  /** Verdict-log entries of one account in one month, oldest first (for tests and operators). */
  async verdicts(accountId: string | null, month: string): Promise<VerdictRecord[]> {
    const r = await this.#redis();
    const rows = await r.xrange(this.#k.verdicts(accountId, month), '-', '+');
    return rows.map(([, flat]) => {
      const f = fields(flat);
      return {
        time: f.time ?? '',
        accountId: f.account_id ?? null,
        keyId: f.key_id ?? null,
        agentId: f.agent_id ?? null,
        status: f.status as Status,
        riskScore: Number(f.risk_score),
        source: f.source as VerdictRecord['source'],
        flags: JSON.parse(f.flags ?? '[]') as string[],
        latencyMs: Number(f.latency_ms),
        door: f.door ?? '',
      };
    });
  }

  async ping(): Promise<void> {
    await (await this.#redis()).ping();
  }

  async close(): Promise<void> {
    await this.#conn.close();
  }

  async createAccount(a: { name: string; plan: string; spendCapMicros: number | null }): Promise<Account> {
    const r = await this.#redis();
    const acc: Account = { id: newId('acc'), name: a.name, plan: a.plan, spendCapMicros: a.spendCapMicros, suspended: false, createdAt: new Date().toISOString() };
    const cap = acc.spendCapMicros === null ? '' : String(acc.spendCapMicros);
    const created = await r.grdCreateAccount(this.#k.accountNames, this.#k.account(acc.id), acc.name, acc.id, acc.plan, cap, acc.createdAt);
    if (created !== 1) throw new Error(`account "${a.name}" already exists`);
    return acc;
  }

  async getAccountByName(name: string): Promise<Account | null> {
    const reply = await (await this.#redis()).grdAccountByName(this.#k.accountNames, this.#k.accountPrefix, name);
    return reply && reply.length > 0 ? toAccount(fields(reply)) : null;
  }

  async listAccounts(): Promise<Account[]> {
    const replies = await (await this.#redis()).grdListAccounts(this.#k.accountNames, this.#k.accountPrefix);
    return replies.map((x) => toAccount(fields(x))).sort(byCreated((a) => a.name));
  }

  async #setAccountField(name: string, field: string, value: string): Promise<Account | null> {
    const reply = await (await this.#redis()).grdSetAccountField(this.#k.accountNames, this.#k.accountPrefix, name, field, value);
    return reply ? toAccount(fields(reply)) : null;
  }

  setSuspended(name: string, suspended: boolean): Promise<Account | null> {
    return this.#setAccountField(name, 'suspended', suspended ? '1' : '0');
  }

  setSpendCap(name: string, spendCapMicros: number | null): Promise<Account | null> {
    return this.#setAccountField(name, 'spend_cap', spendCapMicros === null ? '' : String(spendCapMicros));
  }

  setPlan(name: string, plan: string): Promise<Account | null> {
    return this.#setAccountField(name, 'plan', plan);
  }

  async countAccounts(): Promise<number> {
    return (await this.#redis()).hlen(this.#k.accountNames);
  }

  async addKey(k: { accountId: string; hash: string; label: string | null }): Promise<ApiKeyInfo> {
    const r = await this.#redis();
    const info: ApiKeyInfo = { id: newId('key'), accountId: k.accountId, label: k.label, createdAt: new Date().toISOString(), revokedAt: null };
    await r.grdAddKey(this.#k.key(k.hash), this.#k.keyIds, this.#k.accountKeys(k.accountId), info.id, info.accountId, k.hash, info.createdAt, k.label ?? '', k.label === null ? '0' : '1');
    return info;
  }

  async findKeyByHash(hash: string): Promise<KeyLookup | null> {
    const reply = await (await this.#redis()).grdFindKey(this.#k.key(hash), this.#k.accountPrefix);
    if (!reply) return null;
    const [kf, af] = [fields(reply[0]), fields(reply[1])];
    // A key whose account hash is missing cannot authorise anything.
    if (!af.id) return null;
    return { key: toKey(kf), hash: kf.hash ?? '', account: toAccount(af) };
  }

  async listKeys(accountId: string): Promise<ApiKeyInfo[]> {
    const replies = await (await this.#redis()).grdListKeys(this.#k.accountKeys(accountId), this.#k.keyIds, this.#k.keyPrefix);
    return replies.map((x) => toKey(fields(x))).sort(byCreated((k) => k.id));
  }

  async revokeKey(keyId: string): Promise<boolean> {
    return (await (await this.#redis()).grdRevokeKey(this.#k.keyIds, this.#k.keyPrefix, keyId, new Date().toISOString())) === 1;
  }

  async admit(accountId: string, limits: AdmissionLimits, now: Date): Promise<AdmissionResult> {
    const r = await this.#redis();
    const month = monthOf(now);
    const windowStart = minuteWindowStart(now);
    const [ok, detail] = await r.grdAdmit(
      this.#k.usage(accountId, month),
      this.#k.rate(accountId, windowStart),
      String(limits.callsPerMonth),
      String(limits.callsPerMinute),
      limits.overageMicros === null ? '' : String(limits.overageMicros),
      limits.spendCapMicros === null ? '' : String(limits.spendCapMicros),
      String(WINDOW_TTL_MS),
    );
    if (ok === 1) return { ok: true, ticket: { accountId, month, windowStart, costMicros: Number(detail) } };
    if (detail === 'rate') return { ok: false, reason: 'rate', retryAfterSeconds: secondsToWindowReset(now) };
    if (detail === 'quota' || detail === 'spend_cap') return { ok: false, reason: detail };
    throw new Error(`unexpected admission reply ${String(detail)}`);
  }

  async refund(t: AdmissionTicket): Promise<void> {
    await (await this.#redis()).grdRefund(this.#k.usage(t.accountId, t.month), this.#k.rate(t.accountId, t.windowStart), String(t.costMicros));
  }

  async usage(accountId: string, now: Date): Promise<UsageSummary> {
    const r = await this.#redis();
    const month = monthOf(now);
    const [u, counts] = await Promise.all([r.hgetall(this.#k.usage(accountId, month)), r.hgetall(this.#k.verdictCounts(accountId, month))]);
    const byStatus = emptyStatusCounts();
    const agents = new Map<string | null, { agentId: string | null; calls: number; byStatus: Record<Status, number> }>();
    for (const [field, value] of Object.entries(counts)) {
      const [status, agentId] = JSON.parse(field) as [Status, string | null];
      const n = Number(value);
      if (!Object.hasOwn(byStatus, status) || n <= 0) continue;
      byStatus[status] += n;
      let a = agents.get(agentId);
      if (!a) agents.set(agentId, (a = { agentId, calls: 0, byStatus: emptyStatusCounts() }));
      a.calls += n;
      a.byStatus[status] += n;
    }
    // SQLite's ORDER BY agent_id: NULL first, then byte order.
    const byAgent = [...agents.values()].sort((a, b) => (a.agentId === b.agentId ? 0 : a.agentId === null ? -1 : b.agentId === null ? 1 : a.agentId < b.agentId ? -1 : 1));
    return { month, calls: Number(u.calls ?? 0), overageMicros: Number(u.overage_micros ?? 0), byStatus, byAgent };
  }
}
