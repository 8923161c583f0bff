import { buildConfig } from '../../../src/config/load.js';
import { emailDetector } from '../../../src/detectors/pii/email.js';
import type { Detector, Finding } from '../../../src/detectors/types.js';
import { Decider } from '../../../src/pipeline/decide.js';
import { Pipeline } from '../../../src/pipeline/pipeline.js';
import type { ModelStage } from '../../../src/model/types.js';

// Stand-ins so the proxy tests do not depend on which detector families have landed; they
// follow the detector contract (spans in original offsets, finite maxMatchLength).
const CARD = /\b\d{4}[ -]?\d{4}[ -]?\d{4}(?:[ -]?\d{4})?\b/g;
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
export const cardDetector: Detector = {
  meta: { id: 'pii.test_card', category: 'pii', stage: 'fastpath', maxMatchLength: 19 + 3 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    for (const m of n.text.matchAll(CARD)) {
      if (!luhn(m[0].replace(/\D/g, ''))) continue;
      out.push({ detector: 'pii.test_card', category: 'pii', type: 'credit_card', label: 'credit card number', ...n.spanToOriginal(m.index, m.index + m[0].length), score: 0.95 });
    }
    return out;
  },
};

const KEY = /\bsk-[A-Za-z0-9]{20,48}\b/g;
export const secretDetector: Detector = {
  meta: { id: 'secrets.test_key', category: 'secret', stage: 'fastpath', maxMatchLength: 51 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    for (const m of n.text.matchAll(KEY)) {
      out.push({ detector: 'secrets.test_key', category: 'secret', type: 'api_key', label: 'API key', ...n.spanToOriginal(m.index, m.index + m[0].length), score: 0.99 });
    }
    return out;
  },
};

/** A model stage that rejects any text containing the marker word (so tests can trigger it). */
export function markerModel(marker: string, delayMs = 0): ModelStage & { calls: number } {
  const stage = {
    name: 'test-marker',
    calls: 0,
    async analyze(req: { text: string }): Promise<Finding[]> {
      stage.calls++;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const i = req.text.indexOf(marker);
      if (i < 0) return [];
      return [{ detector: 'jailbreak.test_model', category: 'jailbreak', type: 'test_model', label: 'model verdict', start: i, end: i + marker.length, score: 0.99 }];
    },
  };
  return stage;
}

export function testPipeline(opts: { model?: ModelStage } = {}): Pipeline {
  const cfg = buildConfig({});
  return new Pipeline({ detectors: [emailDetector, cardDetector, secretDetector], decider: new Decider(cfg.policy), ...(opts.model ? { model: opts.model } : {}) });
}
