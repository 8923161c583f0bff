import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { AhoCorasick } from '../injection/aho-corasick.js';
import { anyAnchor, registerAnchors, textShape } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';
import { cacheTransformers } from './transform-cache.js';

// Leetspeak or symbols inside a word ("sh1t", "f*ck", "b!tch") or letters spaced apart
// ("f u c k"): the obfuscations that plain-word anchors cannot see.
const SPACED_OUT = /(?:^|\s)[a-z](?:[ ._-][a-z]){3,12}(?=\s|$|[.,!?])/;
// Symbols inside words only: spaced-out letters are handled by SPACED below, not by windows.
const SYMBOLIC_ALL = /[a-z][*@$!#0134579]{1,2}[a-z*]/g;
// What follows the "@" of an e-mail address: a domain with at least one dot.
const EMAIL_DOMAIN = /[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}/y;

/**
 * Symbol hits of SYMBOLIC_ALL in `lower`, without the "@" of e-mail addresses ("team@example.com"
 * reads "m@e"): an address is not an obfuscated word, and in a support answer with a few of them
 * each used to send the whole text through the matcher.
 */
function symbolicHits(lower: string, first = false): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  SYMBOLIC_ALL.lastIndex = 0;
  for (let m = SYMBOLIC_ALL.exec(lower); m; m = SYMBOLIC_ALL.exec(lower)) {
    const at = m[0].indexOf('@');
    if (at > 0 && m[0].length === 3) {
      EMAIL_DOMAIN.lastIndex = m.index + at + 1;
      if (EMAIL_DOMAIN.test(lower)) continue;
    }
    out.push([m.index, m.index + m[0].length]);
    if (first) break;
  }
  return out;
}
// Letters spaced apart ("f u c k", "p.u.s.s.y"): obscenity reads word by word, so these are
// collapsed and matched on their own.
const SPACED = /(?<![a-z])[a-z](?:[ ._-][a-z]){3,12}(?![a-z])/g;

// obscenity costs about half a microsecond per character, so long texts are only matched in
// windows around anchor words and obfuscations, never as a whole.
const WHOLE_TEXT_LIMIT = 2048;
const MARGIN = 48;
const PIECE = 4096;
const MAX_FINDINGS = 64;
const MAX_SPACED = 256;

