import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact, type RedactionSpan } from '../../src/pipeline/redact.js';

describe('redact', () => {
  // Cases written for this project from the redaction rules in issue 3.
  it.each<[string, string, RedactionSpan[], string]>([
    ['nothing to mask returns the input', 'hello', [], 'hello'],
    ['full mask', 'mail a@b.co now', [{ start: 5, end: 11, style: 'full' }], 'mail ****** now'],
    ['last4 keeps the card tail', 'card 4111 1111 1111 1234', [{ start: 5, end: 24, style: 'last4' }], 'card ***************1234'],
    ['type style', 'ssn 123-45-6789', [{ start: 4, end: 15, style: 'type', type: 'ssn' }], 'ssn [SSN]'],
    ['overlapping spans merge', 'abcdefghij', [{ start: 1, end: 5, style: 'full' }, { start: 3, end: 8, style: 'full' }], 'a*******ij'],
    ['mixed styles merge to full', 'abcdefghij', [{ start: 1, end: 5, style: 'last4' }, { start: 4, end: 8, style: 'type', type: 'x' }], 'a*******ij'],
    ['out-of-range spans are clamped', 'abc', [{ start: -3, end: 99, style: 'full' }], '***'],
  ])('%s', (_why, text, spans, expected) => {
    expect(redact(text, spans)).toBe(expected);
  });

  it('never leaves a character of a masked span and keeps everything else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 5 }), (raw, pairs) => {
        const text = raw.replace(/\*/g, '.');
        const spans = pairs.map(([a, b]) => {
          const s = a % text.length;
          return { start: s, end: s + 1 + (b % (text.length - s)), style: 'full' as const };
        });
        const out = redact(text, spans);
        const covered = new Array<boolean>(text.length).fill(false);
        for (const s of spans) for (let i = s.start; i < s.end; i++) covered[i] = true;
        // Rebuild the expected text: runs of covered units become one '*' per code point.
        let expected = '';
        let i = 0;
        while (i < text.length) {
          if (!covered[i]) {
            expected += text[i];
            i++;
            continue;
          }
          let j = i;
          while (j < text.length && covered[j]) j++;
          expected += '*'.repeat(Math.max(1, [...text.slice(i, j)].length));
          i = j;
        }
        expect(out).toBe(expected);
      }),
    );
  });
});
