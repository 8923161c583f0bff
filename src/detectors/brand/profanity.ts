import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { anyAnchor, registerAnchors } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

// Leetspeak or symbols inside a word ("sh1t", "f*ck", "b!tch") or letters spaced apart
// ("f u c k"): the obfuscations that plain-word anchors cannot see.
const OBFUSCATED = /[a-z][*@$!#0134579]{1,2}[a-z*]|(?:^|\s)[a-z](?:[ ._-][a-z]){3,12}(?=\s|$|[.,!?])/;

/** Words of obscenity's dataset that are insults or slurs rather than profanity. */
const SLURS = new Set(['abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'nigger', 'retard', 'tranny', 'spastic', 'abo', 'negro']);

// Letters, digits, "*" and "@" (f*cking, @ss); a trailing "!" or "$" is punctuation, not the word.
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 42 || c === 64;
}

function anchorsFor(word: string): string[] {
  const w = word.toLowerCase();
  // Short words are anchored on a leading space, otherwise "tit" would wake the matcher for
  // every "title"; obscenity's own whitelist then settles the rest.
  if (w.length <= 3) return [` ${w}`];
  return [w];
}

/**
 * Profanity and slurs through obscenity's English dataset and its recommended transformers
 * (leetspeak, repeated and confusable characters). The matcher costs about half a
 * microsecond per character, so it runs only when an anchor word or an obfuscation pattern
 * is present.
 */
export function profanityDetector(allow: readonly string[]): Detector {
  const allowed = new Set(allow.map((w) => w.toLowerCase()));
  // A copy: removePhrasesIf mutates, and englishDataset is shared by every detector instance.
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset).removePhrasesIf((p) => allowed.has(p.metadata?.originalWord ?? ''));
  const built = dataset.build();
  const words = new Set<string>();
  for (const t of built.blacklistedTerms) {
    const w = dataset.getPayloadWithPhraseMetadata({ termId: t.id, startIndex: 0, endIndex: 0, matchLength: 0 }).phraseMetadata?.originalWord;
    if (w) words.add(w);
  }
  const anchors = registerAnchors([...new Set([...words].flatMap(anchorsFor)), 'asshole', 'dumbass', 'jackass', 'badass', 'fuk', 'phuck', 'biatch', 'nigga']);
  const matcher = new RegExpMatcher({
    ...built,
    ...englishRecommendedTransformers,
  });
  return {
    meta: { id: 'brand.profanity', category: 'brand', stage: 'fastpath', maxMatchLength: 64 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      if (!anyAnchor(n, anchors) && !OBFUSCATED.test(n.lower)) return [];
      const out: Finding[] = [];
      const seen = new Set<string>();
      const t = n.text;
      for (const m of matcher.getAllMatches(t, true)) {
        const word = dataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '';
        if (allowed.has(word)) continue;
        // Report the whole word ("fucking", not "fuck"), so flags and masks cover what was written.
        let s = m.startIndex;
        let e = m.endIndex + 1;
        while (s > 0 && isWordChar(t.charCodeAt(s - 1))) s--;
        while (e < t.length && isWordChar(t.charCodeAt(e))) e++;
        // A capitalised "Dick" is almost always a name (Moby Dick, Philip K. Dick).
        if (word === 'dick' && t.charCodeAt(s) >= 65 && t.charCodeAt(s) <= 90) continue;
        const key = `${s}:${e}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const slur = SLURS.has(word);
        out.push({
          detector: 'brand.profanity',
          category: 'brand',
          type: slur ? 'slur' : 'profanity',
          label: slur ? 'slur' : 'profanity',
          ...n.spanToOriginal(s, e),
          score: slur ? 0.9 : 0.8,
        });
      }
      return out;
    },
  };
}