/** Words of obscenity's dataset that are insults or slurs rather than profanity. */
const SLURS = new Set(['abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'nigger', 'retard', 'tranny', 'spastic', 'abo', 'negro']);

// Letters, digits, "*" and "@" (f*cking, @ss); a trailing "!" or "$" is punctuation, not the word.
// Accented Latin letters belong to the word too: "Stöbich" is a surname, not "bich" after "ö".
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 42 || c === 64 || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

// Idioms that use a listed word in its ordinary sense, tested on the text right after the word:
// "a chink in the armour", "a chink of light".
const IDIOM_AFTER: Record<string, RegExp> = {
  // Session 28: French "retard" is a delay ("en cas de retard de plus de trois heures").
  retard: /^ (?:de (?:plus|moins|\d|quelques|livraison|paiement|vol|train|[a-zé]{2,12} (?:minutes|heures|jours))|d'(?:une|un|environ)|du (?:vol|train|colis|paiement)|à l'arrivée|au départ|important|prévu|éventuel)/,
  chink: /^ (?:in (?:[a-z']{1,12} ){0,2}(?:armou?r|defen[cs]es?|argument|case|logic|reasoning|theory|plan|walls?|fa[cç]ade|system|code)|of (?:light|daylight|hope|sunlight))/,
};

/** Ordinary words that start with a profane root; obscenity's whitelist misses these. */
const INNOCENT_WORDS = new Set(['cockpit', 'cockpits', 'cocktail', 'cocktails', 'cockatoo', 'cockatoos', 'cockerel', 'cockerels', 'cockney', 'cockle', 'cockles', 'cockroach', 'cockroaches', 'cockscomb', 'cocksure', 'shiitake', 'titmouse', 'titmice', 'titbit', 'titbits']);
const FAGGOT_DISH = /\b(?:gravy|peas|mash|mashed|recipe|butcher|pork|oven|dish|meatballs?|brown sauce|onion)\b/;

const VOWELS = /[aeiou]/;
// Letters that stand in for a vowel in disguised spellings ("fvck", "phyck").
const VOWEL_STANDINS = /[aeiouyvw]/;

/**
 * Whether a plainly spelled match fills one of the word's vowels with an ordinary consonant.
 * obscenity's wildcards ("f?ck") accept any character, so "fsck" (the file system checker)
 * matches; a disguise swaps a vowel for a symbol, a digit or another vowel, not for an "s".
 */
function consonantForVowel(match: string, word: string): boolean {
  if (match.length !== word.length || !/^[a-z]+$/.test(match)) return false;
  for (let i = 0; i < word.length; i++) {
    if (match[i] !== word[i] && VOWELS.test(word[i]!) && !VOWEL_STANDINS.test(match[i]!)) return true;
  }
  return false;
}

const PREFIXES = new Set(['', 'mother', 'mutha', 'bull', 'dumb', 'jack', 'bad', 'horse', 'dip', 'ape', 'smart', 'lame', 'fat', 'cluster', 'dick', 'ass', 'cock', 'shit', 'holy', 'un', 'super', 'half']);
const SHORT_SUFFIXES = new Set(['', 's', 'es', 'z', 'got', 'gots', 'gy', 'gie', 'gies', 'ses', 'sy', 'hole', 'holes', 'hat', 'hats', 'wipe', 'wipes', 'wad', 'wads', 'clown', 'head', 'heads', 'face', 'y', 'ie', 'ies']);
const SUFFIXES = new Set([...SHORT_SUFFIXES, 'ed', 'd', 'er', 'ers', 'ing', 'in', "in'", 'ings', 'ty', 'tier', 'tiest', 'ass', 'bag', 'bags', 'tard', 'tards', 'stick', 'load', 'show', 'storm', 'less', 'ery', 'ers', 'off', 'wit', 'wits', 'nugget', 'lord', 'fest', 'hole', 'ass', 'er', 'a', 'az', 'as']);

/**
 * Tokens that only spell a word through leetspeak by accident: a number ("#455" reads "ass"), a
 * punycode label ("xn--pssy2u"), or an identifier whose plainly spelled root runs on into digits
 * ("PSSY2U", "ASS2"). A disguise keeps at least one letter and puts its digits inside the root
 * ("sh1t", "b1tch3s").
 */
function notAWord(t: string, s: number, e: number, matchStart: number, matchEnd: number): boolean {
  if (!/[a-z]/i.test(t.slice(s, e))) return true;
  if (s >= 4 && t.slice(s - 4, s).toLowerCase() === 'xn--') return true;
  return /^[a-z]+$/i.test(t.slice(matchStart, matchEnd)) && /\d/.test(t.slice(matchEnd, e));
}

/** Whether a match with these extra letters before/after it is still a profane word. */
function profaneWord(before: string, after: string, matchLength: number): boolean {
  if (!PREFIXES.has(before)) return false;
  // Longer roots are distinctive enough to allow any short ending ("niggah", "shittt").
  return matchLength <= 3 ? SHORT_SUFFIXES.has(after) : SUFFIXES.has(after) || after.length <= 3;
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
  const anchorList = [...new Set([...words].flatMap(anchorsFor)), 'asshole', 'dumbass', 'jackass', 'badass', 'fuk', 'phuck', 'biatch', 'nigga'];
  const anchors = registerAnchors(anchorList);
  const locator = new AhoCorasick(anchorList);

  // Regions of `lower` worth handing to obscenity: the whole of a short text, or the merged
  // neighbourhoods of anchor words and obfuscations in a long one.
  const windowsOf = (lower: string): Array<[number, number]> => {
    if (lower.length <= WHOLE_TEXT_LIMIT) return [[0, lower.length]];
    const found: Array<[number, number]> = [];
    locator.forEach(lower, (end, id) => found.push([end - anchorList[id]!.length, end]));
    for (const hit of symbolicHits(lower)) found.push(hit);
    found.sort((a, b) => a[0] - b[0]);
    const windows: Array<[number, number]> = [];
    for (const [s, e] of found) {
      const last = windows[windows.length - 1];
      const from = Math.max(0, s - MARGIN);
      const to = Math.min(lower.length, e + MARGIN);
      if (last && from <= last[1] && last[1] - last[0] < PIECE) last[1] = Math.max(last[1], to);
      else windows.push([from, to]);
    }
    return windows;
  };
  const matcher = cacheTransformers(
    new RegExpMatcher({ ...built, ...englishRecommendedTransformers }),
    englishRecommendedTransformers.blacklistMatcherTransformers ?? [],
    englishRecommendedTransformers.whitelistMatcherTransformers ?? [],
  );
  return {
    meta: { id: 'brand.profanity', category: 'brand', stage: 'fastpath', maxMatchLength: 64 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const shape = textShape(n);
      const obfuscated = (shape.spaced && SPACED_OUT.test(n.lower)) || (shape.symbolic && symbolicHits(n.lower, true).length > 0);
      if (!obfuscated && !anyAnchor(n, anchors)) return [];
      const out: Finding[] = [];
      const seen = new Set<string>();
      const t = n.text;
      for (const [from, to] of windowsOf(n.lower)) {
        // Enough evidence: more profanity cannot change the verdict, and stopping here bounds
        // the cost of text that is profane from end to end.
        if (out.length >= MAX_FINDINGS) break;
        const part = from === 0 && to === t.length ? t : t.slice(from, to);
        for (const m of matcher.getAllMatches(part, true)) {
          const word = dataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '';
          if (allowed.has(word)) continue;
          if (consonantForVowel(t.slice(m.startIndex + from, m.endIndex + from + 1).toLowerCase(), word)) continue;
          // Report the whole word ("fucking", not "fuck"), so flags and masks cover what was written.
          let s = m.startIndex + from;
          let e = m.endIndex + from + 1;
          while (s > 0 && isWordChar(t.charCodeAt(s - 1))) s--;
          while (e < t.length && isWordChar(t.charCodeAt(e))) e++;
          // Two-letter words ("Fu" in Kung Fu) are too short to call.
          if (e - s <= 2) continue;
          if (notAWord(t, s, e, m.startIndex + from, m.endIndex + from + 1)) continue;
          // A capitalised "Dick" or "Cock" is almost always a name (Moby Dick, Philip K. Dick).
          if ((word === 'dick' || word === 'cock') && t.charCodeAt(s) >= 65 && t.charCodeAt(s) <= 90) continue;
          if (IDIOM_AFTER[word]?.test(n.lower.slice(e, e + 40))) continue;
          // Session 32: ordinary words that start with a profane root ("cockpit", "cocktail"), birds
          // ("blue tits"), and the British meatball dish ("faggots in onion gravy").
          const whole = n.lower.slice(s, e);
          if (INNOCENT_WORDS.has(whole)) continue;
          if ((whole === 'tit' || whole === 'tits') && /\b(?:blue|great|coal|marsh|willow|crested|long-tailed|bearded|penduline|sombre|crested|varied|ground)[ -]$/.test(n.lower.slice(Math.max(0, s - 14), s))) continue;
          if ((whole === 'faggot' || whole === 'faggots') && FAGGOT_DISH.test(n.lower.slice(Math.max(0, s - 40), Math.min(n.lower.length, e + 40)))) continue;
          if (word === 'retard' && /\b(?:en|du|un|le|ce|cas de|avec|sans|aucun|votre|notre|son|leur|d'un|tout|chaque)\s$/.test(n.lower.slice(Math.max(0, s - 14), s))) continue;
          // The match must be the word, or the word plus a profane affix ("fucking", "dumbass");
          // "cumin", "assortment" and "assonance" merely start with the same letters.
          if (!profaneWord(t.slice(s, m.startIndex + from).toLowerCase(), t.slice(m.endIndex + from + 1, e).toLowerCase(), m.endIndex - m.startIndex + 1)) continue;
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
      }
      if (out.length < MAX_FINDINGS && shape.spaced) {
        SPACED.lastIndex = 0;
        // At most MAX_SPACED runs: a text made of spaced letters from end to end stays cheap.
        let runs = 0;
        for (let m = SPACED.exec(n.lower); m && runs++ < MAX_SPACED; m = SPACED.exec(n.lower)) {
          const collapsed = m[0].replace(/[ ._-]/g, '');
          // Offsets of the letters, so the span starts and ends on the matched ones ("a p u s s y"
          // reports "p u s s y").
          const at: number[] = [];
          for (let i = 0; i < m[0].length; i += 2) at.push(m.index + i);
          const hit = matcher.getAllMatches(collapsed, true).find((x) => {
            const w = dataset.getPayloadWithPhraseMetadata(x).phraseMetadata?.originalWord ?? '';
            return !allowed.has(w) && x.endIndex - x.startIndex + 1 >= collapsed.length - 3;
          });
          if (!hit) continue;
          const word = dataset.getPayloadWithPhraseMetadata(hit).phraseMetadata?.originalWord ?? '';
          const slur = SLURS.has(word);
          out.push({
            detector: 'brand.profanity',
            category: 'brand',
            type: slur ? 'slur' : 'profanity',
            label: slur ? 'slur' : 'profanity',
            ...n.spanToOriginal(at[hit.startIndex]!, at[hit.endIndex]! + 1),
            score: slur ? 0.9 : 0.8,
          });
        }
      }
      return out;
    },
  };
}
