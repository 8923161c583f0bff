import type { TextGuard } from '../text-guard.js';
import type { GuardKit } from '../kit.js';
import type { StreamOut } from '../writer.js';
import type { SseItem } from '../sse.js';
import { StringValueTemplate, TEMPLATE_TRIES } from './json-template.js';
import { isObj, parseJson, StreamSession, type Json, type SseEvent } from './session.js';

interface ToolCall {
  index: number;
  id?: string;
  type?: string;
  name?: string;
  args: string;
}

interface Choice {
  guard: TextGuard | undefined;
  tools: Map<number, ToolCall>;
  finished: boolean;
}

function deltaContent(m: unknown): unknown {
  if (!isObj(m) || !Array.isArray(m.choices)) return undefined;
  const c: unknown = m.choices[0];
  return isObj(c) && isObj(c.delta) ? c.delta.content : undefined;
}

function data(obj: unknown): string {
  return `data: ${JSON.stringify(obj)}\n\n`;
}

/**
 * OpenAI Chat Completions stream: `data:` chunks, one text channel per choice
 * (`choices[i].delta.content`), tool-call arguments buffered per call until the choice
 * finishes, then `data: [DONE]`.
 */
export class ChatStreamSession extends StreamSession {
  readonly #choices = new Map<number, Choice>();
  /** The last content chunk: its fields other than `choices` frame the chunks the proxy writes. */
  #last: Json = {};
  /** The last content chunk when `tryItem` held it unparsed (then `#last` is out of date). */
  #lastData: string | undefined;
  /** A held text chunk's shape, so the next ones need not be parsed (see StringValueTemplate). */
  #template: StringValueTemplate | undefined;
  #templateIndex = 0;
  #templateTries = 0;
  #usageChunk: string | undefined;
  #ended = false;
  /** The data `tryItem` last parsed and what it parsed to, so `onEvent` need not parse it again. */
  #parsedData: string | undefined;
  #parsed: unknown;

  constructor(out: StreamOut, kit: GuardKit) {
    super('openai', out, kit);
  }

