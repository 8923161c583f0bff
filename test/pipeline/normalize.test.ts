import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { createPiiDetectors } from '../../src/detectors/pii/index.js';
import { createSecretsDetectors } from '../../src/detectors/secrets/index.js';
import { Decider } from '../../src/pipeline/decide.js';
import { normalize } from '../../src/pipeline/normalize.js';
import { Pipeline } from '../../src/pipeline/pipeline.js';

const cfg = buildConfig({});
const pipeline = new Pipeline({ detectors: [...createPiiDetectors(cfg), ...createSecretsDetectors(cfg)], decider: new Decider(cfg.policy) });
const check = (text: string) => pipeline.decider.decide(text, pipeline.scanFast(text));

const ZW = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202e', '\u2066', '\u00ad'];

describe('normalize', () => {
  // Cases written for this project from the Unicode features the normalizer must undo.
  it.each([
    ['zero-width and bidi controls removed', 'a\u200bb\u202ec\u2066d', 'abcd'],
    ['NFKC folds fullwidth and ligatures', 'ＡＢＣ ﬁle', 'ABC file'],
    ['Cyrillic look-alikes folded to Latin', 'pаypаl', 'paypal'],
    ['Greek look-alikes folded to Latin', 'ΑΡΙ', 'API'],
    ['plain ASCII untouched', 'hello world', 'hello world'],
  ])('%s', (_why, input, expected) => {
    expect(normalize(input).text).toBe(expected);
  });

  it('maps a span ending inside an NFKC expansion to the whole original character', () => {
    const n = normalize('x ﬁ y');
    const i = n.text.indexOf('f');
    expect(n.spanToOriginal(i, i + 1)).toEqual({ start: 2, end: 3 });
  });

  it('lower has the same length as text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
        const n = normalize(s);
        expect(n.lower.length).toBe(n.text.length);
      }),
    );
  });

  it('every span maps to valid, ordered original offsets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.nat(), fc.nat(), (s, a, b) => {
        const n = normalize(s);
        if (n.text.length === 0) return;
        const start = a % n.text.length;
        const end = start + 1 + (b % (n.text.length - start));
        const span = n.spanToOriginal(start, end);
        expect(span.start).toBeGreaterThanOrEqual(0);
        expect(span.end).toBeLessThanOrEqual(s.length);
        expect(span.end).toBeGreaterThan(span.start);
      }),
    );
  });

  it('every finding on noisy text has valid original offsets', () => {
    const piece = fc.oneof(
      fc.constantFrom('jane.doe@example.org', '+44 20 7946 0958', '4111 1111 1111 1111', 'GB82 WEST 1234 5698 7654 32', '192.168.10.20'),
      fc.constantFrom(...ZW, 'ｆｕｌｌ', 'ﬁ', 'а', ' ', '\n', 'My name is ', 'password = "'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        for (const f of pipeline.scanFast(text)) {
          expect(f.start).toBeGreaterThanOrEqual(0);
          expect(f.end).toBeLessThanOrEqual(text.length);
          expect(f.end).toBeGreaterThan(f.start);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds an email split by zero-width characters and masks all of it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ZW.slice(0, 5)), { minLength: 1, maxLength: 4 }), fc.nat(), (zws, at) => {
        const email = 'jane.doe@example.org';
        const cut = 1 + (at % (email.length - 1));
        const hidden = email.slice(0, cut) + zws.join('') + email.slice(cut);
        const text = `write to ${hidden} today`;
        const r = check(text);
        expect(r.flags).toContain('PII: email address');
        const masked = r.redacted_text;
        expect(masked.startsWith('write to ')).toBe(true);
        expect(masked.endsWith(' today')).toBe(true);
        expect(masked).not.toMatch(/[a-z]@|@[a-z]|example|jane/);
      }),
    );
  });
});

// normalize() copies runs of characters that map to themselves and caches per-code-point work.
// Whatever the text, the result must be that of the plain definition: each code point mapped on
// its own (invisible ones dropped), then lower-cased unit by unit.
describe('normalize equals its per-code-point definition', () => {
  const invisible = (cp: number) =>
    cp === 0xad || cp === 0x34f || cp === 0x61c || cp === 0x180e || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) || cp === 0xfeff || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0000 && cp <= 0xe007f);
  function reference(s: string): { text: string; lower: string; starts: number[] } {
    let text = '';
    let lower = '';
    const starts: number[] = [];
    for (let i = 0; i < s.length; ) {
      const cp = s.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      if (!invisible(cp)) {
        const ch = s.slice(i, i + width);
        // A character's own mapping (NFKC or look-alike) is what it normalizes to alone: the
        // property is that a text maps to the concatenation of its characters' mappings.
        const n = cp < 0x80 ? ch : normalize(ch).text || ch;
        for (const unit of n.split('')) {
          text += unit;
          const l = unit.toLowerCase();
          lower += l.length === 1 ? l : unit;
          starts.push(i);
        }
      }
      i += width;
    }
    return { text, lower, starts };
  }
  const char = fc.oneof(
    fc.constantFrom('A', 'z', ' ', '\n', 'É', 'é', 'İ', 'ß', 'Σ', 'ς', 'ǅ', 'ﬁ', 'Ⅻ', 'Ｋ', 'K', 'а', 'Р', '\u0303', '\u0345', '中', 'ｶ', '\u200b', '\ufeff', '\ud800', '\udc00', '😀', '\u{1D400}', '\u{E0041}'),
    fc.integer({ min: 0x80, max: 0x2fff }).map((cp) => String.fromCharCode(cp)),
  );
  it('text, lower and offsets', () => {
    fc.assert(
      fc.property(fc.array(char, { maxLength: 30 }), (parts) => {
        const s = parts.join('');
        const n = normalize(s);
        const r = reference(s);
        expect(n.text).toBe(r.text);
        expect(n.lower).toBe(r.lower);
        expect(r.starts.map((_, k) => n.toOriginal(k))).toEqual(r.starts.map((st, k) => (k === 0 ? 0 : st)));
      }),
      { numRuns: 3000 },
    );
  });
});
