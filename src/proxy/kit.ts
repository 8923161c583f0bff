import type { ProxyConfig } from '../config/sections/proxy.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { CheckOutcome } from '../pipeline/types.js';
import type { StreamScanner } from './scanner.js';
import { TextGuard, type GuardMode } from './text-guard.js';
import { ResponseVerdict } from './verdict.js';

export interface Guarded<T> {
  value: T;
  blocked: boolean;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * A scan rereads up to two holdbacks around what it releases (the reach before it and the held
 * text after it), so waiting for queued text until this many holdbacks can go keeps that
 * overhead to about a quarter, while text still goes out in bounded pieces when upstream sends
 * faster than the guard scans.
 */
const COALESCE_HOLDBACKS = 8;

/** Everything one proxied response needs to check its texts, and the verdict they add up to. */
export class GuardKit {
  readonly mode: GuardMode;
  readonly verdict: ResponseVerdict;
  /** True once any text the client receives differs from what upstream sent. */
  changed = false;
  /** Set by the stream runner while more upstream events are already read or buffered. */
  queued = false;
  readonly #pipeline: Pipeline;
  readonly #scanner: StreamScanner;
  readonly #cfg: ProxyConfig;
  readonly #context: readonly string[] | undefined;
  readonly #signal: AbortSignal | undefined;
  readonly #onHoldback: ((n: number) => void) | undefined;
  readonly #guards: TextGuard[] = [];

  constructor(o: { mode: GuardMode; pipeline: Pipeline; scanner: StreamScanner; cfg: ProxyConfig; context: readonly string[]; signal?: AbortSignal; onHoldback?: (n: number) => void }) {
    this.mode = o.mode;
    this.#pipeline = o.pipeline;
    this.#scanner = o.scanner;
    this.#cfg = o.cfg;
    this.#context = o.context.length > 0 ? o.context : undefined;
    this.#signal = o.signal;
    this.#onHoldback = o.onHoldback;
    this.verdict = new ResponseVerdict(o.pipeline.decider);
  }

  /** True when some channel has held text that a scan could release now. */
  get guarding(): boolean {
    return this.#guards.some((g) => g.scanDue);
  }

  /** True when reasoning text (thinking, reasoning summaries) is checked (`proxy.reasoning: check`). */
  get checksReasoning(): boolean {
    return this.#cfg.reasoning === 'check';
  }

  /** Reasoning is checked like the answer but never rewritten: `redact` routes only block it. */
  get #reasoningMode(): GuardMode {
    return this.mode === 'redact' ? 'block' : this.mode;
  }

  /** A guard for one streamed text channel. Call `settle` with it once it is finished or blocked. */
  textGuard(): TextGuard {
    return this.#newGuard(this.mode);
  }

  /** A guard for one streamed reasoning channel: held back and checked, released verbatim. */
  reasoningGuard(): TextGuard {
    return this.#newGuard(this.#reasoningMode);
  }

  #newGuard(mode: GuardMode): TextGuard {
    const g = new TextGuard({
      pipeline: this.#pipeline,
      scanner: this.#scanner,
      mode,
      context: this.#context,
      modelMode: this.#cfg.model_mode,
      modelWindow: this.#cfg.model_window,
      modelOverlap: Math.min(this.#cfg.model_window_overlap, this.#cfg.model_window - 1),
      releaseStep: this.#cfg.release_step ?? Math.max(128, Math.ceil(this.#scanner.holdback / 16)),
      queued: () => this.queued,
      coalesceLimit: COALESCE_HOLDBACKS * this.#scanner.holdback,
      ...(this.#signal ? { signal: this.#signal } : {}),
      ...(this.#onHoldback ? { onHoldback: this.#onHoldback } : {}),
    });
    this.#guards.push(g);
    return g;
  }

  /** Records what a finished or blocked channel contributes to the response verdict. */
  settle(g: TextGuard): void {
    for (const o of g.windowOutcomes) if (o.response.status === 'rejected') this.verdict.add(o);
    if (g.outcome) this.verdict.add(g.outcome);
    else if (g.blockFindings.length > 0) this.verdict.addFindings(g.text, g.blockFindings);
    if (g.released !== g.text) this.changed = true;
  }

  check(text: string): Promise<CheckOutcome> {
    return this.#pipeline.check({ text, ...(this.#context ? { context: this.#context } : {}), accountId: '_proxy', door: 'proxy', ...(this.#signal ? { signal: this.#signal } : {}) });
  }

  /** A whole (non-streamed) text: checked once, then masked (redact) or refused (redact, block). */
  text(text: string): Promise<Guarded<string>> {
    return this.#whole(text, this.mode);
  }

  /** A whole reasoning text: checked once, refused when rejected, never masked. */
  reasoningText(text: string): Promise<Guarded<string>> {
    return this.#whole(text, this.#reasoningMode);
  }

  async #whole(text: string, mode: GuardMode): Promise<Guarded<string>> {
    const o = await this.check(text);
    this.verdict.add(o);
    if (mode === 'pass') return { value: text, blocked: false };
    if (o.response.status === 'rejected') return { value: text, blocked: true };
    if (mode === 'redact' && o.response.redacted_text !== text) {
      this.changed = true;
      return { value: o.response.redacted_text, blocked: false };
    }
    return { value: text, blocked: false };
  }

  /**
   * Tool-call arguments, complete: the whole JSON is checked once (status), then each string
   * value is masked on its own so the arguments stay valid JSON with the same shape.
   */
  async toolArgs(raw: string): Promise<Guarded<string>> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.text(raw);
    }
    if (!isObj(parsed)) return this.text(raw);
    const r = await this.toolInput(parsed, raw);
    return { value: r.value === parsed ? raw : JSON.stringify(r.value), blocked: r.blocked };
  }

  /** Tool input as an object (Anthropic `tool_use.input`); returns the same object when unchanged. */
  async toolInput<T>(input: T, raw = JSON.stringify(input)): Promise<Guarded<T>> {
    const whole = await this.check(raw);
    this.verdict.add(whole);
    if (this.mode === 'pass') return { value: input, blocked: false };
    if (whole.response.status === 'rejected') return { value: input, blocked: true };
    if (this.mode !== 'redact' || this.#pipeline.decider.redactionSpans(whole.findings).length === 0) return { value: input, blocked: false };
    const leaves: Array<{ holder: Record<string, unknown> | unknown[]; key: string | number; text: string }> = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach((x, i) => (typeof x === 'string' ? leaves.push({ holder: v, key: i, text: x }) : walk(x)));
      else if (isObj(v)) for (const [k, x] of Object.entries(v)) typeof x === 'string' ? leaves.push({ holder: v, key: k, text: x }) : walk(x);
    };
    const copy = structuredClone(input);
    walk(copy);
    const results = await Promise.all(leaves.map((l) => this.check(l.text)));
    let changed = false;
    results.forEach((r, i) => {
      const l = leaves[i];
      if (!l || r.response.redacted_text === l.text) return;
      changed = true;
      (l.holder as Record<string | number, unknown>)[l.key] = r.response.redacted_text;
    });
    if (!changed) return { value: input, blocked: false };
    this.changed = true;
    return { value: copy, blocked: false };
  }
}
