import { regexDetector } from '../regex.js';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\\.?';
// Numeric (12/31/1980, 1980-12-31, 31.12.1980) and written (March 3, 1980; 3 March 1980) dates,
// matched on the lower-cased view.
const DATES = [
  /(?<![\d./-])(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{1,2}-\d{1,2})(?![\d/-]|\.\d)/g,
  new RegExp(`(?<![a-z])${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}(?!\\d)`, 'g'),
  new RegExp(`(?<![\\d])\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH},? \\d{4}(?!\\d)`, 'g'),
];

/** Dates only count as dates of birth next to words that say so. */
export const dateOfBirthDetector = regexDetector({
  id: 'pii.date_of_birth',
  category: 'pii',
  type: 'date_of_birth',
  label: 'date of birth',
  patterns: DATES,
  view: 'lower',
  context: { words: ['born', 'birth', 'birthday', 'dob', 'd.o.b', 'd.o.b.', 'birthdate', 'date of birth', 'bday'], window: 30, required: true },
  score: 0.75,
  maxMatchLength: 32,
});
