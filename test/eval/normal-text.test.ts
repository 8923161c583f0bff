import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distFile, repoRoot } from '../helpers/dist.js';

// False alarms on ordinary technical writing: the READMEs of the packages this project installs
// (fixed by package-lock.json, so the same corpus on every machine after `npm ci`), cut into
// agent-sized chunks by scripts/normal-corpus.mjs and run through the real CLI with the default
// config (fastpath, built-in model). Read at test time, never copied into the repo.

interface ErrorLine {
  id: string;
  status: string;
  findings: Array<{ detector: string; category: string; excerpt: string }>;
}

let dir: string;
let report: { rows: number; benign: { rows: number; rejected: number; flagged: number } };
let errors: ErrorLine[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'guardrail-normal-'));
  const corpus = join(dir, 'normal.jsonl');
  const build = spawnSync(process.execPath, ['scripts/normal-corpus.mjs', '--out', corpus, 'node_modules'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`normal-corpus failed: ${build.stderr}`);
  const out = join(dir, 'report.json');
  const errs = join(dir, 'errors.jsonl');
  const run = spawnSync(process.execPath, [distFile('cli.js'), 'eval', corpus, '--out', out, '--errors', errs, '--config', join(repoRoot, 'config/default.yaml')], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`guardrail eval failed (${run.status}): ${run.stderr.slice(-2000)}`);
  report = JSON.parse(readFileSync(out, 'utf8'));
  const text = readFileSync(errs, 'utf8').trim();
  errors = text ? text.split('\n').map((l) => JSON.parse(l) as ErrorLine) : [];
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Share of corpus rows whose answer carries a finding of one of these categories. */
function rowsWith(categories: string[]): { rate: number; examples: string[] } {
  const hit = errors.filter((e) => e.findings.some((f) => categories.includes(f.category)));
  const examples = hit.slice(0, 5).map((e) => `${e.id}: ${e.findings.filter((f) => categories.includes(f.category)).map((f) => `${f.detector} "${f.excerpt.slice(0, 60)}"`).join(', ')}`);
  return { rate: hit.length / report.rows, examples };
}

describe('normal text (package READMEs) through the default pipeline', () => {
  it('is a real corpus', () => {
    expect(report.rows).toBeGreaterThan(1500);
    expect(report.benign.rows).toBe(report.rows);
  });

  it('rejects at most 1% of chunks (the benign budget of the detection targets)', () => {
    const rejected = errors.filter((e) => e.status === 'rejected');
    const why = rejected.slice(0, 8).map((e) => `${e.id}: ${e.findings.map((f) => f.detector).join(', ')}`);
    expect(rejected.length / report.rows, why.join('\n')).toBeLessThanOrEqual(0.01);
  });

  it('almost never reads documentation as an attack (injection, jailbreak, extraction)', () => {
    const { rate, examples } = rowsWith(['injection', 'jailbreak', 'extraction']);
    expect(rate, examples.join('\n')).toBeLessThanOrEqual(0.005);
  });

  it('flags at most 3% of chunks for anything other than personal data', () => {
    // Real author names and e-mail addresses in READMEs are personal data and are right to flag.
    const { rate, examples } = rowsWith(['secret', 'brand', 'financial', 'hallucination', 'injection', 'jailbreak', 'extraction']);
    expect(rate, examples.join('\n')).toBeLessThanOrEqual(0.03);
  });
});
