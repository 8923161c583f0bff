import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { VerdictRecord } from '../../../src/store/types.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';

export const AGENT_OPENAI_KEY = 'sk-agent-own-upstream-key-0123456789';
export const AGENT_ANTHROPIC_KEY = 'agent-own-anthropic-key-9876543210';

export interface ProxyEnv {
  up: FakeUpstream;
  srv: TestServer;
  verdicts: VerdictRecord[];
  logs: string[];
  openai(prefix?: string, headers?: Record<string, string>): OpenAI;
  anthropic(prefix?: string, headers?: Record<string, string>): Anthropic;
  /** What checking the whole text through the API door would answer. */
  expected(text: string): Promise<{ redacted: string; status: string }>;
  close(): Promise<void>;
}

const ACTIONS = ['redact', 'block', 'annotate', 'observe'] as const;

/**
 * A fake upstream plus the real sidecar (startTestServer) with one route per API and action:
 * `/openai` and `/anthropic` redact; `/openai-block`, `/anthropic-observe`, ... the others.
 */
export async function startProxyEnv(proxy: object = {}, config: object = {}): Promise<ProxyEnv> {
  const up = await startFakeUpstream();
  const routes = ACTIONS.flatMap((action) =>
    (['openai', 'anthropic'] as const).map((api) => ({ prefix: action === 'redact' ? `/${api}` : `/${api}-${action}`, upstream: up.url, api, action })),
  );
  const verdicts: VerdictRecord[] = [];
  const logs: string[] = [];
  const srv = await startTestServer(
    { ...config, model: { backend: 'none' }, proxy: { routes, ...proxy } },
    {
      logger: { level: 'info', stream: { write: (s: string) => logs.push(s) } as unknown as NodeJS.WritableStream },
      wrapStore: (store) =>
        new Proxy(store, {
          get(target, prop, receiver) {
            if (prop === 'recordVerdict')
              return (v: VerdictRecord) => {
                verdicts.push(v);
                return target.recordVerdict(v);
              };
            const value: unknown = Reflect.get(target, prop, receiver);
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        }),
    },
  );
  return {
    up,
    srv,
    verdicts,
    logs,
    openai: (prefix = '/openai', headers = {}) => new OpenAI({ apiKey: AGENT_OPENAI_KEY, baseURL: `${srv.url}${prefix}/v1`, maxRetries: 0, defaultHeaders: headers }),
    anthropic: (prefix = '/anthropic', headers = {}) => new Anthropic({ apiKey: AGENT_ANTHROPIC_KEY, baseURL: `${srv.url}${prefix}`, maxRetries: 0, defaultHeaders: headers }),
    async expected(text) {
      const r = await srv.runtime.pipeline.check({ text, accountId: '_proxy', door: 'proxy' });
      return { redacted: r.response.redacted_text, status: r.response.status };
    },
    async close() {
      await srv.close();
      await up.close();
    },
  };
}

/** Prose long enough that the stream guard releases text before the end (holdback is thousands of chars). */
export function longProse(minChars: number): string {
  const s = 'The quarterly numbers look steady and the team will follow up next week. ';
  return s.repeat(Math.ceil(minChars / s.length));
}

/** Splits text into deltas of 1-6 characters, like model tokens. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  let k = 0;
  while (i < text.length) {
    const n = 1 + ((k++ * 7) % 6);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}
