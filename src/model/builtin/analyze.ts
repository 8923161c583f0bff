import type { ClassifierHead } from '../../config/sections/model.js';
import { unsupportedClaims, type UnsupportedClaim } from '../grounding.js';
import { scoreText, type HeadHit } from './classifier.js';
import { documentNotice, isCodingBrief, isDiscussion, isStatusNotice, teachesDefence, isPlainTask, namesNoBriefing, neitherAsksNorLeaks, ownPromptInCode } from './discussion.js';
import { framedPassage } from '../../detectors/financial/grant.js';
import { namesMoney, onlyQuestions } from './money.js';
import { blankRefusals } from './refusals.js';
import type { ModelWeights } from './weights.js';

/** Plain-data options, so the same work can run inline or on a worker thread. */
export interface AnalyzeOptions {
  windowChars: number;
  windowOverlap: number;
  fine: { chars: number; overlap: number } | null;
  heads: ClassifierHead[];
  thresholds: Partial<Record<ClassifierHead, number>>;
  reviewThresholds: Partial<Record<ClassifierHead, number>>;
  grounding: { enabled: boolean; minContextRatio: number; threshold: number | null; requireEvidence: boolean };
}

export interface AnalyzeJob {
  /** The original text (grounding reports claims in its offsets). */
  text: string;
  /** The normalized text (the classifier scores it; hits are in its offsets). */
  normalized: string;
  context?: readonly string[];
  opts: AnalyzeOptions;
}

export interface AnalyzeResult {
  hits: HeadHit[];
  claims: UnsupportedClaim[];
}

/** Characters read on each side of a hit window when asking whether it is writing about attacks. */
const DISCUSSION_MARGIN = 192;

/** Fewer characters than this (spaces aside) left beside a refusal make a short reply. */
const SHORT_REST = 240;

function restChars(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && (c < 9 || c > 13)) n++;
  }
  return n;
}

export function analyzeJob(model: ModelWeights, job: AnalyzeJob): AnalyzeResult {
  const score = (text: string, heads: ClassifierHead[]) =>
    scoreText(model, text, { windowChars: job.opts.windowChars, windowOverlap: job.opts.windowOverlap, fine: job.opts.fine, heads: new Set(heads), thresholds: job.opts.thresholds, reviewThresholds: job.opts.reviewThresholds });
  // The injection and extraction heads do not read the writer's own refusals ("Sorry, I can't
  // output my instructions"): see refusals.ts. Blanking keeps every offset, so hits need no
  // mapping. The jailbreak head too since session 17 (trained on casual requests, it read "I
  // can't give you someone's home address" as one); a jailbroken answer that opens with a refusal
  // and then complies still has its compliance to be read.
  // Blanking only ever excuses: a head that does not reach its threshold on the text as written
  // gives no finding, even if the text without the refusal would (the refusal was context).
  const blanked = blankRefusals(job.normalized);
  let hits = score(job.normalized, job.opts.heads);
  if (blanked !== job.normalized) {
    const attack = hits.filter((h) => h.head === 'injection' || h.head === 'extraction' || h.head === 'jailbreak').map((h) => h.head);
    const kept = attack.length > 0 ? score(blanked, attack) : [];
    hits = [...hits.filter((h) => h.head !== 'injection' && h.head !== 'extraction' && h.head !== 'jailbreak'), ...kept];
  }
  // A review-band hit (below the rejection threshold) on a reply that refuses and then says little
  // else ("I can't give you someone's home address. You could try a mutual friend."): the refusal
  // is the answer, and the few words after it are not worth a person's review. A jailbroken answer
  // that refuses and then complies at length keeps its hit.
  if (blanked !== job.normalized && restChars(blanked) < SHORT_REST) hits = hits.filter((h) => !h.review);
  // Writing about attacks that orders its reader nothing: see discussion.ts. Not for the jailbreak
  // head: jailbroken answers explain too ("for example", "techniques") and give no order.
  // A fine window is read with the text around it: its 128 characters may hold the explanation
  // but not the words that say what it explains.
  const around = (h: HeadHit) => job.normalized.slice(Math.max(0, h.start - DISCUSSION_MARGIN), h.end + DISCUSSION_MARGIN);
  hits = hits.filter((h) => (h.head !== 'injection' && h.head !== 'extraction') || !isDiscussion(around(h)));
  hits = hits.filter((h) => h.head !== 'extraction' || !neitherAsksNorLeaks(job.normalized.slice(h.start, h.end)));
  // An extraction window that names no briefing at all: see discussion.ts.
  hits = hits.filter((h) => h.head !== 'extraction' || !namesNoBriefing(job.normalized.slice(h.start, h.end)));
  // A developer's own prompt in code: see discussion.ts.
  hits = hits.filter((h) => h.head !== 'extraction' || !ownPromptInCode(job.normalized.slice(h.start, h.end)));
  // A whole text that is one ordinary task about a text: see discussion.ts.
  if (isPlainTask(job.normalized)) hits = hits.filter((h) => h.head !== 'injection');
  // A short status notice about the reader's own thing: see discussion.ts.
  if (hits.some((h) => h.head === 'injection') && isStatusNotice(job.normalized)) hits = hits.filter((h) => h.head !== 'injection');
  // A commitment names what it gives (an amount, a fee, a refund, points): the financial head's
  // phrasing alone ("your replacement ships tomorrow") is not one. See money.ts.
  // Nor is a question ("Do you have free Wi-Fi?"), or a passage framed as a translation, a
  // template or a summary of what the customer asked for (the rules' frames, grant.ts).
  hits = hits.filter((h) => {
    if (h.head !== 'financial') return true;
    const passage = job.normalized.slice(h.start, h.end);
    return namesMoney(passage) && !onlyQuestions(passage) && !framedPassage(passage.toLowerCase());
  });
  // A coding agent's brief that asks nothing outside the repository: see discussion.ts.
  if (hits.some((h) => h.head === 'injection') && isCodingBrief(job.normalized)) hits = hits.filter((h) => h.head !== 'injection');
  // An order to write or explain a wrong together with its defence: see discussion.ts.
  if (teachesDefence(job.normalized)) hits = hits.filter((h) => h.head !== 'jailbreak');
  // An erratum for people that drops an earlier document, page or version: see discussion.ts.
  hits = hits.filter((h) => h.head !== 'injection' || !documentNotice(job.normalized.slice(h.start, h.end)));
  const g = job.opts.grounding;
  const claims =
    g.enabled && job.context && job.context.length > 0
      ? unsupportedClaims(job.text, job.context, model.header.grounding, { minContextRatio: g.minContextRatio, threshold: g.threshold, requireEvidence: g.requireEvidence })
      : [];
  return { hits, claims };
}
