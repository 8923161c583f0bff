import { regexDetector } from '../regex.js';

// 6-9 letters/digits with at least one digit; only next to the word passport.
const PASSPORT = /(?<![A-Za-z0-9])(?=[A-Z0-9]{0,8}\d)[A-Z0-9]{6,9}(?![A-Za-z0-9])/g;

/** Passport numbers, reported only in context (alone they look like any other ID). */
export const passportDetector = regexDetector({
  id: 'pii.passport',
  category: 'pii',
  type: 'passport',
  label: 'passport number',
  patterns: [PASSPORT],
  context: { words: ['passport', 'passport no', 'passport number', 'passport#', 'travel document'], window: 35, required: true },
  score: 0.8,
  maxMatchLength: 9,
});
