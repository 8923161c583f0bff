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

/**
 * The store contract (accounts, keys as SHA-256 only, usage per month, rate windows, verdict
 * log). The SQLite implementation is the embedded default. The service-issue owner extends
 * this interface; other parts only rely on `recordVerdict`, `ping` and `close`.
 */
export interface Store {
  recordVerdict(v: VerdictRecord): void | Promise<void>;
  /** Resolves when the store answers; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
