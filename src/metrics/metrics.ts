import { readFileSync } from 'node:fs';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// src/metrics/ and dist/metrics/ both sit two levels below the package root.
function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Reasons the pipeline fails closed with (see pipeline.ts). */
export const FAIL_CLOSED_REASONS = ['fastpath_error', 'model_error', 'model_timeout'] as const;

const STAGE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every metric the service exports, on one registry per process (tests build their own).
 * Labels never carry keys, account secrets or checked text.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Verdicts by answering stage and status. */
  readonly checks = new Counter({
    name: 'guardrail_checks_total',
    help: 'Verdicts produced, by the stage that answered and the resulting status.',
    labelNames: ['source', 'status', 'door'] as const,
    registers: [this.registry],
  });

  /** Time spent inside one pipeline stage. */
  readonly stageDuration = new Histogram({
    name: 'guardrail_stage_duration_seconds',
    help: 'Time spent in each pipeline stage (fastpath, cache, model).',
    labelNames: ['stage'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });

  /** End-to-end pipeline time by answering stage. */
  readonly checkDuration = new Histogram({
    name: 'guardrail_check_duration_seconds',
    help: 'Total pipeline time of a check, by the stage that answered.',
    labelNames: ['source'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });

  readonly findings = new Counter({
    name: 'guardrail_findings_total',
    help: 'Findings reported by detectors, by category and type.',
    labelNames: ['category', 'type'] as const,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'guardrail_cache_lookups_total',
    help: 'Verdict cache lookups by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly cacheEntries = new Gauge({
    name: 'guardrail_cache_entries',
    help: 'Entries currently held in the verdict cache.',
    registers: [this.registry],
  });

  readonly cacheBytes = new Gauge({
    name: 'guardrail_cache_size_bytes',
    help: 'Approximate bytes held in the verdict cache.',
    registers: [this.registry],
  });

  readonly modelCalls = new Counter({
    name: 'guardrail_model_calls_total',
    help: 'Model backend calls by backend and outcome (ok, error, timeout, circuit_open).',
    labelNames: ['backend', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly modelDuration = new Histogram({
    name: 'guardrail_model_call_duration_seconds',
    help: 'Model backend call latency by backend.',
    labelNames: ['backend'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });

  readonly failClosed = new Counter({
    name: 'guardrail_fail_closed_total',
    help: 'Checks rejected because analysis could not complete, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly httpResponses = new Counter({
    name: 'guardrail_http_responses_total',
    help: 'HTTP responses by route pattern, method and status code.',
    labelNames: ['route', 'method', 'code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'guardrail_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern.',
    labelNames: ['route', 'method'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });

  readonly proxyResponses = new Counter({
    name: 'guardrail_proxy_responses_total',
    help: 'Proxied upstream responses by route, api, action and outcome (passed, redacted, blocked, error).',
    labelNames: ['route', 'api', 'action', 'outcome', 'stream'] as const,
    registers: [this.registry],
  });

  readonly proxyAddedLatency = new Histogram({
    name: 'guardrail_proxy_added_latency_seconds',
    help: 'Time the sidecar added to a proxied response (guard work, excluding upstream time).',
    labelNames: ['route', 'api', 'stream'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });

  readonly proxyHoldbackChars = new Histogram({
    name: 'guardrail_proxy_stream_holdback_chars',
    help: 'Characters held back by the stream guard at each release.',
    labelNames: ['api'] as const,
    buckets: [0, 8, 16, 32, 64, 128, 256, 512, 1024, 4096],
    registers: [this.registry],
  });

  /** Per-agent verdicts; only registered when metrics.agent_id_label is on (cardinality). */
  readonly agentChecks: Counter<'agent_id' | 'status'> | undefined;

  /** Constant 1, labelled with the running version (joins in dashboards, spotting mixed rollouts). */
  readonly buildInfo = new Gauge({
    name: 'guardrail_build_info',
    help: 'Constant 1, labelled with the running guardrail version and Node.js version.',
    labelNames: ['version', 'node_version'] as const,
    registers: [this.registry],
  });

  constructor(opts: { defaultMetrics?: boolean; agentIdLabel?: boolean; version?: string } = {}) {
    if (opts.defaultMetrics !== false) {
      collectDefaultMetrics({ register: this.registry });
      // prom-client exports these gauges with a counter's `_total` suffix, which breaks the naming
      // conventions (promtool warns); the per-type gauges without the suffix carry the same data.
      for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(name);
    }
    this.buildInfo.set({ version: opts.version ?? packageVersion(), node_version: process.version }, 1);
    // Known reasons start at 0 so a rate over them is 0, not "no data", before the first failure.
    for (const reason of FAIL_CLOSED_REASONS) this.failClosed.inc({ reason }, 0);
    this.agentChecks = opts.agentIdLabel
      ? new Counter({
          name: 'guardrail_agent_checks_total',
          help: 'Verdicts by agent_id and status (enabled by metrics.agent_id_label).',
          labelNames: ['agent_id', 'status'] as const,
          registers: [this.registry],
        })
      : undefined;
  }
}
