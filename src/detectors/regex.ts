import type { Category, DetectContext, Detector, DetectorStage, Finding, NormalizedText } from './types.js';

/**
 * Anything with RegExp's global `exec`/`lastIndex` protocol: a native `RegExp` with the `g`
 * flag, or an `re2` instance (user-supplied patterns must be re2, which is linear-time).
 */
export interface GlobalMatcher {
  lastIndex: number;
  exec(input: string): RegExpExecArray | null;
}

/** Near-by keywords (matched in the lower-cased normalized text around the match). */
export interface ContextRule {
  /** Lower-case words or short phrases. */
  words: readonly string[];
  /** How many characters before (and after) the match are searched. Default 40. */
  window?: number;
  /** true: a match without a context word is dropped. false (default): context only boosts. */
  required?: boolean;
  /** Added to `score` when a context word is present (capped at 1). Default 0.15. */
  boost?: number;
}

/** A data-driven regex detector: patterns plus optional validation and context. */
export interface RegexRule {
  /** Detector id `<family>.<name>`. */
  id: string;
  category: Category;
  /** Finding type for the policy table, e.g. `credit_card`. */
  type: string;
  /** Human-readable name for flags, e.g. `credit card number`. */
  label: string;
  /** One or more global matchers; each must be linear-time (bounded, no nested quantifiers). */
  patterns: readonly GlobalMatcher[];
  /** Which normalized view is scanned. `lower` for case-insensitive phrase lists. Default `text`. */
  view?: 'text' | 'lower';
  /** Capture group whose text is the finding (default 0, the whole match). */
  group?: number;
  /** Keep the match only when this returns true (checksum, issuer range, ...). */
  validate?: (value: string) => boolean;
  /** Drop the match when this returns true (all-same digits, placeholders, ...). */
  invalidate?: (value: string) => boolean;
  context?: ContextRule;
  /**
   * Cheap prefilter: the rule runs only when the lower-cased text contains one of these
   * substrings (e.g. `@` for e-mail, `passport` for passport numbers). Saves the scan on most texts.
   */
  requires?: readonly string[];
  /**
   * The subset of `patterns` (in their order) that can match this text, when a cheaper test than
   * the scan can rule some out; the others are skipped. Default: all of them.
   */
  choose?: (n: NormalizedText) => readonly GlobalMatcher[];
  /** Confidence 0..1 without context. */
  score: number;
  /** Longest span the patterns can match (streaming holdback). */
  maxMatchLength: number;
  stage?: DetectorStage;
  description?: string;
}

const DEFAULT_WINDOW = 40;
const DEFAULT_BOOST = 0.15;

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** True when `word` occurs in `hay` with no letter/digit glued to either side. */
export function hasWord(hay: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const i = hay.indexOf(word, from);
    if (i < 0) return false;
    const before = i === 0 ? 32 : hay.charCodeAt(i - 1);
    const after = i + word.length >= hay.length ? 32 : hay.charCodeAt(i + word.length);
    if (!isWordChar(before) && !isWordChar(after)) return true;
    from = i + 1;
  }
}

/** `s` with every regular-expression metacharacter escaped. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const wordSets = new WeakMap<readonly string[], RegExp>();

function wordsRegex(words: readonly string[]): RegExp {
  let re = wordSets.get(words);
  if (!re) {
    // One alternation instead of one search per word; the boundaries mirror hasWord.
    const alt = [...words].sort((a, b) => b.length - a.length).map(escapeRe).join('|');
    re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`);
    wordSets.set(words, re);
  }
  return re;
}

/**
 * True when any of `words` is within `window` characters of [start,end) in `lower`. A word cut by
 * either edge of the window is left out, not read in part: "querystring" cut to "ring" is no
 * "ring", and "phonetics" cut to "phone" is no "phone".
 */
export function contextNear(lower: string, start: number, end: number, words: readonly string[], window = DEFAULT_WINDOW): boolean {
  const re = wordsRegex(words);
  let s = Math.max(0, start - window);
  while (s > 0 && s < start && isWordChar(lower.charCodeAt(s - 1)) && isWordChar(lower.charCodeAt(s))) s++;
  let e = Math.min(lower.length, end + window);
  while (e < lower.length && e > end && isWordChar(lower.charCodeAt(e)) && isWordChar(lower.charCodeAt(e - 1))) e--;
  return re.test(lower.slice(s, start)) || re.test(lower.slice(end, e));
}

