import type { Detector, Finding } from '../types.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One whole-word, case-insensitive alternation over configured phrases, matched on the
 * normalized lower-case view (so look-alike letters and zero-width splits do not hide a name).
 * Phrases are literals, escaped, so the alternation is linear.
 */
export function phraseRegex(phrases: readonly string[]): RegExp | undefined {
  const clean = [...new Set(phrases.map((p) => p.normalize('NFKC').toLowerCase().trim()).filter((p) => p.length > 0))];
  if (clean.length === 0) return undefined;
  clean.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${clean.map((p) => escape(p).replace(/\s+/g, '\\s{1,3}')).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
}

export interface ListDetectorSpec {
  id: string;
  type: string;
  label: (match: string) => string;
  phrases: readonly string[];
  score: number;
}

/** A detector that reports every occurrence of configured phrases; undefined when the list is empty. */
export function listDetector(spec: ListDetectorSpec): Detector | undefined {
  const re = phraseRegex(spec.phrases);
  if (!re) return undefined;
  const longest = Math.max(...spec.phrases.map((p) => p.length));
  return {
    meta: { id: spec.id, category: 'brand', stage: 'fastpath', maxMatchLength: longest * 3 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      re.lastIndex = 0;
      for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
        out.push({ detector: spec.id, category: 'brand', type: spec.type, label: spec.label(m[0]), ...n.spanToOriginal(m.index, m.index + m[0].length), score: spec.score });
      }
      return out;
    },
  };
}
