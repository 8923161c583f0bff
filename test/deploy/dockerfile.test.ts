import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No container engine runs here, so the image is never built in tests: these checks read the
// Dockerfile for the properties the deployment relies on.
const root = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(root, 'deploy/Dockerfile'), 'utf8');
const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
// Continuation lines joined, so each instruction is one string.
const instructions = lines.join('\n').replaceAll('\\\n', ' ').split('\n');
const stages: { from: string; body: string[] }[] = [];
for (const ins of instructions) {
  if (/^FROM\s/i.test(ins)) stages.push({ from: ins, body: [] });
  else stages.at(-1)?.body.push(ins);
}
const runtime = stages.at(-1);

describe('Dockerfile', () => {
  it('is multi-stage on slim Node 20', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s.from).toMatch(/^FROM node:20-[a-z]+-slim\b/);
  });

  it('installs production dependencies only, without running the tsc prepare script, and copies dist from the build', () => {
    const all = stages.flatMap((s) => s.body).join('\n');
    expect(all).toMatch(/npm ci --omit=dev --ignore-scripts/);
    // --ignore-scripts skips native addon builds too: they are rebuilt explicitly.
    expect(all).toMatch(/npm rebuild better-sqlite3 re2/);
    expect(runtime?.body.join('\n')).toMatch(/COPY --from=build \/app\/dist/);
    expect(runtime?.body.join('\n')).not.toMatch(/npm (ci|install)(?! --omit=dev)/);
  });

  it('runs as the non-root user the Kubernetes manifests expect', () => {
    const user = runtime?.body.filter((l) => /^USER\s/.test(l)).at(-1);
    expect(user).toBe('USER 10001:10001');
    const dep = readFileSync(resolve(root, 'deploy/kubernetes/base/deployment.yaml'), 'utf8');
    expect(dep).toMatch(/runAsUser: 10001/);
  });

  it('copies only paths that exist in the repository', () => {
    for (const s of stages) {
      for (const l of s.body.filter((x) => /^COPY\s/.test(x) && !/--from=/.test(x))) {
        const parts = l.split(/\s+/).slice(1).filter((p) => !p.startsWith('--'));
        for (const src of parts.slice(0, -1)) expect(existsSync(resolve(root, src)), `${l}: ${src}`).toBe(true);
      }
    }
  });

  it('starts the serve command of the CLI that the build produces', () => {
    expect(text).toMatch(/ENTRYPOINT \["node", "dist\/cli\.js"\]/);
    expect(text).toMatch(/CMD \["serve"\]/);
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(Object.values(pkg.bin)).toContain('dist/cli.js');
  });
});
