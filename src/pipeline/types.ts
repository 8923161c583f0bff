import type { Finding } from '../detectors/types.js';

export type Status = 'approved' | 'flagged' | 'rejected';
export type Source = 'fastpath' | 'cache' | 'model';

/** The v1 CheckResponse body (spec 2.2). */
export interface CheckResponse {
  risk_score: number;
  status: Status;
  flags: string[];
  redacted_text: string;
}

export interface CheckInput {
  text: string;
  /** Grounding documents (request `context` extension, or the proxied conversation). */
  context?: readonly string[];
  /** Cache scope: verdicts are never shared across accounts. Use `"_proxy"` for the proxy door. */
  accountId: string;
  agentId?: string;
  /** Which door the check came through (metrics label). Defaults to `api`. */
  door?: 'api' | 'proxy' | 'cli' | 'eval';
  /** Abort long model work when the client goes away. */
  signal?: AbortSignal;
}

export interface CheckOutcome {
  response: CheckResponse;
  source: Source;
  findings: Finding[];
  /** Milliseconds spent in each stage that ran. */
  timings: Partial<Record<Source, number>>;
}

/** Maps a risk score to the spec's status bands 0-30 / 31-69 / 70-100. */
export function statusForScore(score: number): Status {
  if (score >= 70) return 'rejected';
  if (score >= 31) return 'flagged';
  return 'approved';
}