  #choice(i: number): Choice {
    let c = this.#choices.get(i);
    if (!c) {
      c = { guard: undefined, tools: new Map(), finished: false };
      this.#choices.set(i, c);
    }
    return c;
  }

  #chunk(choices: unknown[]): Json {
    if (this.#lastData !== undefined) {
      this.#last = parseJson(this.#lastData) as Json;
      this.#lastData = undefined;
    }
    return { ...this.#last, choices };
  }

  /**
   * A chunk with one choice whose delta is only non-empty text the guard holds back (or, for
   * annotate and observe, watches): `onEvent`
   * would write nothing for it (no other delta field, no finish_reason, no usage), so it is
   * handled here without awaiting anything. Anything else goes to `onEvent`. A chunk that fits
   * the template of an earlier such chunk (the same text outside string values) is such a chunk
   * too, and its text is read without parsing it.
   */
  override tryItem(item: SseItem): boolean {
    if (item.kind !== 'event' || this.state !== 'open' || item.data === '[DONE]') return false;
    const fits = this.#template?.match(item.data);
    if (fits !== undefined && fits !== '') {
      const c = this.#choice(this.#templateIndex);
      c.guard ??= this.kit.textGuard();
      if (!this.take(c.guard, fits)) return false;
      this.#lastData = item.data;
      return true;
    }
    const msg = parseJson(item.data);
    this.#parsedData = item.data;
    this.#parsed = msg;
    if (!isObj(msg) || !Array.isArray(msg.choices) || msg.choices.length !== 1 || isObj(msg.usage)) return false;
    const raw: unknown = msg.choices[0];
    if (!isObj(raw) || typeof raw.index !== 'number' || (raw.finish_reason ?? null) !== null || !isObj(raw.delta)) return false;
    const delta = raw.delta;
    const content = delta.content;
    if (typeof content !== 'string' || content === '') return false;
    for (const k in delta) if (k !== 'content') return false;
    if (this.#templateTries < TEMPLATE_TRIES) {
      this.#templateTries++;
      this.#template = StringValueTemplate.of(item.data, content, deltaContent);
      this.#templateIndex = raw.index;
    }
    // The same steps as onEvent up to the guard, which then holds the text or leaves it to onEvent.
    const c = this.#choice(raw.index);
    c.guard ??= this.kit.textGuard();
    if (!this.take(c.guard, content)) return false;
    this.#last = msg;
    this.#lastData = undefined;
    this.#parsedData = undefined;
    return true;
  }

  protected async onEvent(ev: SseEvent): Promise<void> {
    if (ev.data === '[DONE]') {
      if (this.state === 'open') {
        await this.#finishAll();
        if (this.state === 'open') this.pass(ev, true);
        this.#ended = true;
      }
      if (this.state === 'draining') await this.onEnd();
      return;
    }
    const msg = ev.data === this.#parsedData ? this.#parsed : parseJson(ev.data);
    this.#parsedData = undefined;
    if (this.state === 'draining') {
      if (isObj(msg) && isObj(msg.usage)) this.#usageChunk = data({ ...msg, choices: [] });
      return;
    }
    if (this.state !== 'open') return;
    if (!isObj(msg) || !Array.isArray(msg.choices) || msg.choices.length === 0) {
      // Usage-only chunks, upstream error events and anything unknown pass untouched.
      this.pass(ev, isObj(msg) && msg.error !== undefined);
      return;
    }
    const choices = msg.choices;
    this.#last = msg;
    this.#lastData = undefined;
    const outChoices: unknown[] = [];
    let commit = false;
    for (const raw of choices as unknown[]) {
      if (!isObj(raw) || typeof raw.index !== 'number') {
        outChoices.push(raw);
        continue;
      }
      const c = this.#choice(raw.index);
      const delta: Json = isObj(raw.delta) ? { ...raw.delta } : {};
      const hadContent = typeof delta.content === 'string';
      // An upstream delta with empty content holds nothing back: it goes out as it came.
      const emptyUpstream = delta.content === '';
      if (hadContent) {
        c.guard ??= this.kit.textGuard();
        const r = await c.guard.push(delta.content as string);
        if (r.blocked) return this.block(c.guard);
        delta.content = r.text;
      }
      if (Array.isArray(delta.tool_calls)) {
        for (const t of delta.tool_calls) this.#bufferTool(c, t);
        delete delta.tool_calls;
      }
      const finish = raw.finish_reason ?? null;
      if (finish !== null) {
        const rest = await this.#finishChoice(c);
        if (rest === undefined) return;
        if (rest.text) delta.content = ((delta.content as string | undefined) ?? '') + rest.text;
        if (rest.tools.length > 0) delta.tool_calls = rest.tools;
      }
      const keys = Object.keys(delta).filter((k) => !(k === 'content' && delta.content === '' && !emptyUpstream));
      if (keys.length === 0 && finish === null) continue;
      if ((typeof delta.content === 'string' && delta.content !== '') || delta.tool_calls || delta.refusal || finish !== null) commit = true;
      // Per-token logprobs would repeat the unredacted tokens.
      outChoices.push({ ...raw, delta, ...(raw.logprobs && this.kit.mode === 'redact' ? { logprobs: null } : {}) });
    }
    if (outChoices.length > 0) this.out.send(data({ ...msg, choices: outChoices }), commit);
    // Usage carried on a content chunk whose text is all held back still reaches the agent.
    else if (isObj(msg.usage)) this.out.send(data({ ...msg, choices: [] }));
  }

  #bufferTool(c: Choice, t: unknown): void {
    if (!isObj(t) || typeof t.index !== 'number') return;
    let call = c.tools.get(t.index);
    if (!call) {
      call = { index: t.index, args: '' };
      c.tools.set(t.index, call);
    }
    if (typeof t.id === 'string') call.id = t.id;
    if (typeof t.type === 'string') call.type = t.type;
    const fn = isObj(t.function) ? t.function : {};
    if (typeof fn.name === 'string') call.name = (call.name ?? '') + fn.name;
    if (typeof fn.arguments === 'string') call.args += fn.arguments;
  }

  /** Final text and checked tool calls of a choice; undefined when it blocked. */
  async #finishChoice(c: Choice): Promise<{ text: string; tools: unknown[] } | undefined> {
    let text = '';
    if (c.guard) {
      const r = await c.guard.finish();
      if (r.blocked) {
        this.block(c.guard);
        return undefined;
      }
      this.kit.settle(c.guard);
      text = r.text;
    }
    const tools: unknown[] = [];
    for (const call of [...c.tools.values()].sort((a, b) => a.index - b.index)) {
      const r = await this.kit.toolArgs(call.args);
      if (r.blocked) {
        this.block();
        return undefined;
      }
      tools.push({ index: call.index, ...(call.id ? { id: call.id } : {}), ...(call.type ? { type: call.type } : {}), function: { ...(call.name !== undefined ? { name: call.name } : {}), arguments: r.value } });
    }
    c.finished = true;
    return { text, tools };
  }

  /** Choices that never got a finish_reason (upstream cut short) release what they hold. */
  async #finishAll(): Promise<void> {
    for (const [index, c] of this.#choices) {
      if (c.finished) continue;
      const rest = await this.#finishChoice(c);
      if (rest === undefined) return;
      const delta: Json = {};
      if (rest.text) delta.content = rest.text;
      if (rest.tools.length > 0) delta.tool_calls = rest.tools;
      if (Object.keys(delta).length > 0) this.out.send(data(this.#chunk([{ index, delta, logprobs: null, finish_reason: null }])), true);
    }
  }

  protected closeContent(): void {
    for (const [index, c] of this.#choices) {
      if (c.finished) continue;
      c.finished = true;
      this.out.send(data(this.#chunk([{ index, delta: {}, logprobs: null, finish_reason: 'content_filter' }])));
    }
  }

  async onEnd(): Promise<void> {
    if (this.state === 'open' && !this.#ended) await this.#finishAll();
    if (this.state === 'draining') {
      if (this.#usageChunk) this.out.send(this.#usageChunk);
      this.out.send('data: [DONE]\n\n');
    }
    this.state = 'done';
    this.out.end();
  }

  onUpstreamFailure(): void {
    if (this.state === 'draining') {
      this.out.send('data: [DONE]\n\n');
    } else if (this.state === 'open') {
      this.out.send(data({ error: { message: 'The upstream stream failed before it finished.', type: 'server_error', param: null, code: 'upstream_error' } }), true);
    }
    this.state = 'done';
    this.out.end();
  }
}
