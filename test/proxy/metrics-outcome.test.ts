import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, tokens, type ProxyEnv } from './helpers/env.js';
import { chatEvents, chatJson } from './helpers/wire.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

const SECRET = 'ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5';
const EMAIL = 'jane.doe@example.com';
const CLEAN = 'Your order shipped on Tuesday and should arrive by Friday.';

type Counts = Record<string, number>;

/** guardrail_proxy_responses_total on route /openai, keyed `outcome/stream`. */
async function counts(): Promise<Counts> {
  const m = await env.srv.runtime.metrics.registry.getSingleMetric('guardrail_proxy_responses_total')?.get();
  const out: Counts = {};
  for (const v of m?.values ?? []) {
    if (v.labels.route !== '/openai') continue;
    const k = `${String(v.labels.outcome)}/${String(v.labels.stream)}`;
    out[k] = (out[k] ?? 0) + v.value;
  }
  return out;
}

/** The counter moves once the handler finishes, which can be just after the client read the end. */
async function countedAfter(before: Counts, run: () => Promise<unknown>): Promise<Counts> {
  await run();
  const total = (c: Counts) => Object.values(c).reduce((a, b) => a + b, 0);
  for (let i = 0; i < 200; i++) {
    const now = await counts();
    if (total(now) > total(before)) {
      const diff: Counts = {};
      for (const [k, v] of Object.entries(now)) if (v !== (before[k] ?? 0)) diff[k] = v - (before[k] ?? 0);
      return diff;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the response was never counted');
}

function streamed(text: string, extra: { split?: number[]; failAfter?: number } = {}) {
  const wire = chatEvents(tokens(text), { usage: true }).join('');
  env.up.handle((_req, res) => sse(res, wire, extra));
  return async () => {
    const s = await env.openai().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } });
    for await (const _ of s) void _;
  };
}

describe('guardrail_proxy_responses_total counts what happened to each response', () => {
  it('a clean stream that ends with [DONE] counts as passed, not blocked', async () => {
    expect(await countedAfter(await counts(), streamed(CLEAN))).toEqual({ 'passed/true': 1 });
  });

  it('a long clean stream released mid-stream counts as passed', async () => {
    expect(await countedAfter(await counts(), streamed(longProse(4000)))).toEqual({ 'passed/true': 1 });
  });

  it('a stream whose email was masked counts as redacted', async () => {
    expect(await countedAfter(await counts(), streamed(`Write to ${EMAIL} today.`))).toEqual({ 'redacted/true': 1 });
  });

  it('a stream refused before any byte, and one cut mid-stream, count as blocked', async () => {
    const early = streamed(`use ${SECRET}`);
    expect(await countedAfter(await counts(), () => early().catch((e: unknown) => expect(e).toBeInstanceOf(OpenAI.BadRequestError)))).toEqual({ 'blocked/true': 1 });
    expect(await countedAfter(await counts(), streamed(`${longProse(9000)}use ${SECRET} now. ${longProse(2000)}`))).toEqual({ 'blocked/true': 1 });
  });

  it('a stream whose upstream broke counts as error', async () => {
    const run = streamed(longProse(12000), { split: [4000, 20000, 60000], failAfter: 60000 });
    expect(await countedAfter(await counts(), () => run().catch(() => undefined))).toEqual({ 'error/true': 1 });
  });

  it('JSON responses: passed, redacted and blocked', async () => {
    const ask = () => env.openai().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    env.up.handle((_req, res) => json(res, 200, chatJson(CLEAN)));
    expect(await countedAfter(await counts(), ask)).toEqual({ 'passed/false': 1 });
    env.up.handle((_req, res) => json(res, 200, chatJson(`Write to ${EMAIL}.`)));
    expect(await countedAfter(await counts(), ask)).toEqual({ 'redacted/false': 1 });
    env.up.handle((_req, res) => json(res, 200, chatJson(`use ${SECRET}`)));
    expect(await countedAfter(await counts(), () => ask().catch(() => undefined))).toEqual({ 'blocked/false': 1 });
  });
});
