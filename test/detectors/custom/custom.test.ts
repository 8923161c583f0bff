import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { ConfigError } from '../../../src/config/errors.js';
import { createCustomDetectors } from '../../../src/detectors/custom/index.js';
import { Decider } from '../../../src/pipeline/decide.js';
import { Pipeline } from '../../../src/pipeline/pipeline.js';

function pipelineFor(custom: unknown) {
  const cfg = buildConfig({ detectors: { custom: { detectors: custom } } });
  return new Pipeline({ detectors: createCustomDetectors(cfg), decider: new Decider(cfg.policy) });
}

describe('user-defined detectors from YAML', () => {
  // Cases written for this project: an employee-id scheme, a card-like id with Luhn, keywords.
  it.each([
    ['re2 pattern', { name: 'employee_id', pattern: 'EMP-[0-9]{6}' }, 'ask EMP-123456 about it', ['EMP-123456']],
    ['luhn validator keeps valid numbers', { name: 'loyalty', pattern: '[0-9]{16}', validator: 'luhn' }, '4111111111111111 and 4111111111111112', ['4111111111111111']],
    ['keywords, any case, whole words', { name: 'codename', keywords: ['project falcon'], category: 'brand' }, 'Project Falcon ships; falconry does not', ['Project Falcon']],
    ['ignore_case pattern', { name: 'ticket', pattern: 'tkt-[0-9]{3}', ignore_case: true }, 'see TKT-042', ['TKT-042']],
  ])('%s', (_why, def, text, expected) => {
    const found = pipelineFor([def]).scanFast(text);
    expect(found.map((f) => text.slice(f.start, f.end))).toEqual(expected);
  });

  it('feeds severity, action and mask into the policy by type name', () => {
    const p = pipelineFor([{ name: 'employee_id', pattern: 'EMP-[0-9]{6}', category: 'pii', action: 'reject', severity: 90, mask: 'type' }]);
    const text = 'ID EMP-123456 here';
    const r = p.decider.decide(text, p.scanFast(text));
    expect(r.status).toBe('rejected');
    expect(r.redacted_text).toBe('ID [EMPLOYEE_ID] here');
    expect(r.flags).toEqual(['PII: employee id']);
  });

  it('rejects a bad pattern with an error naming the key', () => {
    let err: unknown;
    try {
      pipelineFor([{ name: 'ok', pattern: 'a' }, { name: 'broken', pattern: '(unclosed' }]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).key).toBe('detectors.custom.detectors.1.pattern');
    expect((err as Error).message).toContain('broken');
  });

  it('refuses patterns re2 cannot run in linear time (backreferences)', () => {
    expect(() => pipelineFor([{ name: 'backref', pattern: '(a)\\1' }])).toThrow(ConfigError);
  });

  it('a nested-quantifier pattern stays fast on adversarial input (re2 is linear)', () => {
    const p = pipelineFor([{ name: 'evil', pattern: '(a+)+b' }]);
    const text = 'a'.repeat(50_000);
    expect(p.scanFast(text)).toEqual([]);
  });

  it('rejects invalid config through the schema', () => {
    expect(() => buildConfig({ detectors: { custom: { detectors: [{ name: 'Bad Name', pattern: 'x' }] } } })).toThrow(ConfigError);
    expect(() => buildConfig({ detectors: { custom: { detectors: [{ name: 'nothing' }] } } })).toThrow(ConfigError);
  });
});
