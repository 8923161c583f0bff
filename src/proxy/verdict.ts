import type { Finding } from '../detectors/types.js';
import type { Decider } from '../pipeline/decide.js';
import type { CheckOutcome, Source, Status } from '../pipeline/types.js';

const RANK: Record<Status, number> = { approved: 0, flagged: 1, rejected: 2 };

export interface VerdictSummary {
  status: Status;
  riskScore: number;
  source: Source;
  flags: string[];
}

/** Folds the checks of one proxied response (every channel and tool call) into one verdict. */
export class ResponseVerdict {
  #status: Status = 'approved';
  #score = 0;
  #source: Source = 'fastpath';
  readonly #flags = new Set<string>();
  #checks = 0;
  readonly #decider: Decider;

  constructor(decider: Decider) {
    this.#decider = decider;
  }

  add(o: CheckOutcome): void {
    this.#checks++;
    const r = o.response;
    if (RANK[r.status] > RANK[this.#status]) this.#status = r.status;
    this.#score = Math.max(this.#score, r.risk_score);
    if (o.source === 'model' || (o.source === 'cache' && this.#source === 'fastpath')) this.#source = o.source;
    for (const f of r.flags) this.#flags.add(f);
  }

  /** A streaming scan that rejected before any whole-text check ran. */
  addFindings(text: string, findings: readonly Finding[]): void {
    this.add({ response: this.#decider.decide(text, findings), source: 'fastpath', findings: [...findings], timings: {} });
  }

  get checks(): number {
    return this.#checks;
  }

  summary(): VerdictSummary {
    return { status: this.#status, riskScore: this.#score, source: this.#source, flags: [...this.#flags] };
  }
}
