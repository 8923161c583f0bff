import { regexDetector } from '../regex.js';

// The lookbehind pins a match to the start of a local part, so a long run of word characters
// without an `@` costs one bounded attempt, not one per position. Not followed by ":path":
// "git@github.com:org/repo.git" and "root@host:~" are scp/SSH targets, not mailboxes.
const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9_%+-][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-]|:[\w~/])/g;
// systemd template instances ("pg_basebackup@15-main.service", "getty@tty1.service") end in a
// unit type, which is no top-level domain.
const UNIT_TYPE = /\.(?:service|socket|timer|target|mount|automount|path|slice|scope|swap|device)$/i;

/** E-mail addresses (RFC 5321 sizes: 64-char local part, 255-char domain). */
export const emailDetector = regexDetector({
  id: 'pii.email',
  category: 'pii',
  type: 'email',
  label: 'email address',
  patterns: [EMAIL],
  requires: ['@'],
  invalidate: (v) => UNIT_TYPE.test(v),
  score: 0.95,
  maxMatchLength: 64 + 1 + 255,
});
