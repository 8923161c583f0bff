/** Names of the Redis keys the store uses, all under one prefix. */
export class RedisKeys {
  readonly #p: string;

  constructor(prefix: string) {
    this.#p = prefix;
  }

  /** Hash: account name → account id (makes names unique). */
  get accountNames(): string {
    return `${this.#p}account-names`;
  }
  /** Prefix of the per-account hashes (`<prefix><id>`). */
  get accountPrefix(): string {
    return `${this.#p}account:`;
  }
  account(id: string): string {
    return `${this.accountPrefix}${id}`;
  }
  /** Prefix of the per-key hashes, named by the key's SHA-256 (never the key). */
  get keyPrefix(): string {
    return `${this.#p}key:`;
  }
  key(hash: string): string {
    return `${this.keyPrefix}${hash}`;
  }
  /** Hash: key id → key SHA-256 (revocation names keys by id). */
  get keyIds(): string {
    return `${this.#p}key-ids`;
  }
  /** Set of the key ids of one account. */
  accountKeys(accountId: string): string {
    return `${this.#p}account-keys:${accountId}`;
  }
  /** Hash: calls and overage_micros of one account in one month. */
  usage(accountId: string, month: string): string {
    return `${this.#p}usage:${accountId}:${month}`;
  }
  /** Counter of one fixed minute window; expires on its own. */
  rate(accountId: string, windowStart: number): string {
    return `${this.#p}rate:${accountId}:${windowStart}`;
  }
  /** Capped stream: the verdict log of one account (or of the proxy door: null) in one month. */
  verdicts(accountId: string | null, month: string): string {
    return `${this.#p}verdicts:${accountId ?? '-'}:${month}`;
  }
  /** Hash: JSON [status, agent_id] → count, for the API door's verdicts of one month. */
  verdictCounts(accountId: string, month: string): string {
    return `${this.#p}verdict-counts:${accountId}:${month}`;
  }
}
