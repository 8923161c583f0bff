import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Path of an external binary the test needs, or undefined when it is missing outside CI.
 * Under CI=true a missing binary throws: .ci/run installs it, so its absence is a failure.
 */
export function tool(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || missing(name);
  } catch {
    return missing(name);
  }
}

function missing(name: string): undefined {
  if (process.env.CI === 'true') throw new Error(`${name} is not installed (.ci/run installs it); under CI a missing tool is a failure`);
  return undefined;
}

/** Runs a binary to completion (bounded by a timeout) and returns its exit code and output. */
export function run(bin: string, args: readonly string[], opts: { cwd?: string; timeoutMs?: number } = {}) {
  const r = spawnSync(bin, args, { cwd: opts.cwd, encoding: 'utf8', timeout: opts.timeoutMs ?? 60_000 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
