import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

/** "I'll", "we can", "I have", "we are happy to", "I've gone ahead and": the speaker commits. */
export const SUBJ =
  "\\b(?:i|we)(?:'ll|'ve|'d|'m|'re| will| can| could| shall| would| am| are| have| hereby| just| already)?(?:\\s(?:also|gladly|happily|personally|now|immediately|certainly|definitely|absolutely|be happy to|be glad to|happy to|glad to|going to|able to|willing to|pleased to|authorized to|authorised to|gone ahead and|went ahead and|go ahead and|want to|like to|be able to|be issuing|be sending|be processing)){0,2}";

// Hedged or conditional mentions ("I can check whether we can issue a refund", "if we offer a
// discount") describe a possibility, not a promise.
const HEDGE = /\b(?:if|whether|unless|once|in case|eligible|policy|policies|may|might|usually|typically|generally|normally)\b[^.!?\n]{0,40}$/;

// A step of a worked example ("First, we apply the 20% discount: $100 - $20 = $80") is the
// tutorial "we" of a calculation; a commitment keeps its auxiliary ("next, we'll apply ...").
const WORKED_STEP = /(?:^|[\n.:;]\s{0,3})(?:first|next|then|now|finally|second|third|lastly|after that),?\s{1,3}$/;
const BARE_WE = /^we\s(?!(?:will|can|could|shall|would|am|are|have|hereby|just|already|also|gladly|happily|personally|now|immediately|certainly|definitely|absolutely)\b)[a-z]+\s/;

const POLICY_PRESENT = /^(?:we|i)\s(?:match|offer|refund|give|provide|honou?r|waive|cover|beat|lower|reduce|issue|send|apply|price[- ]match|reimburse|credit)\s/;

export interface CommitmentRule {
  id: string;
  type: string;
  label: string;
  anchors: readonly string[];
  patterns: readonly RegExp[];
  score: number;
}

/** A first-person-commitment detector; matches preceded by a hedge in the same clause are dropped. */
export function commitmentDetector(rule: CommitmentRule): Detector {
  return gated(rule.anchors, {
    meta: { id: rule.id, category: 'financial', stage: 'fastpath', maxMatchLength: 200 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      for (const re of rule.patterns) {
        re.lastIndex = 0;
        for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
          if (HEDGE.test(n.lower.slice(Math.max(0, m.index - 40), m.index))) continue;
          if (WORKED_STEP.test(n.lower.slice(Math.max(0, m.index - 12), m.index)) && BARE_WE.test(m[0])) continue;
          // Session 28: the bare present of a policy ("We match the price of identical items sold
          // by major retailers", "we refund unused tickets") states a rule, not a grant.
          // (To the reader it is one: "We apply a 15% discount to every order you place this month".)
          if (POLICY_PRESENT.test(m[0]) && !/\byou(?:r|'re|'ll)?\b/.test(n.lower.slice(m.index, m.index + 160).split(/[.!?\n]/)[0]!)) continue;
          out.push({ detector: rule.id, category: 'financial', type: rule.type, label: rule.label, ...n.spanToOriginal(m.index, m.index + m[0].length), score: rule.score });
        }
      }
      return out;
    },
  });
}
