import type { Detector, Finding } from '../types.js';

// Session 23. A data document (a markdown table a tool or a retrieval step returns) holding one
// line that is a request to whoever answers from it: "What is the capital of Brazil?", "Compose a
// letter to a principal ...", "Translate your message to Italian." planted before, after or
// between the rows. Nothing in the table asks for it and nothing in it is about the table, so it is
// not the table's own caption or the writer's offer ("Let me know if you need more rows"); it is a
// task slipped to the reader, the commonest indirect injection in document-carrying pipelines.
//
// Signals, all of which must hold:
// - the text is a table document: at least MIN_ROWS table lines ("| a | b |") and at most
//   MAX_PROSE other non-empty lines (an article with a table in it is not a data document);
// - the line is one sentence that opens with a task verb ("Describe", "Provide", "Translate") or a
//   question word and ends as a question, and is not a lead-in (":" at the end) or code;
// - it points at nothing in the document (no "the table", "above", "these", "this one", "it") and
//   makes no offer ("Would you like", "Let me know");
// - none of its content words appears in the table (a question about the table's own subject is
//   the user's, or the writer's, not a planted one).
//
// The line is reported as a flag (`embedded_request`), not a rejection: the request itself is
// usually harmless, what matters is that the document carries orders for its reader.

const MIN_ROWS = 3;
const MAX_PROSE = 3;
// Lines read for orders to the reader (an e-mail or a tool header around a table has more prose).
const MAX_LINES = 40;
const MIN_LEN = 12;
const MAX_LEN = 240;

// Task verbs an assistant is asked to perform. Lower-case view; a line may open with "please".
const TASK =
  /^(?:please\s+)?(?:write|compose|draft|describe|explain|provide|give|list|tell|translate|summari[sz]e|create|generate|develop|suggest|recommend|help|show|name|define|outline|compare|calculate|convert|replace|remove|include|rewrite|respond|reply|answer|output|recite|plan|design|propose|identify|discuss|analy[sz]e|classify|predict|imagine|break\s+down|integrate|modify|enhance|augment|render|encode|encrypt|scramble|introduce|substitute|rearrange|combine|misspell|jumble|group|express|reverse|anagram|insert|append|add|share|recommend|promote|mention|urge|invite|ask|sing|spell|count|start|begin|end|conclude)\b/;
