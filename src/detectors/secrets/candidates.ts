import type { NormalizedText } from '../types.js';

// A run of token characters at least 12 long: every credential we look for is one (or contains
// one). Prose words are short, so most texts have few runs and the per-provider patterns only
// look inside them instead of scanning the whole text ~50 times.
const RUN = /[A-Za-z0-9_\-.+/=~:%$!@]{12,}/g;

export interface Candidate {
  start: number;
  value: string;
}

const cache = new WeakMap<NormalizedText, Candidate[]>();

/** Token-like runs of `n.text`, computed once per text and shared by the secrets detectors. */
export function tokenCandidates(n: NormalizedText): Candidate[] {
  let c = cache.get(n);
  if (c) return c;
  c = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(n.text); m; m = RUN.exec(n.text)) c.push({ start: m.index, value: m[0] });
  cache.set(n, c);
  return c;
}
