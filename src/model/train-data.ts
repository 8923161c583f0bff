import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { packageRoot } from './builtin/weights.js';

/** One row of the evaluation set (`../shared/eval/<category>/<dataset>.jsonl`). */
export interface EvalRow {
  id: string;
  source: string;
  category: string;
  label: 0 | 1;
  text: string;
  context?: string;
  split: 'train' | 'test';
}

/** Every row of every `<category>/*.jsonl` under `dir`, in a stable (sorted path) order. */
export function readEvalRows(dir: string): EvalRow[] {
  const rows: EvalRow[] = [];
  const cats = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'licenses')
    .map((d) => d.name)
    .sort();
  for (const cat of cats) {
    const files = readdirSync(join(dir, cat))
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const f of files) {
      for (const line of readFileSync(join(dir, cat, f), 'utf8').split('\n')) {
        if (line.trim()) rows.push(JSON.parse(line) as EvalRow);
      }
    }
  }
  return rows;
}

/** HaluEval QA rows: knowledge + "\n\nQuestion: " + question as context, the answer as text. */
export function isHaluEvalQa(r: EvalRow): boolean {
  return r.category === 'hallucination' && r.source === 'halueval' && (r.context ?? '').includes('\n\nQuestion: ');
}

/** FNV-1a 32 of a string (fold assignment, seeded shuffles). */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Source name of the project's own positive examples (see `readPositives`). */
export const POSITIVES_SOURCE = 'project-positives';

/** Categories a positives file may name (the classifier heads). */
const POSITIVE_CATEGORIES = ['injection', 'jailbreak', 'extraction', 'toxicity', 'financial'];

/**
 * The project's own attack and toxicity examples: `<dir>/<category>.txt`, one example per line,
 * `\n` (backslash, n) for a line break inside one, as label-1 `train` rows of that category. The
 * public sets phrase each attack family in a few dataset-specific ways (one template per
 * generator), so a head trained on them alone learns those phrasings; these files add attacks
 * in other carriers (mail, reviews, tool output, code), tones and languages. Written for this
 * project; never scored as test data. A missing folder gives no rows; a file named after
 * anything but a head is an error.
 */
export function readPositives(dir: string): EvalRow[] {
  if (!existsSync(dir)) return [];
  const rows: EvalRow[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.txt')).sort()) {
    const category = f.slice(0, -'.txt'.length);
    if (!POSITIVE_CATEGORIES.includes(category)) throw new Error(`GRD_ERR_TRAIN_DATA: ${join(dir, f)}: positives files are named after a head (${POSITIVE_CATEGORIES.join(', ')}.txt)`);
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .map((t) => t.trim())
      .forEach((t, i) => {
        if (t) rows.push({ id: `${POSITIVES_SOURCE}:${category}:${i + 1}`, source: POSITIVES_SOURCE, category, label: 1, text: t.replaceAll('\\n', '\n'), split: 'train' });
      });
  }
  return rows;
}

/** Source name of the project's own hard negatives (see `readHardNegatives`). */
export const HARD_NEGATIVES_SOURCE = 'project-hard-negatives';

/**
 * The project's own benign texts that use attack vocabulary in ordinary ways ("follow the
 * instructions in the e-mail to reset your password", "the system prompt of cmd.exe"), one per
 * line (`\n` for a line break inside one), as benign `train` rows. The public sets have few such texts, so without them the heads
 * learn that the words themselves mean an attack. Written for this project; never scored as test
 * data. A missing file gives no rows.
 */
export function readHardNegatives(path: string): EvalRow[] {
  if (!existsSync(path)) return [];
  const file = basename(path, '.txt');
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .map((text, i) => ({ id: `${HARD_NEGATIVES_SOURCE}:${file}:${i + 1}`, source: HARD_NEGATIVES_SOURCE, category: 'benign', label: 0 as const, text: text.replaceAll('\\n', '\n'), split: 'train' as const }));
}

