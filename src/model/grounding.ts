/**
 * Grounding: finds claims in a text (sentences with numbers, dates, names or quantities) that the
 * supplied context does not support, scored by a small logistic model over overlap features.
 */
import { blankRefusals } from './builtin/refusals.js';
import type { GroundingWeights } from './builtin/weights.js';

// English function words: they carry no claim, so they neither support nor contradict one.
const STOPWORDS = new Set(
  (
    'a an the of in on at to for from by with as into onto over under about after before between during than then ' +
    'and or but nor so yet if because while although though that this these those there here it its itself ' +
    'is are was were be been being am do does did done doing has have had having will would shall should can could may might must ' +
    'i me my we us our you your he him his she her they them their who whom whose which what when where why how ' +
    'all any both each either neither some such no not only own same other another more most very too also just ' +
    'up down out off again further once one ones s t'
  ).split(' '),
);

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

interface Token {
  lower: string;
  start: number;
  end: number;
  capital: boolean;
  number: boolean;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const w = m[0];
    const c = w.charCodeAt(0);
    out.push({
      lower: w.toLowerCase(),
      start: m.index,
      end: m.index + w.length,
      capital: w[0] !== w[0]!.toLowerCase(),
      number: c >= 48 && c <= 57,
    });
  }
  return out;
}

function isContent(t: Token): boolean {
  return !STOPWORDS.has(t.lower);
}

/** Sentence spans: split after . ! ? or a newline, keeping the offsets. */
export function sentences(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const boundary = c === '\n' || ((c === '.' || c === '!' || c === '?') && (i + 1 === text.length || /\s/.test(text[i + 1]!)));
    if (boundary) {
      if (text.slice(s, i + 1).trim()) out.push({ start: s, end: i + 1 });
      s = i + 1;
    }
  }
  if (text.slice(s).trim()) out.push({ start: s, end: text.length });
  // Trim leading whitespace off each span so it starts at the claim itself.
  return out.map(({ start, end }) => {
    let a = start;
    while (a < end && /\s/.test(text[a]!)) a++;
    return { start: a, end };
  });
}

const PAIR_REACH = 3;

/** The context, indexed once per request. */
export class ContextIndex {
  readonly words = new Set<string>();
  readonly bigrams = new Set<string>();
  /** Words of the context outside its question: what the documents themselves say. */
  readonly docWords = new Set<string>();
  /** `stem` of every context word: "member" is supported by "members". */
  readonly stems = new Set<string>();
  readonly contentCount: number;
  /** True when the context asks a question (the text is then an answer to it). */
  readonly hasQuestion: boolean;
  /** What that question expects, when its form says so. */
  readonly expects: 'number' | 'name' | 'yesno' | null;

  constructor(context: readonly string[]) {
    let content = 0;
    let question = '';
    const lines: string[] = [];
    for (const doc of context) {
      const toks = tokens(doc);
      // Pairs of content words up to PAIR_REACH apart, in order: a faithful paraphrase drops or
      // adds a word between two facts ("opened in 1987 in Kessling") but keeps them together.
      const recent: string[] = [];
      for (const t of toks) {
        this.words.add(t.lower);
        if (!isContent(t)) continue;
        content++;
        for (const r of recent) this.bigrams.add(`${r} ${t.lower}`);
        recent.push(t.lower);
        if (recent.length > PAIR_REACH) recent.shift();
      }
      for (const s of sentences(doc)) {
        const line = doc.slice(s.start, s.end).trim();
        if (isQuestion(line)) question = line;
        lines.push(line);
      }
    }
    for (const line of lines) if (line !== question) for (const t of tokens(line)) this.docWords.add(t.lower);
    for (const w of this.words) this.stems.add(stem(w));
    this.contentCount = content;
    this.hasQuestion = question !== '';
    this.expects = expectedAnswer(question);
  }
}

/** A crude English stem: plural, past and -ing endings off ("members", "cancelled", "booking"). */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && (w.endsWith('ies') || w.endsWith('ied'))) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && (w.endsWith('es') || w.endsWith('ed'))) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const WH = new Set(['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how']);

