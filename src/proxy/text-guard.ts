import type { Finding } from '../detectors/types.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import { redact, type RedactionSpan } from '../pipeline/redact.js';
import type { CheckOutcome } from '../pipeline/types.js';
import type { ScanCache, StreamScanner } from './scanner.js';

/** `redact`: mask and block; `block`: verbatim but block; `pass`: verbatim, verdict only. */
export type GuardMode = 'redact' | 'block' | 'pass';

export interface TextGuardOptions {
  pipeline: Pipeline;
  scanner: StreamScanner;
  mode: GuardMode;
  context: readonly string[] | undefined;
  modelMode: 'gate' | 'trail';
  modelWindow: number;
  modelOverlap: number;
  /** Release (and scan) only once at least this many characters can go; 1 = at every delta. */
  releaseStep?: number;
  /**
   * True while more upstream text is already waiting to be read (the rest of the current read,
   * or bytes buffered behind it): the scan then waits for it, up to `coalesceLimit` releasable
   * characters, since releasing sooner than the next delta arrives gains the agent nothing and
   * every scan rereads the holdback.
   */
  queued?: () => boolean;
  /** Most releasable characters a scan may wait for while `queued` says more is coming. */
  coalesceLimit?: number;
  signal?: AbortSignal;
  /** Called with the number of characters still held after each release. */
  onHoldback?: (chars: number) => void;
}

