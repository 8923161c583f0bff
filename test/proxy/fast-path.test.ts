import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { AnthropicStreamSession } from '../../src/proxy/adapters/anthropic-stream.js';
import { ChatStreamSession } from '../../src/proxy/adapters/chat-stream.js';
import { StringValueTemplate } from '../../src/proxy/adapters/json-template.js';
import { ResponsesStreamSession } from '../../src/proxy/adapters/responses-stream.js';
import type { StreamSession } from '../../src/proxy/adapters/session.js';
import { GuardKit } from '../../src/proxy/kit.js';
import { StreamScanner } from '../../src/proxy/scanner.js';
import type { SseItem } from '../../src/proxy/sse.js';
import type { GuardMode } from '../../src/proxy/text-guard.js';
import { NullOut, type StreamOut } from '../../src/proxy/writer.js';
import { testPipeline } from './helpers/pipeline.js';
import { split } from './helpers/split.js';

/**
 * `tryItem` (the synchronous hold and watch, and the template read) against the awaited path
 * alone: the same events, with the same "more is queued" answers, must give the same writes in
 * the same order (chunk and commit flag), the same end state and the same verdict, blocks
 * included. For annotate and observe (`pass`) the session writes to nothing, as in the proxy,
 * and only the verdict counts.
 */

const pipeline = testPipeline();
const scanner = new StreamScanner(pipeline, 16);

/** Records every call, with a ClientStreamWriter's `started` (the first commit or a failure). */
class Recorder implements StreamOut {
  readonly log: string[] = [];
  started = false;
  send(chunk: string, commit = false): void {
    this.log.push(`${commit ? 'commit' : 'queue'} ${chunk}`);
    if (commit) this.started = true;
  }
  fail(status: number, body: unknown): void {
    this.started = true;
    this.log.push(`fail ${status} ${JSON.stringify(body)}`);
  }
  end(): void {
    this.log.push('end');
  }
}

type Surface = 'chat' | 'responses' | 'messages';
const SESSIONS: Record<Surface, (out: StreamOut, kit: GuardKit) => StreamSession> = {
  chat: (out, kit) => new ChatStreamSession(out, kit),
  responses: (out, kit) => new ResponsesStreamSession(out, kit),
  messages: (out, kit) => new AnthropicStreamSession(out, kit),
};

let taken = 0;
let templateReads = 0;
const match = StringValueTemplate.prototype.match;
StringValueTemplate.prototype.match = function (this: StringValueTemplate, data: string) {
  const r = match.call(this, data);
  if (r !== undefined) templateReads++;
  return r;
};
afterAll(() => {
  StringValueTemplate.prototype.match = match;
});

async function run(surface: Surface, mode: GuardMode, releaseStep: number | null, items: readonly SseItem[], queued: readonly boolean[], fast: boolean) {
  const cfg = { ...buildConfig({}).proxy, release_step: releaseStep };
  const kit = new GuardKit({ mode, pipeline, scanner, cfg, context: [] });
  const rec = new Recorder();
  const s = SESSIONS[surface](mode === 'pass' ? new NullOut() : rec, kit);
  for (let i = 0; i < items.length; i++) {
    kit.queued = queued[i % queued.length]!;
    if (fast && s.tryItem(items[i]!)) taken++;
    else await s.onItem(items[i]!);
    if (s.state === 'done') break;
  }
  if (s.state !== 'done') await s.onEnd();
  return { log: rec.log, state: s.state, blocked: s.blocked, verdict: kit.verdict.summary(), changed: kit.changed };
}

const ev = (event: string | undefined, data: string): SseItem => ({ kind: 'event', event, data, id: undefined });
const named = (obj: { type: string; [k: string]: unknown }): SseItem => ev(obj.type, JSON.stringify(obj));

const email = fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{2,6}$/)).map(([u, d]) => `${u}.${d}@example.com`);
const card = fc.constantFrom('4111 1111 1111 1111', '5500-0000-0000-0004');
// A key the test pipeline refuses outright: the stream blocks (before or after bytes went out).
const key = fc.constant('sk-AbCdEfGhIjKlMnOpQrStUvWx12');
const awkward = fc.stringMatching(/^[a-z "\\\n\t\u0000\u2028é€😀]{0,12}$/);
const prose = 'plain words and nothing else, twice over. '.repeat(12);
const doc = (withKey: boolean) =>
  fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(prose) }, email, card, awkward, ...(withKey ? [key] : [])), { minLength: 1, maxLength: 14 }).map((p) => p.join(' '));
