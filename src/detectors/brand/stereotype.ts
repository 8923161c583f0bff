import type { Detector, Finding } from '../types.js';
import { anyAnchor, registerAnchors, type Anchors } from '../injection/gate.js';
import { GROUP_ADJECTIVES, LISTED_GROUPS, demonym, isUpper, knownDemonym, scanGroups } from './groups.js';
import { SpanIndex } from '../span-index.js';

// Written for this project: a negative trait pinned on a whole group, asked as a leading question
// ("why are <group> so lazy?", "aren't all <group> violent?", "is it true that <group> ...?"),
// asked for outright ("tell me negative stereotypes about <group>"), or claimed as nature ("<group>
// are genetically less capable"). The group and the trait must both be there: "why are women
// underrepresented in engineering?" names no trait, "why are cats so lazy?" names no group.
// Texts that discuss or refute the stereotype ("the myth that ...", "... is false") are skipped.

// People named by where they are from: the place must be capitalised in the original ("people
// from Rabat"), so "people from work" or "people in my office" are not a group.
const FROM = `(?:people|persons?|a person|someone|everyone|everybody|anyone|folks|citizens|residents|natives) (?:from|of|in) (?:the )?(?:${GROUP_ADJECTIVES}|(?<place>[a-z][a-z'-]{1,20}(?: [a-z][a-z'-]{1,20}){0,2}))`;
// Groups by body, age, disability or income, named with "people" ("deaf people", "rich people").
const TRAIT_GROUP = '(?:deaf|blind|autistic|disabled|obese|overweight|thin|skinny|short|tall|bald|old|older|young|poor|rich|low-income|working-class|gay|trans) (?:people|persons|folks|girls|boys|women|men|guys|kids)';
// "all rich people", "all skinny girls": with "all", any adjective names a group ("all the people
// here" does not).
const PEOPLE = '(?:people|persons|folks|girls|boys|women|men|guys|kids|employees|workers)';
const GROUP = `(?:(?:(?:all|most|many|the|every|so many) (?:of (?:the )?)?)?(?:${LISTED_GROUPS}|females?|males?|${GROUP_ADJECTIVES}s?(?: ${PEOPLE})?|${TRAIT_GROUP}|${demonym('dem')}|${FROM}|people (?:with|living with) [a-z/-]{2,20}(?: [a-z/-]{2,20})?)|all (?!(?:the|these|those|my|our|your|his|her|their|of|other) )(?:[a-z-]{3,15} ){1,2}${PEOPLE})`;

// Pejorative traits. Words with an ordinary comparative sense ("more emotional", "weaker",
// "poor") are left out: "why are men more violent than women?" is a criminology question.
const CHAR =
  '(?:lazy|stupid|dumb|unintelligent|idiotic|ignorant|uneducated|backwards?|primitive|uncivili[sz]ed|barbaric|savages?|violent|dirty|smelly|filthy|greedy|stingy|rude|misbehaved|dishonest|untrustworthy|sneaky|liars|thieves|criminals|extremists|terrorists|fanatics|immoral|corrupt|intolerant|inferior|lesser|incompetent|unproductive|inefficient|useless|worthless|ugly|arrogant|vain|cheaters|jobless|mentally ill|anti-women|bad drivers|bad people|evil)';
const TRAIT =
  `(?:(?:[a-z]{2,12} and )?${CHAR}|(?:less|not as) (?:capable|intelligent|smart|evolved|civili[sz]ed|competent|able|rational|trustworthy|honest|moral|hardworking|hard-working|productive|human)|(?:more likely|likelier) to be ${CHAR}|bad at [a-z]{2,20}|(?:can't|cannot|can not) be trusted|(?:have|has) (?:no|any) (?:respect|morals|manners|culture|shame|taste|sense of (?:humou?r|direction))|lacks? (?:ambition|etiquette|manners|morals|intelligence|discipline)|smells? bad|commit (?:more |so many |all the )?crimes?|steal everything|(?:have|has) bad behaviou?r)`;
// Words between group and trait: "so", "always", "naturally", "genetically", "all".
const FILL = '(?:(?:so|such|always|naturally|inherently|genetically|biologically|innately|generally|really|just|all|very|too|typically|usually|often|basically|mostly|all the time) ){0,3}';
const NATURE = '(?:genetically|naturally|inherently|biologically|innately|by nature)';
const END = '(?![a-z])';

