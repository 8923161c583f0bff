#!/usr/bin/env node
// Builds a JSONL file of "normal text" from documentation already on this machine (package
// READMEs, Debian docs), cut into agent-sized chunks and labelled benign, for measuring false
// alarms with `guardrail eval`. The corpus is not committed: its texts carry their own licences.
//
//   node scripts/normal-corpus.mjs [--out FILE] [--chunk CHARS] [--max-per-file N] DIR...
//   node dist/cli.js eval FILE
//
// Defaults: DIRs node_modules and /usr/share/doc, --out /tmp/normal-corpus.jsonl,
// --chunk 1500, --max-per-file 12. Files are read in sorted order, so the same tree gives the
// same file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';

function usage(message) {
  if (message) process.stderr.write(`normal-corpus: ${message}\n`);
  process.stderr.write('usage: node scripts/normal-corpus.mjs [--out FILE] [--chunk CHARS] [--max-per-file N] DIR...\n');
  process.exit(2);
}

const args = process.argv.slice(2);
let out = '/tmp/normal-corpus.jsonl';
let chunkChars = 1500;
let maxPerFile = 12;
const dirs = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => {
    if (i + 1 >= args.length) usage(`${a} needs a value`);
    return args[++i];
  };
  if (a === '--out') out = value();
  else if (a === '--chunk') chunkChars = Number(value());
  else if (a === '--max-per-file') maxPerFile = Number(value());
  else if (a === '--help' || a === '-h') usage();
  else if (a.startsWith('-')) usage(`unknown option ${a}`);
  else dirs.push(a);
}
if (!Number.isInteger(chunkChars) || chunkChars < 100) usage('--chunk must be an integer >= 100');
if (!Number.isInteger(maxPerFile) || maxPerFile < 1) usage('--max-per-file must be an integer >= 1');
if (dirs.length === 0) dirs.push('node_modules', '/usr/share/doc');

/**
 * Documentation-like files: markdown and plain-text READMEs (gzipped ones too). Changelogs and
 * licences are left out: their sign-off lines and notices are real names and e-mail addresses,
 * which the service is right to flag, and no agent writes them.
 */
function wanted(name) {
  const n = name.toLowerCase().replace(/\.gz$/, '');
  if (/^(copyright|licen[cs]e|changelog|changes|news|history|authors|contributors|thanks)/.test(n)) return false;
  return n.endsWith('.md') || n.endsWith('.txt') || /^readme(\.|$)/.test(n);
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile() && wanted(e.name)) yield p;
  }
}

/** Paragraphs packed into chunks of at most chunkChars (a longer paragraph is cut at a space). */
function chunks(text) {
  const out = [];
  let cur = '';
  for (const para of text.split(/\n[ \t]*\n/)) {
    let p = para.trim();
    while (p.length > chunkChars) {
      let cut = p.lastIndexOf(' ', chunkChars);
      if (cut < chunkChars / 2) cut = chunkChars;
      if (cur) out.push(cur), (cur = '');
      out.push(p.slice(0, cut));
      p = p.slice(cut).trim();
    }
    if (!p) continue;
    if (cur && cur.length + 2 + p.length > chunkChars) out.push(cur), (cur = '');
    cur = cur ? `${cur}\n\n${p}` : p;
  }
  if (cur) out.push(cur);
  return out.filter((c) => c.length >= 80);
}

const seen = new Set();
const lines = [];
let files = 0;
for (const dir of dirs) {
  const source = `docs:${basename(dir)}`;
  for (const file of walk(dir)) {
    let buf;
    try {
      if (statSync(file).size > 4_000_000) continue;
      buf = readFileSync(file);
      if (file.endsWith('.gz')) buf = gunzipSync(buf);
    } catch {
      continue;
    }
    const text = buf.toString('utf8');
    if (text.includes('\u0000') || text.includes('\uFFFD')) continue;
    files++;
    let n = 0;
    for (const c of chunks(text)) {
      if (n >= maxPerFile) break;
      if (seen.has(c)) continue;
      seen.add(c);
      n++;
      const id = `${source}:${relative(dir, file)}#${n}`;
      lines.push(JSON.stringify({ id, source, category: 'benign', label: 0, text: c }));
    }
  }
}
writeFileSync(out, lines.length ? `${lines.join('\n')}\n` : '');
process.stderr.write(`normal-corpus: ${lines.length} chunks from ${files} files -> ${out}\n`);
