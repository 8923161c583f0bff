import type { DetectContext, Finding } from '../types.js';

// Written for this project: how a text refers to a group of people, for the identity-attack and
// incitement rules. All sources are lower case (they run on the lower-cased view); a group named
// by a demonym must be capitalised in the original text, which `properNouns` checks.

/** Groups people are attacked for belonging to, named outright. */
export const LISTED_GROUPS =
  '(?:jews|jewish people|muslims|christians|hindus|sikhs|atheists|blacks|black people|whites|white people|asians|arabs|africans|mexicans|latinos|hispanics|indians|chinese people|immigrants|migrants|refugees|foreigners|gays|gay people|lesbians|homosexuals|trans people|transgender people|transgenders|women|females|men|disabled people|the disabled|retarded people|gypsies|roma)';

/** "those people", "these folks", "such people": a group pointed at, not named. */
export const DEMONSTRATIVE_PEOPLE = '(?:(?:all (?:of )?)?(?:those|these|such) (?:people|folks|persons|individuals|creatures))';

/** A capitalised-in-the-original demonym ("Albanians", "Japanese", "Pakistanis"), captured as `name`. */
export const demonym = (name: 'dem' | 'dem2'): string => `(?<${name}>[a-z]{2,20}(?:ians|ans|ese|is|ites|ish|ch))`;

/**
 * A nationality, ethnicity or religion named by its demonym ("all Albanians", "the Japanese",
 * "most Pakistanis", "Albanian people"). The words captured as `dem`/`dem2` must be capitalised
 * in the original; without the capital ("those plans", "these fans") they are ordinary nouns.
 */
export const DEMONYM_GROUP = `(?:(?:all|those|these|the|most|many) (?:of (?:the |those |these )?)?${demonym('dem')}|(?<dem2>[a-z]{2,20}(?:ian|an|ese|ish|i)) people)`;

/** Every group reference: listed groups (with an optional quantifier), demonstratives, demonyms. */
export const ANY_GROUP = `(?:(?:(?:all|those|these|most|the) (?:of (?:the |those |these )?)?)?${LISTED_GROUPS}|${DEMONSTRATIVE_PEOPLE}|${DEMONYM_GROUP})`;

/** What a call to harm is aimed at: "those people", "the Albanians", "all Albanians". */
export const TARGET_GROUP = `(?:(?:all (?:of )?)?(?:the|those|these|such) (?:people|folks|persons|individuals|creatures)|(?:all (?:of )?)?(?:the |those |these )?${demonym('dem')})`;

function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/** True unless a demonym group matched and its word is not capitalised in `text`. */
export function properNouns(m: RegExpExecArray, text: string): boolean {
  const idx = m.indices?.groups;
  if (!idx) return true;
  for (const name of ['dem', 'dem2']) {
    const span = idx[name];
    if (span && !isUpper(text[span[0]])) return false;
  }
  return true;
}

/**
 * Runs `patterns` (global, `d` flag) over the lower view and pushes findings (original offsets)
 * for matches whose demonyms are capitalised and that `keep` accepts.
 */
export function scanGroups(
  ctx: DetectContext,
  patterns: readonly RegExp[],
  make: (start: number, end: number) => Omit<Finding, 'start' | 'end'>,
  out: Finding[],
  keep: (re: RegExp, m: RegExpExecArray, lower: string) => boolean = () => true,
): void {
  const n = ctx.normalized;
  for (const re of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (!properNouns(m, n.text) || !keep(re, m, n.lower)) continue;
      out.push({ ...make(m.index, m.index + m[0].length), ...n.spanToOriginal(m.index, m.index + m[0].length) });
    }
  }
}
