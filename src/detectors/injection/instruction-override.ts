import type { Detector, Finding } from '../types.js';

// "ignore/disregard/forget (all) (the|your) previous/prior/above instructions|rules|prompts"
const OVERRIDE =
  /\b(?:ignore|disregard|forget|override|bypass)\s{1,5}(?:all\s{1,5}|any\s{1,5})?(?:of\s{1,5})?(?:the\s{1,5}|your\s{1,5}|my\s{1,5}|these\s{1,5}|those\s{1,5})?(?:previous|prior|above|earlier|preceding|original|system)\s{1,5}(?:instructions?|rules|prompts?|directions|guidelines|commands)\b/g;

export const instructionOverrideDetector: Detector = {
  meta: { id: 'injection.instruction_override', category: 'injection', stage: 'fastpath', maxMatchLength: 120 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    for (const m of n.lower.matchAll(OVERRIDE)) {
      const span = n.spanToOriginal(m.index, m.index + m[0].length);
      out.push({
        detector: 'injection.instruction_override',
        category: 'injection',
        type: 'instruction_override',
        label: 'instruction override',
        ...span,
        score: 0.95,
      });
    }
    return out;
  },
};
