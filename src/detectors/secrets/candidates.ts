import type { NormalizedText } from '../types.js';

// A run of token characters at least 12 long: every credential we look for is one (or contains
// one). Prose words are short, so most texts have few runs and the per-provider patterns only
// look inside them instead of scanning the whole text ~50 times.
// The lookbehind starts a run only at its first character, so a short word costs one attempt.
const RUN = /(?<![A-Za-z0-9_\-.+/=~:%$!@])[A-Za-z0-9_\-.+/=~:%$!@]{12,}/g;

export interface Candidate {
  start: number;
  value: string;
}

// The detectors of one scan run one after another on the same text: a one-entry cache is enough.
let lastText: NormalizedText | undefined;
let lastCandidates: Candidate[] = [];

/** Token-like runs of `n.text`, computed once per text and shared by the secrets detectors. */
export function tokenCandidates(n: NormalizedText): Candidate[] {
  if (n === lastText) return lastCandidates;
  const c: Candidate[] = [];
  const text = n.text;
  // Jump from space to space (a native search) and run the regex only on stretches of 12+
  // characters: in prose that skips nearly every word.
  let prev = 0;
  for (;;) {
    const sp = text.indexOf(' ', prev);
    const end = sp < 0 ? text.length : sp;
    if (end - prev >= 12) {
      const seg = prev === 0 && end === text.length ? text : text.slice(prev, end);
      RUN.lastIndex = 0;
      for (let m = RUN.exec(seg); m; m = RUN.exec(seg)) c.push({ start: prev + m.index, value: m[0] });
    }
    if (sp < 0) break;
    prev = sp + 1;
  }
  lastText = n;
  lastCandidates = c;
  return c;
}
