import { allSameDigits, luhn, regexDetector } from '../regex.js';

// 12-19 digits, optionally grouped by single spaces or dashes. Each repetition consumes a digit,
// so there is exactly one way to match a given run (linear time).
const CARD = /(?<![\w.,/-])\d(?:[ -]?\d){11,18}(?![\d]|[.,/-]\d)/g;

interface Issuer {
  prefixes: ReadonlyArray<readonly [number, number]>;
  lengths: readonly number[];
}

// Issuer identification ranges (first digits) and the card lengths each scheme issues.
const ISSUERS: readonly Issuer[] = [
  { prefixes: [[4, 4]], lengths: [13, 16, 19] }, // Visa
  { prefixes: [[51, 55], [2221, 2720]], lengths: [16] }, // Mastercard
  { prefixes: [[34, 34], [37, 37]], lengths: [15] }, // American Express
  { prefixes: [[6011, 6011], [644, 649], [65, 65]], lengths: [16, 17, 18, 19] }, // Discover
  { prefixes: [[3500, 3599]], lengths: [16, 17, 18, 19] }, // JCB (3528-3589 issued; test generators use all of 35xx)
  { prefixes: [[1800, 1800], [2131, 2131]], lengths: [15] }, // JCB (legacy)
  { prefixes: [[300, 305], [36, 36], [38, 39]], lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  { prefixes: [[50, 50], [56, 69]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] }, // Maestro
  { prefixes: [[62, 62]], lengths: [16, 17, 18, 19] }, // UnionPay
  { prefixes: [[2200, 2204]], lengths: [16, 17, 18, 19] }, // Mir
];

function issued(digits: string): boolean {
  for (const issuer of ISSUERS) {
    if (!issuer.lengths.includes(digits.length)) continue;
    for (const [lo, hi] of issuer.prefixes) {
      const p = Number(digits.slice(0, String(lo).length));
      if (p >= lo && p <= hi) return true;
    }
  }
  return false;
}

/** Mixed separators ("1234 5678-9012") are not how anyone writes a card number. */
function consistentSeparators(value: string): boolean {
  return !(value.includes(' ') && value.includes('-'));
}

/** True for a digit string that is a plausible card number (issuer range, length, Luhn). */
export function isCardNumber(digits: string): boolean {
  return digits.length >= 12 && digits.length <= 19 && issued(digits) && luhn(digits) && !allSameDigits(digits);
}

/** Payment card numbers: Luhn checksum plus a known issuer range and length. */
export const creditCardDetector = regexDetector({
  id: 'pii.credit_card',
  category: 'pii',
  type: 'credit_card',
  label: 'credit card number',
  patterns: [CARD],
  invalidate: allSameDigits,
  validate: (v) => {
    const digits = v.replace(/\D/g, '');
    return consistentSeparators(v) && luhn(digits) && issued(digits);
  },
  context: { words: ['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'cc', 'payment', 'pay'], boost: 0.05 },
  score: 0.9,
  maxMatchLength: 19 + 18,
});
