import type { Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors } from './gate.js';
import { quotedExactly } from '../mention.js';
import { lineStartWithin } from '../sentences.js';

// Chat-template control tokens of common model families. In a model's output they exist only to
// make the next reader parse attacker text as a system or user turn.
const TOKENS =
  /<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|end_of_text|begin_of_text|start_header_id|end_header_id|eot_id|eom_id|fim_prefix|fim_suffix|fim_middle|tool_call|python_tag)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?start_of_turn>|<end_of_turn>/g;
// Markdown-style role headers used by instruction-tuned templates ("### System:", "### Instruction:").
const HEADERS = /^[ \t]{0,3}#{2,4}[ \t]{0,3}(?:system|instruction|instructions|assistant|human|user|response|new instructions?)[ \t]{0,3}:/gim;
// Pseudo tags that pose as a system channel ("<SYSTEM MODE>", "<admin_override>").
const PSEUDO_TAGS = /<\s{0,2}\/?\s{0,2}(?:system|sys|admin|developer|sudo)(?:[ _-](?:mode|message|prompt|override|instructions?|note))?\s{0,2}>/gi;
// A closed user turn straight followed by an opened model turn ("</input> <output>"): a transcript
// forged inside the input, so the model takes the attacker's exchange as its own history.
const FAKE_TURN = /<\/(?:input|user|human|prompt|question|query)>\s{0,5}<(?:output|assistant|ai|response|answer|bot|model)>/g;
// Bing-chat style role links: "[system](#assistant)", "[user](#message)" open a forged turn (not
// "[user](#usage)", a link to a section).
const ROLE_LINK = /\[(?:system|assistant|user|developer)\]\(#(?:system|assistant|user|developer|message|messages|prompt|inner_monologue|additional_instructions|instructions|context|suggestions|advertisement|search_query|search_results|conversation)\)/gi;
// "</s>" ends a turn in Llama-style templates; HTML strike-through also uses it, so only count it
// when the text never opened an <s> element.
const EOS = /<\/s>/g;

const anchors = registerAnchors(['<|', 'inst]', 'sys>', '_of_turn>', '</s>', '#', '<system', '< system', '<sys', '<admin', '<developer', '<sudo', '</system', '</admin', '</developer', '</sudo', '</input>', '</user>', '</human>', '</prompt>', '</question>', '</query>', '](#']);

// What follows a token that is named rather than used: "<|im_start|> and <|im_end|> markers",
// "the [INST] tag", "<|eot_id|>, <|eom_id|> tokens". Sticky, at the token's end.
const NAMED_AFTER = new RegExp(`(?:\\s{0,2}(?:,|and|or|/)\\s{0,2}(?:${TOKENS.source})){0,2}\\s{0,2}(?:special\\s{1,2})?(?:markers?|tokens?|tags?|delimiters?|strings?)\\b`, 'y');

const TEMPLATE_SYNTAX = 20;
const FORMAT_CUE_REACH = 80;
const FORMAT_CUE =
  /\b(?:things like|tokens? like|tags? like|markers? like|such as|e\.g\.|chat ?templates?|prompt (?:format|template)s?|templates? (?:format|syntax)|tokeni[sz]ers?|chatml|special tokens?|model cards?|(?:the|this|that|a|newer|older|new|old) (?:llama|mistral|gemma|qwen|phi|chatml|vicuna|alpaca)[\w .-]{0,12} format)\b/;

/**
 * A token written about, not used: wrapped in quotes or backticks on its own (`"<|im_end|>"`), or
 * named as a marker, token or tag ("ChatML wraps each turn in <|im_start|> and <|im_end|>
 * markers"). Documentation and answers about chat templates do this; a forged turn does not.
 */
function isMention(t: string, start: number, end: number): boolean {
  if (quotedExactly(t, start, end)) return true;
  NAMED_AFTER.lastIndex = end;
  if (NAMED_AFTER.test(t)) return true;
  // Inside a template's own syntax ("{% for m in messages %}<|im_start|>{{ m.role }}").
  if (/\{[{%]|[%}]\}/.test(t.slice(Math.max(0, start - TEMPLATE_SYNTAX), end + TEMPLATE_SYNTAX))) return true;
  // Named in a line about prompt formats, after the token's line has begun ("I see things like
  // <|im_start|>system in training files", "the Llama 3 format with <|start_header_id|>", "my
  // tokenizer's chat template outputs "<s>[INST] hello [/INST]""). A forged turn opens its line.
  // (Looked for no further back than the cue's reach: a text without line breaks would otherwise
  // be read back to its start for every marker.)
  const lineStart = lineStartWithin(t, start, FORMAT_CUE_REACH);
  const before = t.slice(lineStart, start);
  return /\S/.test(t.slice(lineStart, start)) && FORMAT_CUE.test(before.toLowerCase());
}

function push(out: Finding[], ctx: Parameters<Detector['detect']>[1], start: number, end: number, score: number): void {
  out.push({
    detector: 'injection.role_marker',
    category: 'injection',
    type: 'role_marker',
    label: 'fake role or chat-template marker',
    ...ctx.normalized.spanToOriginal(start, end),
    score,
  });
}

/** Fake role and chat-template markers that try to open a new conversation turn. */
export const roleMarkerDetector: Detector = {
  // 40 for a marker, plus what `isMention` reads after it (two more tokens and the noun).
  meta: { id: 'injection.role_marker', category: 'injection', stage: 'fastpath', maxMatchLength: 120 },
  detect(_text, ctx) {
    if (!anyAnchor(ctx.normalized, anchors)) return [];
    const t = ctx.normalized.text;
    const lower = ctx.normalized.lower;
    const out: Finding[] = [];
    if (t.includes('<|') || t.includes('INST]') || t.includes('SYS>>') || t.includes('_of_turn>')) {
      for (const m of t.matchAll(TOKENS)) if (!isMention(t, m.index, m.index + m[0].length)) push(out, ctx, m.index, m.index + m[0].length, 0.9);
    }
    if (t.includes('<')) {
      for (const m of t.matchAll(PSEUDO_TAGS)) {
        const end = m.index + m[0].length;
        // "<SYS>" inside Llama's "<<SYS>>" is that token, already judged above.
        if (t[m.index - 1] === '<' && t[end] === '>') continue;
        if (!isMention(t, m.index, end)) push(out, ctx, m.index, end, 0.8);
      }
    }
    if (lower.includes('</')) {
      for (const m of lower.matchAll(FAKE_TURN)) push(out, ctx, m.index, m.index + m[0].length, 0.8);
    }
    if (t.includes('#')) {
      for (const m of t.matchAll(HEADERS)) push(out, ctx, m.index, m.index + m[0].length, 0.8);
      if (t.includes('](#')) for (const m of t.matchAll(ROLE_LINK)) if (!isMention(t, m.index, m.index + m[0].length)) push(out, ctx, m.index, m.index + m[0].length, 0.8);
    }
    if (lower.includes('</s>') && !/<s>|<s\s/.test(lower)) {
      for (const m of lower.matchAll(EOS)) push(out, ctx, m.index, m.index + m[0].length, 0.8);
    }
    return out;
  },
};
