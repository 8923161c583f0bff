import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import { StreamScanner } from '../../src/proxy/scanner.js';
import { TextGuard, type GuardMode } from '../../src/proxy/text-guard.js';
import { emailDetector } from '../../src/detectors/pii/email.js';
import type { Detector } from '../../src/detectors/types.js';
import { Decider } from '../../src/pipeline/decide.js';
import { Pipeline } from '../../src/pipeline/pipeline.js';
import { markerModel, testPipeline } from './helpers/pipeline.js';
import { split } from './helpers/split.js';

const pipeline = testPipeline();
const scanner = new StreamScanner(pipeline, 16);

function guard(mode: GuardMode = 'redact', p = pipeline, s = scanner, modelMode: 'gate' | 'trail' = 'gate', releaseStep = 1): TextGuard {
  return new TextGuard({ pipeline: p, scanner: s, mode, context: undefined, modelMode, modelWindow: 64, modelOverlap: 16, releaseStep });
}

async function streamThrough(g: TextGuard, chunks: readonly string[]): Promise<{ out: string; blocked: boolean }> {
  let out = '';
  for (const c of chunks) {
    const r = await g.push(c);
    out += r.text;
    if (r.blocked) return { out, blocked: true };
  }
  const r = await g.finish();
  return { out: out + r.text, blocked: r.blocked };
}

const filler = fc.stringMatching(/^[a-z ,.]{0,120}$/);
const email = fc.tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/)).map(([u, d]) => `${u}@${d}.com`);
// Luhn-valid test numbers from the card networks' published test ranges.
const card = fc.constantFrom('4111 1111 1111 1111', '5500-0000-0000-0004', '4012888888881881', '3782 8224 6310 005');
const piece = fc.oneof(filler, email, card);
const document = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(' '));

