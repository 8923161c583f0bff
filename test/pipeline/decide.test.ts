import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import type { Category, Finding } from '../../src/detectors/types.js';
import { createPiiDetectors } from '../../src/detectors/pii/index.js';
import { createSecretsDetectors } from '../../src/detectors/secrets/index.js';
import { Decider } from '../../src/pipeline/decide.js';
import { Pipeline } from '../../src/pipeline/pipeline.js';

const cfg = buildConfig({});
const decider = new Decider(cfg.policy);
const pipeline = new Pipeline({ detectors: [...createPiiDetectors(cfg), ...createSecretsDetectors(cfg)], decider });
const check = (text: string) => decider.decide(text, pipeline.scanFast(text));

function finding(category: Category, type: string, label: string, start = 0, end = 1, score = 0.9): Finding {
  return { detector: `${category}.${type}`, category, type, label, start, end, score };
}

describe('decider through the real detectors', () => {
  // Texts written for this project; each shows one default of issue 3.
  it.each([
    ['benign text is approved, unchanged', 'The weather in spring is mild and the days get longer.', 'approved', [], 'The weather in spring is mild and the days get longer.'],
    ['an email alone is redacted and flagged', 'Reach me at ana.lopez@example.net please.', 'flagged', ['PII: email address'], 'Reach me at ********************* please.'],
    ['two emails count once with (2)', 'a.b@example.com or c.d@example.com', 'flagged', ['PII: email address (2)'], '*************** or ***************'],
    ['a card keeps its last 4 digits', 'Card: 4111 1111 1111 1111.', 'flagged', ['PII: credit card number'], 'Card: ***************1111.'],
    ['a secret rejects and is still masked', 'token ghp_Zq8Lm3Vt0Rk5Wn2Yc7Hd4Jf9Gs1Ux6Pb3Ea0 leaked', 'rejected', ['Secret: GitHub token'], 'token **************************************** leaked'],
  ])('%s', (_why, text, status, flags, redacted) => {
    const r = check(text);
    expect(r.status).toBe(status);
    expect(r.flags).toEqual(flags);
    expect(r.redacted_text).toBe(redacted);
    if (status === 'approved') expect(r.risk_score).toBe(0);
  });
});

describe('risk_score composite', () => {
  it('more findings never lower the score, and it stays within 0..100', () => {
    const cats: Array<[Category, string, string]> = [
      ['pii', 'email', 'email address'],
      ['pii', 'person', 'person name'],
      ['secret', 'jwt', 'JSON web token'],
      ['injection', 'instruction_override', 'instruction override'],
      ['brand', 'profanity', 'profanity'],
    ];
    const arb = fc.array(fc.tuple(fc.nat(cats.length - 1), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 12 });
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const toF = (xs: typeof a) => xs.map(([i, s]) => finding(...cats[i]!, 0, 1, s));
        const base = decider.score(toF(a));
        const more = decider.score([...toF(a), ...toF(b)]);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(more).toBeLessThanOrEqual(100);
        expect(more).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('a stronger finding scores higher than a weaker one of the same type', () => {
    expect(decider.score([finding('pii', 'email', 'email address', 0, 1, 0.95)])).toBeGreaterThan(decider.score([finding('pii', 'email', 'email address', 0, 1, 0.5)]));
  });

  it('reject actions land in the rejected band, others never do', () => {
    expect(decider.score([finding('secret', 'jwt', 'JSON web token', 0, 1, 0.1)])).toBeGreaterThanOrEqual(70);
    const many = Array.from({ length: 50 }, (_, i) => finding('pii', i % 2 ? 'email' : 'phone', 'x', 0, 1, 1));
    expect(decider.score(many)).toBeLessThanOrEqual(69);
  });

  it('isFinal is true once a rejecting finding is present', () => {
    expect(decider.isFinal([finding('pii', 'email', 'email address')])).toBe(false);
    expect(decider.isFinal([finding('pii', 'email', 'email address'), finding('secret', 'jwt', 'JSON web token')])).toBe(true);
  });

  it('policy types override category defaults (ignore drops a finding)', () => {
    const d = new Decider(buildConfig({ policy: { types: { email: { action: 'ignore' } } } }).policy);
    const r = d.decide('x', [finding('pii', 'email', 'email address')]);
    expect(r).toEqual({ risk_score: 0, status: 'approved', flags: [], redacted_text: 'x' });
  });

  it('flag action reports without masking', () => {
    const d = new Decider(buildConfig({ policy: { types: { email: { action: 'flag' } } } }).policy);
    const r = d.decide('a@b.co', [finding('pii', 'email', 'email address', 0, 6, 0.95)]);
    expect(r.redacted_text).toBe('a@b.co');
    expect(r.flags).toEqual(['PII: email address']);
  });
});

describe('overlapping findings: what counts and what the flags name', () => {
  const text = 'x'.repeat(120);
  const model = (category: Category, type: string, label: string, start: number, end: number, score: number): Finding => ({ detector: `model.${type}`, category, type, label, start, end, score });

  it('a detector finding inside a classifier window is named instead of the classifier', () => {
    const r = decider.decide(text, [finding('brand', 'insult', 'insult', 10, 30, 0.9), model('brand', 'model_toxicity', 'classifier (toxicity)', 0, 120, 0.97)]);
    expect(r.flags).toEqual(['Brand safety: insult']);
    expect(r.status).toBe('flagged');
    // Self-harm encouragement rejects by default, whichever finding names the cluster.
    const sh = decider.decide(text, [finding('brand', 'self_harm', 'self-harm encouragement', 10, 30, 0.9), model('brand', 'model_toxicity', 'classifier (toxicity)', 0, 120, 0.97)]);
    expect(sh.flags).toEqual(['Brand safety: self-harm encouragement']);
    expect(sh.status).toBe('rejected');
  });

  it('a classifier window with nothing of its category inside is named', () => {
    const r = decider.decide(text, [finding('pii', 'email', 'email address', 10, 20), model('brand', 'model_toxicity', 'classifier (toxicity)', 0, 120, 0.97)]);
    expect(r.flags).toEqual(['PII: email address', 'Brand safety: classifier (toxicity)']);
  });

  it("a classifier's rejection is not hidden behind a weaker detector finding of its category", () => {
    const d = new Decider(buildConfig({ policy: { types: { instruction_override: { action: 'flag' } } } }).policy);
    const r = d.decide(text, [finding('injection', 'instruction_override', 'instruction override', 5, 40), model('injection', 'model_injection', 'classifier (injection)', 0, 120, 0.9)]);
    expect(r.status).toBe('rejected');
    expect(r.flags).toEqual(['Prompt injection: instruction override', 'Prompt injection: classifier (injection)']);
  });

  it('an operator rule that rejects one type wins its cluster even against a more confident finding', () => {
    const d = new Decider(buildConfig({ policy: { types: { self_harm: { action: 'reject' } } } }).policy);
    const findings = [finding('brand', 'profanity', 'profanity', 10, 30, 0.99), finding('brand', 'self_harm', 'self-harm encouragement', 12, 40, 0.6)];
    const r = d.decide(text, findings);
    expect(r.status).toBe('rejected');
    expect(r.flags).toEqual(['Brand safety: self-harm encouragement']);
  });

  it('two detectors on the same token still count and flag once', () => {
    const r = decider.decide(text, [finding('secret', 'github_token', 'GitHub token', 6, 46, 0.99), finding('secret', 'high_entropy_token', 'high-entropy token', 6, 46, 0.7)]);
    expect(r.flags).toEqual(['Secret: GitHub token']);
  });
});
