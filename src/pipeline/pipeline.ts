import { createHash } from 'node:crypto';
import type { Detector, Finding, NormalizedText } from '../detectors/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { ModelStage } from '../model/types.js';
import type { VerdictCache } from './cache-types.js';
import type { Decider } from './decide.js';
import { normalize } from './normalize.js';
import type { CheckInput, CheckOutcome, CheckResponse, Source } from './types.js';

export interface PipelineDeps {
  detectors: readonly Detector[];
  decider: Decider;
  cache?: VerdictCache;
  model?: ModelStage;
  metrics?: Metrics;
  /** The model stage is abandoned (and the check rejected) after this long. */
  modelTimeoutMs?: number;
}

function failFinding(type: string, label: string, length: number): Finding {
  return { detector: 'pipeline', category: 'analysis', type, label, start: 0, end: length, score: 1 };
}

class StageTimeout extends Error {}

/**
 * The stage runner: fastpath, then cache, then model; the first able to decide answers.
 * Fails closed: a stage that throws or times out yields `rejected`, never `approved`.
 */
export class Pipeline {
  readonly #d: PipelineDeps;
  readonly #fastpath: readonly Detector[];
  readonly #modelDetectors: readonly Detector[];

  constructor(deps: PipelineDeps) {
    this.#d = deps;
    this.#fastpath = deps.detectors.filter((d) => d.meta.stage === 'fastpath');
    // Detectors too slow for the fastpath (NLP, whole-text analysis) run in the model stage.
    this.#modelDetectors = deps.detectors.filter((d) => d.meta.stage === 'model');
  }

  get decider(): Decider {
    return this.#d.decider;
  }

  /** Enabled fastpath detectors (the proxy's stream guard derives its holdback from them). */
  get fastpathDetectors(): readonly Detector[] {
    return this.#fastpath;
  }

  /**
   * Whether every check has a model stage: a model backend, or a model-stage detector that reads
   * the text alone. Detectors that read only what the request's context says
   * (`meta.needsContext`) add a model stage to checks that carry context, not to the rest, so a
   * fastpath-only setup stays fastpath-only (and the stream guard opens no model windows) until a
   * request sends context.
   */
  get hasModel(): boolean {
    return this.#d.model !== undefined || this.#modelDetectors.some((d) => d.meta.needsContext !== true);
  }

  #modelFor(input: CheckInput): boolean {
    return this.hasModel || ((input.context?.length ?? 0) > 0 && this.#modelDetectors.length > 0);
  }

  /** Registry detectors with `stage: 'model'` (run synchronously in the model stage). */
  scanModelDetectors(text: string, normalized: NormalizedText, context?: readonly string[]): Finding[] {
    const out: Finding[] = [];
    const ctx = context ? { normalized, context } : { normalized };
    for (const d of this.#modelDetectors) for (const f of d.detect(text, ctx)) out.push(f);
    return out;
  }

  /** Runs every fastpath detector; findings come back in original offsets. */
  scanFast(text: string, normalized: NormalizedText = normalize(text), context?: readonly string[]): Finding[] {
    const out: Finding[] = [];
    const ctx = context ? { normalized, context } : { normalized };
    for (const d of this.#fastpath) for (const f of d.detect(text, ctx)) out.push(f);
    return out;
  }

  /**
   * Runs `texts` through every detector and, where it can do so locally, the model stage, so
   * first-use costs (V8 compiling the large rule sets) are paid before the first request. No
   * metric, cache entry or log line is produced.
   */
  async warmUp(texts: readonly string[]): Promise<void> {
    for (const text of texts) {
      const normalized = normalize(text);
      this.scanFast(text, normalized);
      this.scanModelDetectors(text, normalized);
      await this.#d.model?.warmUp?.({ text, normalized });
    }
  }

  cacheKey(input: CheckInput): string {
    const h = createHash('sha256');
    // Length-prefixed parts, so no two different inputs can produce the same byte stream.
    for (const part of [input.accountId, this.#d.decider.version, input.text, ...(input.context ?? [])]) {
      h.update(`${part.length}:`);
      h.update(part);
    }
    h.update(`#${input.context?.length ?? -1}`);
    return h.digest('hex');
  }

  async check(input: CheckInput): Promise<CheckOutcome> {
    const started = performance.now();
    const m = this.#d.metrics;
    const timings: CheckOutcome['timings'] = {};
    const finish = (response: CheckResponse, source: Source, findings: Finding[]): CheckOutcome => {
      m?.checks.inc({ source, status: response.status, door: input.door ?? 'api' });
      if (input.agentId) m?.agentChecks?.inc({ agent_id: input.agentId, status: response.status });
      m?.checkDuration.observe({ source }, (performance.now() - started) / 1000);
      for (const f of findings) m?.findings.inc({ category: f.category, type: f.type });
      return { response, source, findings, timings };
    };

    // Stage 1: fastpath.
    let normalized: NormalizedText;
    let fast: Finding[];
    try {
      normalized = normalize(input.text);
      fast = this.scanFast(input.text, normalized, input.context);
    } catch {
      m?.failClosed.inc({ reason: 'fastpath_error' });
      const f = [failFinding('fastpath_error', 'fastpath scan did not complete', input.text.length)];
      const response = { ...this.#d.decider.decide(input.text, f), redacted_text: '*'.repeat(Math.max(1, input.text.length)) };
      return finish(response, 'fastpath', f);
    } finally {
      timings.fastpath = performance.now() - started;
      m?.stageDuration.observe({ stage: 'fastpath' }, timings.fastpath / 1000);
    }
    const decider = this.#d.decider;
    if (!this.#modelFor(input) || decider.isFinal(fast)) return finish(decider.decide(input.text, fast), 'fastpath', fast);

    // Stage 2: verdict cache (per account).
    const cache = this.#d.cache;
    let key: string | undefined;
    if (cache) {
      const t0 = performance.now();
      key = this.cacheKey(input);
      const hit = cache.get(key);
      timings.cache = performance.now() - t0;
      m?.stageDuration.observe({ stage: 'cache' }, timings.cache / 1000);
      m?.cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
      if (hit) return finish({ ...hit, flags: [...hit.flags] }, 'cache', []);
    }

    // Stage 3: model.
    const t0 = performance.now();
    let modelFindings: Finding[];
    try {
      modelFindings = this.scanModelDetectors(input.text, normalized, input.context);
      if (this.#d.model) modelFindings.push(...(await this.#withTimeout(this.#d.model, input, normalized)));
    } catch (e) {
      m?.failClosed.inc({ reason: e instanceof StageTimeout ? 'model_timeout' : 'model_error' });
      const f = [...fast, failFinding('model_unavailable', 'model stage did not complete', input.text.length)];
      return finish(decider.decide(input.text, f), 'model', f);
    } finally {
      timings.model = performance.now() - t0;
      m?.stageDuration.observe({ stage: 'model' }, timings.model / 1000);
    }
    const all = [...fast, ...modelFindings];
    const response = decider.decide(input.text, all);
    if (cache && key) cache.set(key, response);
    return finish(response, 'model', all);
  }

  async #withTimeout(model: ModelStage, input: CheckInput, normalized: NormalizedText): Promise<Finding[]> {
    const ms = this.#d.modelTimeoutMs;
    const req = { text: input.text, normalized, ...(input.context ? { context: input.context } : {}), ...(input.signal ? { signal: input.signal } : {}) };
    if (!ms) return model.analyze(req);
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        model.analyze(req),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new StageTimeout('model stage timed out')), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.#d.model?.close?.();
  }
}
