/** Consecutive-failure circuit breaker: open after N failures, one trial call after the pause. */
export class CircuitBreaker {
  readonly #threshold: number;
  readonly #resetMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openUntil = 0;
  #trialInFlight = false;

  constructor(threshold: number, resetMs: number, now: () => number = Date.now) {
    this.#threshold = threshold;
    this.#resetMs = resetMs;
    this.#now = now;
  }

  /** True when a call may go out now (closed, or the single half-open trial). */
  tryAcquire(): boolean {
    if (this.#failures < this.#threshold) return true;
    if (this.#now() < this.#openUntil || this.#trialInFlight) return false;
    this.#trialInFlight = true;
    return true;
  }

  success(): void {
    this.#failures = 0;
    this.#trialInFlight = false;
  }

  failure(): void {
    this.#failures++;
    this.#trialInFlight = false;
    if (this.#failures >= this.#threshold) this.#openUntil = this.#now() + this.#resetMs;
  }

  get open(): boolean {
    return this.#failures >= this.#threshold && this.#now() < this.#openUntil;
  }
}

/** A counting semaphore (concurrency limit for outgoing judge calls). */
export class Semaphore {
  #free: number;
  readonly #waiters: Array<() => void> = [];

  constructor(n: number) {
    this.#free = n;
  }

  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.#free > 0) {
      this.#free--;
      return this.#releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const i = this.#waiters.indexOf(wake);
        if (i >= 0) this.#waiters.splice(i, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(wake);
    });
    return this.#releaser();
  }

  #releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#free++;
    };
  }
}
