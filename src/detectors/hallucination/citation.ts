import type { DetectContext, Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';

// Capitalised surname: bounded, letters only (apostrophes and hyphens inside).
const NAME = "[A-Z][a-zA-Z'\\-]{1,30}";
const YEAR = '(?:1[89]\\d\\d|20[0-4]\\d)[a-z]?';
const AUTHOR_YEAR = [
  // "(Smith et al., 2019)", "(Smith & Jones, 2020; Lee, 2018)", "(Smith 2019, p. 4)"
  new RegExp(`\\((?:see\\s)?${NAME}(?:\\s(?:et al\\.?|and|&)(?:\\s${NAME})?)?,?\\s${YEAR}(?:[,;][^()\\n]{0,80})?\\)`, 'g'),
  // "Smith et al. (2019)", "Smith and Jones (2020)"
  new RegExp(`\\b${NAME}\\s(?:et al\\.?|(?:and|&)\\s${NAME})\\s\\(${YEAR}\\)`, 'g'),
];
const DOI = /\b(?:doi:\s?|https?:\/\/(?:dx\.)?doi\.org\/)?10\.\d{4,9}\/[^\s"'<>()]{2,200}/gi;
const ARXIV = /\barxiv(?::|\.org\/abs\/)\s?\d{4}\.\d{4,5}(?:v\d{1,2})?\b/gi;
// A URL offered as the source of a claim: "according to https://...", "(source: https://...)".
// "See https://..." is not: it points the reader to more reading, as documentation does on every
// page. "Source:" counts as a label ("Source: ...", "(sources: ...)"), not after a word
// ("the development sources: <repository>" names source code).
const URL_CLAIM = /(?:\baccording to|(?<![a-z] )\bsources?:|\bas reported (?:by|in|at)|\bas shown (?:in|at|by)|\bcited (?:in|at)|\bpublished (?:at|in|on)|\bdata from)\s{1,3}(?:<)?https?:\/\/[^\s)>\]]{4,300}/gi;
// A parenthesised month or standard number looks like "(Author 2019)" but is a date ("(July 2022)")
// or a document id ("(RFC 1928)", "(ISO 8601)"): an all-capital name followed by the number. A
// month-named author keeps a comma or "et al." ("(May et al., 2015)").
const NOT_AUTHOR = /^\((?:see\s)?(?:(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\s{1,3}\d|[A-Z]{2,8}\s\d)/;

const anchors = registerAnchors(['et al', 'doi', '10.', 'arxiv', 'http', ' (1', ' (2', ', 1', ', 2', ' 1', ' 2']);

function push(out: Finding[], ctx: DetectContext, start: number, end: number, type: string, label: string, score: number): void {
  out.push({ detector: 'hallucination.citation', category: 'hallucination', type, label, ...ctx.normalized.spanToOriginal(start, end), score });
}

/**
 * Citations that text alone cannot verify: author-year references, DOIs, arXiv ids and URLs
 * given as the source of a claim. Models invent all four; the finding says "check this", so its
 * confidence is low and the default policy only flags. Grounding against supplied context is
 * the model stage's job.
 */
export const citationDetector: Detector = {
  meta: { id: 'hallucination.citation', category: 'hallucination', stage: 'fastpath', maxMatchLength: 400 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    if (!anyAnchor(n, anchors)) return [];
    const out: Finding[] = [];
    const t = n.text;
    if (t.includes('('))
      for (const re of AUTHOR_YEAR)
        for (const m of t.matchAll(re)) {
          if (NOT_AUTHOR.test(m[0])) continue;
          push(out, ctx, m.index, m.index + m[0].length, 'unverified_citation', 'unverified citation', 0.6);
        }
    if (t.includes('10.'))
      for (const m of t.matchAll(DOI)) {
        // Sentence punctuation after a DOI is not part of it.
        const trimmed = m[0].replace(/[.,;:]+$/, '');
        push(out, ctx, m.index, m.index + trimmed.length, 'unverified_citation', 'unverified citation', 0.6);
      }
    if (n.lower.includes('arxiv')) for (const m of t.matchAll(ARXIV)) push(out, ctx, m.index, m.index + m[0].length, 'unverified_citation', 'unverified citation', 0.6);
    if (n.lower.includes('http')) for (const m of t.matchAll(URL_CLAIM)) push(out, ctx, m.index, m.index + m[0].length, 'unverified_source_url', 'unverified source URL', 0.5);
    return out;
  },
};
