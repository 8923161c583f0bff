import { Agent, request } from 'undici';
import type { OpenAIJudgeConfig } from '../../config/sections/model.js';
import type { Category, Finding } from '../../detectors/types.js';
import type { Metrics } from '../../metrics/metrics.js';
import { windowStarts } from '../builtin/features.js';
import type { ModelRequest, ModelStage } from '../types.js';
import { CircuitBreaker, Semaphore } from './breaker.js';
import { JUDGE_CATEGORIES, JUDGE_SYSTEM_PROMPT, JudgeOutputError, judgeUserMessage, parseVerdict, type JudgeCategory, type JudgeVerdict } from './prompt.js';

const CATEGORY: Record<JudgeCategory, Category> = {
  injection: 'injection',
  jailbreak: 'jailbreak',
  extraction: 'extraction',
  toxicity: 'brand',
  financial: 'financial',
  hallucination: 'hallucination',
};

/** Errors carry a code and an outcome label only: never the text, the answer or the key. */
export class JudgeError extends Error {
  constructor(
    readonly outcome: 'error' | 'timeout' | 'circuit_open' | 'bad_output',
    message: string,
  ) {
    super(message);
  }
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Remote judge: an OpenAI-compatible chat endpoint asked for a JSON verdict per category. */
export class OpenAIJudgeStage implements ModelStage {
  readonly name = 'openai';
  readonly #cfg: OpenAIJudgeConfig;
  readonly #url: string;
  readonly #agent: Agent;
  readonly #breaker: CircuitBreaker;
  readonly #slots: Semaphore;
  readonly #metrics: Metrics | undefined;

  constructor(cfg: OpenAIJudgeConfig, metrics?: Metrics) {
    this.#cfg = cfg;
    let base = cfg.base_url;
    while (base.endsWith('/')) base = base.slice(0, -1);
    this.#url = `${base}/chat/completions`;
    this.#agent = new Agent({ connections: cfg.max_concurrency, headersTimeout: cfg.timeout_ms, bodyTimeout: cfg.timeout_ms });
    this.#breaker = new CircuitBreaker(cfg.breaker_failures, cfg.breaker_reset_ms);
    this.#slots = new Semaphore(cfg.max_concurrency);
    this.#metrics = metrics;
  }

  async analyze(req: ModelRequest): Promise<Finding[]> {
    const max = this.#cfg.max_chars;
    // Long texts are judged in overlapping windows, like the built-in model, rather than cut.
    const starts = windowStarts(req.text.length, max, Math.floor(max / 8));
    const parts = await Promise.all(
      starts.map(async (s) => {
        const chunk = req.text.slice(s, s + max);
        const verdict = await this.#judge(chunk, req.context, req.signal);
        return this.#findings(verdict, chunk, s);
      }),
    );
    return parts.flat();
  }

  #findings(v: JudgeVerdict, chunk: string, offset: number): Finding[] {
    const out: Finding[] = [];
    const min = this.#cfg.min_confidence;
    for (const c of JUDGE_CATEGORIES) {
      const cv = v[c];
      if (!cv.flagged || cv.confidence < min) continue;
      // The quoted evidence locates the span when the judge quoted exactly; else the whole window.
      const at = cv.evidence ? chunk.indexOf(cv.evidence) : -1;
      const start = at >= 0 ? offset + at : offset;
      const end = at >= 0 ? start + cv.evidence.length : offset + chunk.length;
      const hallucination = c === 'hallucination';
      out.push({
        detector: `model.judge.${c}`,
        category: CATEGORY[c],
        type: hallucination ? 'unsupported_claim' : `model_${c}`,
        label: hallucination ? 'claim not supported by context' : `judge (${c})`,
        start,
        end: Math.max(end, start + 1),
        score: Math.min(1, 0.8 + (0.2 * (cv.confidence - min)) / Math.max(1e-9, 1 - min)),
      });
    }
    return out;
  }

  async #judge(text: string, context: readonly string[] | undefined, signal?: AbortSignal): Promise<JudgeVerdict> {
    if (!this.#breaker.tryAcquire()) {
      this.#metrics?.modelCalls.inc({ backend: this.name, outcome: 'circuit_open' });
      throw new JudgeError('circuit_open', 'GRD_ERR_MODEL_CIRCUIT_OPEN: judge circuit is open');
    }
    const timeout = AbortSignal.timeout(this.#cfg.timeout_ms);
    const abort = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let release: (() => void) | undefined;
    const started = performance.now();
    try {
      release = await this.#slots.acquire(abort);
      const verdict = await this.#call(text, context, abort, timeout);
      this.#breaker.success();
      this.#metrics?.modelCalls.inc({ backend: this.name, outcome: 'ok' });
      return verdict;
    } catch (e) {
      const err =
        e instanceof JudgeError
          ? e
          : timeout.aborted
            ? new JudgeError('timeout', 'GRD_ERR_MODEL_TIMEOUT: judge did not answer in time')
            : new JudgeError('error', `GRD_ERR_MODEL_UNREACHABLE: judge call failed (${(e as NodeJS.ErrnoException).code ?? (e as Error).name})`);
      // A client that went away is not the judge's fault.
      if (!(signal?.aborted && !timeout.aborted)) this.#breaker.failure();
      this.#metrics?.modelCalls.inc({ backend: this.name, outcome: err.outcome });
      throw err;
    } finally {
      release?.();
      this.#metrics?.modelDuration.observe({ backend: this.name }, (performance.now() - started) / 1000);
    }
  }

  async #call(text: string, context: readonly string[] | undefined, signal: AbortSignal, timeout: AbortSignal): Promise<JudgeVerdict> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const key = this.#cfg.api_key_env ? process.env[this.#cfg.api_key_env] : undefined;
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await request(this.#url, {
      method: 'POST',
      dispatcher: this.#agent,
      signal,
      headers,
      body: JSON.stringify({
        model: this.#cfg.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: JUDGE_SYSTEM_PROMPT },
          { role: 'user', content: judgeUserMessage(text, context) },
        ],
      }),
    });
    if (res.statusCode < 200 || res.statusCode > 299) {
      await res.body.dump().catch(() => {});
      throw new JudgeError('error', `GRD_ERR_MODEL_HTTP: judge answered HTTP ${res.statusCode}`);
    }
    let body: ChatCompletion;
    try {
      body = (await res.body.json()) as ChatCompletion;
    } catch (e) {
      if (timeout.aborted) throw e;
      throw new JudgeError('bad_output', 'GRD_ERR_MODEL_OUTPUT: judge response is not JSON');
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new JudgeError('bad_output', 'GRD_ERR_MODEL_OUTPUT: judge response has no message content');
    try {
      return parseVerdict(content);
    } catch (e) {
      if (e instanceof JudgeOutputError) throw new JudgeError('bad_output', `GRD_ERR_MODEL_OUTPUT: ${e.message}`);
      throw e;
    }
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}
