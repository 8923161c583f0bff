import type { Detector, Finding } from '../types.js';
import { regexDetector } from '../regex.js';
import { anyAnchor, gated, registerAnchors } from '../injection/gate.js';
import { DEMONSTRATIVE_PEOPLE, DEMONYM_GROUP, LISTED_GROUPS, demonym, scanGroups } from './groups.js';

const SELF_HARM = [
  // "kill yourself", "kys", "you should just die", "go hang yourself"
  /\b(?:kill|hang|shoot|hurt|harm|cut|starve|drown|burn) (?:your ?self|urself)\b|\bkys\b|\b(?:you|u) (?:should|need to|ought to|better) (?:just )?(?:die|disappear forever|end it all|stop breathing)\b|\bgo (?:die|jump off)\b/g,
  // "end your life", "slit your wrists", "take all the pills"
  /\b(?:end|take) your (?:own )?life\b|\bslit your (?:wrists?|throat)\b|\b(?:overdose on|take all (?:of )?(?:the|your)) pills\b|\bjump off (?:a|the) (?:bridge|building|roof|cliff)\b/g,
  // "nobody would miss you", "the world is better without you"
  /\b(?:no ?one|nobody) (?:would|will) (?:miss|care about) you\b|\b(?:world|everyone) (?:is|would be) better (?:off )?without you\b/g,
];

const VIOLENCE = [
  // "I will kill you", "I'm going to find you and hurt you"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna| shall) (?:\w{1,12} ){0,6}?(?:kill|murder|shoot|stab|strangle|behead|rape|beat|hurt|slaughter|burn|bury|destroy) (?:you|u|him|her|them|your (?:family|kids|children|wife|husband))\b/g,
  // "I know where you live", "I'll find out where your kids go to school"
  /\bi(?: know|'ll find| will find|'m going to find| am going to find| found| can find)(?: out)? where (?:you|u|your (?:family|kids|children|wife|husband|mom|mother|dad|father)) (?:live|lives|sleep|sleeps|work|works|go to school|goes to school)\b/g,
  // "I hope you die", "you deserve to be shot"
  /\b(?:i )?hope (?:you|u|he|she|they) (?:die|dies|get (?:killed|shot|raped|hit by)|burn|rot|suffer)\b|\b(?:you|u|they|he|she) deserves? to (?:die|be (?:killed|shot|hanged|raped|beaten|tortured|burned))\b/g,
  // "they should all be shot" ("kill all the ..." is GROUP_VIOLENCE below: its object must be people)
  /\b(?:they|all of them|those people) (?:should|must|need to) (?:all )?be (?:killed|shot|gassed|hanged|lynched|exterminated|wiped out)\b/g,
];

// Groups whose mention with a call to kill is incitement. "the men"/"the women" of a news story
// are particular people ("prosecutors said the men should be executed"), so those two only count
// as "all men"/"all women".
const VIOLENCE_GROUPS = `(?:${LISTED_GROUPS.replace('|women|females|men|', '|')}|all (?:the )?(?:women|men|females)|${DEMONSTRATIVE_PEOPLE}|${DEMONYM_GROUP})`;
const PEOPLE_OBJECTS = `(?:people|persons|humans|men|women|males|females|children|kids|babies|infidels|unbelievers|non-?believers|heretics|kafirs|apostates|cops|police(?:men| officers)?|officers|soldiers|politicians|bankers|lawyers|landlords|judges|teachers|students|journalists|doctors|nurses|terrorists|traitors|enemies|liberals|conservatives|republicans|democrats|leftists|communists|commies|fascists|nazis|them|you|${LISTED_GROUPS}|${demonym('dem')})`;
// One of a kind: "kill every male", "shoot each one of them".
const PERSON_OBJECT = '(?:man|woman|male|female|child|person|human|one of (?:them|you|those|these))';
const GROUP_VIOLENCE = [
  // "Those people ... should be wiped out", "all Albanians must be exterminated", "jews deserve to be gassed"
  new RegExp(
    `\\b${VIOLENCE_GROUPS}\\b[^.!?\\n]{0,80}?\\b(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to|are going to|will) (?:all |each |just |simply )?(?:be|get) (?:killed|shot|gassed|hanged|hung|lynched|exterminated|wiped out|wiped off|eradicated|eliminated|purged|slaughtered|massacred|burned|burnt|executed|culled|put down|annihilated)\\b`,
    'gd',
  ),
  // "kill all the <people>", "shoot every one of them": the object must be people; "kill all the
  // processes", "shoot all the photos in RAW" name things.
  new RegExp(
    `\\b(?:kill|shoot|gas|lynch|hang|exterminate|slaughter|massacre|wipe out|murder|behead|execute) (?:all (?:of )?(?:the |those |these )?(?:[a-z][a-z-]{0,19} ){0,2}${PEOPLE_OBJECTS}|(?:every|each) ${PERSON_OBJECT})\\b`,
    'gd',
  ),
];
// Sentences about processes, jobs and machines: "kill all of them with SIGTERM", "kill all the
// children of the daemon".
const TECH =
  /\b(?:process(?:es)?|pids?|sig(?:term|kill|int|hup)|signals?|threads?|daemons?|containers?|pods?|workers?|jobs?|tasks?|sessions?|terminals?|shells?|commands?|scripts?|servers?|services?|instances?|nodes?|tabs?|windows?|apps?|queues?|connections?|quer(?:y|ies)|zombies?|subprocess(?:es)?|forks?|kill -\d|killall|pkill|systemctl|docker|kubectl)\b/;
