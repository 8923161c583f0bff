import type { GuardKit } from '../kit.js';
import { jsonEvent, type SseItem } from '../sse.js';
import type { TextGuard } from '../text-guard.js';
import type { StreamOut } from '../writer.js';
import { StringValueTemplate, TEMPLATE_TRIES } from './json-template.js';
import { isObj, parseJson, StreamSession, type Json, type SseEvent } from './session.js';

const field = (k: string) => (m: unknown) => (isObj(m) ? m[k] : undefined);
/** What a template pins: the event type and the item id (a number content_index is fixed anyway). */
const PINNED = [field('type'), field('item_id')];
const DELTA = field('delta');
const SEQ = field('sequence_number');

/**
 * OpenAI Responses stream: named events whose `type` repeats the event name. One text
 * channel per (item, content part) from `response.output_text.delta`; with `proxy.reasoning:
 * check`, one per reasoning summary part and reasoning text part (checked, released verbatim,
 * its `*.done` event after the rest of its text); function-call arguments
 * buffered per item until `response.function_call_arguments.done`. The `*.done` events and
 * `response.completed` carry the released (redacted) texts, not upstream's.
 */
export class ResponsesStreamSession extends StreamSession {
  readonly #texts = new Map<string, TextGuard>();
  /** Where each text channel lives, for the events the proxy has to write itself. */
  readonly #where = new Map<string, { item_id: unknown; output_index: unknown; content_index: unknown }>();
  readonly #finished = new Set<string>();
  readonly #args = new Map<string, string>();
  /** Reasoning channels (summary parts, reasoning text parts): checked, released verbatim. */
  readonly #reasoning = new Map<string, { guard: TextGuard; deltaType: string; where: Json; finished: boolean }>();
  #snapshot: Json = {};
  #usage: unknown = null;
  #seq = 0;
  /** A taken delta's shape, so the next ones need not be parsed (see StringValueTemplate). */
  #template: StringValueTemplate | undefined;
  /** The text channel of the template's deltas (its item id and indexes are fixed). */
  #templateKey = '';
  #templateTries = 0;
  /** The data `tryItem` last parsed and what it parsed to, so `onEvent` need not parse it again. */
  #parsedData: string | undefined;
  #parsed: unknown;

  constructor(out: StreamOut, kit: GuardKit) {
    super('openai', out, kit);
  }

