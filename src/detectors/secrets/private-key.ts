import { prefixedDetector } from './prefixed.js';

/** PEM/OpenSSH/PGP private key blocks (also base64-wrapped, as in k8s secrets), age secret keys. */
export const privateKeyDetector = prefixedDetector('secrets.private_key', [
  { name: 'pem', type: 'private_key', label: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+\/=\s:,-]{0,8000}?-----END (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----)?/g, maxMatchLength: 8100 },
  { name: 'pem in base64', type: 'private_key', label: 'private key', pattern: /LS0tLS1CRUdJTi[A-Za-z0-9+\/]{0,40}(?:UFJJVkFURSBLRVkt|BSSVZBVEUgS0VZL|QUklWQVRFIEtFWS0)[A-Za-z0-9+\/=]{0,8000}/g, maxMatchLength: 8100 },
  { name: 'age', type: 'private_key', label: 'private key', pattern: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/g, maxMatchLength: 74 },
], false);
