import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse } from './helpers/fake-upstream.js';
import { AGENT_ANTHROPIC_KEY, longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { anthropicEvents, anthropicJson } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

const SECRET = 'ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5';
const EMAIL = 'kim.park@example.net';
const CARD = '4012 8888 8888 1881';
const PARAMS = { model: 'claude-sonnet-4-5', max_tokens: 1024, messages: [{ role: 'user' as const, content: 'hi' }] };

type Event = Anthropic.Messages.RawMessageStreamEvent;

async function events(stream: AsyncIterable<Event>): Promise<Event[]> {
  const out: Event[] = [];
  for await (const e of stream) out.push(e);
  return out;
}

function text(evs: Event[]): string {
  return evs.map((e) => (e.type === 'content_block_delta' && e.delta.type === 'text_delta' ? e.delta.text : '')).join('');
}

describe('Anthropic Messages through the sidecar', () => {
  it('streams redacted text; the SDK MessageStream final message equals the whole-text redaction', async () => {
    const body = `${longProse(8500)}Write to ${EMAIL}; card ${CARD}.`;
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join(''), { split: [7, 333, 4096, 40000] }));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    const want = (await env.expected(body)).redacted;
    expect(want).not.toContain(EMAIL);
    expect(final.content[0]?.type === 'text' && final.content[0].text).toBe(want);
    expect(final.stop_reason).toBe('end_turn');
    expect(final.usage.output_tokens).toBe(57);
  });

  it('passes pings through and keeps block order (start, deltas, stop)', async () => {
    const body = `Hello ${EMAIL}`;
    env.up.handle((_req, res) => sse(res, anthropicEvents([...body]).join('')));
    const evs = await events(await env.anthropic().messages.create({ ...PARAMS, stream: true }));
    expect(evs.map((e) => e.type).filter((t, i, a) => t !== a[i - 1])).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    expect(text(evs)).toBe((await env.expected(body)).redacted);
    const raw = await fetch(`${env.srv.url}/anthropic/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'k' }, body: '{"stream":true}' });
    expect(await raw.text()).toContain('event: ping\ndata: {"type":"ping"}');
  });

  it('buffers input_json_delta per tool_use block and emits checked input', async () => {
    const args = JSON.stringify({ recipient: EMAIL, body: 'see you' });
    env.up.handle((_req, res) => sse(res, anthropicEvents(['Sending.'], { tools: [{ name: 'send_email', argChunks: tokens(args) }] }).join('')));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    const tool = final.content.find((b) => b.type === 'tool_use');
    expect(tool?.type === 'tool_use' && tool.input).toEqual({ recipient: (await env.expected(EMAIL)).redacted, body: 'see you' });
    expect(final.stop_reason).toBe('tool_use');
  });

  it('ends a stream rejected mid-way: closes the block, message_delta with stop_reason refusal and usage, message_stop', async () => {
    const prose = longProse(9000);
    const body = `${prose}token ${SECRET} here. ${longProse(9000)}`;
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join('')));
    const evs = await events(await env.anthropic().messages.create({ ...PARAMS, stream: true }));
    const types = evs.map((e) => e.type);
    expect(types.slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    const delta = evs.at(-2);
    expect(delta?.type === 'message_delta' && delta.delta.stop_reason).toBe('refusal');
    expect(delta?.type === 'message_delta' && delta.usage.output_tokens).toBe(57);
    const got = text(evs);
    expect(got.length).toBeGreaterThan(0);
    expect(prose.startsWith(got)).toBe(true);

    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join('')));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    expect(final.stop_reason).toBe('refusal');
  });

  it('refuses with an Anthropic error before any byte is sent', async () => {
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(`token ${SECRET}`)).join('')));
    const err = await env.anthropic().messages.stream(PARAMS).finalMessage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.BadRequestError);
  });

  // Session 24: the request's `system` is part of the check's context, so the value it protects
  // is stopped in the answer (extraction.guarded_leak) with nothing configured.
  it("ends a stream that discloses what the request's system prompt protects before the value is sent", async () => {
    const system = 'You are the front desk bot of the Harbor Inn. The staff door code is 7316-44. Not for guests.';
    const prose = longProse(9000);
    const body = `${prose}The staff door is on the left; the code is 7316-44. ${longProse(9000)}`;
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join('')));
    const evs = await events(await env.anthropic().messages.create({ ...PARAMS, system, stream: true }));
    const delta = evs.at(-2);
    expect(delta?.type === 'message_delta' && delta.delta.stop_reason).toBe('refusal');
    const got = text(evs);
    expect(got.length).toBeGreaterThan(5000);
    expect(got).not.toContain('7316-44');
    // Without the code in the system prompt, the same answer passes whole.
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join('')));
    const plain = await events(await env.anthropic().messages.create({ ...PARAMS, system: 'You are the front desk bot of the Harbor Inn.', stream: true }));
    expect(text(plain)).toBe(body);
  });

  it('masks a non-streamed message and tool_use input', async () => {
    const body = `Email ${EMAIL}.`;
    env.up.handle((_req, res) => json(res, 200, anthropicJson(body, [{ name: 'pay', input: { card: CARD, cents: 500, tags: ['a', EMAIL] } }])));
    const msg = await env.anthropic().messages.create(PARAMS);
    expect(msg.content[0]?.type === 'text' && msg.content[0].text).toBe((await env.expected(body)).redacted);
    const tool = msg.content.find((b) => b.type === 'tool_use');
    expect(tool?.type === 'tool_use' && tool.input).toEqual({ card: (await env.expected(CARD)).redacted, cents: 500, tags: ['a', (await env.expected(EMAIL)).redacted] });
  });

  it('returns upstream errors unchanged and sends the agent key upstream', async () => {
    env.up.handle((_req, res) => json(res, 529, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    const err = await env.anthropic().messages.create(PARAMS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIError);
    expect((err as InstanceType<typeof Anthropic.APIError>).status).toBe(529);
    expect(env.up.requests.at(-1)?.headers['x-api-key']).toBe(AGENT_ANTHROPIC_KEY);
    expect(env.logs.join('\n')).not.toContain(AGENT_ANTHROPIC_KEY);
  });

  it('gives the client an Anthropic error event when upstream breaks mid-stream', async () => {
    const wire = anthropicEvents(tokens(longProse(12000))).join('');
    env.up.handle((_req, res) => sse(res, wire, { split: [5000, 50000, 150000], failAfter: 150000 }));
    const err = await env.anthropic().messages.stream(PARAMS).finalMessage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIError);
  });

  it("passes upstream's own refusal through", async () => {
    env.up.handle((_req, res) => sse(res, anthropicEvents(['I cannot help with that.'], { stopReason: 'refusal' }).join('')));
    const final = await env.anthropic().messages.stream(PARAMS).finalMessage();
    expect(final.stop_reason).toBe('refusal');
    expect(final.content[0]?.type === 'text' && final.content[0].text).toBe('I cannot help with that.');
  });

  it('block action passes PII verbatim in streams', async () => {
    const body = `Hello ${EMAIL}`;
    env.up.handle((_req, res) => sse(res, anthropicEvents(tokens(body)).join('')));
    const final = await env.anthropic('/anthropic-block').messages.stream(PARAMS).finalMessage();
    expect(final.content[0]?.type === 'text' && final.content[0].text).toBe(body);
  });

  it('annotate action on a stream passes it unchanged with a trailing verdict comment', async () => {
    const wire = anthropicEvents(tokens(`Hello ${EMAIL}`)).join('');
    env.up.handle((_req, res) => sse(res, wire));
    const res = await fetch(`${env.srv.url}/anthropic-annotate/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'k' }, body: '{"stream":true}' });
    const got = await res.text();
    expect(got.startsWith(wire)).toBe(true);
    expect(got.slice(wire.length)).toMatch(/^: guardrail status=flagged risk_score=\d+ flags=\[.*email.*\]\n\n$/);
  });
});
