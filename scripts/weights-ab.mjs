#!/usr/bin/env node
// How does another weights file for the built-in model change verdicts? Runs the full pipeline
// (default config, cache off) with weights A and with weights B over labelled JSONL rows and
// prints, per file where anything moved: label-1 rows with a finding of the row's category,
// label-0 rows rejected, and label-0 rows with a finding of the row's category (benign rows: of
// any attack or brand category). Nothing is written; run `npm run build` first.
//
//   node scripts/weights-ab.mjs --a src/model/weights/classifier.bin --b /tmp/new.bin [--changes] FILE_OR_DIR...
//
// --changes also prints each row whose outcome moved (the first 140 characters of its text).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
let a;
let b;
let changes = false;
const inputs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--a') a = args[++i];
  else if (args[i] === '--b') b = args[++i];
  else if (args[i] === '--changes') changes = true;
  else inputs.push(args[i]);
}
if (!a || !b || inputs.length === 0) {
  console.error('usage: node scripts/weights-ab.mjs --a WEIGHTS --b WEIGHTS [--changes] FILE_OR_DIR...');
  process.exit(2);
}
const dist = resolve(new URL('..', import.meta.url).pathname, 'dist');
const { buildConfig } = await import(pathToFileURL(join(dist, 'config/load.js')).href);
const { buildPipeline } = await import(pathToFileURL(join(dist, 'pipeline/build.js')).href);
const pipeline = (w) => buildPipeline(buildConfig({ cache: { enabled: false }, model: { builtin: { weights: resolve(w) } } }));
const [pa, pb] = [await pipeline(a), await pipeline(b)];

const files = inputs.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(p, f)) : [p]));
const ATTACK = new Set(['injection', 'jailbreak', 'extraction', 'brand']);
const own = (r, res) => res.findings.some((f) => (r.category === 'benign' ? ATTACK.has(f.category) : f.category === (r.category === 'toxicity' ? 'brand' : r.category)));
const total = { pos: [0, 0], n1: 0, rej: [0, 0], hit0: [0, 0], n0: 0 };
for (const file of files) {
  const s = { pos: [0, 0], n1: 0, rej: [0, 0], hit0: [0, 0], n0: 0 };
  const moved = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (typeof r.text !== 'string' || (r.label !== 0 && r.label !== 1) || !r.category) continue;
    const req = { text: r.text, accountId: 'weights-ab', context: r.context ? [r.context] : undefined };
    const res = [await pa.check(req), await pb.check(req)];
    const hit = res.map((x) => own(r, x));
    const rej = res.map((x) => x.response.status === 'rejected');
    if (r.label === 1) {
      s.n1++;
      hit.forEach((h, k) => (s.pos[k] += h ? 1 : 0));
      if (hit[0] !== hit[1]) moved.push(`  label 1 ${hit[1] ? 'caught' : 'missed'} by B: ${r.text.slice(0, 140).replace(/\s+/g, ' ')}`);
    } else {
      s.n0++;
      hit.forEach((h, k) => (s.hit0[k] += h ? 1 : 0));
      rej.forEach((x, k) => (s.rej[k] += x ? 1 : 0));
      if (hit[0] !== hit[1] || rej[0] !== rej[1]) moved.push(`  label 0 ${res[0].response.status} -> ${res[1].response.status}: ${r.text.slice(0, 140).replace(/\s+/g, ' ')}`);
    }
  }
  for (const k of ['pos', 'rej', 'hit0']) for (const j of [0, 1]) total[k][j] += s[k][j];
  total.n1 += s.n1;
  total.n0 += s.n0;
  if (moved.length > 0) {
    console.log(`${file}: label 1 caught ${s.pos[0]} -> ${s.pos[1]} of ${s.n1}; label 0 rejected ${s.rej[0]} -> ${s.rej[1]}, with a finding ${s.hit0[0]} -> ${s.hit0[1]} of ${s.n0}`);
    if (changes) console.log(moved.join('\n'));
  }
}
console.log(`total: label 1 caught ${total.pos[0]} -> ${total.pos[1]} of ${total.n1}; label 0 rejected ${total.rej[0]} -> ${total.rej[1]}, with a finding ${total.hit0[0]} -> ${total.hit0[1]} of ${total.n0}`);
await pa.close?.();
await pb.close?.();
