import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';

// Written for this project. Insults that obscenity's dataset does not carry, and insults aimed
// at the reader ("you are a worthless idiot"): words like "idiot" are only flagged when
// directed at someone, because stories and quotes use them neutrally.
const TARGET = "(?:you(?:'re| are| r)?|ur|u r|your|this|that|what an?|such an?|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)|these|those)";
const INSULT =
  '(?:idiots?|morons?|imbeciles?|cretins?|dumbass(?:es)?|dumbfucks?|jackass(?:es)?|scumbags?|douchebags?|dipshits?|losers?|retards?|pieces? of (?:shit|garbage|trash|crap)|waste of (?:space|oxygen|air|skin|a human(?: being)?|a life|life)|subhuman|vermin|filth|garbage people|worthless|pathetic|disgusting|stupid|dumb|brainless|ugly|fat)';

// Words that may follow an insult noun without making it a modifier of the next noun.
const FOLLOWER =
  '(?:and|or|but|nor|who|whom|whose|that|which|what|when|where|to|too|just|like|in|on|at|of|for|with|from|as|if|so|then|than|because|i|you|he|she|we|they|it|lol|lmao|haha|now|here|there|again|anyway|really|all|is|are|was|were|do|does|did|can|will|would|should|not|no|ever|always)';
const ARTICLE =
  '(?:a |an |such a |such an |just a |nothing but (?:a |an )?|the biggest |a total |a complete |an absolute |a fucking |a stupid |a dumb |an ugly |a fat |a lying |a worthless |a pathetic |an incompetent )';
