import { resolve } from 'node:path';
import type { StoreConfig } from '../config/types.js';
import { RedisStore } from './redis.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './types.js';

/** Opens the store named by `store.kind`. */
export function createStore(cfg: StoreConfig): Store {
  switch (cfg.kind) {
    case 'sqlite':
      return new SqliteStore(cfg.path === ':memory:' ? cfg.path : resolve(cfg.path));
    case 'redis':
      return new RedisStore({
        url: cfg.url,
        keyPrefix: cfg.key_prefix,
        connectTimeoutMs: cfg.connect_timeout_ms,
        commandTimeoutMs: cfg.command_timeout_ms,
        verdictLogMax: cfg.verdict_log_max,
      });
    default:
      throw new Error(`unknown store.kind "${String((cfg as { kind: unknown }).kind)}"`);
  }
}
