import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StringValueTemplate } from '../../src/proxy/adapters/json-template.js';
import { sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { anthropicEvents, chatEvents, responsesEvents } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

/** Text deltas the SDK hands the agent, and their concatenation. */
async function read(): Promise<{ deltas: string[]; text: string }> {
  const deltas: string[] = [];
  for await (const c of await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })) {
    const d = c.choices[0]?.delta.content;
    if (d) deltas.push(d);
  }
  return { deltas, text: deltas.join('') };
}

describe('the stream guard coalesces deltas upstream sends faster than they need releasing', () => {
  it('answers a whole stream written at once in a few large deltas, equal to the whole-text redaction', async () => {
    const text = `Mail a.b@example.com now. ${longProse(20_000)}Card 4111 1111 1111 1111 at the end.`;
    const events = chatEvents(tokens(text));
    env.up.handle((_req, res) => sse(res, events.join('')));
    const got = await read();
    expect(got.text).toBe((await env.expected(text)).redacted);
    // Scanning at every 128 characters released ~160 deltas; text that was already queued
    // waits for the next scan, so only upstream's reads (and the coalescing bound) split it.
    expect(got.deltas.length).toBeLessThan(40);
  });

  it('decodes multi-byte characters that a large read splits between the decoder\'s 32 KiB slices', async () => {
    // Written at once, the stream arrives in reads over 32 KiB; in 300-character deltas of
    // mostly three-byte characters, slice boundaries fall inside characters.
    const text = `Mail a.b@example.com now. ${'中文字符和 café € ünï. '.repeat(4000)}Card 4111 1111 1111 1111 at the end.`;
    const deltas = Array.from({ length: Math.ceil(text.length / 300) }, (_, i) => text.slice(i * 300, i * 300 + 300));
    env.up.handle((_req, res) => sse(res, chatEvents(deltas).join('')));
    const got = await read();
    expect(got.text).not.toContain('\ufffd');
    expect(got.text).toBe((await env.expected(text)).redacted);
  });

  it('reads chunks that differ in more than their text (OpenAI\'s per-chunk obfuscation padding, a changing id) the same way', async () => {
    const text = `Mail a.b@example.com now. ${longProse(12_000)}Card 4111 1111 1111 1111, "quoted"\\ and\nnew lines.`;
    const events = chatEvents(tokens(text)).map((e, i) => (e.startsWith('data: {') ? e.replace(/}\n\n$/, `,"obfuscation":"${'xyz'.repeat(i % 5)}"}\n\n`).replace('"chatcmpl-fake1"', `"chatcmpl-${i % 3}"`) : e));
    env.up.handle((_req, res) => sse(res, events.join('')));
    const got = await read();
    expect(got.text).toBe((await env.expected(text)).redacted);
  });

  it('still streams when upstream pauses: text written before the pause reaches the agent during it', async () => {
    const first = `Mail a.b@example.com now. ${longProse(6_000)}`;
    const rest = `${longProse(2_000)}The end.`;
    const head = chatEvents(tokens(first + rest));
    const cut = 1 + tokens(first).length;
    let resume!: () => void;
    const resumed = new Promise<void>((r) => (resume = r));
    let timedOut = false;
    env.up.handle(async (_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(head.slice(0, cut).join(''));
      // Upstream sends nothing more until the agent has read some text (or 3 s pass, failing the test).
      await Promise.race([resumed, new Promise((r) => setTimeout(() => r((timedOut = true)), 3_000))]);
      res.end(head.slice(cut).join(''));
    });
    const deltas: string[] = [];
    let beforeResume = '';
    for await (const c of await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })) {
      const d = c.choices[0]?.delta.content;
      if (!d) continue;
      if (deltas.length === 0) {
        beforeResume = d;
        resume();
      }
      deltas.push(d);
    }
    const want = (await env.expected(first + rest)).redacted;
    expect(deltas.join('')).toBe(want);
    expect(beforeResume.length).toBeGreaterThan(0);
    expect(want.startsWith(beforeResume)).toBe(true);
    expect(beforeResume).not.toContain('a.b@example.com');
    expect(timedOut).toBe(false);
  });
});

describe('Anthropic and Responses deltas read from a template, through the SDKs', () => {
  /** Counts deltas read from a template (the sidecar runs in this process). */
  async function templateReads(f: () => Promise<void>): Promise<number> {
    const match = StringValueTemplate.prototype.match;
    let n = 0;
    StringValueTemplate.prototype.match = function (this: StringValueTemplate, data: string) {
      const r = match.call(this, data);
      if (r !== undefined) n++;
      return r;
    };
    try {
      await f();
    } finally {
      StringValueTemplate.prototype.match = match;
    }
    return n;
  }
  const text = `Mail a.b@example.com now. ${longProse(12_000)}Card 4111 1111 1111 1111, "quoted"\\ and\nnew lines, é€😀, then c.d@example.org.`;

  it('Anthropic messages whose deltas carry a varying extra string field', async () => {
    const events = anthropicEvents(tokens(text)).map((e, i) => (e.startsWith('event: content_block_delta') ? e.replace(/}\n\n$/, `,"trace":${JSON.stringify(`t-${'ab"\\'.repeat(i % 3)}${i % 7}`)}}\n\n`) : e));
    env.up.handle((_req, res) => sse(res, events.join('')));
    let deltas = '';
    let final = '';
    const reads = await templateReads(async () => {
      const stream = env.anthropic().messages.stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] });
      stream.on('text', (d) => (deltas += d));
      const m = await stream.finalMessage();
      final = m.content[0]?.type === 'text' ? m.content[0].text : '';
    });
    const want = (await env.expected(text)).redacted;
    expect(want).not.toContain('a.b@example.com');
    expect(final).toBe(want);
    expect(deltas).toBe(want);
    expect(reads).toBeGreaterThan(tokens(text).length / 2);
  });

  it('OpenAI responses whose deltas carry varying obfuscation padding and sequence numbers', async () => {
    const events = responsesEvents(tokens(text)).map((e, i) => (e.startsWith('event: response.output_text.delta') ? e.replace(/}\n\n$/, `,"obfuscation":${JSON.stringify('k3"Xq\\9Lz'.slice(0, i % 9))}}\n\n`) : e));
    env.up.handle((_req, res) => sse(res, events.join('')));
    let deltas = '';
    let final = '';
    const reads = await templateReads(async () => {
      const stream = env.openai().responses.stream({ model: 'm', input: 'hi' });
      stream.on('response.output_text.delta', (e) => (deltas += e.delta));
      final = (await stream.finalResponse()).output_text;
    });
    const want = (await env.expected(text)).redacted;
    expect(final).toBe(want);
    expect(deltas).toBe(want);
    expect(reads).toBeGreaterThan(tokens(text).length / 2);
  });
});
