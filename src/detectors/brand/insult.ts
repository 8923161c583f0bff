import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

// Written for this project. Insults that obscenity's dataset does not carry, and insults aimed
// at the reader ("you are a worthless idiot"): words like "idiot" are only flagged when
// directed at someone, because stories and quotes use them neutrally.
const TARGET = "(?:you(?:'re| are| r)?|ur|u r|your|this|that|what an?|such an?|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)|these|those)";
const INSULT =
  '(?:idiots?|morons?|imbeciles?|cretins?|dumbass(?:es)?|dumbfucks?|jackass(?:es)?|scumbags?|douchebags?|dipshits?|losers?|retards?|pieces? of (?:shit|garbage|trash|crap)|waste of (?:space|oxygen|air)|subhuman|vermin|filth|garbage people|worthless|pathetic|disgusting|stupid|dumb|brainless|ugly|fat)';

// Words that may follow an insult noun without making it a modifier of the next noun.
const FOLLOWER =
  '(?:and|or|but|nor|who|whom|whose|that|which|what|when|where|to|too|just|like|in|on|at|of|for|with|from|as|if|so|then|than|because|i|you|he|she|we|they|it|lol|lmao|haha|now|here|there|again|anyway|really|all|is|are|was|were|do|does|did|can|will|would|should|not|no|ever|always)';
const ARTICLE =
  '(?:a |an |such a |such an |just a |nothing but (?:a |an )?|the biggest |a total |a complete |an absolute |a fucking |a stupid |a dumb |an ugly |a fat |a lying |a worthless |a pathetic |an incompetent )';
