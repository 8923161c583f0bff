import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { regexDetector } from '../regex.js';

// Country code, check digits, then the BBAN in groups of four (spaces optional), 15-34 chars.
const IBAN = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,7}(?: ?[A-Za-z0-9]{1,3})?(?![A-Za-z0-9])/g;

/** IBANs whose mod-97 checksum and per-country format (ibantools) hold. */
export const ibanDetector = regexDetector({
  id: 'pii.iban',
  category: 'pii',
  type: 'iban',
  label: 'IBAN',
  patterns: [IBAN],
  validate: (v) => isValidIBAN(electronicFormatIBAN(v.toUpperCase()) ?? ''),
  score: 0.95,
  maxMatchLength: 34 + 8,
});
