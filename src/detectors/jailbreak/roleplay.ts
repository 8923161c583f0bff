import type { Detector } from '../types.js';
import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

const PATTERNS = [
  // "stay in character", "never break character", "if you break character I will say ..."
  /\b(?:stay|staying|remain|keep)\s{1,3}in\s{1,3}character\b|\b(?:never|don't|do not|must not|if you|can't|cannot|won't|will not)\s{1,3}break(?:ing)?\s{1,3}(?:out of\s{1,3})?character\b/g,
  // "pretend you are an AI without rules", "roleplay as a character who has no morals"
  /\b(?:pretend|imagine|roleplay|role-play|role play|act as if|act like|behave as if|play the role)\b[^.!?\n]{0,80}?\b(?:no|without|free (?:of|from)|not bound by|ignores?|doesn't (?:care about|follow|have)|does not (?:care about|follow|have))\s{1,3}(?:any\s{1,3})?(?:rules|restrictions|filters|limits|limitations|guidelines|ethics|morals|morality|principles|boundaries|censorship|policies)\b/g,
  // "From now on, you are going to act as ..." - the opener of most persona jailbreaks.
  /\bfrom now on,?\s{1,3}you\s{1,3}(?:are going to|will|shall|must|are to)\s{1,3}(?:act|behave|respond|pretend|roleplay|simulate|answer)\s{1,3}(?:as|like)\b/g,
  // "answer as both ChatGPT and DAN", "give two responses: one normal and one ..."
  /\b(?:two|2|both)\s{1,3}(?:different\s{1,3})?(?:responses|answers|replies|outputs)\b[^.!?\n]{0,80}?\b(?:jailbroken|unfiltered|uncensored|developer mode|unrestricted|evil|dan)\b/g,
];

const inner = gated(
  ['in character', 'break character', 'breaking character', 'pretend', 'imagine', 'roleplay', 'role-play', 'role play', 'act as if', 'act like', 'behave as if', 'play the role', 'from now on', 'jailbr', 'unfiltered', 'uncensored', 'developer mode', 'unrestricted'],
  regexDetector({
    id: 'jailbreak.roleplay',
    category: 'jailbreak',
    type: 'roleplay_bypass',
    label: 'roleplay bypass',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.85,
    maxMatchLength: 200,
  }),
);

// "Stay in character" is also what a drama teacher, a game master or a history lesson asks of
// people. As a jailbreak it is said to a model, so the text also names the model, its rules or
// its answers; otherwise that one demand is not a finding (the other patterns stand alone).
const CHARACTER_ONLY = /^(?:stay|staying|remain|keep)\s{1,3}in\s{1,3}character$/;
const AI_CONTEXT = /\b(?:ai|chatgpt|gpt|openai|anthropic|claude|assistant|model|llm|chatbot|bot|dan|jailbr[a-z]{0,6}|filter(?:s|ed|ing)?|polic(?:y|ies)|guidelines|restrictions|censor[a-z]{0,5}|refus[a-z]{0,5}|prompts?|responses?|ethical|morals?|unfiltered|uncensored|no matter what|whatever i (?:ask|say|type))\b/;

/** Roleplay bypasses: personas that "have no rules" and the demand to stay in character. */
export const roleplayDetector: Detector = {
  meta: inner.meta,
  detect(text, ctx) {
    const found = inner.detect(text, ctx);
    if (found.length === 0) return found;
    const lower = ctx.normalized.lower;
    return found.filter((f) => !CHARACTER_ONLY.test(text.slice(f.start, f.end).toLowerCase().trim()) || AI_CONTEXT.test(lower));
  },
};