const NOUN = '(?:idiot|moron|imbecile|loser|clown|scumbag|dummy|dumbass|jackass|dipshit|douchebag|douche|a-?hole|asshole|piece of (?:shit|garbage|trash|crap)|pig|rat|parasite|degenerate|lowlife|buffoon|muppet|halfwit|nitwit|dimwit|numpty|pillock|cretin|bonehead|knobhead|dunce)';
const NOUNS = '(?:idiots|morons|imbeciles|losers|clowns|scumbags|dummies|dumbasses|jackasses|dipshits|douchebags|a-?holes|assholes|pigs|rats|parasites|degenerates|lowlifes|buffoons)';
const MASS = '(?:scum|pos|vermin)';
const PATTERNS = [
  new RegExp(`\\b${TARGET}\\s{1,3}(?:(?:a|an|the|such a|so|fucking|fuckin|stupid|dumb|ugly|fat|worthless|pathetic|little|complete|total|absolute|bunch of)\\s{1,3}){0,3}${INSULT}\\b`, 'g'),
  // "Hillary is a loser", "what a dummy", "that clown is scum": a person called an insult noun.
  // A singular noun takes an article ("is a dummy"), except straight after "you" / "hey" ("you
  // idiot"): a bare "is dummy" / "such dummy blocks" is the adjective (a placeholder). Not when the
  // noun modifies the next one ("is a dummy file", "are pig farmers"): a plain word after it must
  // be a function word or a verb form ("a loser who", "a clown trying to").
  new RegExp(
    `\\b(?:(?:is|are|was|were|'s|'re|what|such|you|ur|hey|u) ${ARTICLE}(?:${NOUN}|${NOUNS}|${MASS})|(?:is|are|was|were|'s|'re|what|such|you|ur|hey|u) (?:${NOUNS}|${MASS})|(?:you|ur|hey|u) ${NOUN})\\b(?!-)(?! {1,3}(?!${FOLLOWER}\\b)[a-z]{1,30}\\b(?<!ing|ed))`,
    'g',
  ),
  // "you absolute clown", "you hypocritical douche": "you" + a contemptuous adjective + an insult noun.
  new RegExp(
    `\\b(?:you|ur|u) (?:absolute|complete|total|utter|fucking|stupid|dumb|ugly|fat|pathetic|worthless|brainless|useless|spineless|hypocritical|miserable|insufferable|lying|incompetent|clueless|sad|little|big|massive|giant) (?:${NOUN}|${NOUNS})\\b(?!-)(?! {1,3}(?!${FOLLOWER}\\b)[a-z]{1,30}\\b(?<!ing|ed))`,
    'g',
  ),
  // "you're thick", "you are a special kind of stupid". Only after "you're": "this thick paste" and
  // "your thick skin" are descriptions; "thick-skinned" and "dead right" idioms are excluded.
  /\b(?:you(?:'re| are| r)|ur|u r) (?:so |really |just |fucking |that |too |as |such an? )?(?:thick|dense|braindead|brain-dead|a joke|a waste of (?:space|oxygen|air|skin)|a special (?:kind|breed|level) of (?:stupid|dumb|idiot|moron)|too (?:stupid|dumb|thick|dense|ignorant|brainwashed) to)\b(?!-| (?:with|as thieves|skin|skinned|of|on|in|and creamy|enough)\b)/g,
  // "how do you even manage to tie your own shoes", "how do you even function": incredulity at
  // basic competence. "How do you tie a bowline?" has no "even".
  /\bhow (?:do|does|did|can|could) (?:you|u|he|she|they|someone like you) (?:even|possibly) (?:manage to )?(?:tie (?:your|his|her|their) (?:own )?shoe(?:s|laces)?|dress (?:yourself|himself|herself|themselves)|breathe|function|feed (?:yourself|himself|herself)|find (?:your|his|her) way home|get out of bed|live with (?:yourself|himself|herself))\b/g,
  // "you should have been aborted", "your mother should have swallowed"
  /\b(?:you|u) should(?:'ve| have| of) been (?:aborted|strangled at birth|drowned at birth)\b|\b(?:your|ur) (?:mom|mother|mum|parents) should(?:'ve| have| of) (?:aborted you|swallowed)\b/g,
  // Demeaning words for people that are insults in any position.
  /\b(?:hoes?|thots?|skanks?|sluts?|whores?|bitches|nigga[sz]?|spics?|wetbacks?|gooks?|ragheads?|towelheads?|beaners?|sand niggers?|dumbass(?:es)?|dumbfucks?|scumbags?|douchebags?|dipshits?|shithead|fuckface|cocksucker|motherfucker)\b/g,
  // Dismissive commands.
  /\b(?:shut (?:the fuck |the hell |your (?:mouth|face) )?up|stfu|screw you|fuck (?:you|off|u)|go to hell|get lost,? (?:idiot|loser|moron))\b/g,
];

/** Directed insults and demeaning words for people. */
export const insultDetector = gated(
  [
    'idiot', 'moron', 'imbecile', 'cretin', 'dumbass', 'dumbfuck', 'dumb ', 'dummy', 'dummies', 'clown', 'scum', 'a-hole', 'ahole', 'asshole',
    ' pos ', ' pos!', ' pos.', ' pig', ' rat ', ' rats', ' rat.', ' rat!', 'parasit', 'degenerate', 'lowlife', 'buffoon', 'jackass',
    'douche', 'dipshit', 'loser', 'retard', 'piece of shit', 'piece of garbage', 'piece of trash', 'piece of crap', 'pieces of', 'waste of space',
    'waste of oxygen', 'waste of air', 'subhuman', 'vermin', 'filth', 'garbage people', 'worthless', 'pathetic', 'disgusting', 'stupid',
    'brainless', 'ugly', ' fat ', ' hoe', 'thot', 'skank', 'slut', 'whore', 'bitches', 'nigga', ' spic', 'wetback', ' gook', 'raghead',
    'towelhead', 'beaner', 'nigger', 'shithead', 'fuckface', 'cocksucker', 'motherfucker', 'shut up', 'shut the', 'shut your', 'stfu',
    'screw you', 'fuck', 'go to hell', 'get lost',
    'douche', 'muppet', 'halfwit', 'nitwit', 'dimwit', 'numpty', 'pillock', 'bonehead', 'knobhead', 'dunce',
    'thick', 'dense', 'braindead', 'brain-dead', 'a joke', 'special kind', 'special breed', 'special level', 'too stupid', 'too dumb', 'too thick', 'too dense', 'too ignorant', 'too brainwashed', 'aborted', 'at birth', 'swallowed',
    'even', 'possibly',
  ],
  regexDetector({
    id: 'brand.insult',
    category: 'brand',
    type: 'insult',
    label: 'insult',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.75,
    maxMatchLength: 120,
  }),
);
