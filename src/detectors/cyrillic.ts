import { normalize } from '../pipeline/normalize.js';

// The normalizer folds Cyrillic letters that look Latin into Latin ones, and an upper-case letter
// may fold where its lower-case form does not ("Как" is scanned as "kaк", "как" as "кaк"), so
// each letter of a Russian word accepts every form the scanned text can spell it in.
const letter = (c: string): string => {
  const forms = [...new Set([normalize(c).lower, normalize(c.toUpperCase()).lower])];
  return forms.length === 1 ? forms[0]! : `[${forms.join('')}]`;
};

/** A regex alternation of Russian words that matches them in the normalized lower-case view. */
export const ru = (words: readonly string[]): string => `(?:${words.map((w) => [...w].map(letter).join('')).join('|')})`;
