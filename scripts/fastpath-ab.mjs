#!/usr/bin/env node
// Times the fastpath of two or more builds against each other in one process, rounds taking
// turns, so that the load of a shared machine falls on all of them alike (separate benchmark runs
// on the development machine moved by 2x between runs). Each build's detectors (default config)
// run over ordinary prose of each size; prints the median time per check and the ratio to the
// first build.
//
//   node scripts/fastpath-ab.mjs [--rounds 40] [--sizes 1024,200000] LABEL=DIST_DIR LABEL=DIST_DIR ...
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prose } from '../test/bench/prose.mjs';

const args = process.argv.slice(2);
let rounds = 40;
let sizes = [1024, 200_000];
const builds = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--sizes') sizes = args[++i].split(',').map(Number);
  else if (args[i].includes('=')) {
    const [label, dir] = args[i].split('=');
    builds.push({ label, dir: resolve(dir) });
  } else {
    console.error(`unknown argument ${args[i]}`);
    process.exit(2);
  }
}
if (builds.length < 2 || !Number.isInteger(rounds) || rounds < 1 || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: node scripts/fastpath-ab.mjs [--rounds N] [--sizes 1024,200000] LABEL=DIST_DIR LABEL=DIST_DIR ...');
  process.exit(2);
}

for (const b of builds) {
  const { loadConfig } = await import(pathToFileURL(join(b.dir, 'config/load.js')).href);
  const { buildDetectors } = await import(pathToFileURL(join(b.dir, 'detectors/registry.js')).href);
  const { normalize } = await import(pathToFileURL(join(b.dir, 'pipeline/normalize.js')).href);
  const detectors = buildDetectors(loadConfig(undefined, {})).filter((d) => d.meta.stage === 'fastpath');
  b.scan = (text) => {
    const n = normalize(text);
    let k = 0;
    for (const d of detectors) k += d.detect(text, { normalized: n }).length;
    return k;
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
for (const size of sizes) {
  const text = prose(size);
  // Enough repetitions per round for about 20 ms of work at 50 µs per KB.
  const reps = Math.max(1, Math.round(400_000 / size));
  for (const b of builds) for (let i = 0; i < 3 * reps; i++) b.scan(text);
  const times = new Map(builds.map((b) => [b.label, []]));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? builds : [...builds].reverse();
    for (const b of order) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < reps; i++) b.scan(text);
      times.get(b.label).push(Number(process.hrtime.bigint() - t0) / 1e3 / reps);
    }
  }
  const base = median(times.get(builds[0].label));
  for (const b of builds) {
    const m = median(times.get(b.label));
    console.log(`${String(size).padStart(7)} chars  ${b.label.padEnd(10)} median ${m >= 1000 ? `${(m / 1000).toFixed(2)} ms` : `${m.toFixed(1)} µs`}  x${(m / base).toFixed(3)}`);
  }
}
