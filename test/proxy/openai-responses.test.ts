import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { RESP_USAGE, responsesEvents, responsesJson } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

const SECRET = 'ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5';
const EMAIL = 'sam.lee@example.org';
const CARD = '5500 0000 0000 0004';

type Event = OpenAI.Responses.ResponseStreamEvent;

async function events(stream: AsyncIterable<Event>): Promise<Event[]> {
  const out: Event[] = [];
  for await (const e of stream) out.push(e);
  return out;
}

function deltas(evs: Event[]): string {
  return evs.map((e) => (e.type === 'response.output_text.delta' ? e.delta : '')).join('');
}

describe('OpenAI Responses through the sidecar', () => {
  it('streams redacted deltas; output_text.done, content_part.done, output_item.done and response.completed carry the same text', async () => {
    const text = `${longProse(8500)}Mail ${EMAIL} or use card ${CARD}.`;
    env.up.handle((_req, res) => sse(res, responsesEvents(tokens(text)).join(''), { split: [100, 5001, 30017] }));
    const evs = await events(await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true }));
    const want = (await env.expected(text)).redacted;
    expect(want).not.toContain(EMAIL);
    expect(deltas(evs)).toBe(want);
    const done = evs.find((e) => e.type === 'response.output_text.done');
    expect(done?.type === 'response.output_text.done' && done.text).toBe(want);
    const part = evs.find((e) => e.type === 'response.content_part.done');
    expect(part?.type === 'response.content_part.done' && part.part.type === 'output_text' && part.part.text).toBe(want);
    const completed = evs.at(-1);
    expect(completed?.type).toBe('response.completed');
    expect(completed?.type === 'response.completed' && completed.response.usage).toEqual(RESP_USAGE);
    const item = completed?.type === 'response.completed' ? completed.response.output[0] : undefined;
    expect(item?.type === 'message' && item.content[0]?.type === 'output_text' && item.content[0].text).toBe(want);
  });

  it('the SDK stream helper accumulates the redacted text as output_text', async () => {
    const text = `Contact ${EMAIL} please.`;
    env.up.handle((_req, res) => sse(res, responsesEvents([...text]).join('')));
    const final = await env.openai().responses.stream({ model: 'gpt-4.1-mini', input: 'hi' }).finalResponse();
    expect(final.output_text).toBe((await env.expected(text)).redacted);
  });

  it('buffers function-call arguments and emits them checked, masked value by value', async () => {
    const args = JSON.stringify({ email: EMAIL, note: 'call back' });
    env.up.handle((_req, res) => sse(res, responsesEvents(['Calling the tool.'], { tools: [{ name: 'notify', argChunks: tokens(args) }] }).join('')));
    const evs = await events(await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true }));
    const argDeltas = evs.map((e) => (e.type === 'response.function_call_arguments.delta' ? e.delta : '')).join('');
    const expected = { email: (await env.expected(EMAIL)).redacted, note: 'call back' };
    expect(JSON.parse(argDeltas)).toEqual(expected);
    const done = evs.find((e) => e.type === 'response.function_call_arguments.done');
    expect(done?.type === 'response.function_call_arguments.done' && JSON.parse(done.arguments)).toEqual(expected);
    const completed = evs.at(-1);
    const call = completed?.type === 'response.completed' ? completed.response.output.find((o) => o.type === 'function_call') : undefined;
    expect(call?.type === 'function_call' && JSON.parse(call.arguments)).toEqual(expected);
  });

  it('ends a stream rejected mid-way with response.incomplete, reason content_filter, carrying upstream usage', async () => {
    const prose = longProse(9000);
    const text = `${prose}the key is ${SECRET} ok. ${longProse(9000)}`;
    env.up.handle((_req, res) => sse(res, responsesEvents(tokens(text)).join('')));
    const evs = await events(await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true }));
    const last = evs.at(-1);
    expect(last?.type).toBe('response.incomplete');
    if (last?.type !== 'response.incomplete') return;
    expect(last.response.incomplete_details?.reason).toBe('content_filter');
    expect(last.response.usage).toEqual(RESP_USAGE);
    const got = deltas(evs);
    expect(got.length).toBeGreaterThan(0);
    expect(prose.startsWith(got)).toBe(true);
    expect(evs.some((e) => e.type === 'response.completed')).toBe(false);
  });

  it('refuses with an OpenAI error before any byte is sent', async () => {
    env.up.handle((_req, res) => sse(res, responsesEvents(tokens(`key ${SECRET}`)).join('')));
    const err = await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true }).then(events, (e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('masks a non-streamed response and its function-call arguments', async () => {
    const text = `Card ${CARD} is on file.`;
    env.up.handle((_req, res) => json(res, 200, responsesJson(text, [{ name: 'charge', args: JSON.stringify({ card: CARD, amount: 5 }) }])));
    const r = await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi' });
    expect(r.output_text).toBe((await env.expected(text)).redacted);
    const call = r.output.find((o) => o.type === 'function_call');
    expect(call?.type === 'function_call' && JSON.parse(call.arguments)).toEqual({ card: (await env.expected(CARD)).redacted, amount: 5 });
  });

  it('gives the client a Responses error event when upstream breaks mid-stream', async () => {
    const wire = responsesEvents(tokens(longProse(12000))).join('');
    env.up.handle((_req, res) => sse(res, wire, { split: [5000, 50000, 150000], failAfter: 150000 }));
    const evs: Event[] = [];
    const err = await (async () => {
      for await (const e of await env.openai().responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true })) evs.push(e);
    })().catch((e: unknown) => e);
    const last = evs.at(-1);
    // The SDK either surfaces the error event or raises it; both mean the client was told.
    expect(last?.type === 'error' || err instanceof OpenAI.APIError).toBe(true);
  });
});
