import { prefixedDetector } from './prefixed.js';

/** Google Cloud: API keys, OAuth client secrets, access and refresh tokens (service-account JSON keys are private keys). */
export const gcpDetector = prefixedDetector('secrets.gcp', [
  { name: 'api key', type: 'gcp_credential', label: 'Google Cloud credential', pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g, maxMatchLength: 39 },
  { name: 'oauth client secret', type: 'gcp_credential', label: 'Google Cloud credential', pattern: /(?<![A-Za-z0-9_-])GOCSPX-[0-9A-Za-z_-]{28}(?![A-Za-z0-9_-])/g, maxMatchLength: 35 },
  { name: 'oauth access token', type: 'gcp_credential', label: 'Google Cloud credential', pattern: /(?<![A-Za-z0-9_-])ya29\.[0-9A-Za-z_-]{20,400}(?![A-Za-z0-9_-])/g, maxMatchLength: 405 },
  { name: 'refresh token', type: 'gcp_credential', label: 'Google Cloud credential', pattern: /(?<![A-Za-z0-9_-])1\/\/0[0-9A-Za-z_-]{40,200}(?![A-Za-z0-9_-])/g, maxMatchLength: 204 },
]);