  /**
   * A `response.output_text.delta` the channel's guard holds back (or, for annotate and
   * observe, watches): `onEvent` would write nothing for it, so it is taken here without
   * awaiting anything. Anything else goes to `onEvent`. A delta that fits the template of an
   * earlier such delta (the same text outside string values and `sequence_number`, the same type,
   * item id and indexes) is such a delta too, and its text and sequence number are read without
   * parsing it.
   */
  override tryItem(item: SseItem): boolean {
    if (item.kind !== 'event' || this.state !== 'open') return false;
    const t = this.#template;
    const fits = t?.match(item.data);
    if (fits !== undefined) {
      if (!this.take(this.#guard(this.#templateKey), fits)) return false;
      const seq = t!.number;
      if (seq !== undefined) this.#seq = seq;
      return true;
    }
    const msg = parseJson(item.data);
    this.#parsedData = item.data;
    this.#parsed = msg;
    // The same steps as onEvent up to the guard, which then holds the text or leaves it to onEvent.
    if (!isObj(msg) || msg.type !== 'response.output_text.delta' || typeof msg.delta !== 'string') return false;
    const key = this.#channel(msg);
    // Only for a channel key the template's pinned and fixed text settles (not, say, an item id
    // that is an array of strings).
    if (this.#templateTries < TEMPLATE_TRIES && typeof msg.item_id === 'string' && typeof msg.content_index === 'number') {
      this.#templateTries++;
      this.#template = StringValueTemplate.of(item.data, msg.delta, DELTA, { pinned: PINNED, number: SEQ });
      this.#templateKey = key;
    }
    if (!this.take(this.#guard(key), msg.delta)) return false;
    if (typeof msg.sequence_number === 'number') this.#seq = msg.sequence_number;
    this.#parsedData = undefined;
    return true;
  }

  protected async onEvent(ev: SseEvent): Promise<void> {
    const msg = ev.data === this.#parsedData ? this.#parsed : parseJson(ev.data);
    this.#parsedData = undefined;
    const type = isObj(msg) && typeof msg.type === 'string' ? msg.type : ev.event;
    if (isObj(msg) && typeof msg.sequence_number === 'number') this.#seq = msg.sequence_number;
    if (this.state === 'draining') {
      if (isObj(msg) && isObj(msg.response) && msg.response.usage) this.#usage = msg.response.usage;
      return;
    }
    if (this.state !== 'open') return;
    if (!isObj(msg)) return this.pass(ev);
    switch (type) {
      case 'response.created':
      case 'response.in_progress':
        if (isObj(msg.response)) this.#snapshot = msg.response;
        return this.pass(ev);
      case 'response.output_text.delta':
        return this.#textDelta(ev, msg);
      case 'response.output_text.done':
        return this.#textDone(ev, msg);
      case 'response.content_part.done': {
        const part = isObj(msg.part) ? msg.part : undefined;
        const g = this.#texts.get(`${String(msg.item_id)}:${String(msg.content_index)}`);
        if (part && g && part.type === 'output_text') return this.#emit(ev, { ...msg, part: { ...part, text: g.released } });
        return this.pass(ev, true);
      }
      case 'response.reasoning_summary_text.delta':
      case 'response.reasoning_text.delta':
        if (!this.kit.checksReasoning) return this.pass(ev, true);
        return this.#reasoningDelta(ev, msg, type);
      case 'response.reasoning_summary_text.done':
      case 'response.reasoning_text.done':
        if (!this.kit.checksReasoning) return this.pass(ev, true);
        return this.#reasoningDone(ev, msg, type);
      case 'response.function_call_arguments.delta':
        this.#args.set(String(msg.item_id), (this.#args.get(String(msg.item_id)) ?? '') + (typeof msg.delta === 'string' ? msg.delta : ''));
        return;
      case 'response.function_call_arguments.done':
        return this.#argsDone(ev, msg);
      case 'response.output_item.done':
        if (isObj(msg.item)) return this.#emit(ev, { ...msg, item: this.#rewriteItem(msg.item) });
        return this.pass(ev, true);
      case 'response.completed':
      case 'response.incomplete':
      case 'response.failed': {
        await this.#finishAll();
        if (this.state !== 'open') return;
        const resp = isObj(msg.response) ? msg.response : {};
        const output = Array.isArray(resp.output) ? resp.output.map((i) => (isObj(i) ? this.#rewriteItem(i) : i)) : resp.output;
        return this.#emit(ev, { ...msg, response: { ...resp, output } });
      }
      default:
        // Created/added events, refusals, reasoning part events, errors and anything unknown pass untouched.
        return this.pass(ev, type !== 'response.output_item.added' && type !== 'response.content_part.added');
    }
  }

  #emit(ev: SseEvent, data: Json, commit = true): void {
    this.pass(jsonEvent(ev.event, data), commit);
  }

  #guard(key: string): TextGuard {
    let g = this.#texts.get(key);
    if (!g) {
      g = this.kit.textGuard();
      this.#texts.set(key, g);
    }
    return g;
  }

  /** The text channel of a delta event, noting where it lives the first time. */
  #channel(msg: Json): string {
    const key = `${String(msg.item_id)}:${String(msg.content_index)}`;
    if (!this.#where.has(key)) this.#where.set(key, { item_id: msg.item_id, output_index: msg.output_index, content_index: msg.content_index });
    return key;
  }

  async #textDelta(ev: SseEvent, msg: Json): Promise<void> {
    const key = this.#channel(msg);
    const g = this.#guard(key);
    const r = await g.push(typeof msg.delta === 'string' ? msg.delta : '');
    if (r.blocked) return this.block(g);
    if (r.text) this.#emit(ev, { ...msg, delta: r.text, ...(this.kit.mode === 'redact' ? { logprobs: [] } : {}) });
  }

  async #textDone(ev: SseEvent, msg: Json): Promise<void> {
    const key = `${String(msg.item_id)}:${String(msg.content_index)}`;
    const g = this.#guard(key);
    if (!this.#finished.has(key)) {
      this.#finished.add(key);
      // Upstream's `text` is authoritative for what was generated; deltas may have been cut short.
      const rest = await this.#finishGuard(g, typeof msg.text === 'string' ? msg.text : undefined);
      if (rest === undefined) return;
      if (rest) {
        const { text: _text, ...fields } = msg;
        this.#emit({ ...ev, event: ev.event === undefined ? undefined : 'response.output_text.delta' }, { ...fields, type: 'response.output_text.delta', delta: rest, logprobs: [] });
      }
    }
    this.#emit(ev, { ...msg, text: g.released, ...(this.kit.mode === 'redact' ? { logprobs: [] } : {}) });
  }

  /** Finishes a channel; returns the rest to send, or undefined when it blocked. */
  async #finishGuard(g: TextGuard, full?: string): Promise<string | undefined> {
    let extra = '';
    if (full !== undefined && full.startsWith(g.text) && full.length > g.text.length) {
      const r = await g.push(full.slice(g.text.length));
      if (r.blocked) {
        this.block(g);
        return undefined;
      }
      extra = r.text;
    }
    const r = await g.finish();
    if (r.blocked) {
      this.block(g);
      return undefined;
    }
    this.kit.settle(g);
    return extra + r.text;
  }

  #reasoningChannel(msg: Json, type: string): { guard: TextGuard; deltaType: string; where: Json; finished: boolean } {
    const summary = type.startsWith('response.reasoning_summary_text.');
    const key = `${String(msg.item_id)}:${summary ? `s${String(msg.summary_index)}` : `c${String(msg.content_index)}`}`;
    let c = this.#reasoning.get(key);
    if (!c) {
      const where: Json = summary
        ? { item_id: msg.item_id, output_index: msg.output_index, summary_index: msg.summary_index }
        : { item_id: msg.item_id, output_index: msg.output_index, content_index: msg.content_index };
      c = { guard: this.kit.reasoningGuard(), deltaType: summary ? 'response.reasoning_summary_text.delta' : 'response.reasoning_text.delta', where, finished: false };
      this.#reasoning.set(key, c);
    }
    return c;
  }

