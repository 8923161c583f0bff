import type { GuardKit } from '../kit.js';
import { jsonEvent, type SseItem } from '../sse.js';
import type { TextGuard } from '../text-guard.js';
import type { StreamOut } from '../writer.js';
import { StringValueTemplate, TEMPLATE_TRIES } from './json-template.js';
import { isObj, parseJson, StreamSession, type Json, type SseEvent } from './session.js';

interface Block {
  kind: 'text' | 'thinking' | 'tool' | 'other';
  guard?: TextGuard;
  args: string;
  open: boolean;
  /** Events that must follow the block's text (a thinking block's `signature_delta`). */
  after: SseEvent[];
}

/** The delta type and text field of each guarded block kind. */
const FIELD = { text: 'text', thinking: 'thinking' } as const;

/** What a template pins: the event type and the delta type decide how the event is handled. */
const PINNED = [(m: unknown) => (isObj(m) ? m.type : undefined), (m: unknown) => (isObj(m) && isObj(m.delta) ? m.delta.type : undefined)];
const AT = {
  text: (m: unknown) => (isObj(m) && isObj(m.delta) ? m.delta.text : undefined),
  thinking: (m: unknown) => (isObj(m) && isObj(m.delta) ? m.delta.thinking : undefined),
};

/**
 * Anthropic Messages stream: one text channel per `text` content block (`text_delta`) and, with
 * `proxy.reasoning: check`, per `thinking` block (`thinking_delta`, checked but never rewritten;
 * its `signature_delta` is held until the block's text is out); `input_json_delta` buffered per
 * `tool_use` block until its `content_block_stop`.
 */
export class AnthropicStreamSession extends StreamSession {
  readonly #blocks = new Map<number, Block>();
  #usage: Json = {};
  /** A taken delta's shape, so the next ones need not be parsed (see StringValueTemplate). */
  #template: StringValueTemplate | undefined;
  /** The block and kind the template's deltas belong to (its index and delta type are fixed). */
  #templateIndex = 0;
  #templateKind: Block['kind'] = 'text';
  #templateTries = 0;
  /** The data `tryItem` last parsed and what it parsed to, so `onEvent` need not parse it again. */
  #parsedData: string | undefined;
  #parsed: unknown;

  constructor(out: StreamOut, kit: GuardKit) {
    super('anthropic', out, kit);
  }

  /**
   * A `text_delta` (or checked `thinking_delta`) of an open guarded block that the guard holds
   * back (or, for annotate and observe, watches): `onEvent` would write nothing for it, so it is
   * taken here without awaiting anything. Anything else goes to `onEvent`. A delta that fits
   * the template of an earlier such delta (the same text outside string values, the same event
   * and delta type) is such a delta too, and its text is read without parsing it.
   */
  override tryItem(item: SseItem): boolean {
    if (item.kind !== 'event' || this.state !== 'open') return false;
    const fits = this.#template?.match(item.data);
    if (fits !== undefined) {
      const b = this.#blocks.get(this.#templateIndex);
      return b?.guard !== undefined && b.kind === this.#templateKind && this.take(b.guard, fits);
    }
    const msg = parseJson(item.data);
    this.#parsedData = item.data;
    this.#parsed = msg;
    // The same steps as onEvent up to the guard, which then holds the text or leaves it to onEvent.
    if (!isObj(msg) || msg.type !== 'content_block_delta' || typeof msg.index !== 'number' || !isObj(msg.delta)) return false;
    const b = this.#blocks.get(msg.index);
    if (!b?.guard || (b.kind !== 'text' && b.kind !== 'thinking')) return false;
    const field = FIELD[b.kind];
    const piece = msg.delta[field];
    if (msg.delta.type !== `${field}_delta` || typeof piece !== 'string') return false;
    if (this.#templateTries < TEMPLATE_TRIES) {
      this.#templateTries++;
      this.#template = StringValueTemplate.of(item.data, piece, AT[b.kind], { pinned: PINNED });
      this.#templateIndex = msg.index;
      this.#templateKind = b.kind;
    }
    if (!this.take(b.guard, piece)) return false;
    this.#parsedData = undefined;
    return true;
  }

