import type { Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';

// A definite determiner points at one study the reader has in front of them ("the study found",
// "this research shows"): an answer summarising a given document, not a claim from thin air.
const NOT_DEFINITE = '(?<!\\b(?:the|this|these|that|those|our|their|its|his|her|my|your|which|whose)\\s)';
const VERB =
  '(?:show|shows|shown|showed|prove|proves|proven|proved|confirm|confirms|confirmed|found|find|finds|demonstrate|demonstrates|demonstrated|reveal|reveals|revealed|agree|agrees|suggest|suggests|suggested|indicate|indicates|indicated|say|says|said|estimate|estimates|estimated|claim|claims|report|reports|reported|conclude|concludes|concluded)';
const INDEFINITE = '(?:a|an|one|another|some|several|many|multiple|numerous|recent|new|countless)';
const STUDY = '(?:study|survey|report|paper|poll|analysis|experiment|trial|meta-analysis|review)';
// Vague attributions: a claim credited to nobody in particular. "Studies show", "experts say",
// "scientists have found", "a 2021 study by Harvard", "according to a recent survey".
const CUES = [
  // Generic plural subjects: "studies show", "research proves", "scientists have found".
  `${NOT_DEFINITE}\\b(?:studies|research|statistics|data|surveys|polls|scientists|experts|researchers|doctors|psychologists|economists|analysts|scholars|science)\\s(?:have\\s|has\\s|now\\s|consistently\\s|clearly\\s){0,2}${VERB}\\b`,
  // One unnamed study: "a study found", "one survey revealed", "a 2021 study by Harvard".
  `\\b${INDEFINITE}\\s(?:(?:recent|new|landmark|major|large|small|famous|groundbreaking|(?:19|20)\\d\\d|[a-z]{1,12}-(?:year|month|week))\\s){0,3}${STUDY}\\s(?:(?:by|from|at|conducted by|carried out by|published by|out of)\\b|(?:has\\s|have\\s)?${VERB}\\b)`,
  // "According to a (recent) study / experts / research": the attribution itself is vague.
  // ("According to data from <a named body>" names where the data is.)
  `\\baccording to\\s(?:${INDEFINITE}\\s)?(?:(?:recent|new|latest|(?:19|20)\\d\\d)\\s){0,2}(?:studies|study|research|surveys?|reports?|experts|scientists|researchers|(?:statistics|data)\\b(?!\\s(?:from|by|of|published)))\\b`,
  // Certainty without any attribution: "it is a proven fact that". ("Exactly 35 heads" is maths.)
  '\\bit (?:is|has been) (?:a )?(?:proven|scientifically proven|well[- ]established|established|known) (?:fact )?that\\b',
];
const CUE = new RegExp(CUES.join('|'), 'gi');
// Precise figures: percentages, "9 out of 10", "1 in 4 adults", large exact counts, multiples.
const FIGURE =
  /\b\d{1,3}(?:\.\d{1,3})?\s?(?:%|percent\b|per cent\b)|\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine)\s(?:out of|in)\s(?:\d{1,3}(?:,\d{3})?|ten|five|four|three|a hundred|a thousand)\b(?![.,]\d)|\b\d{1,3}(?:,\d{3}){1,4}\b|\b\d+(?:\.\d{1,3})?\s?(?:times|fold|million|billion)\b/i;
// A checkable source in the sentence: a link, a DOI, an author-year reference, a numbered
// reference mark, a named agency or pollster, or an attribution to a proper name ("according to
// the Bureau of Labor Statistics", "the 2023 Stack Overflow Developer Survey").
const SOURCED_ANY_CASE = /https?:\/\/|\bdoi:|\b10\.\d{4,9}\/|\bet al\b|\[\d{1,3}\]|\b(?:pew research|gallup|world bank|census bureau|eurostat|bureau of labor statistics)\b/i;
const SOURCED_CASED =
  /\((?:[A-Z][a-zA-Z'-]{1,30}[^()]{0,40})?(?:1[89]|20)\d\d[a-z]?\)|\b(?:WHO|CDC|OECD|UN|UNICEF|IMF|NIH|NASA|FDA|EPA|BLS|ONS|IPCC|Census)\b|\b[Aa]ccording to (?:the )?[A-Z][\w&.'-]{1,40}(?:\s(?:of\s|for\s|and\s|&\s)?[A-Z][\w&.'-]{1,40}){0,5}|\b(?:the\s)?(?:(?:19|20)\d\d\s)?(?:[A-Z][\w&.'-]{1,30}\s){1,5}(?:Survey|Report|Census|Index|Poll|Yearbook|Study)\b(?:\s(?:19|20)\d\d\b)?|\bpublished in (?:the )?[A-Z]/g;

// "According to Studies", "According to Recent Research": title case is no name.
const NOT_A_NAME = /^[Aa]ccording to (?:the )?(?:A|An|One|Some|Many|Several|Studies|Study|Research|Experts|Scientists|Researchers|Data|Statistics|Surveys?|Reports?|Recent|New|Latest)\b/;

/** True when the sentence names where its figure comes from in a way a reader could check. */
function sourced(sentence: string): boolean {
  if (SOURCED_ANY_CASE.test(sentence)) return true;
  for (const m of sentence.matchAll(SOURCED_CASED)) if (!NOT_A_NAME.test(m[0])) return true;
  return false;
}

const anchors = registerAnchors([
  'studies', 'research', 'statistics', 'data', 'survey', 'polls', 'scientists', 'experts', 'doctors', 'psychologists', 'economists', 'analysts', 'scholars', 'science',
  'study', 'report', 'paper', 'poll', 'analysis', 'experiment', 'trial', 'review', 'according to', 'proven', 'established', 'known',
]);

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
 * Precise statistics credited to nobody in particular ("Studies show that 73% of ...", "a 2021
 * study by Harvard found 87.3% ...", "research proves 9 out of 10 ...") or stated as settled
 * fact, with no checkable source in the same sentence. A weak signal on its own: low
 * confidence, flag only.
 */
export const statisticDetector: Detector = {
  meta: { id: 'hallucination.statistic', category: 'hallucination', stage: 'fastpath', maxMatchLength: 800 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    if (!anyAnchor(n, anchors)) return [];
    // No precise figure anywhere, no finding: one scan for a figure is far cheaper than the cue
    // search ("report", "data" and "review" are in most texts).
    if (!FIGURE.test(n.text)) return [];
    const out: Finding[] = [];
    let done = -1;
    CUE.lastIndex = 0;
    for (const m of n.text.matchAll(CUE)) {
      // One verdict per sentence: a second cue in a sentence already judged adds nothing, and
      // skipping it keeps the scan linear when cues repeat.
      if (m.index < done) continue;
      const [s, e] = sentenceAround(n.text, m.index, m.index + m[0].length);
      done = e;
      const sentence = n.text.slice(s, e);
      // The figure is what the attribution vouches for: after it ("studies show that 73% ..."),
      // or before it when the attribution closes the sentence ("73% ..., experts say"). A figure
      // in another clause ("despite the vendor's 99% claim, studies showed ...") is not.
      const after = n.text.slice(m.index, e);
      const closing = /^\W{0,3}$/.test(n.text.slice(m.index + m[0].length, e));
      if (!(FIGURE.test(after) || (closing && FIGURE.test(sentence))) || sourced(sentence)) continue;
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
