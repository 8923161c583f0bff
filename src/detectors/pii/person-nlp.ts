import nlp from 'compromise';
import type { Detector, Finding } from '../types.js';
import { nameLexicon } from './name-lexicon.js';
import { notPersonalName, personalCues } from './person.js';

// compromise tags synchronously on the event loop (about 13 ms per KB): past this length a text
// gets the fastpath name detector only, rather than a pause of seconds.
const MAX_CHARS = 20_000;

/**
 * Person names found by compromise's tagger. Far over the fastpath budget, so it runs in the
 * model stage; it adds names the lexicon-based fastpath detector misses. The fastpath's rules
 * keep places, public figures and everyday words out, and past `proseChars` characters, names
 * with no personal-data cue near them.
 */
export function createPersonNlpDetector(proseChars = 400): Detector {
  const lex = nameLexicon();
  return {
    meta: { id: 'pii.person_nlp', category: 'pii', stage: 'model', maxMatchLength: Infinity },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      if (n.text.length > MAX_CHARS) return out;
      const prose = proseChars > 0 && n.text.length > proseChars;
      const personal = personalCues(n.lower);
      const people = nlp(n.text).people().out('offset') as Array<{ offset: { start: number; length: number } }>;
      for (const p of people) {
        const s = p.offset.start;
        const e = s + p.offset.length;
        if (notPersonalName(lex, n.text.slice(s, e)) || (prose && !personal(s, e))) continue;
        out.push({ detector: 'pii.person_nlp', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(s, e), score: 0.6 });
      }
      return out;
    },
  };
}