describe('TextGuard chunk invariance', () => {
  it('releases exactly the whole-text redaction for any split of the text', async () => {
    await fc.assert(
      fc.asyncProperty(document, fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 1, max: 64 }), async (text, cuts, step) => {
        const whole = await pipeline.check({ text, accountId: '_proxy', door: 'proxy' });
        const { out, blocked } = await streamThrough(guard('redact', pipeline, scanner, 'gate', step), split(text, cuts));
        expect(blocked).toBe(false);
        expect(out).toBe(whole.response.redacted_text);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for the real detector set too (every finite fastpath detector in the registry)', async () => {
    const real = await buildPipeline(buildConfig({ model: { backend: 'none' } }));
    const realScanner = new StreamScanner(real, 16);
    const phone = fc.constantFrom('+1 415 555 0132', '(212) 555-0187', '+44 20 7946 0958');
    // The real holdback is thousands of characters, so PII sits both before and after a long
    // stretch of prose: the early part is released mid-stream, the late part at the end.
    const prose = 'The quarterly numbers look steady and the team will follow up next week. '.repeat(Math.ceil((realScanner.holdback + 200) / 74));
    const parts = fc.array(fc.oneof(filler, email, card, phone), { minLength: 1, maxLength: 8 }).map((p) => p.join(' '));
    const realDoc = fc.tuple(parts, parts).map(([a, b]) => `${a} ${prose}${b}`);
    await fc.assert(
      fc.asyncProperty(realDoc, fc.array(fc.nat(), { maxLength: 30 }), fc.integer({ min: 1, max: 64 }), async (text, cuts, step) => {
        const whole = await real.check({ text, accountId: '_proxy', door: 'proxy' });
        const { out, blocked } = await streamThrough(guard('redact', real, realScanner, 'gate', step), split(text, cuts.length > 0 ? cuts : [text.length >> 1]));
        expect(blocked).toBe(whole.response.status === 'rejected');
        if (!blocked) expect(out).toBe(whole.response.redacted_text);
      }),
      { numRuns: 60 },
    );
  });

  it('does not read the start of a scan window as the start of the text', async () => {
    // "write a script that hijacks ..." is an order only at a clause start; mid-sentence, after
    // "never", it is not. Streamed one character at a time, some scan window begins exactly at
    // "write": the guard must not block on what that window alone would show.
    const real = await buildPipeline(buildConfig({ model: { backend: 'none' } }));
    const realScanner = new StreamScanner(real, 16);
    const pad = 'The quarterly numbers look steady and the team will follow up next week. '.repeat(Math.ceil((realScanner.holdback + 100) / 74));
    const text = `${pad}I said to myself that I would never write a script that hijacks a self-driving car, because that would be wrong. ${pad}`;
    const whole = await real.check({ text, accountId: '_proxy', door: 'proxy' });
    expect(whole.response.status).toBe('approved');
    const { out, blocked } = await streamThrough(guard('redact', real, realScanner), [...text]);
    expect(blocked).toBe(false);
    expect(out).toBe(text);
    // Every scan window start near "write", whatever the reach of the detector's bucket.
    const at = text.indexOf('write a script');
    for (const reach of [64, 128, 256, 512, 800]) {
      for (let shift = -3; shift <= 3; shift++) {
        const from = at + shift + reach + 16;
        const found = realScanner.scanRange(text, from, from + 1, undefined, realScanner.cache());
        expect(found.filter((f) => f.category === 'jailbreak').map((f) => text.slice(f.start, f.end))).toEqual([]);
      }
    }
  });

  it('masks an email split across two chunks at every possible point', async () => {
    const text = 'Write to jane.doe@example.com for details about the plan.';
    const whole = (await pipeline.check({ text, accountId: '_proxy' })).response.redacted_text;
    expect(whole).not.toContain('jane.doe');
    for (let i = 0; i <= text.length; i++) {
      const { out } = await streamThrough(guard(), [text.slice(0, i), text.slice(i)]);
      expect(out).toBe(whole);
    }
  });

  it('masks a card number streamed one character per chunk, keeping the last four digits', async () => {
    const text = 'Card on file: 4111 1111 1111 1111, expires soon.';
    const { out } = await streamThrough(guard(), [...text]);
    expect(out).toBe('Card on file: ***************1111, expires soon.');
  });

  it('holds back no more than the holdback once text is long enough', async () => {
    const g = guard();
    const text = 'plain words '.repeat(100);
    let released = 0;
    for (const ch of text) released += (await g.push(ch)).text.length;
    expect(text.length - released).toBeLessThanOrEqual(scanner.holdback);
    expect(text.length - released).toBeGreaterThan(0);
  });

  it('blocks a rejected finding before any of it is released, at any split', async () => {
    await fc.assert(
      fc.asyncProperty(filler, fc.array(fc.nat(), { maxLength: 20 }), async (prefix, cuts) => {
        const key = 'sk-AbCdEfGhIjKlMnOpQrStUvWx12';
        const text = `${prefix} token ${key} and more text after it`;
        const { out, blocked } = await streamThrough(guard(), split(text, cuts));
        expect(blocked).toBe(true);
        expect(out).not.toContain('sk-AbC');
        expect(text.startsWith(out)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('does not block on a token that only looks like a key while it is cut short by the end of what has arrived', async () => {
    // `sk-` plus 49 or more letters is too long to be a key (the test detector takes 20 to 48),
    // but each prefix of it is one: a scan must not judge a match its reach has not fully reached.
    const notKey = fc.tuple(fc.integer({ min: 49, max: 90 }), fc.stringMatching(/^[A-Za-z0-9]{1,8}$/)).map(([n, seed]) => `sk-${seed.repeat(Math.ceil(n / seed.length)).slice(0, n)}`);
    const key = fc.constant('sk-AbCdEfGhIjKlMnOpQrStUvWx12');
    const doc = fc.array(fc.oneof(filler, email, notKey, notKey, key), { minLength: 1, maxLength: 10 }).map((p) => p.join(' '));
    await fc.assert(
      fc.asyncProperty(doc, fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 1, max: 64 }), async (text, cuts, step) => {
        const whole = await pipeline.check({ text, accountId: '_proxy', door: 'proxy' });
        const { out, blocked } = await streamThrough(guard('redact', pipeline, scanner, 'gate', step), split(text, cuts));
        expect(blocked).toBe(whole.response.status === 'rejected');
        if (!blocked) expect(out).toBe(whole.response.redacted_text);
      }),
      { numRuns: 300 },
    );
  });

  it('block mode passes PII verbatim but still stops secrets', async () => {
    const pii = 'mail me at a.b@example.org now';
    expect((await streamThrough(guard('block'), [...pii])).out).toBe(pii);
    const secret = 'here: sk-AbCdEfGhIjKlMnOpQrStUvWx12 done';
    expect((await streamThrough(guard('block'), [...secret])).blocked).toBe(true);
  });

  it('pass mode releases every delta at once and reports the verdict at the end', async () => {
    const g = guard('pass');
    expect((await g.push('key sk-AbCdEfGhIjKlMnOpQrStUvWx12')).text).toBe('key sk-AbCdEfGhIjKlMnOpQrStUvWx12');
    await g.finish();
    expect(g.outcome?.response.status).toBe('rejected');
  });
});

describe('TextGuard coalescing queued deltas', () => {
  /** A guard whose `queued` answers follow `pattern` (cycled), one answer per push. */
  function coalescing(pattern: readonly boolean[], coalesceLimit: number, p = pipeline, s = scanner, step = 1): TextGuard {
    let i = 0;
    return new TextGuard({ pipeline: p, scanner: s, mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: 64, modelOverlap: 16, releaseStep: step, coalesceLimit, queued: () => pattern.length > 0 && pattern[i++ % pattern.length] === true });
  }

  it('releases exactly the whole-text redaction whichever deltas find more text queued behind them', async () => {
    await fc.assert(
      fc.asyncProperty(document, fc.array(fc.nat(), { maxLength: 40 }), fc.array(fc.boolean(), { maxLength: 16 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 64 }), async (text, cuts, pattern, limit, step) => {
        const whole = await pipeline.check({ text, accountId: '_proxy', door: 'proxy' });
        const { out, blocked } = await streamThrough(coalescing(pattern, limit, pipeline, scanner, step), split(text, cuts));
        expect(blocked).toBe(false);
        expect(out).toBe(whole.response.redacted_text);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for the real detector set, with PII on both sides of a long stretch released while text is queued', async () => {
    const real = await buildPipeline(buildConfig({ model: { backend: 'none' } }));
    const realScanner = new StreamScanner(real, 16);
    const prose = 'The quarterly numbers look steady and the team will follow up next week. '.repeat(Math.ceil((realScanner.holdback * 3) / 74));
    const parts = fc.array(fc.oneof(filler, email, card), { minLength: 1, maxLength: 6 }).map((p) => p.join(' '));
    const realDoc = fc.tuple(parts, parts, parts).map(([a, b, c]) => `${a} ${prose}${b} ${prose}${c}`);
    await fc.assert(
      fc.asyncProperty(realDoc, fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), async (text, cuts, pattern, holdbacks) => {
        const whole = await real.check({ text, accountId: '_proxy', door: 'proxy' });
        const { out, blocked } = await streamThrough(coalescing(pattern, holdbacks * realScanner.holdback, real, realScanner, 128), split(text, cuts));
        expect(blocked).toBe(whole.response.status === 'rejected');
        if (!blocked) expect(out).toBe(whole.response.redacted_text);
      }),
      { numRuns: 30 },
    );
  });

  it('hold() takes a delta exactly when push() would release nothing, and leaves the guard as push() would', async () => {
    const key = fc.constant('sk-AbCdEfGhIjKlMnOpQrStUvWx12');
    const parts = fc.array(fc.oneof(filler, email, card, key), { minLength: 1, maxLength: 6 }).map((p) => p.join(' '));
    // Long enough for several releases past the holdback.
    const prose = 'plain words and nothing else. '.repeat(Math.ceil((scanner.holdback * 1.5) / 30));
    const doc = fc.tuple(parts, parts, parts).map(([a, b, c]) => `${a} ${prose}${b} ${prose}${c}`);
    await fc.assert(
      fc.asyncProperty(doc, fc.array(fc.nat(), { maxLength: 40 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 64 }), async (text, cuts, pattern, limit, step) => {
        // One queued answer per delta, the same for both guards however often they ask.
        let queued = false;
        const make = () => new TextGuard({ pipeline, scanner, mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: 64, modelOverlap: 16, releaseStep: step, coalesceLimit: limit, queued: () => queued });
        const pushed = make();
        const held = make();
        let i = 0;
        for (const d of split(text, cuts)) {
          queued = pattern[i++ % pattern.length] === true;
          const want = await pushed.push(d);
          // Deltas after a block too: both must keep refusing them.
          if (held.hold(d)) expect(want).toEqual({ text: '', blocked: false });
          else expect(await held.push(d)).toEqual(want);
        }
        expect(await held.finish()).toEqual(await pushed.finish());
        expect(held.released).toBe(pushed.released);
        expect(held.text).toBe(pushed.text);
      }),
      { numRuns: 300 },
    );
  });

  it('waits while more text is queued, up to the limit, and releases once upstream pauses', async () => {
    let queued = true;
    const limit = 4 * scanner.holdback;
    const g = new TextGuard({ pipeline, scanner, mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: 64, modelOverlap: 16, releaseStep: 1, coalesceLimit: limit, queued: () => queued });
    const line = 'plain words and nothing else. ';
    let text = '';
    let released = '';
    // Queued deltas below the limit release nothing.
    while (text.length + line.length - scanner.holdback < limit) {
      text += line;
      released += (await g.push(line)).text;
    }
    expect(released).toBe('');
    // One more queued delta reaches the limit: a bounded piece goes out even though more is queued.
    text += line;
    released += (await g.push(line)).text;
    expect(released.length).toBeGreaterThanOrEqual(limit);
    expect(text.startsWith(released)).toBe(true);
    // Queued again below the limit: held. Upstream pauses: everything but the holdback goes.
    text += line;
    expect((await g.push(line)).text).toBe('');
    queued = false;
    text += line;
    released += (await g.push(line)).text;
    expect(released).toBe(text.slice(0, text.length - scanner.holdback));
  });

  it('still blocks a rejected finding before any of it is released when the scan waited', async () => {
    const key = 'sk-AbCdEfGhIjKlMnOpQrStUvWx12';
    const text = `${'plain words '.repeat(40)} token ${key} and ${'more words '.repeat(40)}`;
    const { out, blocked } = await streamThrough(coalescing([true, true, true, false], 3 * scanner.holdback), [...text]);
    expect(blocked).toBe(true);
    expect(out).not.toContain('sk-AbC');
  });
});

describe('TextGuard and whole-text detectors', () => {
  // A detector that needs the whole text (maxMatchLength Infinity): it rejects a reply whose
  // opening line is repeated at its end. It never runs on stream windows, only in the full check.
  const echo: Detector = {
    meta: { id: 'extraction.test_echo', category: 'extraction', stage: 'fastpath', maxMatchLength: Number.POSITIVE_INFINITY },
    detect(text) {
      const first = text.split('\n')[0] ?? '';
      return first.length > 10 && text.length > first.length * 2 && text.endsWith(first) ? [{ detector: 'extraction.test_echo', category: 'extraction', type: 'test_echo', label: 'echo', start: 0, end: text.length, score: 1 }] : [];
    },
  };
  const p = new Pipeline({ detectors: [emailDetector, echo], decider: new Decider(buildConfig({}).policy) });
  const s = new StreamScanner(p, 0);

  it('sizes the holdback from finite detectors only', () => {
    expect(s.holdback).toBe(emailDetector.meta.maxMatchLength);
  });

  it('releases text mid-stream, then blocks at the end when the whole-text detector rejects', async () => {
    const opening = 'Opening line of the answer';
    const text = `${opening}\n${'body text '.repeat(80)}${opening}`;
    const g = guard('redact', p, s);
    let released = '';
    for (const ch of text) released += (await g.push(ch)).text;
    expect(released.length).toBeGreaterThan(0);
    expect((await g.finish()).blocked).toBe(true);
  });
});

describe('TextGuard model windows', () => {
  const words = 'lorem ipsum dolor sit amet '.repeat(12);

  it('gate mode releases nothing past the last approved window and blocks on a rejected window', async () => {
    const model = markerModel('FORBIDDEN');
    const p = testPipeline({ model });
    const g = guard('redact', p, new StreamScanner(p, 0));
    const text = `${words}FORBIDDEN${words}`;
    const { out, blocked } = await streamThrough(g, split(text, [17, 90, 150, 220, 300]));
    expect(blocked).toBe(true);
    expect(out).not.toContain('FORBIDDEN');
    expect(model.calls).toBeGreaterThan(0);
  });

  it('trail mode releases ahead of the model and cuts the stream once it rejects', async () => {
    const model = markerModel('FORBIDDEN', 5);
    const p = testPipeline({ model });
    const g = guard('redact', p, new StreamScanner(p, 0), 'trail');
    const text = `${words}FORBIDDEN${words}`;
    const { blocked } = await streamThrough(g, [...text]);
    expect(blocked).toBe(true);
  });

  it('hold() leaves every delta to push() while trailing model checks may still reject', async () => {
    const p = testPipeline({ model: markerModel('FORBIDDEN') });
    const g = new TextGuard({ pipeline: p, scanner: new StreamScanner(p, 0), mode: 'redact', context: undefined, modelMode: 'trail', modelWindow: 64, modelOverlap: 16, releaseStep: 1000, coalesceLimit: 4000, queued: () => true });
    expect(g.hold('short')).toBe(false);
    expect(g.text).toBe('');
    const gate = new TextGuard({ pipeline: p, scanner: new StreamScanner(p, 0), mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: 64, modelOverlap: 16, releaseStep: 1000, coalesceLimit: 4000, queued: () => true });
    expect(gate.hold('short')).toBe(true);
    expect(gate.text).toBe('short');
  });

  it('gives the same verdict and text in both modes whichever deltas find more text queued behind them', async () => {
    const piece = fc.oneof(fc.constant(words), filler, email, fc.constant('FORBIDDEN'));
    const doc = fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join(' '));
    await fc.assert(
      fc.asyncProperty(doc, fc.array(fc.nat(), { maxLength: 30 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.constantFrom('gate' as const, 'trail' as const), async (text, cuts, pattern, modelMode) => {
        const p = testPipeline({ model: markerModel('FORBIDDEN') });
        const s = new StreamScanner(p, 4);
        let i = 0;
        const g = new TextGuard({ pipeline: p, scanner: s, mode: 'redact', context: undefined, modelMode, modelWindow: 64, modelOverlap: 16, releaseStep: 1, coalesceLimit: 2 * s.holdback, queued: () => pattern[i++ % pattern.length] === true });
        const { out, blocked } = await streamThrough(g, split(text, cuts));
        expect(blocked).toBe(text.includes('FORBIDDEN'));
        if (!blocked) expect(out).toBe((await p.check({ text, accountId: '_proxy' })).response.redacted_text);
        else if (modelMode === 'gate') expect(out).not.toContain('FORBIDDEN');
      }),
      { numRuns: 150 },
    );
  });

  it('approves clean text in both modes with the same output as the whole-text check', async () => {
    for (const mode of ['gate', 'trail'] as const) {
      const p = testPipeline({ model: markerModel('FORBIDDEN') });
      const g = guard('redact', p, new StreamScanner(p, 4), mode);
      const text = `${words} reach me at x.y@example.net ${words}`;
      const whole = await p.check({ text, accountId: '_proxy' });
      const { out, blocked } = await streamThrough(g, split(text, [5, 70, 71, 200, 333]));
      expect(blocked).toBe(false);
      expect(out).toBe(whole.response.redacted_text);
    }
  });
});
