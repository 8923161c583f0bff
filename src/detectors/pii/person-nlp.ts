import nlp from 'compromise';
import type { Detector, Finding } from '../types.js';

/**
 * Person names found by compromise's tagger. About 13 ms per KB, far over the fastpath budget,
 * so it runs in the model stage; it adds names the lexicon-based fastpath detector misses.
 */
export const personNlpDetector: Detector = {
  meta: { id: 'pii.person_nlp', category: 'pii', stage: 'model', maxMatchLength: Infinity },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    const people = nlp(n.text).people().out('offset') as Array<{ offset: { start: number; length: number } }>;
    for (const p of people) {
      const s = p.offset.start;
      out.push({ detector: 'pii.person_nlp', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(s, s + p.offset.length), score: 0.6 });
    }
    return out;
  },
};
