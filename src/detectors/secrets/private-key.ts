import { regexDetector } from '../regex.js';

const BODY = '[A-Za-z0-9+\\/=\\s:,-]';
const LABEL = '(?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?';

/**
 * PEM/OpenSSH/PGP private key blocks (also base64-wrapped, as in Kubernetes secrets) and age
 * secret keys. Runs only when one of the literal markers occurs.
 *
 * A PEM block whose END line has not arrived (a stream cut mid-key, a truncated paste) is
 * still a key: it is reported from the header to the end of the body so far. So the header
 * alone is enough to recognise one, and the stream guard needs no 8k-character holdback.
 */
export const privateKeyDetector = regexDetector({
  id: 'secrets.private_key',
  category: 'secret',
  type: 'private_key',
  label: 'private key',
  patterns: [
    // Lazy up to the END line; without one, greedy over the body characters.
    new RegExp(`-----BEGIN ${LABEL}-----(?:${BODY}{0,8000}?-----END ${LABEL}-----|${BODY}{0,8000})`, 'g'),
    /LS0tLS1CRUdJTi[A-Za-z0-9+\/]{0,40}(?:UFJJVkFURSBLRVkt|BSSVZBVEUgS0VZL|QUklWQVRFIEtFWS0)[A-Za-z0-9+\/=]{0,8000}/g,
    /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/g,
  ],
  requires: ['private key', 'ls0tls1crudjti', 'age-secret-key-1'],
  score: 0.98,
  // Recognition reach: the longest header (~72 characters), the base64-wrapped header (70) or an
  // age key (74); the span then runs on over the body.
  maxMatchLength: 100,
});
