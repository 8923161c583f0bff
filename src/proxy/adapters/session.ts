import type { ProxyApi } from '../../config/sections/proxy.js';
import { blockedError } from '../errors.js';
import type { GuardKit } from '../kit.js';
import { formatSse, type SseItem } from '../sse.js';
import type { TextGuard } from '../text-guard.js';
import type { StreamOut } from '../writer.js';

export type SseEvent = Extract<SseItem, { kind: 'event' }>;
export type Json = Record<string, unknown>;

export function isObj(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * The state every protocol's stream session shares. `open`: events flow through the guards.
 * `draining`: blocked after bytes went out, reading on only for upstream's usage figures.
 * `done`: nothing more to write (the runner stops reading and aborts upstream).
 */
export abstract class StreamSession {
  state: 'open' | 'draining' | 'done' = 'open';
  protected readonly out: StreamOut;
  protected readonly kit: GuardKit;
  readonly #api: ProxyApi;
  #blocked = false;

  constructor(api: ProxyApi, out: StreamOut, kit: GuardKit) {
    this.#api = api;
    this.out = out;
    this.kit = kit;
  }

  /** True once the guarded content was actually refused; a stream that simply ended is not. */
  get blocked(): boolean {
    return this.#blocked;
  }

  /**
   * Handles `item` at once when that is all it takes (in practice: a text delta the guard only
   * holds back), sparing the promises of `onItem`; false: nothing changed, `onItem` must run.
   */
  tryItem(_item: SseItem): boolean {
    return false;
  }

  /**
   * A text delta that `onEvent` would write nothing for, taken without a promise: held back
   * (redact, block: `TextGuard.hold`, true exactly when `push` would release nothing), or, for
   * annotate and observe, watched whole (the agent already has upstream's bytes and the session
   * writes to nothing). False: the guard is unchanged and the event must go to `onEvent`.
   */
  protected take(guard: TextGuard, text: string): boolean {
    return this.kit.mode === 'pass' ? guard.watch(text) : guard.hold(text);
  }

  async onItem(item: SseItem): Promise<void> {
    if (item.kind === 'comment') {
      if (this.state === 'open') this.out.send(formatSse(item));
      return;
    }
    await this.onEvent(item);
  }

  protected abstract onEvent(ev: SseEvent): Promise<void>;
  /** Upstream ended cleanly (or the drain time ran out): finish channels or write terminators. */
  abstract onEnd(): Promise<void>;
  /** Upstream broke mid-stream: the agent gets the API's own error event. */
  abstract onUpstreamFailure(): void;
  /** Ends the content in-protocol after a block once bytes are out. */
  protected abstract closeContent(): void;

  protected pass(ev: SseItem, commit = false): void {
    this.out.send(formatSse(ev), commit);
  }

  /** Ends the guarded content: a JSON error before any byte, else the protocol's own terminators. */
  protected block(guard?: TextGuard): void {
    if (guard) this.kit.settle(guard);
    if (this.state !== 'open') return;
    this.#blocked = true;
    if (!this.out.started) {
      const e = blockedError(this.#api);
      this.out.fail(e.status, e.body);
      this.state = 'done';
      return;
    }
    this.closeContent();
    this.state = 'draining';
  }
}