export interface GuardStep {
  /** Text to send to the client now (already redacted). */
  text: string;
  blocked: boolean;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** Sorted, merged redaction spans (overlapping or touching spans merge, as the redactor does). */
function mergedExtents(spans: readonly RedactionSpan[]): Array<{ start: number; end: number }> {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: Array<{ start: number; end: number }> = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/**
 * Guards one streamed text channel. It keeps the whole original text, how much of it has been
 * released (`#sent`) and the redacted text released so far. At every delta it scans
 * tail(sent)+held with the finite fastpath detectors and releases everything up to
 * `length - holdback`, moved back to the start of any mask span crossing the cut: any match
 * starting before the cut has at least `maxMatchLength` (its recognition reach) characters
 * present, so the scan already reports it from its start to the end of what has arrived, and
 * a block or the cut keeps it from the released part. Bytes already sent are never retracted.
 */
export class TextGuard {
  readonly #o: TextGuardOptions;
  #text = '';
  #sent = 0;
  #out = '';
  #blocked = false;
  #final: CheckOutcome | undefined;
  // Model windows: [start, end) of original text approved so far, pending trail checks.
  #approvedTo = 0;
  #nextWindow = 0;
  #trail: Array<Promise<unknown>> = [];
  #trailRejected = false;
  #windowOutcomes: CheckOutcome[] = [];
  #blockFindings: Finding[] = [];
  readonly #scans: ScanCache;

  constructor(o: TextGuardOptions) {
    this.#o = o;
    this.#scans = o.scanner.cache();
  }

  /** Original (unredacted) text seen so far. */
  get text(): string {
    return this.#text;
  }

  /** Redacted text released so far. */
  get released(): string {
    return this.#out;
  }

  get blocked(): boolean {
    return this.#blocked;
  }

  /** The full check's outcome once `finish` ran (undefined when blocked before the end). */
  get outcome(): CheckOutcome | undefined {
    return this.#final;
  }

  /** Findings of the streaming scan that blocked the channel (empty otherwise). */
  get blockFindings(): readonly Finding[] {
    return this.#blockFindings;
  }

  /** Model-window outcomes, including the one that blocked. */
  get windowOutcomes(): readonly CheckOutcome[] {
    return this.#windowOutcomes;
  }

  /** True when the next delta would make a scan release text (unless it waits for queued text). */
  get scanDue(): boolean {
    if (this.#blocked || this.#o.mode === 'pass') return false;
    return this.#text.length - this.#o.scanner.holdback - this.#sent >= (this.#o.releaseStep ?? 1);
  }

  get #modelOn(): boolean {
    return this.#o.mode !== 'pass' && this.#o.pipeline.hasModel;
  }

  async push(delta: string): Promise<GuardStep> {
    if (this.#blocked) return { text: '', blocked: true };
    this.#text += delta;
    if (this.#o.mode === 'pass') {
      this.#sent = this.#text.length;
      this.#out += delta;
      return { text: delta, blocked: false };
    }
    if (this.#trailRejected) return this.#block();
    const limit = this.#text.length - this.#o.scanner.holdback;
    const due = limit - this.#sent;
    if (due < (this.#o.releaseStep ?? 1)) return { text: '', blocked: false };
    // Waiting moves when text goes out, not what the agent ends up with: it is as if the queued
    // deltas had come as one, a split chunk invariance already covers.
    if (due < (this.#o.coalesceLimit ?? 0) && this.#o.queued?.()) return { text: '', blocked: false };
    if (this.#modelOn && (await this.#runWindows())) return this.#block();
    return this.#release(limit);
  }

  /**
   * Pass mode (annotate, observe) only: takes the delta whole and returns true. The upstream bytes
   * already went to the agent as they came and the verdict is made at the end, so the session has
   * nothing to write for it; in any other mode it changes nothing and returns false.
   */
  watch(delta: string): boolean {
    if (this.#o.mode !== 'pass' || this.#blocked) return false;
    this.#text += delta;
    this.#sent = this.#text.length;
    this.#out += delta;
    return true;
  }

  /**
   * Appends `delta` and returns true when `push` would only hold it (no scan, nothing released,
   * not blocked); otherwise changes nothing and returns false, and `push` must take the delta.
   * The same decision as `push`, without a promise: most deltas of a fast stream end here.
   * Never with trailing model checks: a caller that does not await between deltas would let
   * their results land later than with `push`.
   */
  hold(delta: string): boolean {
    const o = this.#o;
    if (this.#blocked || o.mode === 'pass' || this.#trailRejected || (o.modelMode === 'trail' && this.#modelOn)) return false;
    const due = this.#text.length + delta.length - o.scanner.holdback - this.#sent;
    if (due >= (o.releaseStep ?? 1) && !(due < (o.coalesceLimit ?? 0) && o.queued?.())) return false;
    this.#text += delta;
    return true;
  }

  /** Ends the channel: full check on the whole text, then releases what is still held. */
  async finish(): Promise<GuardStep> {
    if (this.#blocked) return { text: '', blocked: true };
    const o = this.#o;
    if (o.mode === 'pass') {
      this.#final = await this.#check(this.#text);
      return { text: '', blocked: false };
    }
    if (this.#modelOn && this.#o.modelMode === 'trail') {
      await Promise.all(this.#trail);
      if (this.#trailRejected) return this.#block();
    }
    const full = await this.#check(this.#text);
    this.#final = full;
    if (full.response.status === 'rejected') return this.#block();
    const expected = o.mode === 'redact' ? full.response.redacted_text : this.#text;
    let rest: string;
    if (expected.startsWith(this.#out)) {
      rest = expected.slice(this.#out.length);
      this.#sent = this.#text.length;
      this.#out = expected;
    } else {
      // The whole-text check masks something the windows did not (only possible with
      // context-dependent detectors); the held part still gets the window's masks.
      rest = this.#release(this.#text.length, true).text;
    }
    return { text: rest, blocked: false };
  }

  #block(): GuardStep {
    this.#blocked = true;
    return { text: '', blocked: true };
  }

  #check(text: string): Promise<CheckOutcome> {
    const o = this.#o;
    return o.pipeline.check({ text, ...(o.context ? { context: o.context } : {}), accountId: '_proxy', door: 'proxy', ...(o.signal ? { signal: o.signal } : {}) });
  }

  /** Releases up to `limit` (or less, see the class comment); `final`: the full check already approved. */
  #release(limit: number, final = false): GuardStep {
    const o = this.#o;
    const findings: Finding[] = o.scanner.scanRange(this.#text, this.#sent, limit, o.context, this.#scans);
    const decider = o.pipeline.decider;
    if (decider.isFinal(findings)) {
      this.#blockFindings = findings;
      return this.#block();
    }
    let cut = limit;
    if (!final && this.#modelOn && o.modelMode === 'gate') cut = Math.min(cut, this.#approvedTo);
    const spans = o.mode === 'redact' ? decider.redactionSpans(findings) : [];
    for (const m of mergedExtents(spans)) if (m.start < cut && m.end > cut) cut = m.start;
    if (cut < this.#text.length && cut > this.#sent && isHighSurrogate(this.#text.charCodeAt(cut - 1))) cut--;
    if (cut <= this.#sent) return { text: '', blocked: false };
    const local: RedactionSpan[] = [];
    for (const s of spans) {
      if (s.end <= this.#sent || s.start >= cut) continue;
      local.push({ ...s, start: Math.max(s.start, this.#sent) - this.#sent, end: Math.min(s.end, cut) - this.#sent });
    }
    const piece = redact(this.#text.slice(this.#sent, cut), local);
    this.#sent = cut;
    this.#out += piece;
    o.onHoldback?.(this.#text.length - cut);
    return { text: piece, blocked: false };
  }

  /** Starts (trail) or awaits (gate) model checks on every complete window; true when rejected. */
  async #runWindows(): Promise<boolean> {
    const o = this.#o;
    const step = Math.max(1, o.modelWindow - o.modelOverlap);
    while (this.#nextWindow + o.modelWindow <= this.#text.length) {
      const start = this.#nextWindow;
      const end = start + o.modelWindow;
      this.#nextWindow = start + step;
      const p = this.#check(this.#text.slice(start, end));
      if (o.modelMode === 'gate') {
        const r = await p.catch(() => undefined);
        if (!r) return true;
        this.#windowOutcomes.push(r);
        if (r.response.status === 'rejected') return true;
        this.#approvedTo = end;
      } else {
        this.#trail.push(
          p.then(
            (r) => {
              this.#windowOutcomes.push(r);
              if (r.response.status === 'rejected') this.#trailRejected = true;
            },
            () => {
              this.#trailRejected = true;
            },
          ),
        );
      }
    }
    return false;
  }
}
