import { regexDetector } from '../regex.js';
import { isPlaceholder } from './entropy.js';

// Recognition reach: the token is judged on its first HEAD characters only, so a streamed header
// is recognised (and reported up to the cut) as soon as they have arrived, whatever follows.
const HEAD = 512;

/** Credentials in HTTP Authorization headers (Basic user:password, Bearer tokens). */
export const authHeaderDetector = regexDetector({
  id: 'secrets.auth_header',
  category: 'secret',
  type: 'auth_header',
  label: 'authorization header credential',
  patterns: [/\b(?:Basic|Bearer|bearer|Token|SSWS):?\s{1,3}([A-Za-z0-9._~+/-]{12,2000}={0,2})(?![A-Za-z0-9._~+/=-])/g],
  group: 1,
  requires: ['basic', 'bearer', 'token', 'ssws'],
  invalidate: (v) => {
    const head = v.slice(0, HEAD);
    return isPlaceholder(head) || !/\d/.test(head);
  },
  score: 0.9,
  maxMatchLength: HEAD,
});
