import type { GuardrailConfig } from '../config/types.js';
import type { Account, ApiKeyInfo, Store } from '../store/types.js';
import { usdToMicros } from './billing.js';
import { hashKey, mintKey } from './keys.js';

/** An operator mistake (unknown plan, duplicate account...), reported without a stack. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const ACCOUNT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Account and key management shared by the CLI and the test helpers. */
export class Admin {
  readonly #store: Store;
  readonly #config: GuardrailConfig;

  constructor(store: Store, config: GuardrailConfig) {
    this.#store = store;
    this.#config = config;
  }

  #checkPlan(plan: string): void {
    if (!Object.hasOwn(this.#config.plans, plan)) {
      throw new AdminError(`unknown plan "${plan}" (configured plans: ${Object.keys(this.#config.plans).join(', ')})`);
    }
  }

  #checkSpendCap(spendCapUsd: number | null | undefined): void {
    if (spendCapUsd !== undefined && spendCapUsd !== null && !(Number.isFinite(spendCapUsd) && spendCapUsd >= 0)) {
      throw new AdminError(`spend cap must be a non-negative number of USD, got ${String(spendCapUsd)}`);
    }
  }

  async createAccount(name: string, plan: string, spendCapUsd?: number | null): Promise<Account> {
    if (!ACCOUNT_NAME.test(name)) throw new AdminError(`account name "${name}" must be 1-64 characters of A-Z a-z 0-9 _ . -`);
    this.#checkPlan(plan);
    this.#checkSpendCap(spendCapUsd);
    if (await this.#store.getAccountByName(name)) throw new AdminError(`account "${name}" already exists`);
    return this.#store.createAccount({ name, plan, spendCapMicros: spendCapUsd == null ? null : usdToMicros(spendCapUsd) });
  }

  async account(name: string): Promise<Account> {
    const a = await this.#store.getAccountByName(name);
    if (!a) throw new AdminError(`no account named "${name}"`);
    return a;
  }

  async setSuspended(name: string, suspended: boolean): Promise<Account> {
    await this.account(name);
    return (await this.#store.setSuspended(name, suspended))!;
  }

  /** `null` removes the cap. Applies to the account's next admission. */
  async setSpendCap(name: string, spendCapUsd: number | null): Promise<Account> {
    this.#checkSpendCap(spendCapUsd);
    await this.account(name);
    return (await this.#store.setSpendCap(name, spendCapUsd === null ? null : usdToMicros(spendCapUsd)))!;
  }

  /** Calls already counted this month stay counted; the new plan's limits apply from the next request. */
  async setPlan(name: string, plan: string): Promise<Account> {
    this.#checkPlan(plan);
    await this.account(name);
    return (await this.#store.setPlan(name, plan))!;
  }

  /** Mints a key for the account; the returned `key` is the only time it exists in clear. */
  async createKey(accountName: string, label: string | null = null): Promise<{ key: string; info: ApiKeyInfo }> {
    const account = await this.account(accountName);
    const key = mintKey();
    const info = await this.#store.addKey({ accountId: account.id, hash: hashKey(key), label });
    return { key, info };
  }

  async listKeys(accountName: string): Promise<ApiKeyInfo[]> {
    return this.#store.listKeys((await this.account(accountName)).id);
  }

  async revokeKey(keyId: string): Promise<void> {
    if (!(await this.#store.revokeKey(keyId))) throw new AdminError(`no active key with id "${keyId}"`);
  }
}
