import type { Source, Status } from '../pipeline/types.js';

/** One row of the verdict log. Never the checked text. */
export interface VerdictRecord {
  /** ISO-8601 time of the verdict. */
  time: string;
  /** Account id; null for verdicts made by the proxy door (no guardrail key there). */
  accountId: string | null;
  keyId: string | null;
  agentId: string | null;
  status: Status;
  riskScore: number;
  source: Source;
  flags: string[];
  latencyMs: number;
  /** `api`, `proxy:<route prefix>`, or `cli`. */
  door: string;
}

/** A customer account. Limits come from `plans.<plan>` in config. */
export interface Account {
  id: string;
  name: string;
  plan: string;
  /** Monthly overage spend cap in integer micro-dollars; null = no cap. */
  spendCapMicros: number | null;
  suspended: boolean;
  createdAt: string;
}

/** An API key as stored: never the key itself, only its SHA-256. */
export interface ApiKeyInfo {
  id: string;
  accountId: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** What a key hash resolves to. `hash` is the stored hex digest (compared in constant time by the caller). */
export interface KeyLookup {
  key: ApiKeyInfo;
  hash: string;
  account: Account;
}

/** The plan limits an admission is checked against (from config, resolved by the caller). */
export interface AdmissionLimits {
  callsPerMonth: number;
  callsPerMinute: number;
  /** Micro-dollars per call beyond `callsPerMonth`; null = hard stop. */
  overageMicros: number | null;
  spendCapMicros: number | null;
}

/** Identifies the usage an admission took, so it can be given back. */
export interface AdmissionTicket {
  accountId: string;
  month: string;
  windowStart: number;
  costMicros: number;
}

export type AdmissionResult =
  | { ok: true; ticket: AdmissionTicket }
  | { ok: false; reason: 'quota' | 'spend_cap' }
  | { ok: false; reason: 'rate'; retryAfterSeconds: number };

/** The current month's usage of one account. */
export interface UsageSummary {
  month: string;
  calls: number;
  overageMicros: number;
  byStatus: Record<Status, number>;
  byAgent: { agentId: string | null; calls: number; byStatus: Record<Status, number> }[];
}

/**
 * The store contract (accounts, keys as SHA-256 only, usage per month, rate windows, verdict
 * log). The SQLite implementation is the embedded default. Other parts only rely on
 * `recordVerdict`, `ping` and `close`; the service door uses the rest.
 */
export interface Store {
  recordVerdict(v: VerdictRecord): void | Promise<void>;
  /** Resolves when the store answers; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;

  createAccount(a: { name: string; plan: string; spendCapMicros: number | null }): Promise<Account>;
  getAccountByName(name: string): Promise<Account | null>;
  listAccounts(): Promise<Account[]>;
  setSuspended(name: string, suspended: boolean): Promise<Account | null>;
  setSpendCap(name: string, spendCapMicros: number | null): Promise<Account | null>;
  /** Moves an account to another plan (the caller checks the plan exists in config). */
  setPlan(name: string, plan: string): Promise<Account | null>;
  countAccounts(): Promise<number>;

  addKey(k: { accountId: string; hash: string; label: string | null }): Promise<ApiKeyInfo>;
  /** The key whose stored hash equals `hash` (revoked keys included; the caller rejects them). */
  findKeyByHash(hash: string): Promise<KeyLookup | null>;
  listKeys(accountId: string): Promise<ApiKeyInfo[]>;
  /** Marks a key revoked; returns false when no such key (or already revoked). */
  revokeKey(keyId: string): Promise<boolean>;

  /**
   * Atomically checks the month quota, spend cap and minute window, and counts the call when
   * all pass. Concurrent admissions can never exceed a limit.
   */
  admit(accountId: string, limits: AdmissionLimits, now: Date): Promise<AdmissionResult>;
  /** Gives back a call admitted by `admit` (the request did not end in a 200). */
  refund(ticket: AdmissionTicket): Promise<void>;
  usage(accountId: string, now: Date): Promise<UsageSummary>;
}
