import { regexDetector } from '../regex.js';

// The 3 or 4 digits printed on a payment card (CVV, CVC, CID), only right after their label
// ("cvv 123", "CVC: 0412", "security code 123"). Alone three digits are anything.
const CODE = /\b(?:cvv2?|cvc2?|cid|csc|card verification (?:code|value|number)|(?:card )?security code)\s{0,3}(?:is\s{1,3}|no\.?\s{0,3}|number\s{1,3})?[:#=]?\s{0,3}(\d{3,4})(?![\d-])/gi;

/** Card security codes (CVV/CVC) after their label. */
export const cardSecurityCodeDetector = regexDetector({
  id: 'pii.card_security_code',
  category: 'pii',
  type: 'card_security_code',
  label: 'card security code',
  patterns: [CODE],
  group: 1,
  score: 0.85,
  maxMatchLength: 50,
});
