import type { JSONSchema } from '../schema-types.js';

export type ModelBackend = 'builtin' | 'openai' | 'none';

/**
 * Classifier heads of the built-in model. `toxicity` findings are reported as category `brand`;
 * `financial` (commitments the agent makes for the operator) as category `financial`.
 */
export type ClassifierHead = 'injection' | 'jailbreak' | 'extraction' | 'toxicity' | 'financial';

export interface BuiltinModelConfig {
  /** Weights file; null = the file shipped with the package. */
  weights: string | null;
  /**
   * Texts are scored in windows of this many characters (null = the size the weights were
   * trained with), so an attack inside a long document is not drowned by the text around it...
   */
  window_chars: number | null;
  /** ...overlapping by this many (null = as trained), so an attack on a boundary is seen whole. */
  window_overlap: number | null;
  /** Texts longer than this are scored on a worker thread, off the event loop. */
  worker_threshold_chars: number;
  /** Worker threads for long texts. */
  worker_threads: number;
  /** Heads to run; a head set to false reports nothing. */
  heads: Record<ClassifierHead, boolean>;
  /** Per-head probability thresholds overriding the ones chosen at training time. */
  thresholds: Partial<Record<ClassifierHead, number>>;
  /**
   * Per-head review thresholds overriding the weights file's: from there up to the threshold a
   * hit is reported as `model_<head>_review`, which the default policy flags. 1 turns it off.
   */
  review_thresholds: Partial<Record<ClassifierHead, number>>;
}

export interface GroundingConfig {
  /** Report claims that the request `context` does not support (needs `context`). */
  enabled: boolean;
  /**
   * Grounding runs only when the context has at least this many content words per content word
   * of the text: a context much shorter than the answer (just the question) cannot support it,
   * and flagging every claim then would be noise.
   */
  min_context_ratio: number;
  /** Probability threshold overriding the one chosen at training time. */
  threshold: number | null;
  /**
   * Report a claim only when something in it can be pointed at: a number or name the context does
   * not hold, a short answer with a word it lacks, or no word from the documents at all. Without
   * it a faithful paraphrase of the documents is reported whenever its wording is new. Default true.
   */
  require_evidence: boolean;
}

export interface OpenAIJudgeConfig {
  /** OpenAI-compatible API base, e.g. `http://127.0.0.1:8000/v1` (vLLM, Ollama, llama.cpp). */
  base_url: string;
  model: string;
  /** Name of the environment variable holding the API key (empty = no Authorization header). */
  api_key_env: string;
  timeout_ms: number;
  max_concurrency: number;
  /** Texts longer than this are cut before sending (head and tail kept). */
  max_chars: number;
  /** Consecutive failures that open the circuit... */
  breaker_failures: number;
  /** ...and how long it stays open before one trial call is let through. */
  breaker_reset_ms: number;
  /** Judge confidence at or above which a category becomes a finding. */
  min_confidence: number;
}

export interface ModelConfig {
  /** `builtin` (in-process classifier, no network), `openai` (remote judge) or `none` (off). */
  backend: ModelBackend;
  /** The model stage is abandoned, and the check rejected, after this long. */
  timeout_ms: number;
  builtin: BuiltinModelConfig;
  grounding: GroundingConfig;
  openai: OpenAIJudgeConfig;
}

export const modelDefaults: ModelConfig = {
  backend: 'builtin',
  timeout_ms: 10_000,
  builtin: {
    weights: null,
    window_chars: null,
    window_overlap: null,
    worker_threshold_chars: 16_384,
    worker_threads: 1,
    heads: { injection: true, jailbreak: true, extraction: true, toxicity: true, financial: true },
    thresholds: {},
    review_thresholds: {},
  },
  grounding: { enabled: true, min_context_ratio: 2, threshold: null, require_evidence: true },
  openai: {
    base_url: 'http://127.0.0.1:8000/v1',
    model: 'judge',
    api_key_env: 'GUARDRAIL_JUDGE_API_KEY',
    timeout_ms: 8_000,
    max_concurrency: 4,
    max_chars: 24_000,
    breaker_failures: 5,
    breaker_reset_ms: 30_000,
    min_confidence: 0.5,
  },
};

const headBool = { type: 'boolean' };
const prob = { type: 'number', minimum: 0, maximum: 1 };
const HEADS = ['injection', 'jailbreak', 'extraction', 'toxicity', 'financial'];

export const modelSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    backend: { enum: ['builtin', 'openai', 'none'] },
    timeout_ms: { type: 'integer', minimum: 1 },
    builtin: {
      type: 'object',
      additionalProperties: false,
      properties: {
        weights: { type: ['string', 'null'], minLength: 1 },
        window_chars: { type: ['integer', 'null'], minimum: 64, maximum: 65_536 },
        window_overlap: { type: ['integer', 'null'], minimum: 0, maximum: 32_768 },
        worker_threshold_chars: { type: 'integer', minimum: 0 },
        worker_threads: { type: 'integer', minimum: 1, maximum: 64 },
        heads: { type: 'object', additionalProperties: false, properties: Object.fromEntries(HEADS.map((h) => [h, headBool])) },
        thresholds: { type: 'object', additionalProperties: false, properties: Object.fromEntries(HEADS.map((h) => [h, prob])) },
        review_thresholds: { type: 'object', additionalProperties: false, properties: Object.fromEntries(HEADS.map((h) => [h, prob])) },
      },
    },
    grounding: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        min_context_ratio: { type: 'number', minimum: 0 },
        threshold: { type: ['number', 'null'], minimum: 0, maximum: 1 },
        require_evidence: { type: 'boolean' },
      },
    },
    openai: {
      type: 'object',
      additionalProperties: false,
      properties: {
        base_url: { type: 'string', pattern: '^https?://' },
        model: { type: 'string', minLength: 1 },
        api_key_env: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,127}$|^$' },
        timeout_ms: { type: 'integer', minimum: 1 },
        max_concurrency: { type: 'integer', minimum: 1, maximum: 1024 },
        max_chars: { type: 'integer', minimum: 256 },
        breaker_failures: { type: 'integer', minimum: 1 },
        breaker_reset_ms: { type: 'integer', minimum: 1 },
        min_confidence: prob,
      },
    },
  },
};
