import { regexDetector } from '../regex.js';
import { isPlaceholder } from './entropy.js';

/** Credentials in HTTP Authorization headers (Basic user:password, Bearer tokens). */
export const authHeaderDetector = regexDetector({
  id: 'secrets.auth_header',
  category: 'secret',
  type: 'auth_header',
  label: 'authorization header credential',
  patterns: [/\b(?:Basic|Bearer|bearer|Token|SSWS):?\s{1,3}([A-Za-z0-9._~+/-]{12,2000}={0,2})(?![A-Za-z0-9._~+/=-])/g],
  group: 1,
  requires: ['basic', 'bearer', 'token', 'ssws'],
  invalidate: (v) => isPlaceholder(v) || !/\d/.test(v),
  score: 0.9,
  maxMatchLength: 2010,
});
