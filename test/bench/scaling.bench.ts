/**
 * Does any detector do more than linear work on a long text full of its own findings?
 *
 *   npx vitest bench --run test/bench/scaling.bench.ts
 *
 * For every enabled detector (default config), up to 4 short texts of `../shared/eval` and
 * `test/eval/fixtures` that it finds something in are each repeated to 20,000 and to 200,000
 * characters (joined by a space, then by a line break), and the detector is timed on both (best of
 * 2). Time per character at 200K divided by time per character at 20K is 1 for linear work and
 * about 10 for quadratic work. The 20 largest ratios and the 10 slowest 200K runs are printed.
 * Session 18 found ratios of 5-14 (0.5-4 s at 200K) in five detectors this way and fixed them;
 * afterwards the largest ratio was 2.6, at 28 ms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, bench, describe } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildDetectors } from '../../src/detectors/registry.js';
import type { Detector } from '../../src/detectors/types.js';
import { normalize } from '../../src/pipeline/normalize.js';
import { repoRoot } from '../helpers/dist.js';

const detectors = buildDetectors(buildConfig({}));
const evalDir = join(repoRoot, '..', 'shared', 'eval');
const fixtures = join(repoRoot, 'test', 'eval', 'fixtures');

function texts(): string[] {
  const files = readdirSync(fixtures).map((f) => join(fixtures, f));
  for (const d of readdirSync(evalDir, { withFileTypes: true })) if (d.isDirectory() && d.name !== 'licenses') for (const f of readdirSync(join(evalDir, d.name))) files.push(join(evalDir, d.name, f));
  const out: string[] = [];
  for (const f of files) for (const l of readFileSync(f, 'utf8').split('\n')) if (l.trim()) out.push((JSON.parse(l) as { text: string }).text);
  return out.filter((t) => t.length <= 300);
}

function best(d: Detector, t: string): number {
  const normalized = normalize(t);
  d.detect(t, { normalized });
  let ms = Infinity;
  for (let i = 0; i < 2; i++) {
    const a = performance.now();
    d.detect(t, { normalized });
    ms = Math.min(ms, performance.now() - a);
  }
  return ms;
}

const repeat = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
let worst = '';

beforeAll(() => {
  const samples = new Map<string, string[]>(detectors.map((d) => [d.meta.id, []]));
  for (const t of texts()) {
    const normalized = normalize(t);
    for (const d of detectors) {
      const s = samples.get(d.meta.id)!;
      if (s.length >= 4) continue;
      const f = d.detect(t, { normalized })[0];
      if (f) s.push(t.slice(Math.max(0, f.start - 40), f.end + 40));
    }
  }
  const rows: Array<{ ratio: number; ms: number; id: string; sample: string }> = [];
  for (const d of detectors) {
    for (const s of samples.get(d.meta.id)!) {
      for (const sep of [' ', '\n']) {
        const small = best(d, repeat(s + sep, 20_000));
        const large = best(d, repeat(s + sep, 200_000));
        rows.push({ ratio: large / small / 10, ms: large, id: d.meta.id, sample: JSON.stringify((s + sep).slice(0, 50)) });
      }
    }
  }
  const line = (r: (typeof rows)[number]) => `${r.ratio.toFixed(2).padStart(6)}  ${r.ms.toFixed(1).padStart(8)} ms  ${r.id.padEnd(40)} ${r.sample}`;
  const byRatio = [...rows].sort((a, b) => b.ratio - a.ratio);
  worst = byRatio[0] ? `${byRatio[0].id} ${byRatio[0].sample}` : 'prose';
  console.log(`\nper-character time at 200K / at 20K (1 = linear, ~10 = quadratic), ${rows.length} runs\n ratio   at 200K   detector                                 repeated text`);
  console.log(byRatio.slice(0, 20).map(line).join('\n'));
  console.log('\nslowest at 200K');
  console.log([...rows].sort((a, b) => b.ms - a.ms).slice(0, 10).map(line).join('\n'));
}, 1_200_000);

describe('the repeated text with the largest ratio, its detector alone', () => {
  bench('200,000 characters', () => {
    const d = detectors.find((x) => worst.startsWith(`${x.meta.id} `));
    if (d) best(d, repeat(JSON.parse(worst.slice(d.meta.id.length + 1)) as string, 200_000));
  });
});
