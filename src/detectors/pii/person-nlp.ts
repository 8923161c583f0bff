import nlp from 'compromise';
import type { Detector, Finding } from '../types.js';

// compromise tags synchronously on the event loop (about 13 ms per KB): past this length a text
// gets the fastpath name detector only, rather than a pause of seconds.
const MAX_CHARS = 20_000;

/**
 * Person names found by compromise's tagger. Far over the fastpath budget, so it runs in the
 * model stage; it adds names the lexicon-based fastpath detector misses.
 */
export const personNlpDetector: Detector = {
  meta: { id: 'pii.person_nlp', category: 'pii', stage: 'model', maxMatchLength: Infinity },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    if (n.text.length > MAX_CHARS) return out;
    const people = nlp(n.text).people().out('offset') as Array<{ offset: { start: number; length: number } }>;
    for (const p of people) {
      const s = p.offset.start;
      out.push({ detector: 'pii.person_nlp', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(s, s + p.offset.length), score: 0.6 });
    }
    return out;
  },
};