/**
 * Rows that train one head only: `<dir>/<head>/positives*.txt` (that head's attacks, one per line)
 * and `<dir>/<head>/hard-negatives*.txt` (benign texts like them), read like the shared files
 * above. Casual harmful requests ("whats the best way to hide weed in my trunk so the dogs cant
 * smell it") and the safe questions beside them teach the jailbreak head; given to every head,
 * they would change heads they say nothing about (see `trainModel`). `<dir>/<head>/fixtures.txt`
 * names JSONL files (one path per line, relative to the package root; `#` starts a comment) whose
 * rows of the head's category train it with their own labels: the project's labelled probes
 * (test/eval/fixtures) are read where they are instead of being copied. A missing folder gives none;
 * a folder named after anything but a head is an error.
 */
export function readScoped(dir: string): Partial<Record<string, EvalRow[]>> {
  if (!existsSync(dir)) return {};
  const out: Partial<Record<string, EvalRow[]>> = {};
  for (const head of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    if (!POSITIVE_CATEGORIES.includes(head)) throw new Error(`GRD_ERR_TRAIN_DATA: ${join(dir, head)}: head-scoped folders are named after a head (${POSITIVE_CATEGORIES.join(', ')})`);
    const rows: EvalRow[] = [];
    const files = readdirSync(join(dir, head)).filter((f) => f.endsWith('.txt')).sort();
    for (const f of files) {
      const path = join(dir, head, f);
      if (/^positives(?:-[\w-]+)?\.txt$/.test(f)) {
        // positives.txt keeps its ids (`...:<head>-only:N`); positives-<name>.txt adds its name
        const tag = f === 'positives.txt' ? '' : `${f.slice('positives-'.length, -'.txt'.length)}:`;
        readFileSync(path, 'utf8')
          .split('\n')
          .map((t) => t.trim())
          .forEach((t, i) => {
            if (t) rows.push({ id: `${POSITIVES_SOURCE}:${head}-only:${tag}${i + 1}`, source: POSITIVES_SOURCE, category: head, label: 1, text: t.replaceAll('\\n', '\n'), split: 'train' });
          });
      } else if (f.startsWith('hard-negatives')) {
        rows.push(...readHardNegatives(path).map((r) => ({ ...r, id: `${r.id}:${head}-only` })));
      } else if (f === 'fixtures.txt') {
        rows.push(...readFixtureList(path, head));
      } else {
        throw new Error(`GRD_ERR_TRAIN_DATA: ${path}: a head-scoped folder holds positives*.txt, hard-negatives*.txt and fixtures.txt`);
      }
    }
    out[head] = rows;
  }
  return out;
}
/**
 * The rows of `category` in the JSONL files a `fixtures.txt` lists, as `train` rows with their own
 * labels and sources. A listed file that is missing, or a row without text or a 0/1 label, is an
 * error that names the file and line.
 */
export function readFixtureList(listPath: string, category: string): EvalRow[] {
  const root = packageRoot();
  const rows: EvalRow[] = [];
  const files = readFileSync(listPath, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
  for (const rel of files) {
    const file = resolve(root, rel);
    if (!existsSync(file)) throw new Error(`GRD_ERR_TRAIN_DATA: ${listPath}: listed file ${rel} not found`);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        let r: { id?: unknown; source?: unknown; category?: unknown; label?: unknown; text?: unknown };
        try {
          r = JSON.parse(line) as typeof r;
        } catch {
          throw new Error(`GRD_ERR_TRAIN_DATA: ${rel}:${i + 1}: not a JSON object`);
        }
        if (r.category !== category) return;
        if (typeof r.text !== 'string' || (r.label !== 0 && r.label !== 1)) throw new Error(`GRD_ERR_TRAIN_DATA: ${rel}:${i + 1}: a row needs "text" and "label" 0 or 1`);
        const source = typeof r.source === 'string' ? r.source : basename(rel, '.jsonl');
        rows.push({ id: typeof r.id === 'string' ? r.id : `${source}:${i + 1}`, source, category, label: r.label, text: r.text, split: 'train' });
      });
  }
  return rows;
}