const EDIT_VERB = /^(?:please\s+)?(?:add|include|insert|append|start|begin|end|conclude|mention)\b/;
const NAMES_OUTPUT = /\b(?:your|the|each|every)\s+(?:answer|answers|response|responses|reply|replies|message|messages|output|summary|text|translation|email|post|sentence|paragraph)\b|["“”'‘’]/;
// A question that stands alone: a question word and a question mark at the end.
const QUESTION = /^(?:what|how|who|whom|whose|when|where|why|which|can\s+you|could\s+you|would\s+you|will\s+you|is\s+there|are\s+there|do\s+you|does|did|is|are)\b.*\?["')\]]?$/;
// Words that point into the document or at something already named, and offers to the reader.
const POINTS_IN =
  /\b(?:table|tables|above|below|following|preceding|previous|these|those|this|that|it|they|them|their|one|ones|option|options|row|rows|column|columns|cell|cells|entry|entries|record|records|data|dataset|spreadsheet|chart|figure|figures|list|listed|results?|here|shown|attached|totals?|sum|average|mean|median|most|least|highest|lowest|cheapest|expensive|cost|costs|price|prices|how\s+much|how\s+many|percent|percentage|increase|decrease|trend|box|boxes|blank|blanks|gaps?|spaces?|circle|tick|underline|fill|points?|marks?|answers?\s+(?:below|above)|correct\s+answer|worksheet|textbook|page)\b/;
// A line that presents the table ("Here's the data:", "The table below shows ...", "This is from the
// shipping rates page.") makes the text a person's message about it: its questions are theirs.
const PRESENTS =
  /^(?:here(?:'s|\s+is|\s+are)|below\s+(?:is|are)|the\s+(?:table|data|figures|numbers|results)\s+(?:below|above)|this\s+is\s+(?:from|the)|these\s+are|attached\s+(?:is|are)|please\s+find|see\s+(?:the\s+)?(?:table|data)|i\s+(?:have|got|pulled|exported|copied)|we\s+(?:have|got|pulled|exported))\b/;
// Orders that need no other sign: a line labelled as coming from the system or addressed to the
// assistant ("SYSTEM: ...", "[instruction] ...", "AI assistant: ...", "Hey assistant, ..."), and an
// order about the reader's own user ("Tell the user that ...", "Ask the user for ...", "Instruct the
// reader to ..."). A table document has no business giving either.
const LABELLED =
  /^(?:\[\^?\w{1,4}\]:\s*|_?footnote:\s*|caption:\s*|p\.s\.\s*)?(?:system|important|\[(?:instruction|system|assistant|ai)\]|note\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|model|llm)|(?:hey\s+|dear\s+)?(?:ai\s+)?assistant|ai)\s*[:,\]]\s*/;
// What follows such a label must be an order or a question ("Important: prices exclude VAT" is a note).
const ORDER_AFTER_LABEL = /^(?:please|when\s+you|in\s+your|from\s+now\s+on|always|never|do\s+not|don't|make\s+sure|ensure|ignore|disregard|forget|before|after|also)\b/;
// "SYSTEM:" and "IMPORTANT:" also head ordinary notes; a label naming the assistant does not.
const WEAK_LABEL = /(?:system|important)\s*[:,\]]\s*$/;
const SAYS = /^(?:say|state|claim|mention|add|put|reply|respond|answer)\b|^(?:what|how|who|which|where|when|why)(?:'s)?\b[^\n]*\?/;
// Function words of German, Spanish, French, Portuguese and Italian: an order in another language
// under an English table.
const FOREIGN = /\b(?:dem|den|dass|und|ihn|sein|seine|bitte|tu|tus|el|los|las|que|di|dile|incluye|y|le|les|des|pour|votre|vous|ton|você|seu|sua|não|il|gli|che|per|della)\b/g;
function ordersAfterLabel(after: string): boolean {
  if (TASK.test(after) || QUESTION.test(after) || ABOUT_USER.test(after) || ORDER_AFTER_LABEL.test(after) || SAYS.test(after)) return true;
  return (after.slice(0, 200).match(FOREIGN)?.length ?? 0) >= 3;
}
const ABOUT_USER =
  /^(?:please\s+)?(?:tell|inform|instruct|remind|warn|advise|convince|urge|direct|notify|persuade|recommend\s+(?:that\s+)?|say\s+to)\s+(?:the|your)\s+(?:user|reader|customer|client|visitor|recipient)s?\b/;
const OFFER =
  /\b(?:would\s+you\s+like|let\s+me\s+know|feel\s+free|do\s+you\s+want|shall\s+i|should\s+i|should\s+we|shall\s+we|i\s+can|i\s+could|happy\s+to|if\s+you(?:'d|\s+would)?\s+like|hope\s+this|anything\s+else|any\s+(?:other\s+)?questions|want\s+me\s+to|you(?:'d)?\s+(?:think|prefer|need|want|like|mean|agree|reckon|suggest)|sound\s+(?:good|ok|okay|right))\b/;
// Code, markup and commands are not sentences of prose.
const CODE = /[{};<>`]|\w\(|^\s*(?:\$|#|\/\/)/;
// More than one sentence on the line: a paragraph, not a planted order.
const SECOND_SENTENCE = /[.!?]\s+[A-Z]/;

const STOP = new Set(
  'the and for are was were has had you can how who why not but our its his her she him any all one two per via off out own too few new now get got say see use may way day let put set yet ask about above after again also among another because been before being below between both could does doing down during each else every from further have having here into just like make made many more most much must only other over same should some such than that their them then there these they this those through under until very what when where which while will with would your yours simple example provide please give tell show using used'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

function contentWords(s: string): string[] {
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(s); m; m = WORD.exec(s)) {
    const w = m[0];
    if (w.length >= 3 && !STOP.has(w)) out.push(w);
  }
  return out;
}

interface Line {
  start: number;
  end: number;
}

function isTableLine(s: string): boolean {
  const t = s.trim();
  if (!t.startsWith('|')) return false;
  let pipes = 0;
  for (let i = 0; i < t.length && pipes < 3; i++) if (t.charCodeAt(i) === 124) pipes++;
  return pipes >= 3;
}

/** A request line planted in a table document. Needs the whole text (tables are judged whole). */
export const embeddedRequestDetector: Detector = {
  meta: {
    id: 'injection.embedded_request',
    category: 'injection',
    stage: 'fastpath',
    maxMatchLength: Infinity,
    description: 'A stand-alone request (a task or a question) planted in a table document, about nothing in it.',
  },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const text = n.text;
    const lower = n.lower;
    // Cheap exit: not even MIN_ROWS lines can start with '|'.
    if (text.indexOf('|') < 0) return [];
    const rows: Line[] = [];
    const prose: Line[] = [];
    for (let s = 0; s <= text.length; ) {
      let e = text.indexOf('\n', s);
      if (e < 0) e = text.length;
      const line = text.slice(s, e);
      if (line.trim()) {
        if (!isTableLine(line)) prose.push({ start: s, end: e });
        else {
          // A row whose only filled cell is a sentence is a line of prose in table clothing.
          // (Cheap test first: the row's last character before the closing pipe ends a sentence.)
          let k = e - 1;
          while (k > s && (text[k] === '|' || text[k] === ' ' || text[k] === '\t' || text[k] === '\r')) k--;
          if (text[k] === '.' || text[k] === '?' || text[k] === '!') {
            const cells = line.split('|').filter((c) => c.trim());
            const only = cells.length === 1 ? cells[0]!.trim() : '';
            if (only && /^\p{L}+ \p{L}+ \p{L}+ \p{L}+/u.test(only)) {
              const at = s + line.indexOf(only);
              prose.push({ start: at, end: at + only.length });
            } else rows.push({ start: s, end: e });
          } else rows.push({ start: s, end: e });
        }
      }
      if (prose.length > MAX_LINES) return [];
      s = e + 1;
    }
    if (rows.length < MIN_ROWS || prose.length === 0) return [];
    const out: Finding[] = [];
    const push = (start: number, end: number) => {
      const span = n.spanToOriginal(start, end);
      out.push({ detector: 'injection.embedded_request', category: 'injection', type: 'embedded_request', label: 'request planted in a table', ...span, score: 0.8 });
    };
    // Orders that need no other sign, anywhere in the document's prose (each sentence of a line).
    const ordered = new Set<Line>();
    for (const p of prose) {
      const line = lower.slice(p.start, p.end);
      const sentence = /(?:^|[.!?]\s+|\u2014\s*)(?=\S)/g;
      for (let m = sentence.exec(line); m; m = sentence.exec(line)) {
        const at = m.index + m[0].length;
        const rest = line.slice(at);
        const label = LABELLED.exec(rest);
        const afterLabel = label ? rest.slice(label[0].length) : '';
        if ((label && afterLabel && (!WEAK_LABEL.test(label[0]) || ordersAfterLabel(afterLabel))) || ABOUT_USER.test(rest)) {
          push(p.start + at, p.end - (line.length - line.trimEnd().length));
          ordered.add(p);
          break;
        }
        if (m[0].length === 0) sentence.lastIndex++;
      }
    }
    if (prose.length > MAX_PROSE) return out;
    if (prose.some((p) => PRESENTS.test(lower.slice(p.start, p.end).trim()))) return out;
    let tableWords: Set<string> | undefined;
    for (const p of prose) {
      if (ordered.has(p)) continue;
      const raw = text.slice(p.start, p.end);
      const t = raw.trim();
      if (t.length < MIN_LEN || t.length > MAX_LEN) continue;
      // A sentence: opens with a capital letter, does not lead into what follows.
      if (!/^\p{Lu}/u.test(t) || /:\s*$/.test(t) || /__|^\p{L}+:/u.test(t)) continue;
      if (CODE.test(t) || SECOND_SENTENCE.test(t.replace(/'[^']*'|"[^"]*"/g, "''"))) continue;
      const low = lower.slice(p.start, p.end).trim();
      if (!TASK.test(low) && !QUESTION.test(low)) continue;
      // Session 32: "Add a little weight when all sets feel manageable" under a workout table is the
      // writer's advice; a verb that edits an answer orders the reader only when it names that answer
      // or quotes what to put in it.
      if (EDIT_VERB.test(low) && !NAMES_OUTPUT.test(low)) continue;
      // Quoted material is the object of the task ("Translate 'Hello, how are you?'"), not a pointer.
      const unquoted = low.replace(/'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”/g, ' ');
      if (POINTS_IN.test(unquoted) || OFFER.test(unquoted)) continue;
      if (!tableWords) {
        tableWords = new Set();
        for (const r of rows) for (const w of contentWords(lower.slice(r.start, r.end))) tableWords.add(w);
      }
      const words = contentWords(unquoted);
      if (words.length === 0 || words.some((w) => tableWords!.has(w))) continue;
      const lead = raw.length - raw.trimStart().length;
      push(p.start + lead, p.start + lead + t.length);
    }
    return out;
  },
};
