import type { Detector, Finding } from '../types.js';
import { phraseRegex } from './lists.js';

// Written for this project: words that, next to one of your brand names, say it is bad.
const NEGATIVE =
  /\b(?:sucks?|terrible|horrible|awful|worst|garbage|trash|crap|crappy|scam|scams|scammers?|fraud|fraudulent|rip-?off|ripoff|useless|worthless|pathetic|junk|shit|shitty|a joke|incompetent|unreliable|dishonest|liars?|lying|cheats?|cheating|hate|avoid|never (?:use|buy|trust)|don't (?:use|buy|trust)|do not (?:use|buy|trust)|stay away from|boycott|overpriced|ripping (?:you|people) off|rubbish|dreadful|disgusting|inferior|second-rate|evil|unethical)\b/g;
const WINDOW = 60;

/**
 * Disparagement of configured brand names: a negative word within a few words of the name in
 * the same sentence ("Acme is a scam", "never buy from Acme").
 */
export function disparagementDetector(brands: readonly string[]): Detector | undefined {
  const re = phraseRegex(brands);
  if (!re) return undefined;
  return {
    meta: { id: 'brand.disparagement', category: 'brand', stage: 'fastpath', maxMatchLength: Infinity },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      re.lastIndex = 0;
      let done = -1;
      for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
        // A mention inside a window already judged is covered by that verdict (keeps it linear).
        if (m.index < done) continue;
        const from = Math.max(0, m.index - WINDOW);
        const to = Math.min(n.lower.length, m.index + m[0].length + WINDOW);
        // Stay inside the sentence: cut the window at the nearest sentence ends.
        const before = n.lower.slice(from, m.index);
        const after = n.lower.slice(m.index + m[0].length, to);
        const cutB = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n'));
        const cutA = [after.indexOf('. '), after.indexOf('! '), after.indexOf('? '), after.indexOf('\n')].filter((i) => i >= 0);
        const s = cutB >= 0 ? from + cutB + 1 : from;
        const e = cutA.length ? m.index + m[0].length + Math.min(...cutA) : to;
        done = e;
        NEGATIVE.lastIndex = 0;
        if (NEGATIVE.test(n.lower.slice(s, e))) {
          out.push({ detector: 'brand.disparagement', category: 'brand', type: 'disparagement', label: 'brand disparagement', ...n.spanToOriginal(s, e), score: 0.75 });
        }
      }
      return out;
    },
  };
}
