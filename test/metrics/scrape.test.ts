import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tool } from '../deploy/tools.js';
import { AGENT, SECRET_TEXT_MARK, type Sidecar, sendTraffic, startSidecar } from './traffic.js';

// A real scrape of a running sidecar after traffic through every door, stage and refusal code.
let sidecar: Sidecar;
let scrape: string;
let seen: Awaited<ReturnType<typeof sendTraffic>>;

beforeAll(async () => {
  sidecar = await startSidecar();
  seen = await sendTraffic(sidecar, 1);
  const res = await fetch(`${sidecar.server.url}/metrics`);
  expect(res.status).toBe(200);
  scrape = await res.text();
}, 120_000);
afterAll(async () => {
  await sidecar?.close();
});

function value(name: string, labels: Record<string, string>): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of scrape.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const close = line.lastIndexOf('}');
    const parts = line.slice(name.length + 1, close).split(',');
    if (want.every((w) => parts.includes(w))) return Number(line.slice(close + 2));
  }
  return undefined;
}

describe('GET /metrics on a running sidecar', () => {
  it('passes promtool check metrics with no warnings', () => {
    const promtool = tool('promtool');
    if (!promtool) return; // Outside CI only: tool() throws under CI=true.
    const r = spawnSync(promtool, ['check', 'metrics'], { input: scrape, encoding: 'utf8', timeout: 30_000 });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('shows every refusal code of the check route with the count that was produced', () => {
    for (const code of [400, 401, 402, 403, 413, 422, 429, 503]) expect(seen.codes, `traffic produced ${code}`).toContain(code);
    for (const code of ['400', '401', '402', '403', '413', '422', '429', '503']) {
      expect(value('guardrail_http_responses_total', { route: '/v1/guardrail/check', method: 'POST', code }), code).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts verdicts by the stage that answered, for every stage', () => {
    const expected = ['cache', 'fastpath', 'model'];
    expect([...seen.sources].sort()).toEqual(expected);
    for (const source of expected) {
      const total = ['approved', 'flagged', 'rejected'].reduce((n, status) => n + (value('guardrail_checks_total', { source, status, door: 'api' }) ?? 0), 0);
      expect(total, source).toBeGreaterThanOrEqual(1);
      expect(value('guardrail_stage_duration_seconds_count', { stage: source }), source).toBeGreaterThanOrEqual(1);
    }
    expect(value('guardrail_findings_total', { category: 'injection' }) ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('counts model backend calls and proxy responses by outcome', () => {
    expect(sidecar.features).toMatchObject({ proxy: true, modelBackend: true });
    expect(value('guardrail_model_calls_total', { outcome: 'ok' }) ?? 0).toBeGreaterThanOrEqual(1);
    for (const outcome of ['passed', 'redacted', 'blocked']) {
      const n = ['/openai', '/openai-strict'].reduce((acc, route) => acc + (value('guardrail_proxy_responses_total', { route, outcome }) ?? 0), 0);
      expect(n, outcome).toBeGreaterThanOrEqual(1);
    }
  });

  it('carries no key, credential, checked text or agent id in any label', () => {
    expect(scrape).not.toContain(SECRET_TEXT_MARK);
    expect(scrape).not.toContain(sidecar.key);
    expect(scrape).not.toMatch(/sk_[A-Za-z0-9_-]{20}/);
    // agent_id_label is off by default.
    expect(scrape).not.toContain(AGENT);
  });
});

describe('metrics.port (the Kubernetes layout: API on loopback, ops port for Prometheus and probes)', () => {
  it('serves metrics, /healthz and /readyz on the ops port, and no metrics on the API port', async () => {
    const s = await startSidecar({ metrics: { port: 0, host: '127.0.0.1' } });
    try {
      const ops = s.server.app.metricsAddress();
      expect(ops).not.toBeNull();
      const opsUrl = `http://127.0.0.1:${ops?.port}`;
      expect((await fetch(`${s.server.url}/metrics`)).status).toBe(404);
      const m = await fetch(`${opsUrl}/metrics`);
      expect(m.status).toBe(200);
      expect(await m.text()).toContain('guardrail_checks_total');
      for (const probe of ['/healthz', '/readyz']) {
        const direct = await fetch(`${s.server.url}${probe}`);
        const viaOps = await fetch(`${opsUrl}${probe}`);
        expect(viaOps.status, probe).toBe(direct.status);
        expect(viaOps.status, probe).toBe(200);
        expect(await viaOps.json()).toEqual(await direct.json());
      }
      // The check API is not reachable through the ops port.
      expect((await fetch(`${opsUrl}/v1/guardrail/check`, { method: 'POST' })).status).toBe(404);
    } finally {
      await s.close();
    }
  }, 90_000);
});

describe('metrics.agent_id_label', () => {
  it('adds a per-agent verdict counter only when turned on', async () => {
    const on = await startSidecar({ metrics: { agent_id_label: true } });
    try {
      const res = await fetch(`${on.server.url}/v1/guardrail/check`, {
        method: 'POST',
        headers: { authorization: `Bearer ${on.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ proposed_text: 'hello', agent_id: AGENT }),
      });
      const { status } = (await res.json()) as { status: string };
      const text = await (await fetch(`${on.server.url}/metrics`)).text();
      expect(text).toContain(`guardrail_agent_checks_total{agent_id="${AGENT}",status="${status}"} 1`);
    } finally {
      await on.close();
    }
    expect(scrape).not.toContain('guardrail_agent_checks_total{');
  }, 90_000);
});
