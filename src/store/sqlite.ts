import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Status } from '../pipeline/types.js';
import { MIGRATIONS } from './migrations.js';
import { minuteWindowStart, monthOf, secondsToWindowReset } from './periods.js';
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

interface AccountRow {
  id: string;
  name: string;
  plan: string;
  spend_cap_micros: number | null;
  suspended: number;
  created_at: string;
}

interface KeyRow {
  id: string;
  account_id: string;
  hash: string;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  spendCapMicros: r.spend_cap_micros,
  suspended: r.suspended === 1,
  createdAt: r.created_at,
});

const toKey = (r: KeyRow): ApiKeyInfo => ({
  id: r.id,
  accountId: r.account_id,
  label: r.label,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;

const emptyStatusCounts = (): Record<Status, number> => ({ approved: 0, flagged: 0, rejected: 0 });

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The embedded store: one SQLite file in WAL mode with a busy timeout, so the CLI and a running
 * server can use the same file at once. All methods are synchronous underneath; the async
 * signatures are the Store contract's.
 */
export class SqliteStore implements Store {
  readonly #db: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();
  #admitTx: Database.Transaction<(id: string, l: AdmissionLimits, t: Date) => AdmissionResult> | undefined;
  #refundTx: Database.Transaction<(t: AdmissionTicket) => void> | undefined;
  #insertVerdictsTx: Database.Transaction<(rows: VerdictRecord[]) => void> | undefined;
  #pending: { v: VerdictRecord; resolve: () => void; reject: (e: unknown) => void }[] = [];

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new Database(path);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('busy_timeout = 5000');
    // With WAL, NORMAL cannot corrupt the file; it may lose the last commits on power loss,
    // which for counters and the verdict log beats an fsync per request.
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('foreign_keys = ON');
    this.#migrate();
  }

  /** Prepared once per SQL text: preparing is most of the cost of a small query. */
  #stmt(sql: string): Database.Statement {
    let st = this.#statements.get(sql);
    if (!st) this.#statements.set(sql, (st = this.#db.prepare(sql)));
    return st;
  }

  #migrate(): void {
    const run = this.#db.transaction(() => {
      const version = this.#db.pragma('user_version', { simple: true }) as number;
      for (let i = version; i < MIGRATIONS.length; i++) this.#db.exec(MIGRATIONS[i]!);
      if (version < MIGRATIONS.length) this.#db.pragma(`user_version = ${MIGRATIONS.length}`);
    });
    // IMMEDIATE: two processes opening a fresh file must not both run the same migration.
    run.immediate();
  }

  /**
   * Resolves once the row is committed. Rows arriving in the same turn of the event loop are
   * committed in one transaction: under load, one commit per request was the largest cost.
   */
  recordVerdict(v: VerdictRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ v, resolve, reject });
      if (this.#pending.length === 1) setImmediate(() => this.#flushVerdicts());
    });
  }

  #flushVerdicts(): void {
    const batch = this.#pending;
    if (batch.length === 0) return;
    this.#pending = [];
    try {
      this.#insertVerdictsTx ??= this.#db.transaction((rows: VerdictRecord[]) => {
        const ins = this.#stmt(
          `INSERT INTO verdicts (time, account_id, key_id, agent_id, status, risk_score, source, flags, latency_ms, door)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const r of rows) ins.run(r.time, r.accountId, r.keyId, r.agentId, r.status, r.riskScore, r.source, JSON.stringify(r.flags), r.latencyMs, r.door);
      });
      this.#insertVerdictsTx.immediate(batch.map((b) => b.v));
      for (const b of batch) b.resolve();
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }

  /** Rows of the verdict log for one account, newest last (for tests and operators). */
  async verdicts(accountId: string): Promise<VerdictRecord[]> {
    this.#flushVerdicts();
    const rows = this.#stmt('SELECT * FROM verdicts WHERE account_id = ? ORDER BY id').all(accountId) as Record<string, unknown>[];
    return rows.map((r) => ({
      time: String(r.time),
      accountId: r.account_id as string | null,
      keyId: r.key_id as string | null,
      agentId: r.agent_id as string | null,
      status: r.status as Status,
      riskScore: Number(r.risk_score),
      source: r.source as VerdictRecord['source'],
      flags: JSON.parse(String(r.flags)) as string[],
      latencyMs: Number(r.latency_ms),
      door: String(r.door),
    }));
  }

  async ping(): Promise<void> {
    this.#stmt('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (!this.#db.open) return;
    this.#flushVerdicts();
    this.#db.close();
  }

  async createAccount(a: { name: string; plan: string; spendCapMicros: number | null }): Promise<Account> {
    const row: AccountRow = {
      id: newId('acc'),
      name: a.name,
      plan: a.plan,
      spend_cap_micros: a.spendCapMicros,
      suspended: 0,
      created_at: new Date().toISOString(),
    };
    this.#stmt('INSERT INTO accounts (id, name, plan, spend_cap_micros, suspended, created_at) VALUES (@id, @name, @plan, @spend_cap_micros, @suspended, @created_at)')
      .run(row);
    return toAccount(row);
  }

  async getAccountByName(name: string): Promise<Account | null> {
    const r = this.#stmt('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRow | undefined;
    return r ? toAccount(r) : null;
  }

  async listAccounts(): Promise<Account[]> {
    return (this.#stmt('SELECT * FROM accounts ORDER BY created_at, name').all() as AccountRow[]).map(toAccount);
  }

  async setSuspended(name: string, suspended: boolean): Promise<Account | null> {
    this.#stmt('UPDATE accounts SET suspended = ? WHERE name = ?').run(suspended ? 1 : 0, name);
    return this.getAccountByName(name);
  }

  async setSpendCap(name: string, spendCapMicros: number | null): Promise<Account | null> {
    this.#stmt('UPDATE accounts SET spend_cap_micros = ? WHERE name = ?').run(spendCapMicros, name);
    return this.getAccountByName(name);
  }

  async setPlan(name: string, plan: string): Promise<Account | null> {
    this.#stmt('UPDATE accounts SET plan = ? WHERE name = ?').run(plan, name);
    return this.getAccountByName(name);
  }

  async countAccounts(): Promise<number> {
    return (this.#stmt('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;
  }

  async addKey(k: { accountId: string; hash: string; label: string | null }): Promise<ApiKeyInfo> {
    const row: KeyRow = { id: newId('key'), account_id: k.accountId, hash: k.hash, label: k.label, created_at: new Date().toISOString(), revoked_at: null };
    this.#stmt('INSERT INTO api_keys (id, account_id, hash, label, created_at, revoked_at) VALUES (@id, @account_id, @hash, @label, @created_at, @revoked_at)').run(row);
    return toKey(row);
  }

  async findKeyByHash(hash: string): Promise<KeyLookup | null> {
    const r = this.#stmt(
        `SELECT k.id AS k_id, k.account_id, k.hash, k.label, k.created_at AS k_created_at, k.revoked_at,
                a.id, a.name, a.plan, a.spend_cap_micros, a.suspended, a.created_at
         FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = ?`,
      )
      .get(hash) as (AccountRow & { k_id: string; account_id: string; hash: string; label: string | null; k_created_at: string; revoked_at: string | null }) | undefined;
    if (!r) return null;
    return {
      key: { id: r.k_id, accountId: r.account_id, label: r.label, createdAt: r.k_created_at, revokedAt: r.revoked_at },
      hash: r.hash,
      account: toAccount(r),
    };
  }

  async listKeys(accountId: string): Promise<ApiKeyInfo[]> {
    return (this.#stmt('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id').all(accountId) as KeyRow[]).map(toKey);
  }

  async revokeKey(keyId: string): Promise<boolean> {
    const res = this.#stmt('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(new Date().toISOString(), keyId);
    return res.changes > 0;
  }

  #admitInTx(accountId: string, limits: AdmissionLimits, now: Date): AdmissionResult {
    const month = monthOf(now);
    const windowStart = minuteWindowStart(now);
    const u = this.#stmt('SELECT calls, overage_micros FROM usage_month WHERE account_id = ? AND month = ?').get(accountId, month) as
      | { calls: number; overage_micros: number }
      | undefined;
    const calls = u?.calls ?? 0;
    const spent = u?.overage_micros ?? 0;
    let cost = 0;
    if (calls >= limits.callsPerMonth) {
      if (limits.overageMicros === null) return { ok: false, reason: 'quota' };
      cost = limits.overageMicros;
    }
    if (limits.spendCapMicros !== null && cost > 0 && spent + cost > limits.spendCapMicros) return { ok: false, reason: 'spend_cap' };

    const w = this.#stmt('SELECT window_start, count FROM rate_window WHERE account_id = ?').get(accountId) as
      | { window_start: number; count: number }
      | undefined;
    const inWindow = w && w.window_start === windowStart ? w.count : 0;
    if (inWindow >= limits.callsPerMinute) return { ok: false, reason: 'rate', retryAfterSeconds: secondsToWindowReset(now) };

    this.#stmt(
      `INSERT INTO usage_month (account_id, month, calls, overage_micros) VALUES (?, ?, 1, ?)
       ON CONFLICT (account_id, month) DO UPDATE SET calls = calls + 1, overage_micros = overage_micros + excluded.overage_micros`,
    ).run(accountId, month, cost);
    this.#stmt(
      `INSERT INTO rate_window (account_id, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (account_id) DO UPDATE SET count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start`,
    ).run(accountId, windowStart);
    return { ok: true, ticket: { accountId, month, windowStart, costMicros: cost } };
  }

  async admit(accountId: string, limits: AdmissionLimits, now: Date): Promise<AdmissionResult> {
    this.#admitTx ??= this.#db.transaction((id: string, l: AdmissionLimits, t: Date) => this.#admitInTx(id, l, t));
    // IMMEDIATE takes the write lock before reading, so another process cannot admit in between.
    return this.#admitTx.immediate(accountId, limits, now);
  }

  async refund(t: AdmissionTicket): Promise<void> {
    this.#refundTx ??= this.#db.transaction((x: AdmissionTicket) => {
      this.#stmt('UPDATE usage_month SET calls = MAX(calls - 1, 0), overage_micros = MAX(overage_micros - ?, 0) WHERE account_id = ? AND month = ?').run(
        x.costMicros,
        x.accountId,
        x.month,
      );
      this.#stmt('UPDATE rate_window SET count = MAX(count - 1, 0) WHERE account_id = ? AND window_start = ?').run(x.accountId, x.windowStart);
    });
    this.#refundTx.immediate(t);
  }

  async usage(accountId: string, now: Date): Promise<UsageSummary> {
    this.#flushVerdicts();
    const month = monthOf(now);
    const u = this.#stmt('SELECT calls, overage_micros FROM usage_month WHERE account_id = ? AND month = ?').get(accountId, month) as
      | { calls: number; overage_micros: number }
      | undefined;
    const rows = this.#stmt(
        `SELECT agent_id, status, COUNT(*) AS n FROM verdicts
         WHERE account_id = ? AND time >= ? AND time < ? AND door = 'api'
         GROUP BY agent_id, status ORDER BY agent_id`,
      )
      .all(accountId, month, nextMonth(month)) as { agent_id: string | null; status: Status; n: number }[];
    const byStatus = emptyStatusCounts();
    const agents = new Map<string | null, { agentId: string | null; calls: number; byStatus: Record<Status, number> }>();
    for (const r of rows) {
      byStatus[r.status] += r.n;
      let a = agents.get(r.agent_id);
      if (!a) agents.set(r.agent_id, (a = { agentId: r.agent_id, calls: 0, byStatus: emptyStatusCounts() }));
      a.calls += r.n;
      a.byStatus[r.status] += r.n;
    }
    return { month, calls: u?.calls ?? 0, overageMicros: u?.overage_micros ?? 0, byStatus, byAgent: [...agents.values()] };
  }
}
