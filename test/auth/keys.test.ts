import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, hashKey, hashesEqual, mintKey } from '../../src/auth/keys.js';

describe('API keys', () => {
  it('are sk_ plus 43 base64url characters carrying 32 random bytes', () => {
    const keys = new Set(Array.from({ length: 200 }, mintKey));
    expect(keys.size).toBe(200);
    for (const k of keys) {
      expect(k).toMatch(KEY_PATTERN);
      expect(Buffer.from(k.slice(3), 'base64url')).toHaveLength(32);
    }
  });

  it('hash to SHA-256 hex and compare only equal digests as equal', () => {
    const k = mintKey();
    expect(hashKey(k)).toBe(createHash('sha256').update(k).digest('hex'));
    expect(hashesEqual(hashKey(k), hashKey(k))).toBe(true);
    expect(hashesEqual(hashKey(k), hashKey(mintKey()))).toBe(false);
    expect(hashesEqual(hashKey(k), '')).toBe(false);
  });

  it('the format check is linear: a long near-miss is rejected at once', () => {
    expect(KEY_PATTERN.test(`sk_${'a'.repeat(100_000)}`)).toBe(false);
  });
});
