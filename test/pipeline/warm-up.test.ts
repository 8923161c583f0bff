import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import { WARM_UP_TEXTS, warmUp } from '../../src/pipeline/warm-up.js';

// Series of a metric family that carry a sample, from the registry's own text format.
async function samples(metrics: Metrics, name: string): Promise<string[]> {
  return (await metrics.registry.metrics()).split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
}

describe('pipeline warm-up', () => {
  it('runs the built-in texts through detectors and model without counting a check, a finding or a model call, or filling the cache', async () => {
    const metrics = new Metrics({ defaultMetrics: false });
    const pipeline = await buildPipeline(buildConfig({}), metrics);
    try {
      const ms = await warmUp(pipeline);
      expect(ms).toBeGreaterThan(0);
      for (const name of ['guardrail_checks_total', 'guardrail_findings_total', 'guardrail_model_calls_total']) expect(await samples(metrics, name)).toEqual([]);
      // A warm-up text checked afterwards is analysed, not answered from a cache entry the warm-up left.
      const benign = WARM_UP_TEXTS.at(-1)!;
      const out = await pipeline.check({ text: benign, accountId: 'a', door: 'api' });
      expect(out.response.status).toBe('approved');
      expect(out.source).not.toBe('cache');
      expect((await samples(metrics, 'guardrail_checks_total')).length).toBe(1);
    } finally {
      await pipeline.close();
    }
  });

  it('the texts open the rule families they are there for (each family finds something in them)', async () => {
    const pipeline = await buildPipeline(buildConfig({ model: { backend: 'none' } }));
    try {
      const found = new Set(WARM_UP_TEXTS.flatMap((t) => pipeline.scanFast(t).map((f) => f.detector)));
      for (const d of ['pii.email', 'pii.phone', 'secrets.aws', 'injection.instruction_override', 'injection.reader_directive', 'injection.instruction_override_i18n', 'jailbreak.harmful_request', 'jailbreak.persona', 'extraction.prompt_request', 'financial.refund', 'brand.violence']) {
        expect(found, d).toContain(d);
      }
    } finally {
      await pipeline.close();
    }
  });
});
