import fc from 'fast-check';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { cacheTransformers } from '../../../src/detectors/brand/transform-cache.js';

// The profanity detector's matcher transforms text through cached chains instead of obscenity's
// per-character iterator. Whatever the text, it must report exactly what obscenity reports.
describe('obscenity matcher with cached transformer chains', () => {
  const built = englishDataset.build();
  const plain = new RegExpMatcher({ ...built, ...englishRecommendedTransformers });
  const cached = cacheTransformers(
    new RegExpMatcher({ ...built, ...englishRecommendedTransformers }),
    englishRecommendedTransformers.blacklistMatcherTransformers ?? [],
    englishRecommendedTransformers.whitelistMatcherTransformers ?? [],
  );

  // Pieces that exercise every transformer: leetspeak, confusables, case, repeated letters,
  // whitelisted words, surrogate pairs (whole and broken) and characters the chain drops.
  const piece = fc.constantFrom(
    'f', 'u', 'c', 'k', 's', 'h', 'i', 't', 'a', 'b', 'o', 'e', 'l', 'g', 'n', ' ', '  ', '1', '3', '4', '0', '$', '@', '!', '*', '.', '-',
    'F', 'U', 'C', 'K', 'Ѕ', 'ｓ', '🅰', '\ud83c', '\udd70', 'ß', '😀', 'é', 'shit', 'fuuuck', 'b1tch', 'p3nis', 'pen is', 'assassin', 'about', 'analysis', 'Scunthorpe',
  );

  it('finds the same matches at the same offsets as the unmodified matcher', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(cached.getAllMatches(text, true)).toEqual(plain.getAllMatches(text, true));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the same matches on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(cached.getAllMatches(text, true)).toEqual(plain.getAllMatches(text, true));
      }),
      { numRuns: 1000 },
    );
  });

  it('still finds profanity at its original offsets', () => {
    const text = 'well, what the f u u u c k is this sh1t';
    const matches = cached.getAllMatches(text, true);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches).toEqual(plain.getAllMatches(text, true));
  });
});
