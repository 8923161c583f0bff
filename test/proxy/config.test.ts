import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';

describe('proxy config section', () => {
  it('defaults to no routes', () => {
    expect(buildConfig({}).proxy.routes).toEqual([]);
  });

  it('accepts the documented route shape', () => {
    const cfg = buildConfig({
      proxy: {
        routes: [
          { prefix: '/openai', upstream: 'https://api.openai.com', api: 'openai', action: 'redact' },
          { prefix: '/anthropic', upstream: 'https://api.anthropic.com', api: 'anthropic', action: 'block' },
        ],
        model_mode: 'trail',
        holdback_margin: 8,
      },
    });
    expect(cfg.proxy.routes).toHaveLength(2);
    expect(cfg.proxy.model_mode).toBe('trail');
    expect(cfg.proxy.release_step).toBeNull();
  });

  it.each([
    ['an unknown action', { prefix: '/x', upstream: 'https://a.example', api: 'openai', action: 'drop' }],
    ['an unknown api', { prefix: '/x', upstream: 'https://a.example', api: 'gemini', action: 'redact' }],
    ['a prefix with a trailing slash', { prefix: '/x/', upstream: 'https://a.example', api: 'openai', action: 'redact' }],
    ['a non-http upstream', { prefix: '/x', upstream: 'ftp://a.example', api: 'openai', action: 'redact' }],
    ['a missing upstream', { prefix: '/x', api: 'openai', action: 'redact' }],
  ])('rejects %s', (_name, route) => {
    expect(() => buildConfig({ proxy: { routes: [route] } })).toThrow(/proxy\.routes/);
  });
});
