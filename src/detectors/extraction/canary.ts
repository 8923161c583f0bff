import type { Detector, Finding } from '../types.js';

/**
 * Canary strings planted in a system prompt: their appearance in output proves a leak. Matched
 * case-insensitively in the normalized view, so zero-width splitting or look-alike letters do
 * not hide them. An empty list yields no detector.
 */
export function canaryDetector(canaries: readonly string[]): Detector | undefined {
  const needles = [...new Set(canaries.map((c) => c.normalize('NFKC').toLowerCase().trim()).filter((c) => c.length >= 4))];
  if (needles.length === 0) return undefined;
  const longest = Math.max(...needles.map((c) => c.length));
  return {
    meta: { id: 'extraction.canary', category: 'extraction', stage: 'fastpath', maxMatchLength: longest * 2 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      for (const needle of needles) {
        for (let i = n.lower.indexOf(needle); i >= 0; i = n.lower.indexOf(needle, i + needle.length)) {
          out.push({
            detector: 'extraction.canary',
            category: 'extraction',
            type: 'canary_leak',
            label: 'canary string leaked',
            ...n.spanToOriginal(i, i + needle.length),
            score: 1,
          });
        }
      }
      return out;
    },
  };
}
