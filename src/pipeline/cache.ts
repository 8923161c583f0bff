import { LRUCache } from 'lru-cache';
import type { GuardrailConfig } from '../config/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { VerdictCache } from './cache-types.js';
import type { CheckResponse } from './types.js';

// UTF-16 strings: two bytes per unit, plus a fixed allowance for object and map overhead.
const ENTRY_OVERHEAD = 128;
function sizeOf(key: string, v: CheckResponse): number {
  let n = ENTRY_OVERHEAD + 2 * (key.length + v.redacted_text.length);
  for (const f of v.flags) n += 2 * f.length + 16;
  return n;
}

// A frozen deep copy, so a caller that mutates an answer can never change what later hits see.
function snapshot(v: CheckResponse): CheckResponse {
  return Object.freeze({ ...v, flags: Object.freeze([...v.flags]) as string[] });
}

class LruVerdictCache implements VerdictCache {
  readonly #lru: LRUCache<string, CheckResponse>;
  readonly #metrics: Metrics | undefined;

  constructor(opts: { ttlMs: number; maxEntries: number; maxBytes: number }, metrics?: Metrics) {
    this.#metrics = metrics;
    this.#lru = new LRUCache<string, CheckResponse>({
      max: opts.maxEntries,
      maxSize: opts.maxBytes,
      sizeCalculation: (v, k) => sizeOf(k, v),
      ttl: opts.ttlMs,
      // Expired entries must never answer, even if nothing has purged them yet.
      allowStale: false,
      updateAgeOnGet: false,
      dispose: () => this.#gauge(),
    });
  }

  get(key: string): CheckResponse | undefined {
    const v = this.#lru.get(key);
    // `get` may have just dropped an expired entry.
    this.#gauge();
    return v;
  }

  set(key: string, value: CheckResponse): void {
    // An answer too big to fit is simply not cached (lru-cache refuses it).
    this.#lru.set(key, snapshot(value));
    this.#gauge();
  }

  get size(): number {
    return this.#lru.size;
  }

  clear(): void {
    this.#lru.clear();
    this.#gauge();
  }

  #gauge(): void {
    if (!this.#metrics) return;
    this.#metrics.cacheEntries.set(this.#lru.size);
    this.#metrics.cacheBytes.set(this.#lru.calculatedSize);
  }
}

/** The verdict cache from `cache` config, or undefined when `cache.enabled` is false. */
export function createVerdictCache(cfg: GuardrailConfig, metrics?: Metrics): VerdictCache | undefined {
  const c = cfg.cache;
  if (!c.enabled) return undefined;
  return new LruVerdictCache({ ttlMs: c.ttl_ms, maxEntries: c.max_entries, maxBytes: c.max_bytes }, metrics);
}