// A question ends with "?" or, when written carelessly, starts with a wh-word (after a label
// such as "Question:").
function isQuestion(line: string): boolean {
  if (line.endsWith('?')) return true;
  const t = tokens(line.slice(0, 40));
  return WH.has(t[0]?.lower ?? '') || WH.has(t[1]?.lower ?? '');
}

function expectedAnswer(question: string): ContextIndex['expects'] {
  const q = question.toLowerCase();
  if (!q) return null;
  const first = tokens(q)[0]?.lower ?? '';
  if (/\b(?:how many|how much|what year|which year|when|how old|how long)\b/.test(q)) return 'number';
  if (/\b(?:who|whom|whose|where|which)\b/.test(q)) return 'name';
  if (['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'has', 'have', 'had', 'will', 'would'].includes(first)) return 'yesno';
  return null;
}

/** Feature names, in the order the weights file stores their coefficients. */
export const GROUNDING_FEATURES = [
  'unsupported_frac',
  'unsupported_log',
  'unsupported_names_frac',
  'unsupported_numbers',
  'bigram_support',
  'content_log',
  'type_mismatch',
  'question',
  'question_x_unsupported_frac',
  'question_x_unsupported_names_frac',
] as const;

/**
 * Sign each coefficient must keep (+1 at least 0, -1 at most 0, 0 free): more unsupported words,
 * names or numbers can only make a claim look less supported, never more. Training projects
 * onto these, so the model cannot learn a dataset's quirks backwards.
 */
export const GROUNDING_SIGNS: readonly number[] = [1, 1, 1, 1, -1, 0, 1, 0, 1, 1];

export interface Claim {
  start: number;
  end: number;
  features: number[];
}

/** True when a sentence states something checkable: a number, date, name or quantity. */
// A capital inside a sentence marks a name; the first word is capitalised anyway, so it counts
// only when it is the whole answer ("Scotland"), not the start of "Sorry, I can't help".
function isClaim(toks: Token[]): boolean {
  const words = toks.filter(isContent).length;
  return toks.some((t, i) => t.number || MONTHS.has(t.lower) || (t.capital && t.lower !== 'i' && (i > 0 ? true : words <= 3 && isContent(t))));
}

function claimFeatures(toks: Token[], ctx: ContextIndex): number[] {
  const content = toks.filter(isContent);
  const unsupported = content.filter((t) => !ctx.words.has(t.lower));
  const names = content.filter((t) => t.capital);
  const numbers = content.filter((t) => t.number);
  let pairs = 0;
  let supported = 0;
  for (let i = 1; i < content.length; i++) {
    pairs++;
    if (ctx.bigrams.has(`${content[i - 1]!.lower} ${content[i]!.lower}`)) supported++;
  }
  const n = Math.max(1, content.length);
  let mismatch = 0;
  if (ctx.expects === 'number' && numbers.length === 0 && !content.some((t) => MONTHS.has(t.lower))) mismatch = 1;
  if (ctx.expects === 'name' && names.length === 0) mismatch = 1;
  return [
    unsupported.length / n,
    Math.log1p(unsupported.length),
    names.length ? names.filter((t) => !ctx.words.has(t.lower)).length / names.length : 0,
    numbers.some((t) => !ctx.words.has(t.lower)) ? 1 : 0,
    pairs ? supported / pairs : 1,
    Math.log1p(content.length),
    mismatch,
    ctx.hasQuestion ? 1 : 0,
    // An answer to a question asked about the documents should come from them; an answer to an
    // instruction ("write a tweet about...") may legitimately add words, so the two differ.
    ctx.hasQuestion ? unsupported.length / n : 0,
    ctx.hasQuestion && names.length ? names.filter((t) => !ctx.words.has(t.lower)).length / names.length : 0,
  ];
}

function restates(toks: Token[], ctx: ContextIndex): boolean {
  const content = toks.filter(isContent);
  for (let i = 0; i < content.length; i++) {
    if (!ctx.words.has(content[i]!.lower)) return false;
    if (i > 0 && !ctx.bigrams.has(`${content[i - 1]!.lower} ${content[i]!.lower}`)) return false;
  }
  return true;
}

/** Content words of a text (the gate compares them with the context's). */
export function contentCount(text: string): number {
  return tokens(text).filter(isContent).length;
}

/** Claims of `text` with their features; empty when the context is too thin to judge against. */
export function extractClaims(text: string, ctx: ContextIndex, minContextRatio: number): Claim[] {
  const total = contentCount(text);
  if (total === 0 || ctx.contentCount < minContextRatio * total) return [];
  const out: Claim[] = [];
  for (const s of sentences(text)) {
    const toks = tokens(text.slice(s.start, s.end));
    if (!isClaim(toks)) continue;
    // A claim that only restates the context (every content word, and every pair of adjacent
    // content words, found there) is supported; anything new is for the model to weigh.
    if (restates(toks, ctx)) continue;
    out.push({ start: s.start, end: s.end, features: claimFeatures(toks, ctx) });
  }
  return out;
}

// A claim of up to this many content words is an answer in a word or two ("hydrogen peroxide",
// "Mike's Gym in Oostzaan"): any word of it the context lacks is the answer itself.
const SHORT_CLAIM = 6;
const COURTESY = new Set(['thanks', 'thank', 'sorry', 'happy', 'glad', 'congratulations', 'congrats', 'good', 'great', 'welcome', 'hi', 'hello', 'sure', 'absolutely', 'certainly', 'unfortunately', 'let', 'lets', 'yes', 'no', 'ok', 'okay']);
const PARTICLES = new Set(['yes', 'yeah', 'yep', 'maybe', 'perhaps', 'possibly', 'probably', 'certainly', 'definitely', 'sure', 'correct', 'right', 'indeed']);
const ANSWER_WORDS = 3;

/**
 * Something a reader could point at in a claim the model flags: a number or a name (a capitalised
 * word past the first) the context does not hold, a short answer with a word the context lacks,
 * or a claim none of whose words come from the documents (only the question's words, or new
 * ones). Without one, the claim reworded the documents ("You won't be charged a late fee: anything
 * due back ... gets a new due date of 3 January 2025"), and the model's score measured only that
 * the wording is new.
 */
export function claimEvidence(toks: readonly Token[], ctx: ContextIndex, exclaims = false, claim = ''): boolean {
  const content = toks.filter(isContent);
  if (content.length === 0) return false;
  // "Yes.", "Possibly.", "Thanks for asking!", "Happy to help!", "Let's compare!": an answer's
  // particle or a courtesy states no fact.
  if (content.length <= ANSWER_WORDS && (exclaims || COURTESY.has(toks[0]!.lower) || content.every((t) => PARTICLES.has(t.lower)))) return false;
  // An answer of a word or three that does not restate the context picks something the context
  // does not say ("Mike's Gym in Oostzaan" for a person): the model's verdict stands.
  if (content.length <= ANSWER_WORDS) return true;
  let fromDocs = 0;
  let missing = 0;
  let anchored = false;
  const derived = derivedNumbers(claim, ctx);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!isContent(t)) continue;
    const known = ctx.words.has(t.lower) || ctx.stems.has(stem(t.lower)) || (t.number && (sameNumber(t.lower, ctx) || derived.has(t.lower)));
    if (ctx.docWords.has(t.lower)) fromDocs++;
    if (known) {
      if (t.number && ctx.docWords.has(t.lower)) anchored = true;
      continue;
    }
    missing++;
    if (t.number || (t.capital && i > 0)) return true;
  }
  // A short sentence with a word the context lacks is an answer of its own, unless a number the
  // documents give anchors it ("Members pay £85 and everyone else £110").
  if (missing > 0 && content.length <= SHORT_CLAIM && !anchored) return true;
  return fromDocs === 0;
}

