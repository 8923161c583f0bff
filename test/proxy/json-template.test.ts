import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringValueTemplate } from '../../src/proxy/adapters/json-template.js';

const content = (m: unknown): unknown => (m as { choices?: Array<{ delta?: { content?: unknown } }> })?.choices?.[0]?.delta?.content;

/** A chat chunk in OpenAI's wire shape, optionally with the per-chunk `obfuscation` padding. */
function chunk(text: string, o: { id?: string; obfuscation?: string; spaced?: boolean } = {}): string {
  const obj = { id: o.id ?? 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', system_fingerprint: 'fp', choices: [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }], ...(o.obfuscation !== undefined ? { obfuscation: o.obfuscation } : {}) };
  return JSON.stringify(obj, null, o.spaced ? 1 : undefined);
}

/** The JSON value with every string replaced by '' (the structure a template fixes). */
function shape(v: unknown): unknown {
  if (typeof v === 'string') return '';
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return v;
}

// Any text, JSON's awkward characters included (quotes, backslashes, control characters, U+2028, lone surrogates).
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.stringMatching(/^[a-z "\\\n\t\u0000\u2028é]{0,12}$/));

describe('StringValueTemplate', () => {
  it('reads the text of chunks that differ from the template only in string values, JSON.parse agreeing', () => {
    fc.assert(
      fc.property(text, text, fc.option(text), fc.option(text), fc.boolean(), (a, b, id, obf, spaced) => {
        const t = StringValueTemplate.of(chunk(a, { ...(obf !== null ? { obfuscation: 'x' } : {}), spaced }), a, content);
        expect(t).toBeDefined();
        const d = chunk(b, { ...(id !== null ? { id } : {}), ...(obf !== null ? { obfuscation: obf } : {}), spaced });
        expect(t!.match(d)).toBe(content(JSON.parse(d)));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts nothing JSON.parse would read differently: any edit of a fitting chunk either still fits or is refused', () => {
    const edit = fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ unit: 'binary', maxLength: 3 }));
    fc.assert(
      fc.property(text, text, text, fc.array(edit, { minLength: 1, maxLength: 3 }), (a, b, obf, edits) => {
        const t = StringValueTemplate.of(chunk(a, { obfuscation: 'x' }), a, content)!;
        let d = chunk(b, { obfuscation: obf });
        for (const [at, del, ins] of edits) {
          const i = at % (d.length + 1);
          d = d.slice(0, i) + ins + d.slice(i + del);
        }
        const got = t.match(d);
        if (got === undefined) return;
        const parsed: unknown = JSON.parse(d);
        expect(content(parsed)).toBe(got);
        expect(shape(parsed)).toEqual(shape(JSON.parse(chunk(a, { obfuscation: 'x' }))));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses other shapes: more fields, another choice index, a finish reason, usage, a different key order', () => {
    const t = StringValueTemplate.of(chunk('hi'), 'hi', content)!;
    const base = JSON.parse(chunk('x')) as { choices: Array<Record<string, unknown>> };
    const variants = [
      { ...base, choices: [{ ...base.choices[0], delta: { content: 'x', role: 'assistant' } }] },
      { ...base, choices: [{ ...base.choices[0], index: 1 }] },
      { ...base, choices: [{ ...base.choices[0], finish_reason: 'stop' }] },
      { ...base, usage: { prompt_tokens: 1 } },
      { model: 'gpt-4o-mini', ...base },
      { ...base, choices: [base.choices[0], base.choices[0]] },
    ];
    for (const v of variants) expect(t.match(JSON.stringify(v))).toBeUndefined();
    expect(t.match(`${chunk('x')} `)).toBeUndefined();
    expect(t.match(chunk('x').replace('"x"', '"x\\q"'))).toBeUndefined();
  });

  it('has no template when the text is not where the parsed chunk reads it (a later duplicate key wins)', () => {
    const dup = '{"choices":[{"index":0,"delta":{"content":"a","content":"b"}}]}';
    expect(StringValueTemplate.of(dup, 'a', content)).toBeUndefined();
    const t = StringValueTemplate.of(dup, 'b', content)!;
    expect(t.match('{"choices":[{"index":0,"delta":{"content":"a","content":"z"}}]}')).toBe('z');
  });

  describe('with pinned values and an open number (Responses deltas)', () => {
    const get = (k: string) => (m: unknown): unknown => (m as Record<string, unknown> | null)?.[k];
    const opts = { pinned: [get('type'), get('item_id')], number: get('sequence_number') };
    const delta = (text: string, o: { seq?: string; type?: string; item?: string; obfuscation?: string } = {}) =>
      `{"type":${JSON.stringify(o.type ?? 'response.output_text.delta')},"sequence_number":${o.seq ?? '4'},"item_id":${JSON.stringify(o.item ?? 'msg_1')},"output_index":0,"content_index":0,"delta":${JSON.stringify(text)},"logprobs":[],"obfuscation":${JSON.stringify(o.obfuscation ?? 'x')}}`;
    const num = fc.oneof(fc.nat().map(String), fc.constantFrom('-0', '0.5', '1e3', '12E-1', '-7.25e+2', '4'));

    it('reads text and number as JSON.parse does; a changed pinned value never fits', () => {
      fc.assert(
        fc.property(text, fc.array(fc.tuple(text, num, fc.constantFrom('response.output_text.delta', 'response.refusal.delta'), fc.constantFrom('msg_1', 'msg_2'), text), { minLength: 1, maxLength: 6 }), (a, ds) => {
          const t = StringValueTemplate.of(delta(a), a, get('delta'), opts)!;
          expect(t).toBeDefined();
          for (const [b, seq, type, item, obf] of ds) {
            const d = delta(b, { seq, type, item, obfuscation: obf });
            const got = t.match(d);
            const parsed = JSON.parse(d) as Record<string, unknown>;
            if (type !== 'response.output_text.delta' || item !== 'msg_1') expect(got).toBeUndefined();
            else {
              expect(got).toBe(parsed.delta);
              expect(Object.is(t.number, parsed.sequence_number)).toBe(true);
            }
          }
        }),
        { numRuns: 500 },
      );
    });

    it('accepts nothing JSON.parse would read differently after random edits', () => {
      const edit = fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ unit: 'binary', maxLength: 3 }));
      fc.assert(
        fc.property(text, text, num, fc.array(edit, { minLength: 1, maxLength: 3 }), (a, b, seq, edits) => {
          const t = StringValueTemplate.of(delta(a), a, get('delta'), opts)!;
          let d = delta(b, { seq });
          for (const [at, del, ins] of edits) {
            const i = at % (d.length + 1);
            d = d.slice(0, i) + ins + d.slice(i + del);
          }
          const got = t.match(d);
          if (got === undefined) return;
          const parsed = JSON.parse(d) as Record<string, unknown>;
          expect(parsed.delta).toBe(got);
          expect(parsed.type).toBe('response.output_text.delta');
          expect(parsed.item_id).toBe('msg_1');
          expect(Object.is(t.number, parsed.sequence_number)).toBe(true);
          expect(shape({ ...parsed, sequence_number: 0 })).toEqual(shape({ ...(JSON.parse(delta(a)) as object), sequence_number: 0 }));
        }),
        { numRuns: 2000 },
      );
    });

    it('refuses what is no JSON number in the number\'s place', () => {
      const t = StringValueTemplate.of(delta('a'), 'a', get('delta'), opts)!;
      for (const seq of ['01', '-01', '1.', '.5', '-', '+1', '1e', '1e+', '0x1', 'NaN', '1_0', '"4"', 'null', ' 4', '4 ']) expect(t.match(delta('b', { seq }))).toBeUndefined();
      expect(t.match(delta('b', { seq: '-0.0e-0' }))).toBe('b');
      expect(Object.is(t.number, -0)).toBe(true);
    });

    it('without an open number, a different number does not fit', () => {
      const t = StringValueTemplate.of(delta('a'), 'a', get('delta'), { pinned: opts.pinned })!;
      expect(t.match(delta('b'))).toBe('b');
      expect(t.number).toBeUndefined();
      expect(t.match(delta('b', { seq: '5' }))).toBeUndefined();
    });
  });
});
