import type { CheckResponse } from './types.js';

/** The short-lived verdict cache. Keys are already scoped per account by the stage runner. */
export interface VerdictCache {
  get(key: string): CheckResponse | undefined;
  set(key: string, value: CheckResponse): void;
  readonly size: number;
  clear(): void;
}
