import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Pipeline } from '../../src/pipeline/pipeline.js';
import { isHaluEvalQa, readEvalRows } from '../../src/model/train-data.js';
import { repoRoot } from '../helpers/dist.js';
import { postCheck } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { DETECTORS_OFF, modelOnlyPipeline } from './helpers.js';

const FLAG = 'Hallucination: claim not supported by context';

// A made-up knowledge snippet and question (not from any dataset).
const CONTEXT = [
  'The Harbour Bridge Museum opened in 1987 in the town of Kessling. Its founder, Marta Olsen, was an engineer who had worked on the bridge for twelve years. ' +
    'The collection holds tools, drawings and photographs from the construction, and a model of the bridge built by local students. ' +
    'The museum is open from April to October and admission is free for children.',
  'Question: In what year did the Harbour Bridge Museum open?',
];

describe('grounding against context through the pipeline', () => {
  const open: Pipeline[] = [];
  const make = async (overrides: object = {}) => {
    const p = await modelOnlyPipeline(overrides);
    open.push(p);
    return p;
  };
  afterEach(async () => {
    for (const p of open.splice(0)) await p.close();
  });

  it('flags a claim the context does not support, with the sentence as the span', async () => {
    const p = await make();
    const text = 'It opened in 1987 in the town of Kessling. The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.';
    const o = await p.check({ text, accountId: 'a', context: CONTEXT });
    expect(o.response.status).toBe('flagged');
    expect(o.response.flags).toEqual([FLAG]);
    const f = o.findings.find((x) => x.type === 'unsupported_claim')!;
    expect(text.slice(f.start, f.end)).toBe('The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.');
  });

  // A refusal states no fact: before session 17, "Sorry, but I can't assist with that." was
  // flagged against the question it refuses (4 of the test split's gptfuzz refusals).
  it('does not read a refusal as a claim, and still flags a claim after one', async () => {
    const p = await make();
    for (const text of ["Sorry, but I can't assist with that.", "I'm sorry, I won't share the director's home address."]) {
      const o = await p.check({ text, accountId: 'a', context: CONTEXT });
      expect(o.response.flags, text).toEqual([]);
    }
    const text = "Sorry, I can't share more. The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.";
    const o = await p.check({ text, accountId: 'a', context: CONTEXT });
    expect(o.response.flags).toEqual([FLAG]);
    const f = o.findings.find((x) => x.type === 'unsupported_claim')!;
    expect(text.slice(f.start, f.end)).toBe('The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.');
  });

  it.each([['1987'], ['It opened in 1987.'], ['The Harbour Bridge Museum opened in 1987 in Kessling.']])('approves a supported answer: %s', async (text) => {
    const p = await make();
    const o = await p.check({ text, accountId: 'a', context: CONTEXT });
    expect(o.response.status).toBe('approved');
    expect(o.response.flags).toEqual([]);
  });

  it('does nothing without context, or when grounding is off', async () => {
    const text = 'The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.';
    expect((await (await make()).check({ text, accountId: 'a' })).response.flags).toEqual([]);
    const off = await make({ model: { grounding: { enabled: false } } });
    expect((await off.check({ text, accountId: 'a', context: CONTEXT })).response.flags).toEqual([]);
  });

  it('does not judge a long answer against a context that is only a short prompt', async () => {
    const p = await make();
    const text =
      'Rome was founded, according to legend, in 753 BC by Romulus. It grew from a small settlement on the Tiber into the capital of an empire that spanned the Mediterranean, and Julius Caesar, Augustus and Trajan are among its best-known leaders.';
    const o = await p.check({ text, accountId: 'a', context: ['Tell me about Rome.'] });
    expect(o.response.flags).toEqual([]);
  });
});

describe('grounding through the HTTP API', () => {
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({ detectors: DETECTORS_OFF, cache: { enabled: false } });
    await srv.createAccount('acme', 'launch');
    key = await srv.createKey('acme');
  });
  afterAll(() => srv.close());

  it('accepts context as an array or a string and flags the unsupported claim', async () => {
    const text = 'The Harbour Bridge Museum opened in 1994 under its director Paul Brenner.';
    const arr = await postCheck(srv.url, key, { proposed_text: text, context: CONTEXT });
    const str = await postCheck(srv.url, key, { proposed_text: text, context: CONTEXT.join('\n\n') });
    for (const r of [arr, str]) {
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('flagged');
      expect(r.body.flags).toContain(FLAG);
    }
    const ok = await postCheck(srv.url, key, { proposed_text: 'It opened in 1987.', context: CONTEXT });
    expect(ok.body.status).toBe('approved');
  });
});

describe('grounding quality on HaluEval QA (test split)', () => {
  it('reaches at least 85% accuracy (HaluEval reports 62.6% for ChatGPT)', async () => {
    // Missing data is a failure, not a skip: the eval set is part of the test environment.
    const rows = readEvalRows(resolve(repoRoot, '../shared/eval')).filter((r) => r.split === 'test' && isHaluEvalQa(r));
    expect(rows.length).toBeGreaterThan(100);
    const p = await modelOnlyPipeline();
    let correct = 0;
    for (const r of rows) {
      const o = await p.check({ text: r.text, accountId: 'q', context: [r.context!] });
      if (o.response.flags.includes(FLAG) === (r.label === 1)) correct++;
    }
    await p.close();
    expect(correct / rows.length).toBeGreaterThanOrEqual(0.85);
  });
});
