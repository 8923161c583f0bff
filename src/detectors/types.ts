/**
 * The detector contract. Detectors only detect: they return spans in the ORIGINAL text's
 * UTF-16 offsets and never rewrite text or decide a status (that is the decider's job).
 */

/** Finding families. `analysis` is reserved for the stage runner's fail-closed finding. */
export type Category =
  | 'pii'
  | 'secret'
  | 'injection'
  | 'jailbreak'
  | 'extraction'
  | 'financial'
  | 'brand'
  | 'hallucination'
  | 'analysis';

export const CATEGORIES: readonly Category[] = [
  'pii',
  'secret',
  'injection',
  'jailbreak',
  'extraction',
  'financial',
  'brand',
  'hallucination',
  'analysis',
];

/** One thing a detector found. */
export interface Finding {
  /** Detector id, e.g. `pii.email`. */
  detector: string;
  category: Category;
  /** Finding type used by the policy table, e.g. `email`, `credit_card`, `instruction_override`. */
  type: string;
  /** Human-readable name of the type for flags, e.g. `email address`. */
  label: string;
  /** UTF-16 offsets into the original text, end exclusive. */
  start: number;
  end: number;
  /** Confidence 0..1. */
  score: number;
}

export type DetectorStage = 'fastpath' | 'model';

export interface DetectorMeta {
  /** Unique id `<family>.<name>`. */
  id: string;
  category: Category;
  stage: DetectorStage;
  /**
   * Reach needed to RECOGNISE a match (UTF-16 units): whenever the whole text has a finding
   * starting at `s`, any text holding at least `text[s, s + maxMatchLength)` (and more of the
   * same text, cut anywhere after) yields a finding that starts at `s` and runs to the cut or to
   * the whole finding's end, whichever comes first. For most detectors that is simply the longest
   * span; a long secret known by its header (a PEM private key) declares only the header's reach.
   * The proxy's streaming holdback is the maximum over enabled streaming detectors. `Infinity`
   * means "needs the whole text" (such detectors are run only on complete texts by the stream guard).
   */
  maxMatchLength: number;
  /**
   * Model-stage detectors only: true when the detector reads what the request's `context` says
   * and finds nothing without it; such a detector adds a model stage only to checks with context.
   */
  needsContext?: boolean;
  description?: string;
}

/** A view of the text after normalization, with a map back to original offsets. */
export interface NormalizedText {
  readonly original: string;
  /** NFKC, zero-width/bidi controls removed, confusables folded. */
  readonly text: string;
  /** Lower-cased `text` (same length as `text`), for case-insensitive phrase matching. */
  readonly lower: string;
  /** Maps an offset in `text` to the corresponding offset in `original`. */
  toOriginal(offset: number): number;
  /** Maps a span [start,end) in `text` to the smallest original span that covers it. */
  spanToOriginal(start: number, end: number): { start: number; end: number };
}

export interface DetectContext {
  normalized: NormalizedText;
  /** Documents the agent was given (request `context`), if any. */
  context?: readonly string[];
}

export interface Detector {
  readonly meta: DetectorMeta;
  /** Synchronous and side-effect free; throwing makes the check fail closed. */
  detect(text: string, ctx: DetectContext): Finding[];
}
