import { prefixedDetector } from './prefixed.js';

/** JSON Web Tokens: base64url header and payload that both decode to JSON objects ("eyJ" = '{"'). */
export const jwtDetector = prefixedDetector('secrets.jwt', [
  { name: 'jwt', type: 'jwt', label: 'JSON web token', pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{0,1000}(?![A-Za-z0-9_-])/g, maxMatchLength: 7010 },
]);
