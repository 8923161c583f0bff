import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static shape of the Grafana dashboard; test/metrics/prometheus.test.ts runs its queries.
const root = resolve(import.meta.dirname, '../..');
interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; refId: string; datasource?: { uid: string } }[];
}
const dash = JSON.parse(readFileSync(resolve(root, 'deploy/grafana/guardrail-dashboard.json'), 'utf8')) as {
  uid: string;
  title: string;
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: string }[] };
};
const panels = dash.panels.filter((p) => p.type !== 'row');

describe('Grafana dashboard', () => {
  it('is importable: uid, title, schema version, unique panel ids', () => {
    expect(dash.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dash.title).toBeTruthy();
    expect(dash.schemaVersion).toBeGreaterThanOrEqual(30);
    const ids = dash.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes its Prometheus datasource from a variable, on every panel and query', () => {
    const v = dash.templating.list.find((t) => t.type === 'datasource');
    expect(v).toMatchObject({ name: 'datasource', query: 'prometheus' });
    for (const p of panels) {
      expect(p.datasource, p.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const t of p.targets ?? []) expect(t.datasource?.uid, p.title).toBe('${datasource}');
    }
  });

  it('every panel has at least one query, with unique refIds, and panels do not overlap', () => {
    const cells = new Set<string>();
    for (const p of dash.panels) {
      if (p.type !== 'row') {
        expect(p.targets?.length, p.title).toBeGreaterThan(0);
        const refs = (p.targets ?? []).map((t) => t.refId);
        expect(new Set(refs).size, p.title).toBe(refs.length);
      }
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++) {
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
    }
  });

  it('has the panels operators asked for', () => {
    const titles = panels.map((p) => p.title.toLowerCase());
    for (const want of ['verdict mix', 'decisions by stage', 'stage latency p50 / p95 / p99', 'cache hit ratio', '4xx / 5xx', 'fail-closed rate', 'proxy blocked and redacted', 'top finding categories']) {
      expect(titles.some((t) => t.includes(want)), want).toBe(true);
    }
  });
});
