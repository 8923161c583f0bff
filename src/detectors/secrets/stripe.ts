import { prefixedDetector } from './prefixed.js';

/** Stripe secret and restricted keys (publishable `pk_` keys are public by design). */
export const stripeDetector = prefixedDetector('secrets.stripe', [
  { name: 'secret key', type: 'stripe_key', label: 'Stripe secret key', pattern: /(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,247}(?![A-Za-z0-9_-])/g, needs: ['sk_', 'rk_'], maxMatchLength: 255 },
  { name: 'webhook secret', type: 'stripe_key', label: 'Stripe secret key', pattern: /(?<![A-Za-z0-9_])whsec_[A-Za-z0-9]{32,64}(?![A-Za-z0-9_-])/g, maxMatchLength: 70 },
]);