/**
 * Runs global matchers over `hay` and yields [start, end, value] of each match (or of `group`).
 * Zero-length matches advance by one so a bad pattern cannot loop forever.
 */
export function* scan(patterns: readonly GlobalMatcher[], hay: string, group = 0): Generator<[number, number, string]> {
  for (const re of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(hay); m; m = re.exec(hay)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const value = m[group];
      if (value === undefined || value.length === 0) continue;
      const offset = group === 0 ? 0 : m[0].indexOf(value);
      const start = m.index + Math.max(0, offset);
      yield [start, start + value.length, value];
    }
  }
}

/**
 * Slices of `lower` worth scanning for a rule whose context words are required: each context
 * word's neighbourhood (window plus the longest match on both sides), overlapping ones merged.
 * Most texts have no such word, so the patterns never run over them at all.
 */
function contextWindows(lower: string, re: RegExp, window: number, maxLen: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    const s = Math.max(0, m.index - window - maxLen);
    const e = Math.min(lower.length, m.index + m[0].length + window + maxLen);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Builds a detector from a rule. Spans are found in the normalized view and mapped back. */
export function regexDetector(rule: RegexRule): Detector {
  const ctxRule = rule.context;
  const boost = ctxRule?.boost ?? DEFAULT_BOOST;
  // One search for all prefilter strings instead of one `includes` each.
  const requires = rule.requires?.length ? new RegExp(rule.requires.map(escapeRe).join('|')) : undefined;
  const contextWords = ctxRule?.required ? new RegExp(wordsRegex(ctxRule.words).source, 'g') : undefined;
  return {
    meta: {
      id: rule.id,
      category: rule.category,
      stage: rule.stage ?? 'fastpath',
      maxMatchLength: rule.maxMatchLength,
      ...(rule.description ? { description: rule.description } : {}),
    },
    detect(_text: string, ctx: DetectContext): Finding[] {
      const n = ctx.normalized;
      if (requires && !requires.test(n.lower)) return [];
      const patterns = rule.choose ? rule.choose(n) : rule.patterns;
      if (patterns.length === 0) return [];
      const hay = rule.view === 'lower' ? n.lower : n.text;
      const out: Finding[] = [];
      const windows: Array<[number, number]> =
        ctxRule && contextWords ? contextWindows(n.lower, contextWords, ctxRule.window ?? DEFAULT_WINDOW, Math.min(rule.maxMatchLength, 200)) : [[0, hay.length]];
      for (const [ws, we] of windows) {
        const part = ws === 0 && we === hay.length ? hay : hay.slice(ws, we);
        for (const [ps, pe, value] of scan(patterns, part, rule.group)) {
          const s = ps + ws;
          const e = pe + ws;
          if (rule.invalidate?.(value)) continue;
          if (rule.validate && !rule.validate(value)) continue;
          let score = rule.score;
          if (ctxRule) {
            const near = contextNear(n.lower, s, e, ctxRule.words, ctxRule.window);
            if (!near && ctxRule.required) continue;
            if (near) score = Math.min(1, score + boost);
          }
          out.push({ detector: rule.id, category: rule.category, type: rule.type, label: rule.label, ...n.spanToOriginal(s, e), score });
        }
      }
      return patterns.length > 1 && out.length > 1 ? outermost(out) : out;
    },
  };
}

/**
 * Two patterns of one rule that find the same span, or one inside the other, are one finding (the
 * longer one, the higher score): "postal address", not "postal address (2)".
 */
function outermost(found: Finding[]): Finding[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end || b.score - a.score);
  const out: Finding[] = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last && f.start >= last.start && f.end <= last.end) continue;
    out.push(f);
  }
  return out;
}

/** Luhn checksum over the digits of `value` (other characters ignored). */
export function luhn(value: string): boolean {
  let sum = 0;
  let dbl = false;
  let count = 0;
  for (let i = value.length - 1; i >= 0; i--) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) continue;
    count++;
    let d = c;
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return count > 1 && sum % 10 === 0;
}

/** True when every digit in `value` is the same (0000..., 1111...). */
export function allSameDigits(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length > 0 && /^(\d)\1*$/.test(digits);
}

/** True when the digits of `value` are a straight ascending or descending run (123456789). */
export function sequentialDigits(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length < 4) return false;
  let up = true;
  let down = true;
  for (let i = 1; i < d.length; i++) {
    const diff = (d.charCodeAt(i) - d.charCodeAt(i - 1) + 10) % 10;
    if (diff !== 1) up = false;
    if (diff !== 9) down = false;
  }
  return up || down;
}
