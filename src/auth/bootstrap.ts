import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GuardrailConfig } from '../config/types.js';
import type { Store } from '../store/types.js';
import { Admin } from './admin.js';

/** Account created on first start; developer is the plan a new user trying the service expects. */
export const BOOTSTRAP_ACCOUNT = 'default';
export const BOOTSTRAP_PLAN = 'developer';

/**
 * On a store with no accounts: creates account `default` and writes its first key to
 * `store.bootstrap_key_file` (mode 0600). Returns the file path, or null when nothing was done.
 */
export async function bootstrapStore(store: Store, config: GuardrailConfig): Promise<string | null> {
  if ((await store.countAccounts()) > 0) return null;
  const plan = Object.hasOwn(config.plans, BOOTSTRAP_PLAN) ? BOOTSTRAP_PLAN : Object.keys(config.plans)[0];
  if (!plan) return null;
  const admin = new Admin(store, config);
  try {
    await admin.createAccount(BOOTSTRAP_ACCOUNT, plan);
  } catch (err) {
    // Replicas of a fleet starting together on an empty shared store: one creates the account
    // and writes the key file, the others find it made and carry on.
    if (await store.getAccountByName(BOOTSTRAP_ACCOUNT)) return null;
    throw err;
  }
  const { key } = await admin.createKey(BOOTSTRAP_ACCOUNT, 'bootstrap');
  const file = resolve(config.store.bootstrap_key_file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'w' });
  // `mode` only applies when the file is created; an existing file keeps its old mode otherwise.
  chmodSync(file, 0o600);
  return file;
}
