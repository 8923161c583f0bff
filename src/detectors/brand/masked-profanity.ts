import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

// Written for this project. Profanity written with its middle starred out ("f**k you", "go f***
// yourself", "what the s**t", "a**hole"): obscenity's transformers read one stand-in per letter
// ("sh1t", "b!tch"), not a run of asterisks. The first letter and the length still say the word,
// and the reader reads it. Not "a**2" or "x**y" (exponents in code): a digit, another star or a
// letter run glued on ends it, and the c-word's starred form is left out ("c**t" is c to the t).
const S = '[*#@$_]';
const MASKED = [
  `f${S}{2}k(?:ing|ed|er|ers|s|in'?)?`,
  `f${S}{3,4}(?:ing|ed|er|ers|in'?)?`,
  `fu${S}{2}(?:ing|ed|er|ers|in'?)?`,
  `f${S}ck(?:ing|ed|er|ers|s|in'?)?`,
  `s${S}{2}t(?:ty|s)?`,
  `sh${S}t(?:ty|s)?`,
  `b${S}{3}h(?:es|y)?`,
  `b${S}{2}ch(?:es|y)?`,
  `bi${S}{2}h(?:es|y)?`,
  `a${S}{2}hole(?:s)?`,
  `a${S}{3,6}(?=\\s)`,
  `d${S}{2}k(?:head|s)?`,
  `p${S}{3}y`,
  `pu${S}{2}y`,
  `n${S}{4}r(?:s)?`,
  `n${S}{3}a(?:s|z)?`,
  `mother ?f${S}{3,6}(?:er|ers|ing|in'?)`,
  `motherf${S}{3,5}(?:er|ers|ing)`,
  `wh${S}re(?:s)?`,
  `sl${S}t(?:s)?`,
  // Session 32: slurs with one letter starred ("k*ke", "sp*z", "f*ggot", "tr*nny", "ch*nk").
  `k${S}ke(?:s)?`,
  `sp${S}z(?:zy|zes)?`,
  `sp${S}stic`,
  `f${S}gg(?:ot|ots|y)`,
  `f${S}got(?:s)?`,
  `fa${S}{1,2}ot(?:s)?`,
  `tr${S}nn(?:y|ies)`,
  `ch${S}nk(?:s)?`,
  `r${S}tard(?:s|ed)?`,
  `ret${S}rd(?:s|ed)?`,
  `d${S}ke(?:s)?`,
  `w${S}tback(?:s)?`,
];
// Spelled without vowels or with a letter swapped, the way people dodge filters: "fckrs", "sh1t" is
// obscenity's, "shlt" (l for i), "s.o.b", "shut the f up" (not "MFR", a manufacturer's part number).
const DODGED = [
  'fck(?:s|ing|in|ed|er|ers|rs)?',
  'fkn',
  'fckn',
  'shlt(?:ty|s)?',
  's\\.o\\.b\\.?',
  'mofos?',
  'shut the f(?:k|ck|\\*+)? up',
  'piece of (?:chit|shlt|sh1t|sht|\u{1F4A9})',
  'douch(?:e)? ?bags?',
];
const PATTERN = new RegExp(`(?<![\\w*#@$])(?:${MASKED.join('|')})(?![\\w*#@$]|\\s{0,2}\\d)`, 'gi');
const DODGED_PATTERN = new RegExp(`(?<![\\w*#@$.])(?:${DODGED.join('|')})(?![\\w*#@$])`, 'giu');

/** Profanity with its middle starred out ("f**k", "s**t", "a**hole"). */
export const maskedProfanityDetector = gated(
  ['**', '*#', '#*', '@@', '$$', '##', 'f*', 'f#', 'f@', 's*', 'sh*', 'b*', 'bi*', 'a*', 'd*', 'p*', 'pu*', 'n*', 'wh*', 'sl*', 'fu*', 'k*', 'sp*', 'fa*', 'tr*', 'ch*', 'r*', 'ret*', 'w*', 'k#', 'k@', 'f@g', 'fck', 'fkn', 'shlt', 's.o.b', 'mofo', 'shut the f', 'piece of', 'douch'],
  regexDetector({
    id: 'brand.masked_profanity',
    category: 'brand',
    type: 'profanity',
    label: 'profanity',
    patterns: [PATTERN, DODGED_PATTERN],
    score: 0.8,
    maxMatchLength: 24,
  }),
);
