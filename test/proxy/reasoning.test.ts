import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';

// Reasoning the model shows (Anthropic thinking blocks, Responses reasoning summaries) through
// the sidecar with the official SDKs: checked, never rewritten, and a rejected one ends the
// response. Wire shapes follow the SDKs' type definitions (ThinkingDelta, SignatureDelta,
// ResponseReasoningSummaryTextDeltaEvent / DoneEvent, ResponseReasoningItem).

const SECRET = 'ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5';
const EMAIL = 'kim.park@example.net';
const SIGNATURE = 'EqQBCkgIARABGAIiQHcz0tXrTQ0tFakeSignatureForTests==';
const PARAMS = { model: 'claude-sonnet-4-5', max_tokens: 2048, thinking: { type: 'enabled' as const, budget_tokens: 1024 }, messages: [{ role: 'user' as const, content: 'hi' }] };

const named = (event: string, obj: unknown): string => `event: ${event}\ndata: ${JSON.stringify(obj)}\n\n`;

/** An Anthropic stream: a thinking block (deltas, then its signature), then a text block. */
function thinkingStream(thinking: readonly string[], text: readonly string[]): string {
  const out = [
    named('message_start', {
      type: 'message_start',
      message: { id: 'msg_01Think', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 25, output_tokens: 1 } },
    }),
    named('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } }),
  ];
  for (const t of thinking) out.push(named('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: t } }));
  out.push(named('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: SIGNATURE } }));
  out.push(named('content_block_stop', { type: 'content_block_stop', index: 0 }));
  out.push(named('content_block_start', { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } }));
  for (const t of text) out.push(named('content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: t } }));
  out.push(named('content_block_stop', { type: 'content_block_stop', index: 1 }));
  out.push(named('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 90 } }));
  out.push(named('message_stop', { type: 'message_stop' }));
  return out.join('');
}

function thinkingJson(thinking: string, text: string): unknown {
  return {
    id: 'msg_01Think2',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [
      { type: 'thinking', thinking, signature: SIGNATURE },
      { type: 'text', text },
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 25, output_tokens: 90 },
  };
}

const RESPONSE = { id: 'resp_think', object: 'response', created_at: 1_763_700_000, model: 'o4-mini', error: null, incomplete_details: null, instructions: null, metadata: {}, parallel_tool_calls: true, temperature: 1, tool_choice: 'auto', tools: [], top_p: 1 };

/** A Responses stream: a reasoning item with one summary part, then a message. */
function reasoningStream(summary: readonly string[], text: string): string {
  let seq = 0;
  const ev = (type: string, body: Record<string, unknown>): string => named(type, { type, ...body, sequence_number: seq++ });
  const sum = summary.join('');
  const reasoningItem = { id: 'rs_1', type: 'reasoning', summary: [{ type: 'summary_text', text: sum }] };
  const message = { id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] };
  const out = [ev('response.created', { response: { ...RESPONSE, status: 'in_progress', output: [], usage: null } })];
  out.push(ev('response.output_item.added', { output_index: 0, item: { id: 'rs_1', type: 'reasoning', summary: [] } }));
  out.push(ev('response.reasoning_summary_part.added', { item_id: 'rs_1', output_index: 0, summary_index: 0, part: { type: 'summary_text', text: '' } }));
  for (const d of summary) out.push(ev('response.reasoning_summary_text.delta', { item_id: 'rs_1', output_index: 0, summary_index: 0, delta: d }));
  out.push(ev('response.reasoning_summary_text.done', { item_id: 'rs_1', output_index: 0, summary_index: 0, text: sum }));
  out.push(ev('response.reasoning_summary_part.done', { item_id: 'rs_1', output_index: 0, summary_index: 0, part: { type: 'summary_text', text: sum } }));
  out.push(ev('response.output_item.done', { output_index: 0, item: reasoningItem }));
  out.push(ev('response.output_item.added', { output_index: 1, item: { ...message, status: 'in_progress', content: [] } }));
  out.push(ev('response.content_part.added', { item_id: 'msg_1', output_index: 1, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }));
  out.push(ev('response.output_text.delta', { item_id: 'msg_1', output_index: 1, content_index: 0, delta: text }));
  out.push(ev('response.output_text.done', { item_id: 'msg_1', output_index: 1, content_index: 0, text }));
  out.push(ev('response.content_part.done', { item_id: 'msg_1', output_index: 1, content_index: 0, part: { type: 'output_text', text, annotations: [] } }));
  out.push(ev('response.output_item.done', { output_index: 1, item: message }));
  const usage = { input_tokens: 20, input_tokens_details: { cached_tokens: 0 }, output_tokens: 40, output_tokens_details: { reasoning_tokens: 30 }, total_tokens: 60 };
  out.push(ev('response.completed', { response: { ...RESPONSE, status: 'completed', output: [reasoningItem, message], usage } }));
  return out.join('');
}

async function rawText(res: Response): Promise<string> {
  return await res.text();
}

describe('reasoning through the sidecar (proxy.reasoning: check, the default)', () => {
  let env: ProxyEnv;
  beforeAll(async () => {
    env = await startProxyEnv();
  });
  afterAll(async () => {
    await env?.close();
  });

  it('Anthropic stream: thinking arrives verbatim with its signature while the answer is redacted', async () => {
    const thinking = `${longProse(1500)}The user is ${EMAIL}; I should answer politely.`;
    const answer = `Sure, I will write to ${EMAIL} today.`;
    env.up.handle((_req, res) => sse(res, thinkingStream(tokens(thinking), tokens(answer))));
    const stream = env.anthropic().messages.stream(PARAMS);
    const order: string[] = [];
    stream.on('streamEvent', (e) => {
      if (e.type === 'content_block_delta') order.push(`${e.index}:${e.delta.type}`);
    });
    const final = await stream.finalMessage();
    const block = final.content[0];
    expect(block?.type).toBe('thinking');
    // Never rewritten: an edited thinking block would fail Anthropic's signature check when the agent sends it back.
    expect(block?.type === 'thinking' && block.thinking).toBe(thinking);
    expect(block?.type === 'thinking' && block.signature).toBe(SIGNATURE);
    const text = final.content[1];
    expect(text?.type === 'text' && text.text).toBe((await env.expected(answer)).redacted);
    expect(text?.type === 'text' && text.text).not.toContain(EMAIL);
    // The signature follows all of the block's thinking text.
    const sig = order.indexOf('0:signature_delta');
    expect(sig).toBeGreaterThan(0);
    expect(order.slice(sig + 1).every((o) => o.startsWith('1:'))).toBe(true);
    expect(final.stop_reason).toBe('end_turn');
  });

  it('Anthropic stream: a secret in the thinking ends the response before any of it is sent', async () => {
    const thinking = `${longProse(9000)}The deploy token is ${SECRET}, so I can use it. ${longProse(3000)}`;
    env.up.handle((_req, res) => sse(res, thinkingStream(tokens(thinking), tokens('Done.'))));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    expect(final.stop_reason).toBe('refusal');
    expect(JSON.stringify(final)).not.toContain(SECRET);
    const shown = final.content[0]?.type === 'thinking' ? final.content[0].thinking : '';
    expect(shown.length).toBeGreaterThan(0);
    expect(thinking.startsWith(shown)).toBe(true);

    env.up.handle((_req, res) => sse(res, thinkingStream(tokens(thinking), tokens('Done.'))));
    const raw = await fetch(`${env.srv.url}/anthropic/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'k' }, body: '{"stream":true}' });
    const body = await rawText(raw);
    expect(body).not.toContain(SECRET.slice(0, 12));
    expect(body).not.toContain(SIGNATURE);
  });

  it('Anthropic JSON: thinking with a secret is refused with an Anthropic error; with an e-mail it comes back unchanged', async () => {
    env.up.handle((_req, res) => json(res, 200, thinkingJson(`Use ${SECRET} for the call.`, 'Done.')));
    const err = await env.anthropic().messages.create(PARAMS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.BadRequestError);
    expect(JSON.stringify(err)).not.toContain(SECRET);

    const thinking = `The user is ${EMAIL}.`;
    env.up.handle((_req, res) => json(res, 200, thinkingJson(thinking, `Writing to ${EMAIL}.`)));
    const msg = await env.anthropic().messages.create(PARAMS);
    expect(msg.content[0]).toEqual({ type: 'thinking', thinking, signature: SIGNATURE });
    expect(msg.content[1]?.type === 'text' && msg.content[1].text).toBe((await env.expected(`Writing to ${EMAIL}.`)).redacted);
  });

  it('Responses stream: a summary is released verbatim before its done event; a secret in it ends the response', async () => {
    const summary = `${longProse(1200)}Checked the account of ${EMAIL}.`;
    env.up.handle((_req, res) => sse(res, reasoningStream(tokens(summary), 'All set.')));
    const stream = env.openai().responses.stream({ model: 'o4-mini', input: 'hi' });
    let streamed = '';
    let doneAfter = '';
    stream.on('response.reasoning_summary_text.delta', (e) => (streamed += e.delta));
    stream.on('response.reasoning_summary_text.done', (e) => (doneAfter = streamed === e.text ? 'complete' : 'early'));
    const final = await stream.finalResponse();
    expect(streamed).toBe(summary);
    expect(doneAfter).toBe('complete');
    const item = final.output[0];
    expect(item?.type === 'reasoning' && item.summary[0]?.text).toBe(summary);
    expect(final.output_text).toBe('All set.');

    const bad = `${longProse(9000)}I will paste ${SECRET} into the reply. ${longProse(3000)}`;
    env.up.handle((_req, res) => sse(res, reasoningStream(tokens(bad), 'All set.')));
    const events: OpenAI.Responses.ResponseStreamEvent[] = [];
    for await (const e of await env.openai().responses.create({ model: 'o4-mini', input: 'hi', stream: true })) events.push(e);
    const last = events.at(-1);
    expect(last?.type).toBe('response.incomplete');
    expect(last?.type === 'response.incomplete' && last.response.incomplete_details?.reason).toBe('content_filter');
    expect(JSON.stringify(events)).not.toContain(SECRET.slice(0, 12));
  });

  it('Responses JSON: a reasoning summary with a secret is refused with an OpenAI error', async () => {
    const body = { ...RESPONSE, status: 'completed', output: [{ id: 'rs_2', type: 'reasoning', summary: [{ type: 'summary_text', text: `token ${SECRET}` }] }, { id: 'msg_2', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'Hi.', annotations: [] }] }], usage: null };
    env.up.handle((_req, res) => json(res, 200, body));
    const err = await env.openai().responses.create({ model: 'o4-mini', input: 'hi' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
  });
});

describe('proxy.reasoning: pass', () => {
  let env: ProxyEnv;
  beforeAll(async () => {
    env = await startProxyEnv({ reasoning: 'pass' });
  });
  afterAll(async () => {
    await env?.close();
  });

  it('forwards thinking and reasoning summaries unchecked, still guarding the answer', async () => {
    const thinking = `The deploy token is ${SECRET}.`;
    env.up.handle((_req, res) => sse(res, thinkingStream(tokens(thinking), tokens(`Mail ${EMAIL}.`))));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    expect(final.content[0]?.type === 'thinking' && final.content[0].thinking).toBe(thinking);
    expect(final.content[1]?.type === 'text' && final.content[1].text).toBe((await env.expected(`Mail ${EMAIL}.`)).redacted);

    env.up.handle((_req, res) => sse(res, reasoningStream(tokens(thinking), 'All set.')));
    const r = await env.openai().responses.stream({ model: 'o4-mini', input: 'hi' }).finalResponse();
    expect(r.output[0]?.type === 'reasoning' && r.output[0].summary[0]?.text).toBe(thinking);
  });
});