  async #reasoningDelta(ev: SseEvent, msg: Json, type: string): Promise<void> {
    const c = this.#reasoningChannel(msg, type);
    const r = await c.guard.push(typeof msg.delta === 'string' ? msg.delta : '');
    if (r.blocked) return this.block(c.guard);
    if (r.text) this.#emit(ev, { ...msg, delta: r.text });
  }

  async #reasoningDone(ev: SseEvent, msg: Json, type: string): Promise<void> {
    const c = this.#reasoningChannel(msg, type);
    if (!c.finished) {
      c.finished = true;
      const rest = await this.#finishGuard(c.guard, typeof msg.text === 'string' ? msg.text : undefined);
      if (rest === undefined) return;
      if (rest) this.#emit({ ...ev, event: ev.event === undefined ? undefined : c.deltaType }, { type: c.deltaType, ...c.where, delta: rest, sequence_number: msg.sequence_number });
    }
    this.pass(ev, true);
  }

  async #argsDone(ev: SseEvent, msg: Json): Promise<void> {
    const id = String(msg.item_id);
    const raw = typeof msg.arguments === 'string' ? msg.arguments : (this.#args.get(id) ?? '');
    const r = await this.kit.toolArgs(raw);
    if (r.blocked) return this.block();
    this.#args.set(id, r.value);
    const { arguments: _a, ...fields } = msg;
    this.#emit({ ...ev, event: ev.event === undefined ? undefined : 'response.function_call_arguments.delta' }, { ...fields, type: 'response.function_call_arguments.delta', delta: r.value });
    this.#emit(ev, { ...msg, arguments: r.value });
  }

  #rewriteItem(item: Json): Json {
    const id = String(item.id);
    if (item.type === 'function_call' && typeof item.arguments === 'string' && this.#args.has(id)) return { ...item, arguments: this.#args.get(id) };
    if (item.type !== 'message' || !Array.isArray(item.content)) return item;
    const content = item.content.map((part, j) => {
      const g = this.#texts.get(`${id}:${j}`);
      return isObj(part) && part.type === 'output_text' && g ? { ...part, text: g.released } : part;
    });
    return { ...item, content };
  }

  async #finishAll(): Promise<void> {
    for (const c of this.#reasoning.values()) {
      if (c.finished) continue;
      c.finished = true;
      const rest = await this.#finishGuard(c.guard);
      if (rest === undefined) return;
      if (rest) this.pass(jsonEvent(c.deltaType, { type: c.deltaType, ...c.where, delta: rest, sequence_number: this.#seq }), true);
    }
    for (const [key, g] of this.#texts) {
      if (this.#finished.has(key)) continue;
      this.#finished.add(key);
      const rest = await this.#finishGuard(g);
      if (rest === undefined) return;
      if (rest) this.pass(jsonEvent('response.output_text.delta', { type: 'response.output_text.delta', ...this.#where.get(key), delta: rest, logprobs: [], sequence_number: this.#seq }), true);
    }
  }

  protected closeContent(): void {}

  #outputSoFar(): unknown[] {
    const items = new Map<string, Json>();
    for (const key of this.#texts.keys()) {
      const [itemId] = key.split(':');
      if (itemId && !items.has(itemId)) items.set(itemId, { id: itemId, type: 'message', status: 'incomplete', role: 'assistant', content: [] });
    }
    for (const [key, g] of this.#texts) {
      const [itemId, idx] = key.split(':');
      const item = items.get(itemId ?? '');
      if (item && Array.isArray(item.content)) item.content[Number(idx)] = { type: 'output_text', text: g.released, annotations: [], logprobs: [] };
    }
    return [...items.values()].map((i) => ({ ...i, content: (i.content as unknown[]).filter((c) => c !== undefined) }));
  }

  async onEnd(): Promise<void> {
    if (this.state === 'open') await this.#finishAll();
    if (this.state === 'draining') {
      const response = { ...this.#snapshot, status: 'incomplete', incomplete_details: { reason: 'content_filter' }, output: this.#outputSoFar(), usage: this.#usage };
      this.out.send(`event: response.incomplete\ndata: ${JSON.stringify({ type: 'response.incomplete', response, sequence_number: this.#seq + 1 })}\n\n`);
    }
    this.state = 'done';
    this.out.end();
  }

  onUpstreamFailure(): void {
    if (this.state === 'open') {
      const err = { type: 'error', code: 'upstream_error', message: 'The upstream stream failed before it finished.', param: null, sequence_number: this.#seq + 1 };
      this.out.send(`event: error\ndata: ${JSON.stringify(err)}\n\n`, true);
      this.state = 'done';
      this.out.end();
      return;
    }
    void this.onEnd();
  }
}
