import { gzipSync } from 'node:zlib';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { chatEvents, chatJson } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv({ block_drain_ms: 150 });
});
afterAll(async () => {
  await env?.close();
});

const SECRET = 'ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5';

describe('edge cases of the upstream connection', () => {
  it('after a mid-stream block, stops waiting for usage once block_drain_ms passes and still ends the stream in-protocol', async () => {
    const events = chatEvents(tokens(`${longProse(9000)}key ${SECRET} ${longProse(9000)}`), { usage: true });
    // Upstream sends everything but the last usage chunk and [DONE], then stalls.
    env.up.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(events.slice(0, -2).join(''));
    });
    const stream = await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } });
    const finish: string[] = [];
    let usage: unknown = 'none';
    for await (const c of stream) {
      for (const ch of c.choices) if (ch.finish_reason) finish.push(ch.finish_reason);
      if (c.usage) usage = c.usage;
    }
    expect(finish).toEqual(['content_filter']);
    expect(usage).toBe('none');
    expect(await env.up.closedEarly()).toBe(true);
  });

  it('inflates a gzip body from an upstream that ignores accept-encoding: identity', async () => {
    const text = 'Write to jane.doe@example.com';
    env.up.handle((req, res) => {
      const body = gzipSync(JSON.stringify(chatJson(`${text} (${req.headers['accept-encoding']})`)));
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
    });
    const r = await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    expect(r.choices[0]?.message.content).toBe((await env.expected(`${text} (identity)`)).redacted);
  });

  it('rejects a request body over max_request_bytes without calling upstream', async () => {
    const small = await startProxyEnv({ max_request_bytes: 1024 });
    try {
      const err = await small.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x'.repeat(4096) }] }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OpenAI.APIError);
      expect((err as InstanceType<typeof OpenAI.APIError>).status).toBe(413);
      expect(small.up.requests).toHaveLength(0);
    } finally {
      await small.close();
    }
  });
});
