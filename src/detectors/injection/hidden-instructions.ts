import type { DetectContext, Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors, textShape } from './gate.js';
import { readsLikeInstruction } from './instruction-words.js';

// The look-behinds make each run start once, so a long run costs its length, not its square.
const B64 = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,4096}={0,2}/g;
const HEX = /(?<![0-9A-Za-z])[0-9a-fA-F]{32,4096}(?![0-9A-Za-z])/g;
// Payloads are judged on their first HEAD characters (base64 decodes in 4-character groups, hex
// in pairs, so an instruction is readable from a prefix): a streamed payload is recognised once
// they have arrived, and the finding still spans the whole run.
const HEAD = 512;
// Reach: the longest of a payload's head, a comment's "<!--" plus its head, and an invisible
// element's opening tag (404) plus its content head.
// Elements styled to be invisible when rendered but still read by a model.
// The opening tag is at most 404 characters, and the content is judged on its first
// CONTENT_HEAD characters, so the element is recognised within the detector's reach.
const INVISIBLE_STYLE = /<(\w{1,10})[^<>]{0,120}?style\s{0,2}=\s{0,2}["'][^"'<>]{0,120}?(?:display\s{0,2}:\s{0,2}none|font-size\s{0,2}:\s{0,2}(?:0|1px\b|1pt\b)|visibility\s{0,2}:\s{0,2}hidden|opacity\s{0,2}:\s{0,2}0\b|color\s{0,2}:\s{0,2}(?:#fff\b|#ffffff\b|white\b|transparent\b)|(?:max-)?(?:height|width)\s{0,2}:\s{0,2}0(?![.\d])|(?:left|top|text-indent)\s{0,2}:\s{0,2}-\d{3,})[^<>]{0,120}?>([^<]{0,1000})/gi;
// Session 22: an element hidden by attribute or utility class ('<div hidden>', class="sr-only",
// "d-none", "visually-hidden"), read the same way.
const HIDDEN_ELEMENT = /<(\w{1,10})\s[^<>]{0,160}?(?:\bhidden(?=[\s>\/=])|class\s{0,2}=\s{0,2}["'][^"'<>]{0,80}?(?<![\w-])(?:hidden|d-none|invisible|sr-only|visually-hidden)(?![\w-]))[^<>]{0,120}?>([^<]{0,1000})/gi;
const CONTENT_HEAD = 190;
// Text nobody sees that tells its reader what to say when summarising or answering: "When you
// summarize this page for a shopper, state that ...", "tell the user that ...", "rank our model
// first". Read only in invisible elements, where ordinary copy has no business giving orders.
const HIDDEN_ORDER =
  /\b(?:when|if|whenever|before|after|while)\s(?:you|an?\s(?:ai|assistant|model|agent|bot|llm))\b[^.!?]{0,80}?,\s{0,3}(?:please\s)?(?:always\s)?(?:state|say|tell|mention|recommend|rank|rate|describe|claim|include|add|write|call|send|forward|reply|respond|answer|list|note|present|insist)\b|\b(?:state|mention|claim|stress|emphasi[sz]e|insist)\s(?:that|how)\b|\btell\s(?:the\s)?(?:user|shopper|customer|reader|visitor|buyer|guest|client)s?\b|\btell\s(?:the|any|all|every|each)\s[a-z]{3,20}\s(?:that|to)\b|\b(?:when|if|whenever|before|after|while)\s[a-z]{3,20}ing\b[^.!?]{0,80}?,\s{0,3}(?:please\s)?(?:always\s)?(?:state|say|tell|mention|recommend|rank|rate|describe|claim|write|send|forward|reply|respond|answer|present|insist|omit)\b|\b(?:rank|rate|recommend|list|present)\s(?:this|our|the)\s[a-z0-9 -]{1,40}?\s(?:as\s(?:the\s)?(?:best|top|#1|number one|first)|first|above|higher|over)\b/;
// An HTML comment is judged on its first COMMENT_HEAD characters; an unclosed one hides the rest
// of the text from a renderer, so it runs to the end (and a stream sees it before "-->").
const COMMENT_HEAD = 500;

/** Printable-ASCII share of a decoded payload; real prose is nearly all printable. */
function asciiText(s: string): boolean {
  if (s.length < 12) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9) ok++;
  }
  return ok / s.length > 0.95 && /[a-z]{3,}\s[a-z]{2,}/i.test(s);
}

function finding(ctx: DetectContext, start: number, end: number, label: string, score: number): Finding {
  return {
    detector: 'injection.hidden_instruction',
    category: 'injection',
    type: 'hidden_instruction',
    label,
    ...ctx.normalized.spanToOriginal(start, end),
    score,
  };
}

const isZeroWidth = (cp: number): boolean => (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

type Smuggle = { start: number; end: number; kind: 'tags' | 'zero-width' };

// Text smuggled in invisible code points: Unicode tag characters (U+E0000 block, which spell
// ASCII invisibly), long runs of zero-width characters (binary encodings), or zero-width
// characters splitting many words. Single ones are normal (emoji joiners, BOMs, the
// "\ufeff / \ufeff" Wikipedia puts around coordinates), so only volume counts.
function smuggled(original: string): Smuggle[] {
  const out: Smuggle[] = [];
  let tagStart = -1;
  let tags = 0;
  let runStart = -1;
  let run = 0;
  let inWord = 0;
  let first = -1;
  let last = -1;
  for (let i = 0; i < original.length; i++) {
    const cp = original.codePointAt(i)!;
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      if (tags === 0) tagStart = i;
      tags++;
      i++;
      continue;
    }
    if (tags >= 4) out.push({ start: tagStart, end: i, kind: 'tags' });
    tags = 0;
    if (isZeroWidth(cp)) {
      if (run === 0) runStart = i;
      run++;
      if (isLetter(original.charCodeAt(i - 1)) && isLetter(original.charCodeAt(i + 1))) {
        inWord++;
        if (first < 0) first = i;
        last = i + 1;
      }
      continue;
    }
    if (run >= 8) out.push({ start: runStart, end: i, kind: 'zero-width' });
    run = 0;
    if (cp > 0xffff) i++;
  }
  if (tags >= 4) out.push({ start: tagStart, end: original.length, kind: 'tags' });
  if (run >= 8) out.push({ start: runStart, end: original.length, kind: 'zero-width' });
  if (inWord >= 6) out.push({ start: first, end: last, kind: 'zero-width' });
  return out;
}

// Invisible characters are removed by the normalizer, so they are looked for in the original;
// an ASCII text is handed back unchanged (the same string), which makes this check free.
function hasInvisible(original: string, normalizedText: string): boolean {
  if (original === normalizedText) return false;
  for (let i = 0; i < original.length; i++) {
    const c = original.charCodeAt(i);
    if (isZeroWidth(c) || c === 0xdb40) return true;
  }
  return false;
}

// Looked up in the shared anchor pass instead of searching the text again ("<!--" has no
// letters, so the lower-cased view holds it exactly where the text does).
// Written for this project. Three cheap disguises of a plain-text instruction, each undone only on
// a line that shows its tell-tale: ROT13 ("Vtaber nyy cerivbhf vafgehpgvbaf"), reversed text
// (".snoitcurtsni suoiverp lla erongI"), and letters spaced or dotted apart ("i g n o r e   a l l",
// "I.g.n.o.r.e a.l.l"). The anchors are the disguised forms of the words an instruction to a
// model needs; the decoded line must then read like one (readsLikeInstruction), as a decoded
// base64 payload must.
const ROT13_ANCHORS = registerAnchors(['vtaber', 'qvfertneq', 'vafgehpgvba', 'cebzcg', 'cnffjbeq', 'nffvfgnag', 'flfgrz', 'lbh ner abj', 'erirny']);
const REVERSED_ANCHORS = registerAnchors(['erongi', 'dragersid', 'noitcurtsni', 'tpmorp', 'drowssap', 'tnatsissa', 'metsys', 'won era uoy', 'laever']);
// A run of at least eight single letters, each followed by one to three separators (the ones the
// shared prefilter's `spaced` flag counts: space, dot, underscore, hyphen).
const SPACED_RUN = /(?<![\p{L}\p{N}])(?:\p{L}[ ._-]{1,3}){7,120}\p{L}(?![\p{L}\p{N}])/gu;
// Lines longer than this are judged on their first LINE_HEAD characters (the detector's reach).
const LINE_HEAD = 400;

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Each line of `text` (start, end), its first LINE_HEAD characters. */
function* lines(text: string): Generator<[number, number]> {
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    yield [start, Math.min(end, start + LINE_HEAD)];
    start = end + 1;
  }
}

/**
 * Letters spaced or dotted apart, joined back. The separator seen most often between two letters
 * joins letters of one word ("i.g.n.o.r.e", "i g n o r e"); any other gap between letters is a
 * word break ("a.l.l p.r.e.v", "e   a l l").
 */
function unspace(run: string): string {
  const counts = new Map<string, number>();
  for (const m of run.matchAll(/(?<=\p{L})[ ._-]+(?=\p{L})/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  let intra = '';
  let best = 0;
  for (const [sep, c] of counts) if (c > best) [intra, best] = [sep, c];
  return run.replace(/(?<=\p{L})[ ._-]+(?=\p{L})/gu, (sep) => (sep === intra ? '' : ' '));
}

function disguised(ctx: DetectContext, out: Finding[]): void {
  const n = ctx.normalized;
  const rot = anyAnchor(n, ROT13_ANCHORS);
  const rev = anyAnchor(n, REVERSED_ANCHORS);
  if (rot || rev) {
    for (const [start, end] of lines(n.lower)) {
      const line = n.lower.slice(start, end);
      if (rot && asciiText(line) && readsLikeInstruction(rot13(line))) out.push(finding(ctx, start, end, 'ROT13-encoded instruction', 0.85));
      else if (rev && asciiText(line) && readsLikeInstruction([...line].reverse().join(''))) out.push(finding(ctx, start, end, 'instruction written backwards', 0.85));
    }
  }
  if (textShape(n).spaced) {
    for (const m of n.lower.matchAll(SPACED_RUN)) {
      const joined = unspace(m[0]);
      if (joined.includes(' ') && readsLikeInstruction(joined)) out.push(finding(ctx, m.index, m.index + m[0].length, 'instruction with its letters spaced apart', 0.85));
    }
  }
}

const COMMENT_OPEN = registerAnchors(['<!--']);
const STYLE = registerAnchors(['style=', 'style =']);
const HIDDEN_ANCHORS = registerAnchors(['hidden', 'd-none', 'invisible', 'sr-only']);

/**
 * Hidden instructions: base64 or hex payloads that decode to instructions, HTML comments and
 * invisible elements carrying instructions, and text smuggled in zero-width or tag characters.
 */
export const hiddenInstructionDetector: Detector = {
  meta: { id: 'injection.hidden_instruction', category: 'injection', stage: 'fastpath', maxMatchLength: 600 },
  detect(text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    // Run lengths come from the shared prefilter pass: prose has no 24-character base64 run.
    const shape = textShape(n);
    const sh = { b64: shape.b64Run >= 24, hex: shape.hexRun >= 32, invisible: hasInvisible(text, n.text) };
    if (sh.b64) for (const m of n.text.matchAll(B64)) {
      const head = m[0].slice(0, HEAD);
      // Pure letters or pure digits are words or ids, not encodings.
      if (!/[0-9+/=]/.test(head) || !/[a-z]/.test(head) || !/[A-Z]/.test(head)) continue;
      const decoded = Buffer.from(head.slice(0, head.length - (head.length % 4)), 'base64').toString('latin1');
      if (asciiText(decoded) && readsLikeInstruction(decoded.toLowerCase())) out.push(finding(ctx, m.index, m.index + m[0].length, 'base64-encoded instruction', 0.9));
    }
    if (sh.hex) for (const m of n.text.matchAll(HEX)) {
      const head = m[0].slice(0, HEAD);
      const decoded = Buffer.from(head.slice(0, head.length - (head.length % 2)), 'hex').toString('latin1');
      if (asciiText(decoded) && readsLikeInstruction(decoded.toLowerCase())) out.push(finding(ctx, m.index, m.index + m[0].length, 'hex-encoded instruction', 0.9));
    }
    if (anyAnchor(n, COMMENT_OPEN)) {
      // indexOf instead of a lazy regex: an unclosed comment is scanned once, not once per opener.
      for (let open = n.text.indexOf('<!--'); open >= 0; ) {
        const found = n.text.indexOf('-->', open + 4);
        const close = found < 0 ? n.text.length : found;
        if (readsLikeInstruction(n.lower.slice(open + 4, Math.min(close, open + 4 + COMMENT_HEAD)))) out.push(finding(ctx, open, found < 0 ? close : close + 3, 'instruction hidden in HTML comment', 0.85));
        if (found < 0) break;
        open = n.text.indexOf('<!--', close + 3);
      }
    }
    if (anyAnchor(n, STYLE)) {
      for (const m of n.text.matchAll(INVISIBLE_STYLE)) {
        const content = m[2]!.slice(0, CONTENT_HEAD).toLowerCase();
        if (readsLikeInstruction(content) || HIDDEN_ORDER.test(content)) out.push(finding(ctx, m.index, m.index + m[0].length, 'instruction hidden in invisible element', 0.85));
      }
    }
    if (anyAnchor(n, HIDDEN_ANCHORS)) {
      for (const m of n.text.matchAll(HIDDEN_ELEMENT)) {
        const content = m[2]!.slice(0, CONTENT_HEAD).toLowerCase();
        if (readsLikeInstruction(content) || HIDDEN_ORDER.test(content)) out.push(finding(ctx, m.index, m.index + m[0].length, 'instruction hidden in invisible element', 0.85));
      }
    }
    disguised(ctx, out);
    if (sh.invisible) {
      for (const s of smuggled(text)) {
        out.push({
          detector: 'injection.hidden_instruction',
          category: 'injection',
          type: 'hidden_instruction',
          label: s.kind === 'tags' ? 'text smuggled in Unicode tag characters' : 'text smuggled with zero-width characters',
          start: s.start,
          end: s.end,
          score: s.kind === 'tags' ? 0.9 : 0.75,
        });
      }
    }
    return out;
  },
};
