import { regexDetector } from '../regex.js';

/**
 * PEM/OpenSSH/PGP private key blocks (also base64-wrapped, as in Kubernetes secrets) and age
 * secret keys. Runs only when one of the literal markers occurs.
 */
export const privateKeyDetector = regexDetector({
  id: 'secrets.private_key',
  category: 'secret',
  type: 'private_key',
  label: 'private key',
  patterns: [
    /-----BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+\/=\s:,-]{0,8000}?-----END (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----)?/g,
    /LS0tLS1CRUdJTi[A-Za-z0-9+\/]{0,40}(?:UFJJVkFURSBLRVkt|BSSVZBVEUgS0VZL|QUklWQVRFIEtFWS0)[A-Za-z0-9+\/=]{0,8000}/g,
    /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/g,
  ],
  requires: ['private key', 'ls0tls1crudjti', 'age-secret-key-1'],
  score: 0.98,
  maxMatchLength: 8100,
});
