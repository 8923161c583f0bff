import { prefixedDetector } from './prefixed.js';

/**
 * JSON Web Tokens: base64url header and payload that both decode to JSON objects ("eyJ" = '{"').
 * The signature is optional: header.payload alone (a stream cut before the signature, an
 * unsigned token) already carries the claims. So `eyJ<header>.eyJ` plus a few payload characters
 * recognise a token, and the span runs on to the end of the token.
 *
 * No digit is required: the two-JSON-segment shape is specific enough, and a token prefix must
 * be recognised whenever the whole token is.
 */
export const jwtDetector = prefixedDetector(
  'secrets.jwt',
  [
    {
      name: 'jwt',
      type: 'jwt',
      label: 'JSON web token',
      pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,500}\.eyJ[A-Za-z0-9_-]{8,4000}(?:\.[A-Za-z0-9_-]{0,1000})?(?![A-Za-z0-9_-])/g,
      // Recognition reach: "eyJ" + a header of up to 500 + ".eyJ" + 8 payload characters.
      maxMatchLength: 520,
    },
  ],
  false,
);
