import type { Detector, Finding } from '../types.js';
import { regexDetector } from '../regex.js';
import { anyAnchor, gated, registerAnchors } from '../injection/gate.js';
import { DEMONSTRATIVE_PEOPLE, DEMONYM_GROUP, LISTED_GROUPS, TARGET_GROUP, scanGroups } from './groups.js';
import { SpanIndex } from '../span-index.js';

// Written for this project: groups people are attacked for belonging to, and dehumanising or
// sweeping predicates. Both must appear together ("<group> are vermin"); either alone is
// ordinary text.
const GROUPS = LISTED_GROUPS;
const DEHUMANISING =
  '(?:subhuman|sub-human|vermin|savages|parasites|cockroaches|rats|scum|filth|trash|garbage|inferior|a disease|a plague|a cancer|a virus|monkeys|apes|animals|dogs|pigs|not (?:really )?human|less than human|evil|disgusting|worthless|stupid|dumb|retarded|terrorists|criminals|rapists|pedophiles|paedophiles|thieves|a curse|cursed|leeches|useless(?! (?:at|in|for|when|with|on|without|unless|if|to)\\b)|a burden|freeloaders|degenerates|freaks|perverts|groomers|abominations|an abomination|mentally ill freaks|mentally ill|sick in the head|good for nothing|a waste of (?:space|oxygen|air|skin)|too (?:stupid|dumb|thick|emotional|weak|lazy) to)';
// Words stacked in front of the predicate ("useless leeches", "just filthy parasites"). Negations
// are not among them: "are not a burden" is the opposite claim.
const STACK = '(?:(?:all|just|nothing but|basically|literally|like|such|a bunch of|useless|worthless|filthy|dirty|lazy|greedy|selfish|ugly|fat|smelly) ){0,3}';
// Words that deny a group its humanity whoever the group is; "stupid" or "criminals" said of
// "those people" may be a remark about particular people, these are not.
const STRONG =
  '(?:subhuman|sub-human|untermenschen|vermin|parasites|cockroaches|roaches|rats|maggots|lice|leeches|insects|animals|beasts|savages|scum|filth|a disease|a plague|a cancer|a virus|an infestation|a pest|pests|monkeys|apes|mongrels|not (?:even |really )?human|less than human)';
// Said of a whole nationality or religion, these sweeping labels are an attack too.
// Session 27: "the Irish are all drunks", "they're all scammers".
const SWEEPING = `(?:${STRONG}|terrorists|rapists|pedophiles|paedophiles|criminals|thieves|inferior|evil|a curse|cursed|a burden|freeloaders|drunks|alcoholics|scammers|frauds|liars|crooks|thugs|too (?:stupid|dumb|thick) to)`;
const HEDGE = '(?:all |just |nothing but |basically |literally |like |such |filthy |dirty |disgusting |worthless ){0,2}';

const PATTERNS = [
  // "immigrants are parasites", "all muslims are terrorists", "women are inferior"
  new RegExp(`\\b(?:all |those |these |most |the )?${GROUPS} (?:are|r|is) ${STACK}${DEHUMANISING}\\b`, 'g'),
  // "I hate jews", "death to immigrants", "get rid of all the refugees"
  new RegExp(`\\b(?:i (?:hate|despise|can't stand)|death to|get rid of|wipe out|exterminate|deport|gas|lynch|round up) (?:all )?(?:the |those |these )?${GROUPS}\\b`, 'g'),
  // "women belong in the kitchen", "they should stay in the kitchen where they belong"
  /\b(?:women|females|wives)\b[^.!?\n]{0,40}?\b(?:belongs?|should (?:stay|be kept|remain)|(?:need|needs|have|has) to stay) in the kitchen\b|\ba woman'?s place is in the (?:kitchen|home)\b|\b(?:in|to|into|back to|back in) the kitchen where (?:they|she|women|you) belongs?\b/g,
  // "Round them up and get them off our streets": "round them up" alone is arithmetic.
  /\bround (?:them|'em|em) (?:all )?up and (?:get (?:them|'em|em) (?:off|out)|ship|deport|send|lock|shoot|gas|kill|put|throw|burn)\b/g,
];

// A group pointed at ("those people", "these folks") or named by a capitalised demonym ("all
// Albanians", "the Japanese") with a dehumanising predicate, or a call to remove or exterminate it.
const GROUP_PATTERNS = [
  new RegExp(`\\b${DEMONSTRATIVE_PEOPLE} (?:are|r) ${HEDGE}${STRONG}\\b`, 'gd'),
  new RegExp(`\\b${DEMONYM_GROUP} (?:are|r) ${HEDGE}${SWEEPING}\\b`, 'gd'),
  new RegExp(`\\b(?:death to|get rid of|wipe out|exterminate|eradicate|deport|expel|gas|lynch|kill|purge) ${TARGET_GROUP}\\b`, 'gd'),
];

const GROUP_ANCHORS = registerAnchors([
  'subhuman', 'sub-human', 'untermensch', 'vermin', 'parasit', 'cockroach', 'roach', 'rats', 'maggot', 'lice', 'leech', 'insect', 'animal', 'beast', 'savage', 'scum', 'filth',
  'disease', 'plague', 'cancer', 'virus', 'infest', 'pest', 'monkey', 'apes', 'mongrel', 'human', 'terrorist', 'rapist', 'pedophile', 'paedophile', 'criminal', 'thieves', 'inferior', 'evil', 'curse',
  'drunks', 'alcoholics', 'scammers', 'frauds', 'liars', 'crooks', 'thugs',
  'death to', 'get rid', 'wipe out', 'extermin', 'eradicat', 'deport', 'expel', 'gas', 'lynch', 'kill', 'purge',
]);

const listed = gated(
  [
    'jew', 'muslim', 'christian', 'hindu', 'sikh', 'atheist', 'black', 'white', 'asian', 'arab', 'african', 'mexican', 'latino', 'hispanic', 'indian', 'chinese', 'immigrant', 'migrant', 'refugee', 'foreigner', 'gay', 'lesbian', 'homosexual', 'trans', 'women', 'female', 'men ', 'disabled', 'retarded', 'gypsies', 'roma',
    'old people', 'elderly', 'old folks', 'senior citizens', 'boomers', 'homeless', 'fat people', 'poor people', 'autistic', 'mentally ill', 'handicapped', 'cripples', 'wives', "woman's place", 'womans place', 'kitchen where', 'round them', "round 'em", 'round em',
  ],
  regexDetector({
    id: 'brand.identity_attack',
    category: 'brand',
    type: 'identity_attack',
    label: 'identity attack',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.85,
    maxMatchLength: 120,
  }),
);

/** Identity attacks: dehumanising or sweeping statements about a group, and calls to hate or harm it. */
export const identityAttackDetector: Detector = {
  meta: listed.meta,
  detect(text, ctx) {
    const out: Finding[] = listed.detect(text, ctx);
    if (anyAnchor(ctx.normalized, GROUP_ANCHORS)) {
      const found: Finding[] = [];
      scanGroups(ctx, GROUP_PATTERNS, () => ({ detector: 'brand.identity_attack', category: 'brand', type: 'identity_attack', label: 'identity attack', score: 0.85 }), found);
      // A span the listed-group rules already reported is not reported twice.
      const kept = new SpanIndex(out);
      for (const f of found) {
        if (kept.covers(f)) continue;
        out.push(f);
        kept.add(f);
      }
    }
    return out;
  },
};
