import { regexDetector } from '../regex.js';

const STREET_TYPES =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|square|sq|trail|trl|crescent|close|grove|gardens|row|mews|hill|walk|plaza|alley|loop|run|pike|path|point|ridge|view|ville|crossing|park|heights|center|centre';
// US-style street line: number, 1-4 capitalised words, a street type, optional unit, optional
// ", City, ST 12345". Every word needs a following space, so each repetition is unambiguous.
const US_STREET = new RegExp(
  `(?<![\\w-])\\d{1,6}[A-Za-z]? (?:[A-Z][A-Za-z'.-]{0,20} ){1,4}(?:${STREET_TYPES.split('|').map((t) => t[0]!.toUpperCase() + t.slice(1)).join('|')})\\.?(?:,? (?:Apt|Apartment|Suite|Ste|Unit|#)\\.? ?[A-Za-z0-9-]{1,6})?(?:,? [A-Z][A-Za-z.]{1,20}(?: [A-Z][A-Za-z.]{1,20}){0,2},? [A-Z]{2}\\.? \\d{5}(?:-\\d{4})?)?(?![\\w])`,
  'g',
);
// UK postcode (SW1A 1AA, M1 1AE, B33 8TH).
const UK_POSTCODE = /(?<![A-Za-z0-9])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])/g;
// PO boxes.
const PO_BOX = /(?<![\w])(?:P\.? ?O\.?|Post Office) Box \d{1,6}(?!\d)/gi;

/** Postal addresses: US street lines, UK postcodes, PO boxes. */
export const addressDetector = regexDetector({
  id: 'pii.address',
  category: 'pii',
  type: 'address',
  label: 'postal address',
  patterns: [US_STREET, UK_POSTCODE, PO_BOX],
  // Every form has a digit.
  requires: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  score: 0.7,
  context: { words: ['address', 'live', 'lives', 'living', 'located', 'ship', 'deliver', 'mail', 'home', 'at', 'moved'], boost: 0.15 },
  maxMatchLength: 160,
});