  protected async onEvent(ev: SseEvent): Promise<void> {
    const msg = ev.data === this.#parsedData ? this.#parsed : parseJson(ev.data);
    this.#parsedData = undefined;
    const type = isObj(msg) && typeof msg.type === 'string' ? msg.type : ev.event;
    if (isObj(msg) && type === 'message_start' && isObj(msg.message) && isObj(msg.message.usage)) this.#usage = { ...msg.message.usage };
    if (isObj(msg) && type === 'message_delta' && isObj(msg.usage)) this.#usage = { ...this.#usage, ...msg.usage };
    if (this.state === 'draining') {
      if (type === 'message_stop') await this.onEnd();
      return;
    }
    if (this.state !== 'open') return;
    if (!isObj(msg)) return this.pass(ev);
    const index = typeof msg.index === 'number' ? msg.index : -1;
    switch (type) {
      case 'content_block_start': {
        const cb = isObj(msg.content_block) ? msg.content_block : {};
        const kind = cb.type === 'text' ? 'text' : cb.type === 'thinking' && this.kit.checksReasoning ? 'thinking' : cb.type === 'tool_use' ? 'tool' : 'other';
        const guard = kind === 'text' ? this.kit.textGuard() : kind === 'thinking' ? this.kit.reasoningGuard() : undefined;
        this.#blocks.set(index, { kind, args: '', open: true, after: [], ...(guard ? { guard } : {}) });
        return this.pass(ev);
      }
      case 'content_block_delta': {
        const b = this.#blocks.get(index);
        const delta = isObj(msg.delta) ? msg.delta : {};
        if (b?.guard && (b.kind === 'text' || b.kind === 'thinking')) {
          const field = FIELD[b.kind];
          const piece = delta[field];
          if (delta.type === `${field}_delta` && typeof piece === 'string') {
            const r = await b.guard.push(piece);
            if (r.blocked) return this.block(b.guard);
            if (r.text) this.pass(jsonEvent(ev.event, { ...msg, delta: { ...delta, [field]: r.text } }), true);
            return;
          }
          if (b.kind === 'thinking' && b.open) {
            // signature_delta and anything else inside a held thinking block goes after its text.
            b.after.push(ev);
            return;
          }
        }
        if (b?.kind === 'tool' && delta.type === 'input_json_delta') {
          b.args += typeof delta.partial_json === 'string' ? delta.partial_json : '';
          return;
        }
        return this.pass(ev, true);
      }
      case 'content_block_stop': {
        const b = this.#blocks.get(index);
        if (b && !(await this.#closeBlock(index, b, ev.event))) return;
        return this.pass(ev, true);
      }
      case 'message_delta':
      case 'message_stop':
        await this.#closeAll(ev.event);
        if (this.state !== 'open') return;
        return this.pass(ev, true);
      default:
        // message_start, ping, error and unknown events pass untouched.
        return this.pass(ev, type === 'error');
    }
  }

  /** Releases what a block holds before its stop event; false when that blocked. */
  async #closeBlock(index: number, b: Block, event: string | undefined): Promise<boolean> {
    if (!b.open) return true;
    b.open = false;
    if (b.guard) {
      const r = await b.guard.finish();
      if (r.blocked) {
        this.block(b.guard);
        return false;
      }
      this.kit.settle(b.guard);
      const field = b.kind === 'thinking' ? 'thinking' : 'text';
      if (r.text) this.pass(jsonEvent(event === undefined ? undefined : 'content_block_delta', { type: 'content_block_delta', index, delta: { type: `${field}_delta`, [field]: r.text } }), true);
      for (const e of b.after) this.pass(e, true);
      b.after = [];
    } else if (b.kind === 'tool' && b.args !== '') {
      const r = await this.kit.toolArgs(b.args);
      if (r.blocked) {
        this.block();
        return false;
      }
      this.pass(jsonEvent(event === undefined ? undefined : 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: r.value } }), true);
    }
    return true;
  }

  async #closeAll(event: string | undefined): Promise<void> {
    for (const [index, b] of this.#blocks) {
      if (!b.open) continue;
      if (!(await this.#closeBlock(index, b, event === undefined ? undefined : 'content_block_delta'))) return;
      this.pass(jsonEvent(event === undefined ? undefined : 'content_block_stop', { type: 'content_block_stop', index }), true);
    }
  }

  protected closeContent(): void {
    for (const [index, b] of this.#blocks) {
      if (!b.open) continue;
      b.open = false;
      this.pass(jsonEvent('content_block_stop', { type: 'content_block_stop', index }));
    }
  }

  async onEnd(): Promise<void> {
    if (this.state === 'done') return;
    if (this.state === 'open') await this.#closeAll('content_block_stop');
    if (this.state === 'draining') {
      this.pass(jsonEvent('message_delta', { type: 'message_delta', delta: { stop_reason: 'refusal', stop_sequence: null }, usage: { output_tokens: 0, ...this.#usage } }));
      this.pass(jsonEvent('message_stop', { type: 'message_stop' }));
    }
    this.state = 'done';
    this.out.end();
  }

  onUpstreamFailure(): void {
    if (this.state === 'open') {
      this.pass(jsonEvent('error', { type: 'error', error: { type: 'api_error', message: 'The upstream stream failed before it finished.' } }), true);
      this.state = 'done';
      this.out.end();
      return;
    }
    void this.onEnd();
  }
}
