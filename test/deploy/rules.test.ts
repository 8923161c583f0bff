import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, tool } from './tools.js';

const root = resolve(import.meta.dirname, '../..');
const promtool = tool('promtool');

// Outside CI without promtool these have nothing to run (tool() throws under CI=true).
describe.runIf(promtool !== undefined)('alert rules with promtool', () => {
  it('promtool check rules passes on deploy/prometheus/alerts.yaml', () => {
    const r = run(promtool as string, ['check', 'rules', 'deploy/prometheus/alerts.yaml'], { cwd: root });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/SUCCESS: 6 rules found/);
    expect(r.stderr).not.toMatch(/warn/i);
  });

  it('each alert fires above its threshold and stays silent below it (promtool test rules)', () => {
    const r = run(promtool as string, ['test', 'rules', 'deploy/prometheus/alerts.test.yaml'], { cwd: root });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/SUCCESS/);
  });
});
