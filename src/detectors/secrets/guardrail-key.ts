import { prefixedDetector } from './prefixed.js';

/** Our own API keys: `sk_` + 43 base64url characters (spec section 5). */
export const guardrailKeyDetector = prefixedDetector('secrets.guardrail_key', [
  { name: 'api key', type: 'guardrail_key', label: 'guardrail API key', pattern: /(?<![A-Za-z0-9_-])sk_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, maxMatchLength: 46 },
]);
