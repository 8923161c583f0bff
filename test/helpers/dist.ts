import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Absolute path of a built file under dist/; throws a clear error when the build is missing. */
export function distFile(rel: string): string {
  const p = resolve(repoRoot, 'dist', rel);
  if (!existsSync(p)) throw new Error(`${p} is missing: run "npm run build" first (npm test does it in pretest)`);
  return p;
}
