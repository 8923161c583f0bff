import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { distFile } from '../helpers/dist.js';
import { DETECTORS_OFF, JAILBREAK } from './helpers.js';

const run = promisify(execFile);

describe('the compiled package', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guardrail-model-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the shipped weights from dist/ in a real process, from any working directory', async () => {
    const cfg = join(dir, 'g.yaml');
    writeFileSync(cfg, stringify({ detectors: DETECTORS_OFF }));
    const { stdout, stderr } = await run(process.execPath, [distFile('cli.js'), 'check', '--config', cfg, JAILBREAK], { cwd: dir });
    expect(JSON.parse(stdout).flags).toContain('Jailbreak: classifier (jailbreak)');
    expect(stderr).toContain('source: model');
  });
});
