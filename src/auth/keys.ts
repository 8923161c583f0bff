import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `sk_` + 43 base64url characters (32 random bytes). Fixed length, so the match is linear. */
export const KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;

/** Mints a new API key from 32 bytes of a cryptographic random source. */
export function mintKey(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

/** The only form in which a key is stored: SHA-256, hex. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
