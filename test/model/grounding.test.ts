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

// Session 31: the learned model flags nearly any sentence of an answer to a question that is
// not copied word for word (its trained weights lean on "the context asks a question" and the
// claim's length: HaluEval's right answers are one to three words). On a fresh RAG probe that
// flagged 49 of 80 faithful answers; `require_evidence` (default) keeps a flagged claim only when
// a number or name in it is missing from the context, a short answer has a word the context
// lacks, or no word of it comes from the documents.
async function haluEvalQaAccuracy(overrides: object): Promise<number> {
  // Missing data is a failure, not a skip: the eval set is part of the test environment.
  const rows = readEvalRows(resolve(repoRoot, '../shared/eval')).filter((r) => r.split === 'test' && isHaluEvalQa(r));
  expect(rows.length).toBeGreaterThan(100);
  const p = await modelOnlyPipeline(overrides);
  let correct = 0;
  for (const r of rows) {
    const o = await p.check({ text: r.text, accountId: 'q', context: [r.context!] });
    if (o.response.flags.includes(FLAG) === (r.label === 1)) correct++;
  }
  await p.close();
  return correct / rows.length;
}

describe('grounding quality on HaluEval QA (test split)', () => {
  it('reaches at least 70% accuracy by default, where a flagged claim needs evidence (72.1% measured)', async () => {
    expect(await haluEvalQaAccuracy({})).toBeGreaterThanOrEqual(0.7);
  });

  it('reaches at least 85% accuracy with require_evidence off (HaluEval reports 62.6% for ChatGPT)', async () => {
    expect(await haluEvalQaAccuracy({ model: { grounding: { require_evidence: false } } })).toBeGreaterThanOrEqual(0.85);
  });
});

// A made-up policy and question (not from any dataset), answered faithfully in other words and
// unfaithfully with one fact changed.
const POLICY = [
  'Greyfield Leisure Centre - swimming lessons. Children aged 5 to 11 can join the Splash course, which runs for 10 weeks on Saturday mornings at 09:30. ' +
    'The course costs £85 for members and £110 for non-members. A place can be cancelled for a full refund up to 7 days before the first lesson; after that no refund is given. ' +
    'Goggles are allowed, but parents must stay in the viewing gallery. Lessons are taught by coach Amira Haddad.',
  'Question: How much is the Splash course and can I get my money back if we change our minds?',
];

describe('grounding: faithful answers in other words (session 31)', () => {
  let p: Pipeline;
  beforeAll(async () => {
    p = await modelOnlyPipeline();
  });
  afterAll(async () => {
    await p.close();
  });

  it.each([
    'It costs £85 if you are a member, or £110 otherwise. You can cancel and get all your money back as long as you do it at least 7 days before the first lesson.',
    "Members pay £85 and everyone else £110. If you change your minds, a full refund is possible until a week before the course begins, but not after that.",
    'The Splash course is £85 for members (£110 for non-members), and a place cancelled 7 days or more ahead of the first lesson is refunded in full.',
  ])('approves a faithful paraphrase: %s', async (text) => {
    const o = await p.check({ text, accountId: 'a', context: POLICY });
    expect(o.response.flags).toEqual([]);
    expect(o.response.status).toBe('approved');
  });

  it('approves courtesy lines and answer particles, and numbers the documents write another way', async () => {
    const ctx = [
      'Greyfield Leisure Centre - opening times. The pool opens at 06:30 and closes at 21:00 on weekdays. Lockers need a one pound coin, which is returned. ' +
        'Swimming lessons for adults run on Tuesday evenings, with five places per class. Saunas are for over-16s only.',
      'Question: When does the pool close on weekdays?',
    ];
    for (const text of [
      'Thanks for asking! The pool closes at 9pm on weekdays.',
      'Happy to help! On weekdays it shuts at 21:00, and lockers take a £1 coin that you get back.',
      'Yes. Adult lessons are on Tuesday evenings, with 5 places in each class.',
    ]) {
      const o = await p.check({ text, accountId: 'a', context: ctx });
      expect(o.response.flags, text).toEqual([]);
    }
    const o = await p.check({ text: 'Thanks for asking! The pool closes at 10pm on weekdays.', accountId: 'a', context: ctx });
    expect(o.response.flags).toEqual([FLAG]);
  });

  it('approves arithmetic worked out from the documents, and flags a wrong result', async () => {
    const ok = 'Two children who are members would pay £85 each, so £170 for both. A non-member pays £110, £25 more than the £85 members pay.';
    expect((await p.check({ text: ok, accountId: 'a', context: POLICY })).response.flags).toEqual([]);
    const wrong = 'Two children who are members would pay £85 each, so £190 for both.';
    expect((await p.check({ text: wrong, accountId: 'a', context: POLICY })).response.flags).toEqual([FLAG]);
  });

  it.each([
    ['a changed price', 'It costs £75 if you are a member, or £110 otherwise. You can cancel and get all your money back up to 7 days before the first lesson.'],
    ['a changed deadline', 'Members pay £85 and non-members £110, and you can get a full refund up to 14 days before the first lesson.'],
    ['an invented name', 'The course is £85 for members and £110 for non-members, taught by coach Daniel Price. Cancel 7 days ahead for a full refund.'],
  ])('flags %s', async (_why, text) => {
    const o = await p.check({ text, accountId: 'a', context: POLICY });
    expect(o.response.flags).toEqual([FLAG]);
  });

  it('with require_evidence off, the learned model alone flags the reworded answer', async () => {
    const q = await modelOnlyPipeline({ model: { grounding: { require_evidence: false } } });
    const o = await q.check({ text: "Members pay £85 and everyone else £110. If you change your minds, a full refund is possible until a week before the course begins, but not after that.", accountId: 'a', context: POLICY });
    await q.close();
    expect(o.response.flags).toEqual([FLAG]);
  });
});
