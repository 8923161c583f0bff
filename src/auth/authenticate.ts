import type { Account, ApiKeyInfo, Store } from '../store/types.js';
import { KEY_PATTERN, hashKey, hashesEqual } from './keys.js';

export type AuthResult =
  | { kind: 'ok'; account: Account; key: ApiKeyInfo }
  /** Header missing, malformed, key unknown or revoked: deliberately one outcome. */
  | { kind: 'unauthorized' }
  | { kind: 'suspended'; account: Account; key: ApiKeyInfo }
  | { kind: 'unavailable'; error: unknown };

const BEARER = /^Bearer (\S{1,200})$/i;

/**
 * Resolves an `Authorization` header to an account. Every request goes to the store (no
 * caching of key validity), so a revocation applies to the very next request.
 */
export async function authenticate(header: string | undefined, store: Store): Promise<AuthResult> {
  if (header === undefined || header.length > 256) return { kind: 'unauthorized' };
  const token = BEARER.exec(header)?.[1];
  if (!token || !KEY_PATTERN.test(token)) return { kind: 'unauthorized' };
  const hash = hashKey(token);
  let found;
  try {
    found = await store.findKeyByHash(hash);
  } catch (error) {
    return { kind: 'unavailable', error };
  }
  if (!found || !hashesEqual(found.hash, hash) || found.key.revokedAt !== null) return { kind: 'unauthorized' };
  if (found.account.suspended) return { kind: 'suspended', account: found.account, key: found.key };
  return { kind: 'ok', account: found.account, key: found.key };
}
