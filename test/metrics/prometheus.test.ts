import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tool } from '../deploy/tools.js';
import { PrometheusServer } from './prometheus.js';
import { type Sidecar, sendTraffic, startSidecar } from './traffic.js';

// A real Prometheus scrapes a running sidecar while traffic goes through every stage and door;
// then every PromQL expression of the Grafana dashboard and of the alert rules is evaluated
// through Prometheus' HTTP API and must return data.

const root = resolve(import.meta.dirname, '../..');
const alertsFile = resolve(root, 'deploy/prometheus/alerts.yaml');
const dashboard = JSON.parse(readFileSync(resolve(root, 'deploy/grafana/guardrail-dashboard.json'), 'utf8')) as {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
};
const rules = (parse(readFileSync(alertsFile, 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap((g) => g.rules);

// Grafana's built-in range variables, as Grafana would fill them for a short time range (wide
// enough that a slow, loaded CI machine still has the traffic inside the window).
function substitute(expr: string): string {
  return expr.replaceAll('$__rate_interval', '2m').replaceAll('$__range', '5m');
}

/** `measure > threshold` (the form every alert uses) split in two. */
function splitAlert(expr: string): { measure: string; threshold: number } {
  const text = expr.trim();
  const at = text.lastIndexOf('>');
  return { measure: text.slice(0, at).trim(), threshold: Number(text.slice(at + 1)) };
}

function scrapedTotal(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split('\n')) if (line.startsWith(`${name}{`)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  return sum;
}

const promBin = tool('prometheus');

describe.runIf(promBin !== undefined)('Prometheus scraping a running sidecar', () => {
  let sidecar: Sidecar;
  let prom: PrometheusServer;
  let sources = new Set<string>();

  beforeAll(async () => {
    sidecar = await startSidecar();
    prom = await PrometheusServer.start(promBin as string, new URL(sidecar.server.url).host, [alertsFile]);
    await prom.waitFor(async () => (await prom.query('up{job="guardrail"}'))[0]?.value[1] === '1', 60_000, 'first successful scrape');
    // Two rounds a few scrapes apart, so every rate() window holds an increase.
    for (const round of [1, 2]) {
      const seen = await sendTraffic(sidecar, round);
      sources = new Set([...sources, ...seen.sources]);
      await new Promise((r) => setTimeout(r, 2_500));
    }
    const local = scrapedTotal(await (await fetch(`${sidecar.server.url}/metrics`)).text(), 'guardrail_checks_total');
    await prom.waitFor(async () => Number((await prom.query('sum(guardrail_checks_total)'))[0]?.value[1]) === local, 60_000, 'a scrape after the traffic');
    const trafficEnd = Date.now();
    await prom.waitFor(async () => (await prom.rules()).every((r) => Date.parse(r.lastEvaluation) > trafficEnd), 60_000, 'rule evaluation after the traffic');
  }, 300_000);

  afterAll(async () => {
    await prom?.stop();
    await sidecar?.close();
  });

  it('the sidecar has every part the dashboard watches, and the traffic went through every stage', () => {
    expect(sidecar.features).toEqual({ proxy: true, model: true, modelBackend: true, cache: true });
    expect([...sources].sort()).toEqual(['cache', 'fastpath', 'model']);
  });

  const panelTargets = dashboard.panels.filter((p) => p.type !== 'row').flatMap((p) => (p.targets ?? []).map((t, i) => [`${p.title} [${i}]`, t.expr] as const));

  it('the dashboard uses no template variable other than the datasource and Grafana range variables', () => {
    for (const [, expr] of panelTargets) expect(substitute(expr)).not.toContain('$');
  });

  it.each(panelTargets)('dashboard panel %s returns data', async (_title, expr) => {
    const result = await prom.query(substitute(expr));
    expect(result.length, expr).toBeGreaterThan(0);
    expect(result.some((r) => Number.isFinite(Number(r.value[1]))), `${expr}: ${JSON.stringify(result)}`).toBe(true);
  });

  it.each(rules.map((r) => [r.alert, r.expr] as const))('alert %s evaluates cleanly and its measure returns data', async (name, expr) => {
    const rule = (await prom.rules()).find((r) => r.name === name);
    expect(rule?.health, rule?.lastError).toBe('ok');
    await prom.query(expr);
    const { measure, threshold } = splitAlert(expr);
    expect(Number.isFinite(threshold)).toBe(true);
    const result = await prom.query(measure);
    expect(result.length, measure).toBeGreaterThan(0);
    expect(result.some((r) => Number.isFinite(Number(r.value[1]))), `${measure}: ${JSON.stringify(result)}`).toBe(true);
  });
});
