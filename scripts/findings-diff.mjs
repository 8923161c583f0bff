#!/usr/bin/env node
// Which fastpath findings does a change add or remove? Runs every fastpath detector of two builds
// (default config) over the same JSONL rows and prints the findings only one of them has.
//
//   node scripts/findings-diff.mjs --a /path/to/old/dist --b dist [--label 0|1|any] [--split train|test] FILE_OR_DIR...
//
// Rows are in the eval format (`text`, optional `id`, `label`); plain `.txt` files are read one
// text per non-empty line. `--label 0` (the default) reads label-0 rows only, which is where a new
// finding is a new false alarm; `--split` keeps rows of that split (rows without one are kept). Prints one line per changed finding and a summary per detector;
// exits 0 either way. Nothing is written.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
let distA;
let distB;
let label = '0';
let split;
const inputs = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--a') distA = args[++i];
  else if (a === '--b') distB = args[++i];
  else if (a === '--label') label = args[++i];
  else if (a === '--split') split = args[++i];
  else if (a === '--help' || a === '-h') {
    console.log('usage: node scripts/findings-diff.mjs --a OLD_DIST --b NEW_DIST [--label 0|1|any] [--split train|test] FILE_OR_DIR...');
    process.exit(0);
  } else inputs.push(a);
}
if (!distA || !distB || inputs.length === 0 || !['0', '1', 'any'].includes(label)) {
  console.error('usage: node scripts/findings-diff.mjs --a OLD_DIST --b NEW_DIST [--label 0|1|any] FILE_OR_DIR...');
  process.exit(2);
}

function files(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return [p];
  return readdirSync(p)
    .sort()
    .flatMap((n) => files(join(p, n)))
    .filter((f) => f.endsWith('.jsonl') || f.endsWith('.txt'));
}

const rows = [];
for (const f of inputs.flatMap(files)) {
  const lines = readFileSync(f, 'utf8').split('\n');
  lines.forEach((line, n) => {
    if (!line.trim()) return;
    if (f.endsWith('.txt')) {
      if (label !== '1') rows.push({ id: `${f}:${n + 1}`, text: line });
      return;
    }
    const r = JSON.parse(line);
    const l = r.label ?? 0;
    if (label !== 'any' && String(l) !== label) return;
    if (split && r.split !== undefined && r.split !== split) return;
    rows.push({ id: r.id ?? `${f}:${n + 1}`, text: r.text });
  });
}

async function scanner(dist) {
  const root = resolve(dist);
  const { loadConfig } = await import(pathToFileURL(join(root, 'config/load.js')).href);
  const { buildDetectors } = await import(pathToFileURL(join(root, 'detectors/registry.js')).href);
  const { normalize } = await import(pathToFileURL(join(root, 'pipeline/normalize.js')).href);
  const detectors = buildDetectors(loadConfig(undefined, {})).filter((d) => d.meta.stage === 'fastpath');
  return (text) => {
    const normalized = normalize(text);
    const out = new Set();
    for (const d of detectors) for (const f of d.detect(text, { normalized })) out.add(`${f.detector}\t${f.start}\t${f.end}`);
    return out;
  };
}

const scanA = await scanner(distA);
const scanB = await scanner(distB);
const added = new Map();
const removed = new Map();
const bump = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);
for (const r of rows) {
  const a = scanA(r.text);
  const b = scanB(r.text);
  for (const k of b) {
    if (a.has(k)) continue;
    const [det, s, e] = k.split('\t');
    bump(added, det);
    console.log(`+ ${r.id}\t${det}\t${JSON.stringify(r.text.slice(Number(s), Number(e)).slice(0, 160))}`);
  }
  for (const k of a) {
    if (b.has(k)) continue;
    const [det, s, e] = k.split('\t');
    bump(removed, det);
    console.log(`- ${r.id}\t${det}\t${JSON.stringify(r.text.slice(Number(s), Number(e)).slice(0, 160))}`);
  }
}
console.log(`\n${rows.length} rows (label ${label}); findings added ${[...added.values()].reduce((x, y) => x + y, 0)}, removed ${[...removed.values()].reduce((x, y) => x + y, 0)}`);
for (const [d, n] of [...added].sort()) console.log(`  + ${d}: ${n}`);
for (const [d, n] of [...removed].sort()) console.log(`  - ${d}: ${n}`);
