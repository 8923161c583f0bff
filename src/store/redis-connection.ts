import { Redis, type RedisOptions } from 'ioredis';

export interface RedisConnectionOptions {
  url: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

/**
 * One ioredis client tuned to fail closed: no offline queue (a command issued while Redis is
 * away fails instead of waiting to be replayed later, which could count a call whose request
 * was already answered 503), no resending of commands cut off by a disconnect, a reply timeout
 * on every command, and reconnection in the background with a capped backoff.
 */
export class RedisConnection {
  readonly client: Redis;
  readonly #commandTimeoutMs: number;
  #ready: Promise<void> | null = null;

  constructor(o: RedisConnectionOptions) {
    this.#commandTimeoutMs = o.commandTimeoutMs;
    const options: RedisOptions = {
      connectTimeout: o.connectTimeoutMs,
      commandTimeout: o.commandTimeoutMs,
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      enableAutoPipelining: true,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    };
    this.client = new Redis(o.url, options);
    // Failures reach callers as rejected commands; without a listener ioredis prints each
    // reconnection error to the console.
    this.client.on('error', () => {});
  }

  /**
   * The client once it is connected. While it is not, waits at most the command timeout for
   * the (re)connection, then rejects: the caller answers 503 rather than queueing.
   */
  async ready(): Promise<Redis> {
    const c = this.client;
    if (c.status === 'ready') return c;
    if (c.status === 'end') throw new Error('redis store is closed');
    this.#ready ??= new Promise<void>((resolve) => {
      c.once('ready', () => {
        this.#ready = null;
        resolve();
      });
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis not connected within ${this.#commandTimeoutMs} ms`)), this.#commandTimeoutMs);
    });
    try {
      await Promise.race([this.#ready, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return c;
  }

  async close(): Promise<void> {
    if (this.client.status === 'end') return;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // fall through: the server went away meanwhile
      }
    }
    this.client.disconnect();
  }
}
