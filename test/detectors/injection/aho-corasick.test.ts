import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AhoCorasick, type TextShape } from '../../../src/detectors/injection/aho-corasick.js';

// The shared prefilter must never miss an anchor: if it did, a detector would silently skip a
// text it should have scanned. Compared against String.prototype.includes on random inputs.
describe('AhoCorasick prefilter', () => {
  const alphabet = fc.constantFrom('a', 'b', 'c', ' ', "'", '-', 'é', 'x');
  const word = fc.array(fc.constantFrom('a', 'b', 'c', ' ', "'", '-'), { minLength: 1, maxLength: 6 }).map((a) => a.join(''));
  const text = fc.array(alphabet, { maxLength: 80 }).map((a) => a.join(''));

  it('finds exactly the patterns that occur (overlapping, nested, repeated)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 12 }), text, (patterns, t) => {
        const ac = new AhoCorasick(patterns);
        const hits = new Uint8Array(patterns.length);
        ac.scan(t, hits);
        expect(patterns.map((_, i) => hits[i] === 1)).toEqual(patterns.map((p) => t.includes(p)));
      }),
      { numRuns: 500 },
    );
  });

  it('reports every occurrence with its end offset', () => {
    const ac = new AhoCorasick(['he', 'she', 'his', 'hers']);
    const seen: Array<[number, number]> = [];
    ac.forEach('ushers', (end, id) => seen.push([end, id]));
    expect(seen.sort()).toEqual([
      [4, 0],
      [4, 1],
      [6, 3],
    ]);
  });

  it.each([
    // own: the facts other prefilters read from the same pass
    ['plain words only', { wide: false, symbolic: false, spaced: false }],
    ['what a load of sh1t', { symbolic: true }],
    ['f**k that', { symbolic: true }],
    ['such a p u s s y', { spaced: true }],
    ['f.u.c.k', { spaced: true }],
    ['an apple a day', { spaced: false }],
    ['naïve café', { wide: true }],
  ])('shape of %j', (text, expected) => {
    const shape: TextShape = { wide: false, b64Run: 0, hexRun: 0, symbolic: false, spaced: false };
    new AhoCorasick(['zz']).scan(text, new Uint8Array(1), undefined, shape);
    expect(shape).toMatchObject(expected);
  });

  it('measures base64 and hex runs', () => {
    const shape: TextShape = { wide: false, b64Run: 0, hexRun: 0, symbolic: false, spaced: false };
    new AhoCorasick(['zz']).scan('id deadbeef00 and c2vjcmv0+/x end', new Uint8Array(1), undefined, shape);
    expect(shape).toMatchObject({ hexRun: 10, b64Run: 11 });
  });

  it('rejects non-ASCII patterns (the gate checks those separately)', () => {
    expect(() => new AhoCorasick(['naïve'])).toThrow(/ASCII/);
  });
});