/** How each delta event is written: 0 plain, 1 an extra varying string field, 2 indented, 3 and up rarer variants per surface. */
const variant = fc.nat({ max: 9 });
const common = {
  mode: fc.constantFrom<GuardMode>('redact', 'block', 'pass'),
  step: fc.constantFrom(null, 1, 16),
  cuts: fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
  queued: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
  variants: fc.array(variant, { minLength: 1, maxLength: 40 }),
  extra: fc.array(awkward, { minLength: 1, maxLength: 8 }),
};

async function same(surface: Surface, mode: GuardMode, step: number | null, items: SseItem[], queued: boolean[]): Promise<void> {
  const slow = await run(surface, mode, step, items, queued, false);
  const fast = await run(surface, mode, step, items, queued, true);
  expect(fast).toEqual(slow);
}

function anthropicItems(text: string, thinking: string, cuts: number[], variants: number[], extra: string[], end: number): SseItem[] {
  const items: SseItem[] = [
    named({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model: 'claude', stop_reason: null, stop_sequence: null, usage: { input_tokens: 5, output_tokens: 1 } } }),
  ];
  const deltas = (index: number, field: 'text' | 'thinking', pieces: string[]) =>
    pieces.map((p, i) => {
      const v = variants[(i + index) % variants.length]!;
      const d = { type: 'content_block_delta', index, delta: { type: `${field}_delta`, [field]: p } };
      if (v === 1) return named({ ...d, trace: extra[i % extra.length]! });
      if (v === 2) return ev('content_block_delta', JSON.stringify(d, null, 2));
      // The same shape with another delta type, or another event type: pinned values, never read as text.
      if (v === 3) return named({ ...d, delta: { type: 'input_json_delta', [field]: p } });
      if (v === 4 && i % 7 === 3) return named({ ...d, type: 'content_block_stop' });
      // Another block index, not opened (passes through).
      if (v === 5) return named({ ...d, index: index + 5 });
      // The block restarted as the other kind: its deltas are no longer this kind's text.
      if (v === 6 && i % 9 === 4) return named({ type: 'content_block_start', index, content_block: { type: field === 'text' ? 'thinking' : 'text', [field === 'text' ? 'thinking' : 'text']: '' } });
      return named(d);
    });
  const textPieces = split(text, cuts);
  const thinkPieces = split(thinking, cuts.map((c) => c * 3));
  items.push(named({ type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } }));
  items.push(...deltas(0, 'thinking', thinkPieces));
  items.push(named({ type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'sig' } }));
  items.push(named({ type: 'content_block_stop', index: 0 }));
  items.push(named({ type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } }));
  items.push(named({ type: 'ping' }));
  items.push(...deltas(1, 'text', textPieces));
  items.push(named({ type: 'content_block_stop', index: 1 }));
  items.push(named({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 9 } }));
  items.push(named({ type: 'message_stop' }));
  // Sometimes upstream stops early: the session finishes what it holds.
  return end % 3 === 0 ? items.slice(0, 5 + thinkPieces.length + textPieces.length) : items;
}

function responsesItems(text: string, cuts: number[], variants: number[], extra: string[], end: number): SseItem[] {
  let seq = 0;
  const e = ({ type, ...body }: { type: string; [k: string]: unknown }) => named({ type, sequence_number: seq++, ...body });
  const resp = (status: string, output: unknown[]) => ({ id: 'resp_1', object: 'response', status, output, usage: null });
  // Sometimes both items at output index 0, so only the pinned item id tells their deltas apart.
  const where = (id: string) => ({ item_id: id, output_index: id === 'msg_a' || end % 2 === 0 ? 0 : 1, content_index: 0 });
  const items = [e({ type: 'response.created', response: resp('in_progress', []) }), e({ type: 'response.in_progress', response: resp('in_progress', []) })];
  for (const id of ['msg_a', 'msg_b']) {
    items.push(e({ type: 'response.output_item.added', output_index: where(id).output_index, item: { id, type: 'message', status: 'in_progress', role: 'assistant', content: [] } }));
    items.push(e({ type: 'response.content_part.added', ...where(id), part: { type: 'output_text', text: '', annotations: [] } }));
  }
  const pieces = split(text, cuts);
  const texts: Record<string, string> = { msg_a: '', msg_b: '' };
  pieces.forEach((p, i) => {
    const v = variants[i % variants.length]!;
    // Two channels, interleaved in runs.
    const id = v === 6 ? 'msg_b' : 'msg_a';
    texts[id] += p;
    const d = { type: 'response.output_text.delta', sequence_number: seq++, ...where(id), delta: p, logprobs: [] as unknown[] };
    if (v === 1) return items.push(named({ ...d, obfuscation: extra[i % extra.length]! }));
    if (v === 2) return items.push(ev(d.type, JSON.stringify(d, null, 1)));
    // The same shape as a refusal delta (a pinned type): passed through, never held.
    if (v === 3 && i % 5 === 2) return items.push(named({ ...d, type: 'response.refusal.delta' }));
    // sequence_number written as other valid number tokens.
    if (v === 4) return items.push(ev(d.type, JSON.stringify(d).replace(/"sequence_number":\d+/, `"sequence_number":${['-0', '1.25e+2', `${d.sequence_number}E0`, '0.5'][i % 4]}`)));
    // A repeated sequence number: a template made from one such event fits the next ones whole.
    if (v === 7) return items.push(named({ ...d, sequence_number: 7, obfuscation: 'pad' }));
    return items.push(named(d));
  });
  for (const id of ['msg_a', 'msg_b']) {
    items.push(e({ type: 'response.output_text.done', ...where(id), text: texts[id], logprobs: [] }));
    items.push(e({ type: 'response.content_part.done', ...where(id), part: { type: 'output_text', text: texts[id], annotations: [] } }));
  }
  items.push(e({ type: 'response.completed', response: resp('completed', []) }));
  return end % 3 === 0 ? items.slice(0, 6 + pieces.length) : items;
}