const NOUN = '(?:idiot|moron|imbecile|loser|clown|scumbag|dummy|dumbass|jackass|dipshit|douchebag|douche|a-?hole|asshole|piece of (?:shit|garbage|trash|crap)|pig|rat|parasite|degenerate|lowlife|buffoon|muppet|halfwit|nitwit|dimwit|numpty|pillock|cretin|bonehead|knobhead|dunce)';
const NOUNS = '(?:idiots|morons|imbeciles|losers|clowns|scumbags|dummies|dumbasses|jackasses|dipshits|douchebags|a-?holes|assholes|pigs|rats|parasites|degenerates|lowlifes|buffoons)';
const MASS = '(?:scum|pos|vermin)';
const PATTERNS = [
  new RegExp(`\\b${TARGET}\\s{1,3}(?:(?:a|an|the|such a|so|fucking|fuckin|stupid|dumb|ugly|fat|worthless|pathetic|useless|little|complete|total|absolute|bunch of)\\s{1,3}){0,3}${INSULT}\\b`, 'g'),
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
    `\\b(?:you|ur|u) (?:absolute|complete|total|utter|fucking|freaking|fricking|frigging|effing|stupid|dumb|ugly|fat|pathetic|worthless|brainless|useless|spineless|hypocritical|miserable|insufferable|lying|incompetent|clueless|sad|little|big|massive|giant) (?:${NOUN}|${NOUNS})\\b(?!-)(?! {1,3}(?!${FOLLOWER}\\b)[a-z]{1,30}\\b(?<!ing|ed))`,
    'g',
  ),
  // "you're thick", "you are a special kind of stupid". Only after "you're": "this thick paste" and
  // "your thick skin" are descriptions; "thick-skinned" and "dead right" idioms are excluded.
  /\b(?:you(?:'re| are| r)|ur|u r) (?:so |really |just |fucking |that |too |as |such an? )?(?:thick|dense|braindead|brain-dead|a joke|a waste of (?:space|oxygen|air|skin)|a special (?:kind|breed|level) of (?:stupid|dumb|idiot|moron)|too (?:stupid|dumb|thick|dense|ignorant|brainwashed|ugly|fat|worthless|pathetic) to)\b(?!-| (?:with|as thieves|skin|skinned|of|on|in|and creamy|enough)\b)/g,
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

const YOU = ['you', 'ur ', 'u r '];

/**
 * Later shapes, each run only when its own words are present: their anchors ("most ", "nothing",
 * "someone", " of a") are common in prose, and gating the whole family on them ran every pattern on
 * most texts (1 KB of plain prose: +60 % for the whole fastpath). Anchors are kept to words: a
 * one-character anchor (",", "u") is a hit at almost every position of the shared prefilter.
 */
const SHAPES: AnchoredPattern[] = [
  // "Your code is garbage and so are you": the insult passed on to the reader.
  {
    re: /\b(?:is|are|'s|'re|was|were|looks|sounds)\s(?:total |complete |absolute |utter |pure |just )?(?:garbage|trash|crap|shit|rubbish|worthless|pathetic|useless|a joke|a disgrace|disgusting|stupid|dumb|trash-tier)\b[^.!?\n]{0,20}?\b(?:and so are you|and so is your (?:[a-z]{1,12} )?(?:face|mother|mom|family|brain|whole life)|just like you(?:rself)?)\b/g,
    needs: [['so are you', 'so is your', 'just like you']],
  },
  // "you are the dumbest person", "you're without question the least competent": the reader
  // ranked at the bottom. Only superlatives of incompetence or stupidity ("you're the best").
  { re: /\b(?:you(?:'re| are| r)|ur|u r) (?:\w{1,12} ){0,3}?(?:the|a) (?:single )?(?:dumbest|stupidest|ugliest|laziest|most (?:useless|pathetic|incompetent|stupid|worthless|ignorant|clueless|annoying|insufferable|idiotic)|least (?:competent|intelligent|capable|talented))\b/g, needs: [YOU, ['dumbest', 'stupidest', 'ugliest', 'laziest', 'most ', 'least ']] },
  // "you're a spineless coward", "you're such a miserable hag", "you are an entitled, screeching
  // idiot": the reader called a contemptuous noun. Only straight after "you're", not "he was a
  // failure" (a verdict on a project or a story).
  {
    re: new RegExp(
      `\\b(?:you(?:'re| are| r)|ur|u r) (?:just |such |really |nothing but |honestly |basically |literally )?(?:a |an )(?:[a-z-]{2,15},? ){0,3}?(?:coward|liar|fraud|hack|failure|embarrassment|freak|weirdo|creep|hag|slob|bimbo|simpleton|fool|sack of (?:meat|shit|crap)|burden|leech|parasite|virgin|nobody|waste of (?:space|oxygen|air|skin)|idiot|moron|imbecile)\\b(?!-)(?! {1,3}(?!${FOLLOWER}\\b)[a-z]{1,30}\\b(?<!ing|ed))`,
      'g',
    ),
    needs: [YOU, ['coward', 'liar', 'fraud', 'hack', 'failure', 'embarrassment', 'freak', 'weirdo', 'creep', 'hag', 'slob', 'bimbo', 'simpleton', 'fool', 'sack of', 'burden', 'leech', 'parasit', 'virgin', 'nobody', 'waste of', 'idiot', 'moron', 'imbecile']],
  },
  // "you're nothing", "you'll always be nothing": the reader worth nothing ("you're trash at it" is banter).
  { re: /\b(?:you(?:'re| are| r)|ur|u r|you(?:'ll| will) (?:always|never) be) (?:just |literally |absolutely )?(?:nothing|worthless|a nobody)\b(?! (?:but|like|more|less|short|if|to|compared|new|special|can|bag|day|collection|collector|in|of|on)\b)/g, needs: [YOU, ['nothing', 'worthless', 'nobody']] },
  // ", you whiny little baby.", "Walk straight, you lopsided freak.": a vocative "you" + words +
  // an insulting noun closing the clause. The comma before and punctuation after keep it an address.
  { re: /(?:^|[,.!?;:]\s{0,3}|\b(?:shut up|go away|get lost|stop it|move),? )(?:you|u) (?:[a-z-]{2,15} ){0,2}?(?:freak|weirdo|creep|loser|coward|hag|slob|bimbo|simpleton|cockroach|tool|jerk|troll|cow|pig|sheep|baby|creature|failure|fraud|hack|quack|nerd|virgin|brat|trash|maggot|worm)(?=\s{0,3}(?:[.!?,;]|$))/g, needs: [['freak', 'weirdo', 'creep', 'loser', 'coward', 'hag', 'slob', 'bimbo', 'simpleton', 'cockroach', 'tool', 'jerk', 'troll', 'cow', 'pig', 'sheep', 'baby', 'creature', 'failure', 'fraud', 'hack', 'quack', 'nerd', 'virgin', 'brat', 'trash', 'maggot', 'worm']] },
  // "..., clown.", "Nobody asked, virgin.": a bare insulting noun as the closing address.
  { re: /,\s{0,2}(?:clown|trash|loser|freak|virgin|weirdo|troll|idiot|moron|imbecile|nerd|creep|dumbass|jackass|simpleton)(?=\s{0,3}(?:[.!?]|$))/g, needs: [['clown', 'trash', 'loser', 'freak', 'virgin', 'weirdo', 'troll', 'idiot', 'moron', 'imbecile', 'nerd', 'creep', 'dumbass', 'jackass', 'simpleton']] },
  // "nobody likes you", "no one here wants you around": the reader rejected by everyone. Not
  // "nobody wants you to fail".
  { re: /\b(?:nobody|no one|no-one)(?: \w{1,10}){0,3}? (?:actually |really |even |ever |has ever |will ever )?(?:likes|liked|wants|wanted|loves|loved|respects|respected|cares about|gives a (?:shit|damn|fuck) about) (?:you|u)\b(?! (?:to|for|because|more|as much|enough|the|back)\b)/g, needs: [['nobody', 'no one', 'no-one']] },
  // "someone as slow as you", "someone this incompetent", "a brain like that", "the brains of a goldfish"
  { re: /\bsomeone (?:as|this|so) (?:slow|stupid|dumb|incompetent|ignorant|useless|thick|dense|irrelevant|pathetic|clueless|brainless)\b|\b(?:with|have|has|got) (?:a |the )?(?:brain|brains|iq|head|mind) like (?:that|yours)\b|\b(?:you(?:'ve| have)?(?: got)?|your) (?:the )?(?:brains?|iq|intelligence|emotional maturity|maturity|attention span|personality) of an? (?:toddler|goldfish|peanut|potato|rock|brick|houseplant|doorknob|turnip|hamster|gnat|amoeba|sock|plank|walnut)\b|\b(?:your|ur) brain (?:must be|is) (?:the size of|smaller than)\b/g, needs: [['someone', 'brain', 'iq', 'head', 'mind', 'intelligence', 'maturity', 'attention span', 'personality']] },
  // Othering and contempt: "you people are all lazy", "people like you are the reason this country
  // is going down the drain", "go back to where you came from", "that's so gay".
  {
    re: /\byou people (?:are|r)\b[^.!?\n]{0,30}?\b(?:lazy|stupid|disgusting|animals|savages|worthless|useless|pathetic|scum|trash|vermin|parasites|entitled|idiots|morons|the worst|all the same)\b|\bpeople like (?:you|u) (?:are|make|should)\b[^.!?\n]{0,50}?\b(?:sick|disgust\w{0,3}|ashamed|banned|deported|locked up|going down|down the drain|ruin\w{0,3}|a disgrace|the problem|the worst|a cancer|scum|trash|garbage|pathetic|vermin)\b|(?:^|[.!?]\s{1,3}|\bjust |\bshould )go back to (?:where (?:you|u|they) came from|(?:your|ur|their) own country|(?:whatever|the|your|ur|that) (?:[\w-]{1,15} ){0,2}?(?:hole|shithole|shit-hole|dump|cave|swamp|sewer|gutter|rock|cesspool|cesspit) (?:you|u|they) (?:crawled|came|climbed|slithered|swam) (?:out of|from))|\b(?:that'?s|this is|that is|it'?s|thats) so gay\b/g,
    needs: [['you people', 'people like you', 'people like u', 'go back to', 'so gay']],
  },
  // Coined insults for a group or a side: "libtards", "trumptards", "libturd lunacy", "democraps",
  // "repukes", and the coded "FJB" / "Let's go Brandon". A "-tard" or "-turd" blend is an insult whatever its first half; the ordinary words
  // that end the same way (mustard, bustard, dastard, petard, leotard, custard, costard) are not.
  {
    re: /\b(?:[a-z]{2,12}(?<!s|pe|leo|re)tard(?:s|ed|ism)?|[a-z]{2,12}turds?|demon?-?craps?|demo-?rats|repukes?|repugs|repuglicans?|rethuglicans?|republitards?|libfuks?|covidiots?|feminazis?|fjb|let'?s go brandon)\b/g,
    needs: [['tard', 'turd', 'crap', 'demorat', 'demo-rat', 'repuke', 'repug', 'rethug', 'libfuk', 'covidiot', 'feminazi', 'fjb', 'go brandon']],
  },
];

/** Directed insults and demeaning words for people. */
const OLD_ANCHORS = [
    'idiot', 'moron', 'imbecile', 'cretin', 'dumbass', 'dumbfuck', 'dumb ', 'dummy', 'dummies', 'clown', 'scum', 'a-hole', 'ahole', 'asshole',
    ' pos ', ' pos!', ' pos.', ' pig', ' rat ', ' rats', ' rat.', ' rat!', 'parasit', 'degenerate', 'lowlife', 'buffoon', 'jackass',
    'douche', 'dipshit', 'loser', 'retard', 'piece of shit', 'piece of garbage', 'piece of trash', 'piece of crap', 'pieces of', 'waste of space',
    'waste of oxygen', 'waste of air', 'waste of a', 'waste of skin', 'waste of life', 'subhuman', 'vermin', 'filth', 'garbage people', 'worthless', 'pathetic', 'disgusting', 'stupid',
    'brainless', 'ugly', ' fat ', ' fat.', ' fat!', ' fat,', ' fat?', ' hoe', 'thot', 'skank', 'slut', 'whore', 'bitches', 'nigga', ' spic', 'wetback', ' gook', 'raghead',
    'towelhead', 'beaner', 'nigger', 'shithead', 'fuckface', 'cocksucker', 'motherfucker', 'shut up', 'shut the', 'shut your', 'stfu',
    'screw you', 'fuck', 'go to hell', 'get lost',
    'douche', 'muppet', 'halfwit', 'nitwit', 'dimwit', 'numpty', 'pillock', 'bonehead', 'knobhead', 'dunce',
    'thick', 'dense', 'braindead', 'brain-dead', 'a joke', 'special kind', 'special breed', 'special level', 'too stupid', 'too dumb', 'too thick', 'too dense', 'too ignorant', 'too brainwashed', 'aborted', 'at birth', 'swallowed',
    'even', 'possibly',
];

export const insultDetector = gatedPatterns(
  [...OLD_ANCHORS, ...new Set(SHAPES.flatMap((p) => p.needs.flat()))],
  {
    id: 'brand.insult',
    category: 'brand',
    type: 'insult',
    label: 'insult',
    view: 'lower',
    score: 0.75,
    maxMatchLength: 120,
  },
  [...PATTERNS.map((re) => ({ re, needs: [OLD_ANCHORS] })), ...SHAPES],
);