const NUMERAL = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/g;

/**
 * The digit runs of numbers in a claim that the claim works out from its own other numbers, each
 * held by the context: a sum, difference, product or quotient of two of them ("two visits at £55
 * and two at £70 come to £250", "£16.50 a month, which is £198 over twelve months", "with 37 GB
 * used, you have 63 GB free", "the 20:15 departure ... at about 20:52"). A changed figure standing
 * alone is not one.
 */
function derivedNumbers(claim: string, ctx: ContextIndex): Set<string> {
  const out = new Set<string>();
  if (!claim) return out;
  const found: Array<{ raw: string; value: number; held: boolean }> = [];
  for (const m of claim.matchAll(NUMERAL)) {
    const raw = m[0];
    const parts = raw.split(/\D+/).filter(Boolean);
    found.push({ raw, value: Number(raw.replace(/,/g, '')), held: parts.every((d) => ctx.words.has(d)) });
    // A time's minutes are operands too ("20:15" + 37 minutes).
    if (raw.length <= 2 && claim[m.index - 1] === ':') found[found.length - 1]!.held ||= ctx.words.has(raw);
  }
  // Counts the claim writes in words are operands ("twelve months", "two visits").
  for (const m of claim.toLowerCase().matchAll(NUMBER_WORD)) found.push({ raw: m[0], value: NUMBER_WORDS.indexOf(m[0]), held: true });
  const operands = found.filter((f) => f.held).map((f) => f.value);
  if (operands.length < 2) return out;
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.006 * Math.max(1, Math.abs(b));
  for (const f of found) {
    if (f.held) continue;
    let hit = false;
    for (let i = 0; i < operands.length && !hit; i++) {
      for (let j = 0; j < operands.length && !hit; j++) {
        if (i === j) continue;
        const a = operands[i]!;
        const b = operands[j]!;
        hit = near(a + b, f.value) || near(a - b, f.value) || near(a * b, f.value) || (b !== 0 && near(a / b, f.value));
      }
    }
    if (hit) for (const d of f.raw.split(/\D+/)) if (d) out.add(d);
  }
  return out;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/**
 * A number the context writes another common way: "5" for "five", "9pm" for "9 pm" or "21:00",
 * "12pm" for "noon" or "midday".
 */
function sameNumber(w: string, ctx: ContextIndex): boolean {
  const time = /^(\d{1,2})(am|pm)$/.exec(w);
  if (time) {
    const h = Number(time[1]);
    if (ctx.words.has(String(h))) return true;
    if (time[2] === 'pm' && h < 12 && ctx.words.has(String(h + 12))) return true;
    return h === 12 && (ctx.words.has('noon') || ctx.words.has('midday') || ctx.words.has('midnight'));
  }
  const n = Number(w);
  return Number.isInteger(n) && n < NUMBER_WORDS.length && ctx.words.has(NUMBER_WORDS[n]!);
}

export function groundingProbability(w: Pick<GroundingWeights, 'weights' | 'bias'>, features: readonly number[]): number {
  let z = w.bias;
  for (let i = 0; i < features.length; i++) z += (w.weights[i] ?? 0) * features[i]!;
  return 1 / (1 + Math.exp(-z));
}

export interface UnsupportedClaim {
  start: number;
  end: number;
  probability: number;
}

/** Claims whose probability of being unsupported reaches the threshold. */
export function unsupportedClaims(
  text: string,
  context: readonly string[],
  w: GroundingWeights,
  opts: { minContextRatio: number; threshold?: number | null; requireEvidence?: boolean },
): UnsupportedClaim[] {
  if (context.length === 0) return [];
  const ctx = new ContextIndex(context);
  const threshold = opts.threshold ?? w.threshold;
  const out: UnsupportedClaim[] = [];
  // A refusal states no fact ("Sorry, but I can't assist with that."): a sentence left with at
  // most one content word once its refusing clause is blanked is no claim to check.
  const blanked = blankRefusals(text);
  for (const c of extractClaims(text, ctx, opts.minContextRatio)) {
    if (blanked !== text && contentCount(blanked.slice(c.start, c.end)) <= 1) continue;
    const p = groundingProbability(w, c.features);
    if (p < threshold) continue;
    const claim = text.slice(c.start, c.end);
    if (opts.requireEvidence !== false && !claimEvidence(tokens(claim), ctx, claim.trimEnd().endsWith('!'), claim)) continue;
    out.push({ start: c.start, end: c.end, probability: p });
  }
  return out;
}
