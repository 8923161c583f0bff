import type { Detector, Finding } from '../types.js';
import { scan } from '../regex.js';
import { tokenCandidates } from './candidates.js';
import { isPlaceholder } from './entropy.js';

/** A provider token recognised by its documented prefix and body alphabet/length. */
export interface PrefixedToken {
  name: string;
  type: string;
  label: string;
  /** Global pattern; it must match within one run of token characters (no spaces). */
  pattern: RegExp;
  maxMatchLength: number;
  score?: number;
  /** A literal the token must contain, for patterns that do not start with one (skips the scan). */
  needs?: string;
}

/**
 * A detector per provider file: the patterns run inside token-like runs only (see
 * candidates.ts), placeholder bodies are rejected, and (unless `requireDigit` is false) a token
 * without a single digit is taken for an identifier or a word.
 */
export function prefixedDetector(id: string, tokens: readonly PrefixedToken[], requireDigit = true): Detector {
  return {
    meta: { id, category: 'secret', stage: 'fastpath', maxMatchLength: Math.max(...tokens.map((t) => t.maxMatchLength)) },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      for (const c of tokenCandidates(n)) {
        for (const t of tokens) {
          if (t.needs !== undefined && !c.value.includes(t.needs)) continue;
          for (const [s, e, v] of scan([t.pattern], c.value)) {
            if (isPlaceholder(v) || (requireDigit && !/\d/.test(v))) continue;
            out.push({ detector: id, category: 'secret', type: t.type, label: t.label, ...n.spanToOriginal(c.start + s, c.start + e), score: t.score ?? 0.95 });
          }
        }
      }
      return out;
    },
  };
}