const GROUP_ANCHORS = registerAnchors(['kill', 'shot', 'shoot', 'gas', 'hang', 'hung', 'lynch', 'extermin', 'wipe', 'wiped', 'eradicat', 'eliminat', 'purge', 'slaughter', 'massacre', 'burn', 'execut', 'cull', 'put down', 'annihilat', 'murder', 'behead']);

function sentenceOf(text: string, start: number, end: number): string {
  let s = start;
  while (s > 0 && start - s < 300 && !'.!?\n'.includes(text[s - 1]!)) s--;
  let e = end;
  while (e < text.length && e - end < 300 && !'.!?\n'.includes(text[e]!)) e++;
  return text.slice(s, e);
}

const SELF_HARM_ANCHORS = ['yourself', 'your self', 'urself', 'kys', 'die', 'end it all', 'breathing', 'disappear', 'go jump', 'your life', 'your own life', 'slit', 'pills', 'jump off', 'miss you', 'care about you', 'without you'];
const VIOLENCE_ANCHORS = ['where you', 'where u', 'where your', 'kill', 'murder', 'shoot', 'shot', 'stab', 'strangle', 'behead', 'rape', 'beat', 'hurt', 'slaughter', 'burn', 'bury', 'destroy', 'hope', 'deserve', 'gas', 'lynch', 'hang', 'exterminat', 'massacre', 'wipe out', 'wiped out'];

/** Encouragement of self-harm or suicide. */
export const selfHarmDetector: Detector = gated(
  SELF_HARM_ANCHORS,
  regexDetector({ id: 'brand.self_harm', category: 'brand', type: 'self_harm', label: 'self-harm encouragement', patterns: SELF_HARM, view: 'lower', score: 0.9, maxMatchLength: 80 }),
);

const threats: Detector = gated(
  VIOLENCE_ANCHORS,
  regexDetector({ id: 'brand.violence', category: 'brand', type: 'violence', label: 'violent threat or incitement', patterns: VIOLENCE, view: 'lower', score: 0.85, maxMatchLength: 200 }),
);

/** Threats and incitement to violence against people. */
export const violenceDetector: Detector = {
  meta: threats.meta,
  detect(text, ctx) {
    // "they should be killed" about processes or jobs ("if the workers hang, they should be
    // killed and restarted") is operations, not incitement.
    const out = threats.detect(text, ctx).filter((f) => {
      const span = text.slice(f.start, f.end).toLowerCase();
      return !/^(?:they|all of them) /.test(span) || !TECH.test(sentenceOf(text.toLowerCase(), f.start, f.end));
    });
    if (!anyAnchor(ctx.normalized, GROUP_ANCHORS)) return out;
    const found: Finding[] = [];
    const make = (): Omit<Finding, 'start' | 'end'> => ({ detector: 'brand.violence', category: 'brand', type: 'violence', label: 'violent threat or incitement', score: 0.85 });
    scanGroups(ctx, GROUP_VIOLENCE, make, found, (re, m, lower) => re !== GROUP_VIOLENCE[1] || !TECH.test(sentenceOf(lower, m.index, m.index + m[0].length)));
    // A span the threat rules already reported is not reported twice.
    for (const f of found) if (!out.some((o) => o.start <= f.start && o.end >= f.end)) out.push(f);
    return out;
  },
};
