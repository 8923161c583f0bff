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

/** A refusal followed by a second persona's compliant answer (two-answer jailbreak formats). */
export const twoAnswerDetector: Detector = gated(['sorry', 'cannot', "can't", 'can not', "won't", 'will not', 'unable', 'apologi'], {
  meta: { id: 'jailbreak.two_answer', category: 'jailbreak', stage: 'fastpath', maxMatchLength: WINDOW + 120 },
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
    return out;
  },
});
