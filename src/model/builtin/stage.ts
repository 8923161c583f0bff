import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { BuiltinModelConfig, ClassifierHead, GroundingConfig } from '../../config/sections/model.js';
import type { Category, Finding } from '../../detectors/types.js';
import type { Metrics } from '../../metrics/metrics.js';
import type { ModelRequest, ModelStage } from '../types.js';
import { analyzeJob, type AnalyzeJob, type AnalyzeOptions, type AnalyzeResult } from './analyze.js';
import { defaultWeightsPath, loadWeights, packageRoot, type ModelWeights } from './weights.js';

const HEAD_CATEGORY: Record<ClassifierHead, Category> = {
  injection: 'injection',
  jailbreak: 'jailbreak',
  extraction: 'extraction',
  // Toxic output is a brand-safety problem for the agent's owner.
  toxicity: 'brand',
  // A refund, price or payment the agent grants for the operator (the learned side of the
  // financial detectors' rules).
  financial: 'financial',
};

// Findings carry at least 0.8 confidence once over the threshold, so that a single finding is
// enough to flag under the default severities; above that, confidence grows with the margin.
function confidence(p: number, threshold: number): number {
  const margin = threshold >= 1 ? 0 : (p - threshold) / (1 - threshold);
  return Math.min(1, 0.8 + 0.2 * Math.max(0, margin));
}

/**
 * The worker module. Running from compiled JS it sits beside this file; running from TypeScript
 * sources (tests), worker threads cannot load `.ts`, so the compiled copy in `dist/` is used.
 */
function workerFile(): string {
  const beside = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (existsSync(beside)) return beside;
  const built = join(packageRoot(), 'dist', 'model', 'builtin', 'worker.js');
  if (existsSync(built)) return built;
  throw new Error('GRD_ERR_MODEL_WORKER: dist/model/builtin/worker.js not found; run `npm run build`');
}

/** The built-in classifier plus grounding, in-process; long texts go to worker threads. */
export class BuiltinModelStage implements ModelStage {
  readonly name = 'builtin';
  readonly #model: ModelWeights;
  readonly #weightsPath: string;
  readonly #opts: AnalyzeOptions;
  readonly #workerThreshold: number;
  readonly #threads: number;
  readonly #metrics: Metrics | undefined;
  #pool: Piscina | undefined;

  constructor(cfg: BuiltinModelConfig, grounding: GroundingConfig, metrics?: Metrics) {
    this.#weightsPath = cfg.weights ?? defaultWeightsPath();
    this.#model = loadWeights(this.#weightsPath);
    const windowChars = cfg.window_chars ?? this.#model.header.window.chars;
    const windowOverlap = cfg.window_overlap ?? Math.min(this.#model.header.window.overlap, windowChars - 1);
    if (windowOverlap >= windowChars) throw new Error('GRD_ERR_MODEL_CONFIG: model.builtin.window_overlap must be smaller than window_chars');
    this.#opts = {
      windowChars,
      windowOverlap,
      // A configured window size replaces both scales: the operator asked for that size.
      fine: cfg.window_chars === null ? (this.#model.header.window.fine ?? null) : null,
      heads: (Object.keys(cfg.heads) as ClassifierHead[]).filter((h) => cfg.heads[h]),
      thresholds: { ...cfg.thresholds },
      reviewThresholds: { ...cfg.review_thresholds },
      grounding: { enabled: grounding.enabled, minContextRatio: grounding.min_context_ratio, threshold: grounding.threshold, requireEvidence: grounding.require_evidence },
    };
    this.#workerThreshold = cfg.worker_threshold_chars;
    this.#threads = cfg.worker_threads;
    this.#metrics = metrics;
  }

  async analyze(req: ModelRequest): Promise<Finding[]> {
    const started = performance.now();
    const job: AnalyzeJob = { text: req.text, normalized: req.normalized.text, opts: this.#opts, ...(req.context ? { context: req.context } : {}) };
    const contextChars = req.context?.reduce((n, c) => n + c.length, 0) ?? 0;
    let result: AnalyzeResult;
    try {
      result = req.text.length + contextChars > this.#workerThreshold ? await this.#offload(job, req.signal) : analyzeJob(this.#model, job);
    } catch (e) {
      this.#metrics?.modelCalls.inc({ backend: this.name, outcome: 'error' });
      throw e;
    } finally {
      this.#metrics?.modelDuration.observe({ backend: this.name }, (performance.now() - started) / 1000);
    }
    this.#metrics?.modelCalls.inc({ backend: this.name, outcome: 'ok' });
    const findings: Finding[] = [];
    for (const h of result.hits) {
      const span = req.normalized.spanToOriginal(h.start, h.end);
      // A hit in the review band is its own finding type, which the policy flags (see
      // policy.types.model_jailbreak_review): likely enough to show a person, not to refuse.
      findings.push({
        detector: `model.${h.head}`,
        category: HEAD_CATEGORY[h.head],
        type: h.review ? `model_${h.head}_review` : `model_${h.head}`,
        label: h.review ? `classifier (${h.head}, for review)` : `classifier (${h.head})`,
        start: span.start,
        end: span.end,
        score: h.review ? 0.8 : confidence(h.probability, h.threshold),
      });
    }
    for (const c of result.claims) {
      findings.push({
        detector: 'model.grounding',
        category: 'hallucination',
        type: 'unsupported_claim',
        label: 'claim not supported by context',
        start: c.start,
        end: c.end,
        score: Math.max(0.8, c.probability),
      });
    }
    return findings;
  }

  async warmUp(req: ModelRequest): Promise<void> {
    analyzeJob(this.#model, { text: req.text, normalized: req.normalized.text, opts: this.#opts });
  }

  async #offload(job: AnalyzeJob, signal?: AbortSignal): Promise<AnalyzeResult> {
    this.#pool ??= new Piscina({
      filename: pathToFileURL(workerFile()).href,
      minThreads: 0,
      maxThreads: this.#threads,
      idleTimeout: 30_000,
      workerData: { weightsPath: this.#weightsPath },
    });
    return (await this.#pool.run(job, signal ? { signal } : {})) as AnalyzeResult;
  }

  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }
}
