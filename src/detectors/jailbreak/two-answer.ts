import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

// The two-answer jailbreak format seen from the output side: the "normal" persona refuses, then a
// second persona tag ("TB:", "[JB]:") starts complying. A refusal alone, or a tag alone (a chat
// transcript, "Note: here is ..."), is ordinary; the pair, close together, is the jailbreak working.
const TAG =
  /(?:^|\n|[.!] )\s{0,3}[[(]?[a-z][a-z0-9#+ -]{0,14}[\])]?:\s{0,3}(?:sure|of course|absolutely|here's|here is|here are|(?:to|if you want to) [a-z' ]{3,60}, (?:you|here|i|follow|there))/g;
// A refusal of the request, not sympathy ("I'm sorry to hear that").
const REFUSAL = /\b(?:(?:i'm|i am) sorry,? (?:but|i can't|i cannot)|i apologi[sz]e,? but|(?:i cannot|i can't|i can not|i won't|i will not|i'm unable to|i am unable to) (?:assist|help|provide|fulfill|comply|create|generate|support|engage|do that|answer))\b/;
const WINDOW = 400;
// A second persona tag on a line of its own ("[🔓SDA]", "(Developer Mode Output)", "OPPO:") whose
// section goes on to tell the reader how to do it ("you could start by", "first, you'll need",
// "one way is"), right after a section that refused: the refusal and the answer side by side.
// How far the refusal may sit before the tag, and the answer's cue after it (both inside the
// detector's reach, which sets the stream guard's holdback).
const SIDE = 300;
const LINE_TAG = /\n\s{0,3}(?:[[(][^\]\n)]{1,30}[\])]:?|[^\s\n:][^\n:]{0,24}:)[ \t]{0,3}/g;
const COMPLY =
  /\b(?:you (?:could|can|should|might|may|would|will|'ll) (?:(?:also|simply|just|always|potentially|try to) )?(?:start|begin|try|use|consider|create|find|get|make|look|hide|buy|wear|take|put|pretend|tell|gather|obtain|exploit|install|approach|target|forge|fake|mix|search|hire|pay|join|sell|steal|break)|you(?:'ll| will) (?:need|want) to|first(?:ly)?,? (?:you(?:'ll)?|find|get|start|make|gather|create|identify|locate|choose|obtain)|one (?:way|method|option|approach|trick) (?:is|would be|could be|to|you)|here(?:'s| is) (?:what you|how you|a step|a plan)|step 1\b|start by|the (?:best|easiest|simplest|quickest) way (?:to|is)|there are (?:a few|several|many|various) (?:ways|methods|tricks|options|things you can))/;
// The section refusing before it answers is a refusal, and an answer that only recommends the
// lawful route ("you could try contacting the bank") is no jailbreak.
const LAWFUL = /\b(?:legal(?:ly)?|lawful|ethical(?:ly)?|professional help|a professional|the authorities|the police|your bank|customer (?:service|support)|a doctor|a lawyer|a therapist|hotline)\b/;


/** A refusal followed by a second persona's compliant answer (two-answer jailbreak formats). */
export const twoAnswerDetector: Detector = gated(['sorry', 'cannot', "can't", 'can not', "won't", 'will not', 'unable', 'apologi'], {
  meta: { id: 'jailbreak.two_answer', category: 'jailbreak', stage: 'fastpath', maxMatchLength: Math.max(WINDOW, 2 * SIDE) + 120 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    TAG.lastIndex = 0;
    for (let m = TAG.exec(n.lower); m; m = TAG.exec(n.lower)) {
      const from = Math.max(0, m.index - WINDOW);
      const before = n.lower.slice(from, m.index + 1);
      const r = REFUSAL.exec(before);
      if (!r) continue;
      out.push({
        detector: 'jailbreak.two_answer',
        category: 'jailbreak',
        type: 'jailbreak_persona',
        label: 'jailbroken second answer after a refusal',
        ...n.spanToOriginal(from + r.index, m.index + m[0].length),
        score: 0.85,
      });
      break;
    }
    if (out.length > 0) return out;
    LINE_TAG.lastIndex = 0;
    for (let m = LINE_TAG.exec(n.lower); m; m = LINE_TAG.exec(n.lower)) {
      const at = m.index + m[0].length;
      // The section before this tag, back to the previous tag (or WINDOW characters).
      const from = Math.max(0, m.index - SIDE);
      const r = REFUSAL.exec(n.lower.slice(from, m.index + 1));
      if (!r) continue;
      const rest = n.lower.slice(at, at + SIDE);
      const next = rest.search(/\n\s{0,3}(?:[[(][^\]\n)]{1,30}[\])]:?|[^\s\n:][^\n:]{0,24}:)/);
      const sec = next >= 0 ? rest.slice(0, next) : rest;
      const c = COMPLY.exec(sec);
      if (!c || REFUSAL.test(sec.slice(0, c.index)) || LAWFUL.test(sec.slice(0, c.index + 120))) continue;
      out.push({
        detector: 'jailbreak.two_answer',
        category: 'jailbreak',
        type: 'jailbreak_persona',
        label: 'jailbroken second answer after a refusal',
        ...n.spanToOriginal(from + r.index, at + c.index + c[0].length),
        score: 0.85,
      });
      break;
    }
    return out;
  },
});