function chatItems(text: string, cuts: number[], variants: number[], extra: string[], end: number): SseItem[] {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', system_fingerprint: 'fp' };
  const chunk = (delta: unknown, finish: string | null = null, more: object = {}) => ({ ...base, ...more, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const items = [ev(undefined, JSON.stringify(chunk({ role: 'assistant', content: '' })))];
  split(text, cuts).forEach((p, i) => {
    const v = variants[i % variants.length]!;
    if (v === 1) return items.push(ev(undefined, JSON.stringify(chunk({ content: p }, null, { obfuscation: extra[i % extra.length] }))));
    if (v === 2) return items.push(ev(undefined, JSON.stringify(chunk({ content: p }), null, 1)));
    if (v === 3) return items.push(ev(undefined, JSON.stringify(chunk({ content: p }, null, { id: extra[i % extra.length] }))));
    return items.push(ev(undefined, JSON.stringify(chunk({ content: p }))));
  });
  items.push(ev(undefined, JSON.stringify(chunk({}, 'stop'))), ev(undefined, '[DONE]'));
  return end % 3 === 0 ? items.slice(0, -2) : items;
}

describe('tryItem takes exactly what the awaited path would: the same writes, state and verdict', () => {
  it('Anthropic messages (text and thinking blocks)', async () => {
    await fc.assert(
      fc.asyncProperty(common.mode, common.step, doc(true), doc(false), common.cuts, common.queued, common.variants, common.extra, fc.nat(), async (mode, step, text, thinking, cuts, queued, variants, extra, end) => {
        await same('messages', mode, step, anthropicItems(text, thinking, cuts, variants, extra, end), queued);
      }),
      { numRuns: 120 },
    );
  });

  it('OpenAI responses (two output items, sequence numbers)', async () => {
    await fc.assert(
      fc.asyncProperty(common.mode, common.step, doc(true), common.cuts, common.queued, common.variants, common.extra, fc.nat(), async (mode, step, text, cuts, queued, variants, extra, end) => {
        await same('responses', mode, step, responsesItems(text, cuts, variants, extra, end), queued);
      }),
      { numRuns: 120 },
    );
  });

  it('OpenAI chat completions', async () => {
    await fc.assert(
      fc.asyncProperty(common.mode, common.step, doc(true), common.cuts, common.queued, common.variants, common.extra, fc.nat(), async (mode, step, text, cuts, queued, variants, extra, end) => {
        await same('chat', mode, step, chatItems(text, cuts, variants, extra, end), queued);
      }),
      { numRuns: 80 },
    );
  });

  it('covers the fast paths: deltas taken, read from templates, and streams that block', async () => {
    taken = 0;
    templateReads = 0;
    const text = `Mail a.b@example.com, "quoted" \\ é😀 ${prose}${prose}then sk-AbCdEfGhIjKlMnOpQrStUvWx12 and more ${prose}`;
    const cuts = Array.from({ length: 400 }, (_, i) => i * 3);
    for (const surface of ['messages', 'responses'] as const) {
      const items = surface === 'messages' ? anthropicItems(text, prose, cuts, [0, 1, 0, 2], ['x', 'yy'], 1) : responsesItems(text, cuts, [0, 1, 0, 4], ['x', 'yy'], 1);
      const before = { taken, templateReads };
      for (const mode of ['redact', 'pass'] as const) {
        const r = await run(surface, mode, null, items, [true, true, false], true);
        expect(r.blocked).toBe(mode === 'redact');
        expect(r.verdict.status).toBe('rejected');
        await same(surface, mode, null, items, [true, true, false]);
      }
      expect(taken - before.taken).toBeGreaterThan(400);
      expect(templateReads - before.templateReads).toBeGreaterThan(300);
    }
  });
});