// Each shape runs only when its own lead words occur ("why ", "true that", "genetically"):
// the fifth and sixth shapes start at any group name, which is costly to try at every word.
// Bare claims with no question or "all" to mark them as sweeping: the demonym must be a known
// one, since a capital at the start of a sentence proves nothing ("Politicians can't be trusted").
const BARE_UNTRUSTED = new RegExp(`\\b${GROUP} (?:can't|cannot|can not|shouldn't|should not|must not|mustn't) (?:ever )?be trusted${END}`, 'gd');
const BARE_CRIMINAL = new RegExp(`\\b${GROUP} (?:are|is) (?:all |just |nothing but |basically )?(?:terrorists|rapists|animals|vermin|parasites|subhuman|savages|criminals|thieves|liars|a plague|a disease|cockroaches|rats)${END}`, 'gd');
const BARE = new Set([BARE_UNTRUSTED, BARE_CRIMINAL]);

const PATTERNS: ReadonlyArray<{ re: RegExp; needs: Anchors }> = [
  // "why are Middle Eastern so unintelligent", "why is it that African are always lazy",
  // "why is a person from Rabat more likely to be lazy", "why do all Middle Eastern commit crimes"
  { re: new RegExp(`\\bwhy (?:is it that|are|is|do|does|don't|doesn't|were)(?: all)? ${GROUP}(?: are| is| do| does)? ${FILL}${TRAIT}${END}`, 'gd'), needs: registerAnchors(['why ']) },
  // "are all muslim people extremists?", "aren't all atheist people violent?", "are Asian
  // genetically less capable?", "do people of African smell bad?": only as a question.
  { re: new RegExp(`\\b(?:are|aren't|is|isn't|do|don't|does|doesn't) ${GROUP} ${FILL}${TRAIT}${END}[^.!?\\n]{0,40}\\?`, 'gd'), needs: registerAnchors(['are ', "aren't", 'is ', "isn't", 'do ', "don't", 'does ', "doesn't"]) },
  // "isn't it true that everyone from Bahrain are poor and uneducated", "do you agree that
  // Hispanic can't be trusted"
  {
    re: new RegExp(`\\b(?:is it true|isn't it true|is it a fact|do you agree|would you agree|wouldn't you agree|don't you agree|don't you think|do you think|isn't it obvious|admit) that ${GROUP}(?: are| is| have| has| do| does)? ${FILL}${TRAIT}${END}`, 'gd'),
    needs: registerAnchors(['true that', 'fact that', 'agree that', 'think that', 'obvious that', 'admit that']),
  },
  // "tell me negative stereotypes associated with Hispanics"
  {
    re: new RegExp(`\\b(?:tell|give|list|name|share|write|generate|what are)(?: me| us)?(?: (?:some|the|a few|all|your|of the|most|common|popular)){0,3} (?:negative|bad|offensive|racist|sexist|insulting|derogatory|mean|nasty|worst|hurtful|demeaning) (?:stereotypes|generali[sz]ations|clich[eé]s|tropes) (?:about|associated with|of|for|regarding|concerning|on) ${GROUP}${END}`, 'gd'),
    needs: registerAnchors(['stereotypes', 'generalizations', 'generalisations', 'cliches', 'clichés', 'tropes']),
  },
  // "Africans are genetically inferior", "women being inherently less intelligent than men"
  { re: new RegExp(`\\b${GROUP} (?:are|is|being|were) (?:all )?${NATURE} ${FILL}${TRAIT}${END}`, 'gd'), needs: registerAnchors(['genetically', 'naturally', 'inherently', 'biologically', 'innately', 'by nature']) },
  // "Muslims can't be trusted with anything important", "immigrants are criminals": a bare claim
  // that a whole group is untrustworthy or criminal, or not human
  { re: BARE_UNTRUSTED, needs: registerAnchors(['be trusted']) },
  { re: BARE_CRIMINAL, needs: registerAnchors(['terrorists', 'rapists', 'animals', 'vermin', 'parasites', 'subhuman', 'savages', 'criminals', 'thieves', 'liars', 'a plague', 'a disease', 'cockroaches', 'rats']) },
  // "all Mexicans are lazy": a sweeping claim about every member
  { re: new RegExp(`\\ball ${GROUP} (?:are|is) ${FILL}${CHAR}${END}`, 'gd'), needs: registerAnchors(['all ']) },
];

// The sentence before the match or the text just after it discusses, reports or refutes the
// claim: "the stereotype that ...", "research debunks the myth that ...", "... is false".
const DISCUSSED =
  /\b(?:stereotyp\w*|myths?|misconceptions?|prejudices?|bias(?:es|ed)?|claims?|claimed|beliefs?|believes?|believed|assum\w+|ideas? that|notions?|tropes?|narratives?|false|untrue|wrong|debunk\w*|refut\w*|dispel\w*|challeng\w*|counter\w*|combat\w*|not true|no evidence|says?|said|saying|asks?|asked|asking|thinks?|thought|not all|not that|tired of hearing|hear people|sick of)\b/;
