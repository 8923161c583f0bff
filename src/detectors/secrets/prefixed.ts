import { regexDetector, type RegexRule } from '../regex.js';
import { isPlaceholder } from './entropy.js';

/** A provider token recognised by its documented prefix and body alphabet/length. */
export interface PrefixedToken {
  name: string;
  type: string;
  label: string;
  pattern: RegExp;
  maxMatchLength: number;
  score?: number;
}

/** A detector per provider file: patterns with fixed prefixes, placeholder bodies rejected. */
export function prefixedDetector(id: string, tokens: readonly PrefixedToken[], requireDigit = true): ReturnType<typeof regexDetector> {
  const rule: RegexRule = {
    id,
    category: 'secret',
    type: tokens[0]!.type,
    label: tokens[0]!.label,
    patterns: tokens.map((t) => t.pattern),
    // Real tokens of these lengths essentially always contain a digit; identifiers and words do not.
    invalidate: (v) => isPlaceholder(v) || (requireDigit && !/\d/.test(v)),
    score: tokens[0]!.score ?? 0.95,
    maxMatchLength: Math.max(...tokens.map((t) => t.maxMatchLength)),
  };
  return regexDetector(rule);
}
