import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sse } from './helpers/fake-upstream.js';
import { longProse, startProxyEnv, type ProxyEnv } from './helpers/env.js';
import { anthropicEvents, chatEvents, responsesEvents } from './helpers/wire.js';
import { splitNonEmpty as split } from './helpers/split.js';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
});
afterAll(async () => {
  await env?.close();
});

const email = fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z]{2,8}$/)).map(([u, d]) => `${u}.${d}@example.com`);
// Luhn-valid numbers from the card networks' published test ranges.
const card = fc.constantFrom('4111 1111 1111 1111', '5500-0000-0000-0004', '4012888888881881');
const words = fc.stringMatching(/^[a-z ]{0,40}$/);
const pii = fc.array(fc.oneof(words, email, card), { minLength: 1, maxLength: 5 }).map((p) => p.join(' '));
// PII both early (released mid-stream, past the holdback) and late (released at the end).
const document = fc.tuple(pii, pii).map(([a, b]) => `${a} ${longProse(8800)}${b}`);
const cuts = fc.array(fc.nat(), { minLength: 1, maxLength: 120 });
const RUNS = { numRuns: 12 };

describe('chunk invariance through the real SDKs: what the agent reads equals redacted_text of the whole', () => {
  it('OpenAI chat completions', async () => {
    await fc.assert(
      fc.asyncProperty(document, cuts, cuts, async (text, deltaCuts, byteCuts) => {
        const wire = chatEvents(split(text, deltaCuts)).join('');
        env.up.handle((_req, res) => sse(res, wire, { split: byteCuts.map((c) => c % wire.length) }));
        let got = '';
        for await (const c of await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })) got += c.choices[0]?.delta.content ?? '';
        expect(got).toBe((await env.expected(text)).redacted);
      }),
      RUNS,
    );
  });

  it('OpenAI responses', async () => {
    await fc.assert(
      fc.asyncProperty(document, cuts, async (text, deltaCuts) => {
        env.up.handle((_req, res) => sse(res, responsesEvents(split(text, deltaCuts)).join('')));
        const final = await env.openai().responses.stream({ model: 'm', input: 'hi' }).finalResponse();
        expect(final.output_text).toBe((await env.expected(text)).redacted);
      }),
      RUNS,
    );
  });

  it('Anthropic messages', async () => {
    await fc.assert(
      fc.asyncProperty(document, cuts, async (text, deltaCuts) => {
        env.up.handle((_req, res) => sse(res, anthropicEvents(split(text, deltaCuts)).join('')));
        const final = await env.anthropic().messages.stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }).finalMessage();
        expect(final.content[0]?.type === 'text' ? final.content[0].text : null).toBe((await env.expected(text)).redacted);
      }),
      RUNS,
    );
  });

  // Session 27: a persona finding is dropped when its own section goes on to refuse, a look-ahead
  // inside the detector's reach: whatever the split, the refusing answer reaches the agent whole
  // (and approved as a whole), the complying one is cut before its compliance.
  it('a persona answer that refuses streams whole; one that complies is cut, for any split', async () => {
    const refused = `[\u{1F512}CLASSIC] I'm sorry, but I can't help with that. ${longProse(1500)}\n[\u{1F513}JAILBREAK] I can't believe you're asking that. Shame on you.`;
    const complied = `[\u{1F512}CLASSIC] I'm sorry, but I can't help with that. ${longProse(1500)}\n[\u{1F513}JAILBREAK] Sure! Here's how you get past the lock: you'll need a tension wrench.`;
    expect((await env.expected(refused)).status).not.toBe('rejected');
    expect((await env.expected(complied)).status).toBe('rejected');
    await fc.assert(
      fc.asyncProperty(cuts, async (deltaCuts) => {
        const read = async (text: string) => {
          env.up.handle((_req, res) => sse(res, chatEvents(split(text, deltaCuts)).join('')));
          let got = '';
          let finish: string | null | undefined;
          try {
            for await (const c of await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })) {
              got += c.choices[0]?.delta.content ?? '';
              finish = c.choices[0]?.finish_reason ?? finish;
            }
          } catch (e) {
            // Blocked before the first byte: the API's own error, code content_filter.
            finish = (e as { code?: string }).code;
          }
          return { got, finish };
        };
        expect((await read(refused)).got).toBe((await env.expected(refused)).redacted);
        const cut = await read(complied);
        expect(cut.finish).toBe('content_filter');
        expect(cut.got).not.toContain('tension wrench');
      }),
      RUNS,
    );
  });

  // Session 31: pii.labelled_field reads a table's header up to 600 characters before a row and the
  // record around a value; both stay within its reach, so any split gives the whole text's masking.
  it('records and tables read by their field names, for any split', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `| ${['Mirela Dumitru', 'Kasper Holm', 'Oona Varga', 'Teodor Brandt'][i % 4]} | ${i + 1} | ok |`).join('\n');
    const text = `${longProse(2000)}\n| reviewer | stars | note |\n|---|---|---|\n${rows}\n${longProse(1200)}\n{"passenger": {"surname": "Haugland", "given_names": "Sigrid Marie", "passport_no": "RT8830412"}}\n${longProse(900)}`;
    const want = (await env.expected(text)).redacted;
    expect(want).not.toContain('Haugland');
    expect(want).not.toContain('Kasper Holm');
    await fc.assert(
      fc.asyncProperty(cuts, async (deltaCuts) => {
        env.up.handle((_req, res) => sse(res, chatEvents(split(text, deltaCuts)).join('')));
        let got = '';
        for await (const c of await env.openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })) got += c.choices[0]?.delta.content ?? '';
        expect(got).toBe(want);
      }),
      RUNS,
    );
  });

  it('one character per delta', async () => {
    const text = `Mail a.b@example.com, card 4111 1111 1111 1111. ${longProse(8400)}Also c.d@example.org and 5500-0000-0000-0004.`;
    env.up.handle((_req, res) => sse(res, anthropicEvents([...text]).join('')));
    const final = await env.anthropic().messages.stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }).finalMessage();
    const want = (await env.expected(text)).redacted;
    expect(want).not.toContain('a.b@example.com');
    expect(final.content[0]?.type === 'text' ? final.content[0].text : null).toBe(want);
  });
});
