import { regexDetector } from '../regex.js';

/** Unix crypt / bcrypt / argon2 password hashes and Kerberos AS-REP / TGS hashes (crackable offline). */
export const passwordHashDetector = regexDetector({
  id: 'secrets.password_hash',
  category: 'secret',
  type: 'password_hash',
  label: 'password hash',
  patterns: [/(?<![\w$])\$(?:1|2[abxy]?|5|6|7|8|9|apr1|y|gy|sha1|md5|argon2(?:id|i|d)|krb5(?:asrep|tgs)|pbkdf2(?:-sha\d{3})?)\$[A-Za-z0-9./$=,+*:@-]{16,400}/g],
  requires: ['$'],
  score: 0.85,
  maxMatchLength: 420,
});