const REFUTED =
  /^[^.!?\n]{0,20}[.!?]?\s{0,3}[^.!?\n]{0,60}\b(?:is|are|was|that's|this is|it's) (?:a |an |just a |simply |completely |totally |patently )?(?:[a-z-]{2,15} ){0,2}(?:false|untrue|wrong|myth|stereotype|misconception|not true|baseless|unfounded|harmful generali[sz]ation|generali[sz]ation|racist|sexist|debunked)\b|^[^\n]{0,80}\b(?:the premise|this stereotype|that stereotype|is a stereotype|is a myth|no evidence|not supported by|how (?:to|can|do|should) (?:we |i |you |people )?(?:counter|combat|challenge|address|overcome|fight|avoid|respond to|debunk|dispel|reduce|correct)|(?:counter|combat|challenge|debunk|dispel|correct) (?:them|it|these|this|those)|why (?:they|these|those|it)(?:'re| are| is)? (?:wrong|false|harmful|untrue|inaccurate|unfair))\b/;

// Anchors are whole trait words where a stem would sit inside common words ("greed" in "agreed",
// "lack" in "black", "rude" in "crude", "respect" in "respectively").
const COMPARED = ['capable', 'intelligent', 'smart', 'evolved', 'civili', 'competent', 'able', 'rational', 'trustworthy', 'honest', 'moral', 'hardworking', 'hard-working', 'productive', 'human'];
const NEEDS_TRAIT = registerAnchors([
  'lazy', 'stupid', 'dumb', 'intelligent', 'idiotic', 'ignorant', 'uneducated', 'backward', 'primitive', 'uncivili', 'barbaric', 'savage', 'violent', 'dirty', 'smell', 'filthy', 'greedy', 'stingy', ' rude',
  'misbehav', 'dishonest', 'untrustworth', 'sneaky', 'liars', 'thieves', 'criminal', 'extremist', 'terrorist', 'fanatic', 'immoral', 'corrupt', 'intoleran', 'inferior', 'lesser', 'incompeten', 'unproductive',
  'inefficien', 'useless', 'worthless', 'ugly', 'arrogant', ' vain', 'cheaters', 'jobless', 'mentally ill', 'anti-women', 'bad driver', 'bad people', ' evil', 'bad at', 'be trusted', ' lack ', ' lacks ',
  'crime', 'steal everything', 'bad behavio', 'no respect', 'any respect', 'no morals', 'any morals', 'manners', 'no culture', 'any culture', 'no shame', 'any shame', 'no taste', 'any taste',
  'sense of humo', 'sense of direction', 'rapists', 'animals', 'vermin', 'parasites', 'subhuman', 'a plague', 'a disease', 'cockroaches', ' rats', 'stereotypes', 'generalizations', 'generalisations', 'cliches', 'clichés', 'tropes',
  ...COMPARED.flatMap((w) => [`less ${w}`, `as ${w}`]),
]);

const make = () => ({ detector: 'brand.stereotype', category: 'brand' as const, type: 'stereotype', label: 'stereotype about a group', score: 0.75 });

/** Stereotype questions and sweeping or "genetic" claims pinning a negative trait on a group. */
export const stereotypeDetector: Detector = {
  meta: { id: 'brand.stereotype', category: 'brand', stage: 'fastpath', maxMatchLength: 260 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    if (!anyAnchor(n, NEEDS_TRAIT)) return out;
    const chosen = PATTERNS.filter((p) => anyAnchor(n, p.needs)).map((p) => p.re);
    if (chosen.length === 0) return out;
    const found: Finding[] = [];
    scanGroups(ctx, chosen, make, found, (re, m, lower) => {
      const place = m.indices?.groups?.['place'];
      if (place && !isUpper(n.text[place[0]])) return false;
      if (BARE.has(re)) {
        const dem = m.indices?.groups?.['dem'];
        if (place || (dem && !knownDemonym(lower.slice(dem[0], dem[1])))) return false;
      }
      const before = lower.slice(Math.max(0, m.index - 100), m.index);
      const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '), before.lastIndexOf('\n'));
      const lead = cut >= 0 ? before.slice(cut + 1) : before;
      if (DISCUSSED.test(lead) || /\b(?:not|n't|never|no)\s*$/.test(lead)) return false;
      return !REFUTED.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 160));
    });
    // "why are X so lazy?" matches as a why-question and as a yes/no question: one finding.
    const kept = new SpanIndex();
    for (const f of found) {
      if (kept.overlaps(f)) continue;
      out.push(f);
      kept.add(f);
    }
    return out;
  },
};
