import type { Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';

// Certainty cues: a claim presented as settled fact.
const CERTAIN =
  /\b(?:studies|research|statistics|data|surveys?|scientists|experts|researchers|doctors) (?:have )?(?:show|shows|shown|prove|proves|proven|confirm|confirms|confirmed|found|find|demonstrate|demonstrated|reveal|reveals|revealed|agree)\b|\bit (?:is|has been) (?:a )?(?:proven|scientifically proven|well[- ]established|established|known) (?:fact )?that\b|\b(?:exactly|precisely|definitely|certainly)\s(?:\d|one|two|three)/;
// Precise figures: decimals, percentages, large exact counts.
const FIGURE = /\b\d{1,3}(?:\.\d{1,3})?\s?(?:%|percent\b|per cent\b)|\b\d{1,3}(?:,\d{3}){1,4}\b|\b\d+\.\d{1,3}\s?(?:times|fold|million|billion)\b/;
// Anything that names where the figure comes from.
const SOURCED =
  /\baccording to\b|\bsource[sd]?\b|\bcited\b|\breported by\b|\bpublished\b|\bjournal\b|\breport\b|\bsurvey (?:by|from|of)\b|\bdata from\b|\bcensus\b|https?:\/\/|\((?:[A-Z][a-zA-Z-]{1,30}[^()]{0,40})?(?:1[89]|20)\d\d\)|\bet al\b|\b(?:who|cdc|oecd|un|imf|world bank|pew|gallup|nih|nasa)\b/i;

const anchors = registerAnchors(['studies', 'research', 'statistics', 'data ', 'survey', 'scientists', 'experts', 'researchers', 'doctors', 'proven', 'established', 'known fact', 'exactly', 'precisely', 'definitely', 'certainly']);

// Sentence ends are ".", "!" or "?" followed by whitespace, or a newline; a decimal point is not.
function isEnd(text: string, i: number): boolean {
  const c = text[i];
  if (c === '\n') return true;
  if (c !== '.' && c !== '!' && c !== '?') return false;
  const next = text[i + 1];
  return next === undefined || next === ' ' || next === '\n' || next === '\t';
}

function sentenceAround(text: string, from: number, to: number): [number, number] {
  let s = from;
  while (s > 0 && s > from - 400 && !isEnd(text, s - 1)) s--;
  let e = to;
  while (e < text.length && e < to + 400 && !isEnd(text, e)) e++;
  return [s, e];
}

/**
 * Precise statistics stated with certainty and no source in the same sentence ("Studies show
 * that 73.4% of adults ..."). A weak signal on its own: low confidence, flag only.
 */
export const statisticDetector: Detector = {
  meta: { id: 'hallucination.statistic', category: 'hallucination', stage: 'fastpath', maxMatchLength: 800 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    if (!anyAnchor(n, anchors)) return [];
    const out: Finding[] = [];
    const re = new RegExp(CERTAIN.source, 'g');
    let done = -1;
    for (const m of n.lower.matchAll(re)) {
      // One verdict per sentence: a second cue in a sentence already judged adds nothing, and
      // skipping it keeps the scan linear when cues repeat.
      if (m.index < done) continue;
      const [s, e] = sentenceAround(n.text, m.index, m.index + m[0].length);
      done = e;
      const sentence = n.text.slice(s, e);
      // A decimal point inside a figure is not a sentence end; the figure must be in the sentence.
      if (!FIGURE.test(sentence) || SOURCED.test(sentence)) continue;
      out.push({
        detector: 'hallucination.statistic',
        category: 'hallucination',
        type: 'unsourced_statistic',
        label: 'precise statistic without a source',
        ...n.spanToOriginal(s, e),
        score: 0.5,
      });
    }
    return out;
  },
};
