import type { Detector, Finding } from '../types.js';

// Linear-time: bounded quantifiers over disjoint classes, no nested repetition.
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g;

export const emailDetector: Detector = {
  meta: { id: 'pii.email', category: 'pii', stage: 'fastpath', maxMatchLength: 64 + 1 + 255 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    for (const m of n.text.matchAll(EMAIL)) {
      const span = n.spanToOriginal(m.index, m.index + m[0].length);
      out.push({ detector: 'pii.email', category: 'pii', type: 'email', label: 'email address', ...span, score: 0.95 });
    }
    return out;
  },
};
