import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { CHAT_USAGE, chatEvents } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

const EMAIL = 'jane.doe@example.com';
const base = { id: 'chatcmpl-s1', object: 'chat.completion.chunk', created: 1763700000, model: 'gpt-4o-mini', system_fingerprint: 'fp_s' };
const chunk = (delta: unknown, finish: string | null = null, extra: object = {}) => `data: ${JSON.stringify({ ...base, ...extra, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;

interface Chunk {
  choices: Array<{ delta: { role?: string; content?: string }; finish_reason: string | null }>;
  usage?: unknown;
}

async function rawEvents(wire: string): Promise<Array<Chunk | '[DONE]'>> {
  env.up.handle((_req, res) => sse(res, wire));
  const res = await fetch(`${env.srv.url}/openai/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{"stream":true}' });
  expect(res.status).toBe(200);
  const body = await res.text();
  return body
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => e.slice(6))
    .map((d) => (d === '[DONE]' ? '[DONE]' : (JSON.parse(d) as Chunk)));
}

describe('OpenAI chat stream: deltas that carry no text to hold back pass through in order', () => {
  it.each([
    ['a short answer (all held until the end)', `Write to ${EMAIL} today.`],
    ['a long answer (released mid-stream)', `${longProse(3000)}Write to ${EMAIL} today.`],
  ])('the SDK accumulates role assistant and the redacted text for %s', async (_k, text) => {
    const wire = [chunk({ role: 'assistant', content: '' }), ...tokens(text).map((t) => chunk({ content: t })), chunk({}, 'stop'), 'data: [DONE]\n\n'].join('');
    env.up.handle((_req, res) => sse(res, wire));
    const final = await env.openai().chat.completions.stream({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }).finalChatCompletion();
    expect(final.choices[0]?.message.role).toBe('assistant');
    expect(final.choices[0]?.message.content).toBe((await env.expected(text)).redacted);
  });

  it('on the wire: role first, then text, finish_reason after all text, then usage, then [DONE]', async () => {
    const text = `${longProse(1500)}Write to ${EMAIL} today.`;
    const events = await rawEvents(chatEvents(tokens(text), { usage: true }).join(''));
    const chunks = events.filter((e): e is Chunk => e !== '[DONE]');
    expect(events.at(-1)).toBe('[DONE]');
    expect(events.filter((e) => e === '[DONE]')).toHaveLength(1);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    const finishAt = chunks.findIndex((c) => c.choices[0]?.finish_reason === 'stop');
    const lastText = chunks.findLastIndex((c) => (c.choices[0]?.delta.content ?? '') !== '');
    const usageAt = chunks.findIndex((c) => c.usage && typeof c.usage === 'object');
    expect(finishAt).toBeGreaterThanOrEqual(lastText);
    expect(usageAt).toBeGreaterThan(finishAt);
    expect(chunks[usageAt]?.usage).toEqual(CHAT_USAGE);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe((await env.expected(text)).redacted);
  });

  it('passes an upstream delta with empty content, and usage carried on a chunk whose text is still held', async () => {
    const usage = { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 };
    const wire = [chunk({ role: 'assistant', content: '' }), chunk({ content: '' }), chunk({ content: 'Hello there' }, null, { usage }), chunk({}, 'stop'), 'data: [DONE]\n\n'].join('');
    const chunks = (await rawEvents(wire)).filter((e): e is Chunk => e !== '[DONE]');
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    expect(chunks[1]?.choices[0]?.delta).toEqual({ content: '' });
    expect(chunks.some((c) => JSON.stringify(c.usage) === JSON.stringify(usage))).toBe(true);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('Hello there');
  });
});
