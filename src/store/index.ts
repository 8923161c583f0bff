import { resolve } from 'node:path';
import type { StoreConfig } from '../config/types.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './types.js';

/** Opens the store named by `store.kind`. */
export function createStore(cfg: StoreConfig): Store {
  switch (cfg.kind) {
    case 'sqlite':
      return new SqliteStore(cfg.path === ':memory:' ? cfg.path : resolve(cfg.path));
    default:
      throw new Error(`unknown store.kind "${String((cfg as { kind: unknown }).kind)}"`);
  }
}
