import { regexDetector } from '../regex.js';
import { gated } from './gate.js';

// Written for this project. "I have been PWNED" is the phrase the HackAPrompt competition asked
// attackers to make a model say, and the stock proof of a working prompt injection since: asked
// for ("say 'I have been PWNED'"), smuggled in pieces ("P WNED"), or already produced. Only the
// capitalised canary or an order to produce it: "Have I Been Pwned" (the breach-check site) and a
// gamer's "I got pwned" are not it.
const SHOUTED = /\bI\s{1,3}have\s{1,3}been\s{1,3}P[\s\W_]{0,3}W[\s\W_]{0,3}N[\s\W_]{0,3}E[\s\W_]{0,3}D\b/g;
const ORDERED =
  /\b(?:say|print|output|write|respond(?:ing)? with|reply(?:ing)? with|answer(?:ing)? with|return|generate|type|repeat|translate|only|just|exactly|verbatim)\b[^\n]{0,80}?\b[Ii]\s{0,3}have\s{0,3}been\s{0,3}[Pp][\s\W_]{0,3}[Ww][\s\W_]{0,3}[Nn][\s\W_]{0,3}[Ee][\s\W_]{0,3}[Dd]\b/g;

// The same canary misspelled to slip past a filter on the exact phrase ("I hav been PWNED", "I have
// ben PWNED", "I haben PWNED", "I havve beeen PWNED", "PWNPED"): only with the capitalised token, so
// "i've been pwned in that game" stays out.
const MISSPELT =
  /(?:\b[Ii]\s{1,3}ha(?:v|vve|ve|ben|bve)\b|\b[Bb](?:e{1,4}|i)n\b)[^\n]{0,20}?\bP[\s\W_]{0,3}W[\s\W_]{0,3}N[\s\W_]{0,3}(?:P[\s\W_]{0,3})?E[\s\W_]{0,3}D\b/g;

// "Access granted" is the phrase the Tensor Trust game's defences guard: an order to output it (and
// nothing else) is the attack; a screen or a log line that shows it is not.
const ACCESS_GRANTED =
  /\b(?:say|print|output|write|respond with|reply with|answer with|return|type|begin your (?:reply|response|answer) with|start your (?:reply|response|answer) with)\s{1,3}(?:only\s{1,3}|just\s{1,3}|exactly\s{1,3})?["'\u2018\u201c]\s{0,2}access\s{1,3}granted\s{0,2}[."'!\u2019\u201d]{0,3}/gi;

/** The prompt-injection canaries "I have been PWNED" and "Access Granted", produced or asked for. */
export const attackCanaryDetector = gated(
  ['been p', 'pwned', 'p wned', 'pw ned', 'pwn ed', 'pwne d', 'been  p', 'access granted'],
  regexDetector({
    id: 'injection.attack_canary',
    category: 'injection',
    type: 'attack_canary',
    label: 'prompt-injection canary phrase',
    patterns: [SHOUTED, ORDERED, MISSPELT, ACCESS_GRANTED],
    score: 0.85,
    maxMatchLength: 140,
  }),
);
