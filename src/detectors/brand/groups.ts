import type { DetectContext, Finding } from '../types.js';

// Written for this project: how a text refers to a group of people, for the identity-attack and
// incitement rules. All sources are lower case (they run on the lower-cased view); a group named
// by a demonym must be capitalised in the original text, which `properNouns` checks.

/**
 * Groups people are attacked for belonging to, named outright. Age, poverty, housing, weight and
 * disability are targets of the same "leeches" / "should just die" talk as race and religion.
 */
export const LISTED_GROUPS =
  '(?:jews|jewish people|muslims|christians|hindus|sikhs|atheists|blacks|black people|whites|white people|asians|arabs|africans|mexicans|latinos|hispanics|indians|chinese people|immigrants|migrants|refugees|foreigners|gays|gay people|lesbians|homosexuals|trans people|transgender people|transgenders|women|females|men|disabled people|the disabled|retarded people|gypsies|roma|old people|elderly people|the elderly|old folks|senior citizens|boomers|homeless people|the homeless|fat people|poor people|autistic people|mentally ill people|the mentally ill|handicapped people|cripples)';

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

/**
 * Ethnicities, religions and orientations named by an adjective, which writers also use bare as
 * a plural ("why are Hispanic so ...", "are American Indian ...") or before "people".
 */
export const GROUP_ADJECTIVES =
  '(?:middle eastern|multiracial|mixed-race|biracial|african american|african|east asian|south asian|asian|hispanic|latino|latina|latinx|white|black|arab|jewish|muslim|islamic|christian|catholic|protestant|evangelical|mormon|hindu|buddhist|sikh|atheist|american indian|native american|indigenous|aboriginal|gay|lesbian|bisexual|transgender|trans|brit|immigrant|migrant)';

/** True when `ch` is an upper-case letter. */
export function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

// Demonyms common enough in abuse that a writer who does not capitalise them still names a
// people ("all albanians are ..."); any other lower-case word in the demonym slot is an ordinary
// noun ("those plans", "these fans").
const KNOWN_DEMONYMS = new Set(
  (
    'afghans afghanis africans albanians algerians americans arabs argentinians armenians asians australians austrians azerbaijanis bangladeshis belgians bolivians bosnians brazilians britons bulgarians cambodians canadians chileans chinese colombians congolese croatians cubans czechs danes dominicans dutch ecuadorians egyptians englishmen eritreans estonians ethiopians europeans filipinos finns french georgians germans ghanaians greeks guatemalans haitians hondurans hungarians icelanders indians indonesians iranians iraqis irish israelis italians jamaicans japanese jews jordanians kazakhs kenyans koreans kurds kuwaitis laotians latvians lebanese libyans lithuanians malaysians mexicans moroccans nepalese nigerians norwegians pakistanis palestinians persians peruvians poles portuguese romanians russians rwandans salvadorans saudis scots serbians serbs slovaks somalis spaniards sudanese swedes swiss syrians taiwanese tajiks thais tibetans tunisians turks ugandans ukrainians uzbeks venezuelans vietnamese yemenis zimbabweans ' +
    'hindus muslims christians catholics protestants mormons sikhs buddhists atheists gypsies roma latinos hispanics'
  ).split(' '),
);

/** Singular-adjective forms of the same ("albanian people"). */
export function knownDemonym(word: string): boolean {
  return KNOWN_DEMONYMS.has(word) || KNOWN_DEMONYMS.has(`${word}s`) || KNOWN_DEMONYMS.has(word.replace(/an$/, 'ans'));
}

/**
 * True unless a demonym group matched and its word is neither capitalised in `text` nor a
 * known demonym.
 */
export function properNouns(m: RegExpExecArray, text: string): boolean {
  const idx = m.indices?.groups;
  if (!idx) return true;
  for (const name of ['dem', 'dem2']) {
    const span = idx[name];
    if (span && !isUpper(text[span[0]]) && !knownDemonym(text.slice(span[0], span[1]).toLowerCase())) return false;
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
