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
  /**
   * Literal(s) every match contains, one of which must occur in a candidate run before the
   * pattern runs there. Defaults to the pattern's leading literal (after a lookbehind).
   */
  needs?: string | readonly string[];
  /** Keep a match only when this returns true (checksum, decodable structure, ...). */
  validate?: (value: string) => boolean;
  /** Score for a match whose `validate` passes when `validate` is only a boost (see `validateBoosts`). */
  validatedScore?: number;
  /** true: a failed `validate` lowers the score to `score` instead of dropping the match. */
  validateBoosts?: boolean;
  /** Overrides the detector's digit rule for a token whose fixed parts already set it apart. */
  requireDigit?: boolean;
  /** Shortest match, for tokens whose literal is common (`.`, `-`): shorter runs are skipped unscanned. */
  minLength?: number;
}

// Regex syntax that ends a leading literal.
const META = new Set(['[', '(', '.', '*', '+', '?', '{', '|', '^', '$']);

/** The literal a pattern's every match starts with, if any: `sk-ant-` from `(?<!x)sk-ant-(?:...)`. */
export function leadingLiteral(re: RegExp): string {
  let src = re.source;
  if (src.startsWith('(?<!') || src.startsWith('(?<=')) {
    // Skip the lookbehind group (no nested groups in ours, but brackets may hold ')').
    let i = 4;
    let inClass = false;
    for (; i < src.length; i++) {
      const ch = src[i];
      if (ch === '\\') i++;
      else if (ch === '[') inClass = true;
      else if (ch === ']') inClass = false;
      else if (ch === ')' && !inClass) break;
    }
    src = src.slice(i + 1);
  }
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break;
      out += next;
      i++;
      continue;
    }
    if (META.has(ch)) {
      // A quantifier makes the previous character optional or repeated: it is not part of the literal.
      if ((ch === '?' || ch === '*' || ch === '{') && out.length > 0) out = out.slice(0, -1);
      break;
    }
    out += ch;
  }
  return out;
}

/** A token as the scan loop needs it: one object shape for all, so the hot loop stays monomorphic. */
/**
 * Leading literals of every provider token pattern built here ("npm_", "xox", "live_"): a token
 * that starts like a known provider's but failed that provider's format check is a near miss
 * (wrong length, wrong alphabet), so the generic detectors leave it alone too.
 */
export const KNOWN_TOKEN_PREFIXES = new Set<string>();

interface Prepared {
  token: PrefixedToken;
  pattern: RegExp;
  literals: readonly string[];
  digit: boolean;
  minLength: number;
}

/**
 * A detector per provider file: the patterns run inside token-like runs only (see
 * candidates.ts), and only in runs that contain the token's literal (one native substring search
 * instead of a regex scan per pattern and run). Placeholder bodies are rejected, and (unless
 * `requireDigit` is false) a token without a single digit is taken for an identifier or a word.
 */
export function prefixedDetector(id: string, tokens: readonly PrefixedToken[], requireDigit = true): Detector {
  const prepared: Prepared[] = tokens.map((t) => {
    const literals = t.needs === undefined ? [leadingLiteral(t.pattern)] : typeof t.needs === 'string' ? [t.needs] : [...t.needs];
    if (literals.some((l) => l.length === 0)) throw new Error(`${id} ${t.name}: no literal to gate the pattern on`);
    const lead = leadingLiteral(t.pattern);
    for (const l of lead ? [lead] : literals) if (l.length >= 2 && /^[A-Za-z][A-Za-z0-9]*[_.-]?$/.test(l)) KNOWN_TOKEN_PREFIXES.add(l);
    return { token: t, pattern: t.pattern, literals, digit: t.requireDigit ?? requireDigit, minLength: t.minLength ?? 0 };
  });
  // Runs without a digit (most words and identifiers) only need the few tokens that allow none.
  const noDigit = prepared.filter((p) => !p.digit);
  return {
    meta: { id, category: 'secret', stage: 'fastpath', maxMatchLength: Math.max(...tokens.map((t) => t.maxMatchLength)) },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      for (const c of tokenCandidates(n)) {
        const v = c.value;
        const list = c.hasDigit ? prepared : noDigit;
        for (let k = 0; k < list.length; k++) {
          const p = list[k]!;
          if (v.length < p.minLength) continue;
          let gate = false;
          for (let j = 0; j < p.literals.length; j++) {
            if (v.includes(p.literals[j]!)) {
              gate = true;
              break;
            }
          }
          if (!gate) continue;
          const t = p.token;
          for (const [s, e, m] of scan([p.pattern], v)) {
            if (isPlaceholder(m) || (p.digit && !/\d/.test(m))) continue;
            let score = t.score ?? 0.95;
            if (t.validate) {
              const ok = t.validate(m);
              if (!ok && !t.validateBoosts) continue;
              if (ok && t.validatedScore !== undefined) score = t.validatedScore;
            }
            out.push({ detector: id, category: 'secret', type: t.type, label: t.label, ...n.spanToOriginal(c.start + s, c.start + e), score });
          }
        }
      }
      return out;
    },
  };
}
