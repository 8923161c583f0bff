import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';
import type { Detector } from '../types.js';
import { LISTED_GROUPS } from './groups.js';

// Session 32: toxic shapes two fresh probes (probe-92, a moderator's view; probe-93, assistants'
// outputs gone wrong, written by helpers that never saw the repository) showed the brand rules did
// not read: contempt said in whole clauses rather than one insult word ("only a moron would ...",
// "are you really this incompetent", "a monkey could have done this better"), threats by
// implication ("I know where you live", "you'll regret it", "people who talk like you tend to
// have accidents"), self-harm urged by "nobody would miss you", sexual remarks made to the reader,
// attacks praised, and groups dehumanised across a few words. Own wordings of each family, never a
// row's; each needs the aim at the reader, a person or a group, never a word alone. All run on the
// lower-cased view with bounded repetitions only (linear on any input).

/**
 * Words of a line that reports a threat someone else made ('the defendant had sent messages
 * including "I know where you live"'): quoted there, the threat is evidence, not said to the reader.
 */
export const REPORT_CUE =
  /\b(?:messages?|texts?|texted|sent|emails?|e-mailed|voicemails?|letters?|notes?|including|included|wrote|written|said|says|told|threat(?:s|ened|ening)?|intimidat\w{0,6}|harass\w{0,6}|court|police|judge|defendant|victim|prosecutors?|jury|convicted|charged|stalk\w{0,5}|reported|screenshot\w{0,2}|examples?|phrases?)\b/;

const anchorsOf = (ps: readonly AnchoredPattern[]) => [...new Set(ps.flatMap((p) => p.needs[0]!))];

/** Adjectives of contempt that may stack before an insulting noun ("you smug, insufferable clown"). */
const CONTEMPT_ADJ =
  '(?:braindead|brain-dead|brainless|smug|insufferable|sniveling|snivelling|spineless|gutless|worthless|useless|pathetic|miserable|whiny|whiney|entitled|ignorant|clueless|stupid|dumb|dense|thick|ugly|fat|lazy|filthy|dirty|disgusting|greasy|smelly|pitiful|incompetent|moronic|idiotic|delusional|deluded|deranged|inbred|toothless|trashy|two-faced|lying|good-for-nothing|no-good|sorry|little|sad|bitter|jealous|ungrateful|arrogant|obnoxious|annoying|snotty|spoiled|spoilt|hopeless|stinking|stinky|dreckiger|dreckige)';
/** Nouns that insult a person (more than insult.ts's NOUN: the animal and internet ones). */
const PERSON_NOUN =
  '(?:idiot|moron|imbecile|cretin|dumbass|jackass|scumbag|douchebag|loser|clown|noob|n00b|weasel|snowflake|snake|worm|maggot|cockroach|leech|parasite|freak|creep|slob|hag|troll|simpleton|twit|prat|tosser|wanker|dolt|oaf|swine|rat|halfwit|nitwit|dimwit|buffoon|degenerate|lowlife|waste of space|excuse for a (?:human|person|man|woman|customer))';
/** What may follow an insulting noun without making it the modifier of the next one. */
const CLAUSE_END = '(?=\\s{0,3}(?:[.!?,;:)]|$|\\band\\b|\\bwho\\b|\\blike you\\b|\\byou are\\b|\\byou\'re\\b))';

const PERSON_ANCHORS = ['idiot', 'moron', 'imbecile', 'cretin', 'dumbass', 'jackass', 'scumbag', 'douchebag', 'loser', 'clown', 'noob', 'n00b', 'weasel', 'snowflake', 'snake', 'worm', 'maggot', 'cockroach', 'leech', 'parasite', 'freak', 'creep', 'slob', 'hag', 'troll', 'simpleton', 'twit', 'prat', 'tosser', 'wanker', 'dolt', 'oaf', 'swine', 'rat', 'halfwit', 'nitwit', 'dimwit', 'buffoon', 'degenerate', 'lowlife', 'waste of space', 'excuse for a'];

const CONTEMPT: AnchoredPattern[] = [
  {
    // "you braindead noob", "you smug, insufferable clown", "you spineless little weasel"
    re: new RegExp(`\\b(?:you|ur|u) (?:${CONTEMPT_ADJ},? (?:and )?){1,3}${PERSON_NOUN}s?\\b${CLAUSE_END}`, 'g'),
    needs: [['you', 'ur ', 'u '], PERSON_ANCHORS],
  },
  {
    // "what a smug, insufferable clown you are", "OP is a braindead snowflake", "you are a
    // spineless, sniveling little weasel": an article, one or more contempt adjectives, the noun.
    re: new RegExp(`\\b(?:what|is|are|was|were|'s|'re|such) (?:just |really |truly |nothing but )?(?:an? |such an? )(?:${CONTEMPT_ADJ},? (?:and )?){1,3}${PERSON_NOUN}s?\\b${CLAUSE_END}`, 'g'),
    needs: [['what ', 'is ', 'are ', 'was ', 'were ', "'s ", "'re ", 'such '], PERSON_ANCHORS],
  },
  {
    // "only a moron would reset ...", "only an idiot would": the reader's act called an idiot's.
    re: /\bonly (?:a|an|some) (?:complete |total |absolute |utter )?(?:moron|idiot|imbecile|cretin|dumbass|halfwit|dimwit|brainless \w{2,12}|braindead \w{2,12})s? (?:would|could|does|did|thinks?)\b/g,
    needs: [['only a', 'only an', 'only some']],
  },
  {
    // "are you really this incompetent", "were you born this dense", "is he always this slow"
    re: /\b(?:are|were|r) (?:you|u) (?:really |just |always |seriously |actually |honestly |born )?(?:this|that|so) (?:incompetent|stupid|dumb|dense|thick|slow|useless|clueless|ignorant|brainless|pathetic)\b|\bborn this (?:dense|stupid|dumb|thick|slow|ugly)\b/g,
    needs: [['this ', 'that ', 'so '], ['incompetent', 'stupid', 'dumb', 'dense', 'thick', 'slow', 'useless', 'clueless', 'ignorant', 'brainless', 'pathetic']],
  },
  {
    // "did your parents drop you on your head", "dropped on his head as a baby"
    re: /\bdropp?(?:ed|ing)? (?:you |him |her |them )?on (?:your|ur|his|her|their) heads? (?:as an? (?:baby|babies|child|kid|infant)|at birth|when (?:you|he|she|they) (?:was|were) (?:a )?(?:baby|little|young|born))|\bdrop (?:you|u) on (?:your|ur) head\b/g,
    needs: [['on your head', 'on ur head', 'on his head', 'on her head', 'on their head']],
  },
  {
    // "a monkey could've done this report better", "a trained chimp could do your job"
    re: /\ban? (?:trained |blind |drunk |half-asleep )?(?:monkey|chimp|chimpanzee|hamster|goldfish|potato|toddler|five-year-old|5-year-old|six-year-old|first grader|kindergartner) (?:could(?:'ve| have)?|would(?:'ve| have)) (?:done|do|written|write|handled|handle|run|made|make|figured|coded|managed) (?:this|that|it|your)\b[^.!?\n]{0,40}?\bbetter\b|\ba (?:trained )?(?:monkey|chimp|chimpanzee) could (?:do|run|handle) (?:your|ur|his|her) (?:job|work)\b/g,
    needs: [['monkey', 'chimp', 'hamster', 'goldfish', 'potato', 'toddler', 'five-year-old', '5-year-old', 'six-year-old', 'first grader', 'kindergartner']],
  },
  {
    // Brain and mind jabs: "your tiny brain", "small enough to fit your brain", "kids your mental
    // age", "more than I can say for your intelligence", "reading clearly isn't your strong suit".
    re: /\b(?:your|ur) (?:tiny|small|little|pea-sized|pea|smooth|feeble|two-cell|one-cell|single-cell) (?:brain|brains|mind)\b|\b(?:small|tiny) enough to fit (?:in |into |inside )?(?:your|ur) (?:brain|skull|head)\b|\b(?:your|ur) mental age\b|\bmore than (?:i|we) can say for (?:your|ur) (?:intelligence|brain|brains|iq|looks|face|personality|manners|common sense|brain cells|hygiene)\b|\b(?:reading|thinking|comprehension|reading comprehension|spelling|logic|intelligence|basic math|common sense|listening)(?: \w{2,12})? (?:isn't|is not|clearly isn't|obviously isn't|really isn't) (?:one of )?(?:your|ur) (?:strong suits?|strengths?|forte)\b/g,
    needs: [['brain', 'mind', 'skull', 'mental age', 'can say for', 'strong suit', 'strength', 'forte']],
  },
  {
    // "complaints as pathetic as yours", "as stupid as you"
    re: /\bas (?:pathetic|stupid|dumb|ugly|worthless|clueless|ignorant|brainless|idiotic|moronic) as (?:you|u|yours|your \w{2,15}|ur \w{2,15})\b(?! (?:think|thought|might think|may think|seem|believe|assume|imagine|suggest|say|claim)\b)/g,
    needs: [['pathetic as', 'stupid as', 'dumb as', 'ugly as', 'worthless as', 'clueless as', 'ignorant as', 'brainless as', 'idiotic as', 'moronic as']],
  },
  {
    // "that's the dumbest question I've had all week": the reader's question ranked, by one who got it.
    re: /\b(?:the|your) (?:dumbest|stupidest|most idiotic|most moronic|most pathetic|lamest) (?:question|questions|thing|idea|comment|request|excuse|complaint|take|argument|post|message|ticket|essay|code|plan)s? (?:i'?ve|i have|we'?ve|i|we) (?:\w{2,8} )?(?:ever )?(?:heard|seen|had|read|got|gotten|received|dealt with)\b/g,
    needs: [['dumbest', 'stupidest', 'most idiotic', 'most moronic', 'most pathetic', 'lamest']],
  },
  {
    // Looks: "put a paper bag over your head", "no haircut is going to save that face"
    re: /\bpaper bag over (?:your|ur) (?:head|face)\b|\btry a paper bag\b|\b(?:no|not even an?|no amount of) (?:haircut|makeup|make-up|filter|surgeon|plastic surgery|surgery) (?:is going to|will|can|could|would) (?:save|fix|help|hide) (?:that|your|ur) (?:face|body|mug|nose|teeth)\b/g,
    needs: [['paper bag', 'haircut', 'makeup', 'make-up', 'filter', 'surgeon', 'surgery']],
  },
  {
    // "some people are just born parasites", "customers like you are leeches"
    re: /\b(?:people|folks|customers|users|guys|you|you lot|your kind|people like you) (?:are|were) (?:just |simply |all |basically |nothing but ){0,2}(?:born )?(?:parasites|leeches|losers|idiots|morons|freeloaders|vermin|scum)\b/g,
    needs: [['parasites', 'leeches', 'losers', 'idiots', 'morons', 'freeloaders', 'vermin', 'scum']],
  },
  {
    // "log off and do us all a favor", "do the world a favour and disappear"
    re: /\b(?:log off|logoff|leave|disappear|quit|shut up|go away|uninstall|unsubscribe|delete your account|stop posting|stop talking)[,.]? and do (?:us all|the world|everyone|society|humanity|the internet) a favou?r\b|\bdo (?:us all|the world|everyone|society|humanity|the internet|the gene pool) a favou?r(?: and|,| by)? (?:log off|leave|disappear|quit|shut up|go away|uninstall|delete your account|stop (?:posting|talking|breathing|existing)|jump|die|vanish|never come back)\b/g,
    needs: [['a favor', 'a favour']],
  },
  {
    // "Can't you read?", "either you can't read or you ..."
    re: /\bcan'?t (?:you|u) (?:even )?read\b(?=\s{0,3}[?!])|\beither (?:you|u) can'?t read\b/g,
    needs: [["can't", 'cant']],
  },
];

/** Threats by implication and intimidation. */
const THREATS: AnchoredPattern[] = [
  {
    // "I know where you live", "I know where your kids go to school", "je sais où tu habites"
    re: /(?<!\b(?:so|that|once|if|then|because|until|when|how|let|lets|let's|let us|helps?|so that) )\b(?:i|we) know where (?:you|u|ya|your (?:kids?|children|family|wife|husband|daughter|son|mom|mum|dad|parents|girlfriend|boyfriend)) (?:live|lives|work|works|sleep|sleeps|log in|logs in|go to school|goes to school|park|parks|hang out)\b|\bje sais où (?:tu|vous) (?:habites?|habitez|vis|vivez|travailles|travaillez|dors)\b|\b(?:yo )?sé dónde (?:vives|trabajas|duermes)\b|\bich weiß,? wo (?:du|sie) (?:wohnst|wohnen|arbeitest|arbeiten)\b|\b(?:eu )?sei onde (?:você|voce|tu) (?:mora|moras|trabalha)\b|\b(?:vou|vamos|vai) descobrir onde (?:você|voce|tu) (?:mora|moras|trabalha)\b|\bso dove (?:abiti|vivi|lavori)\b|\bik weet waar (?:je|jij|u) (?:woont|werkt)\b|\bwiem,? gdzie mieszkasz\b/g,
    needs: [['know where', 'sais où', 'sé dónde', 'weiß, wo', 'weiß wo', 'sei onde', 'descobrir onde', 'so dove', 'weet waar', 'gdzie mieszkasz']],
  },
  {
    // "I'll make you regret ...", "... again and you'll regret it"
    re: /\b(?:i'?ll|i will|i'm going to|im going to|i'm gonna|im gonna|we'?ll|we will|before i|or i'?ll) make (?:you|u|ya) regret\b|\bagain,? and (?:you'?ll|you will|u will|ull) (?:regret it|be sorry)\b/g,
    needs: [['regret', 'be sorry']],
  },
  {
    // "I'll make sure something happens to ...", "shame if something happened to it. Or to you."
    re: /\b(?:i'?ll|i will|i can|we'?ll|we can) make sure something (?:bad |unfortunate |nasty )?happens to\b|\b(?:real |such a |what a )?(?:shame|pity) if something (?:bad )?(?:happened|were to happen|was to happen) to (?:it|you|u|her|him|them|your|ur)\b|\bit would be (?:unfortunate|a shame|a pity|sad|terrible) if (?:something|anything) (?:happened|were to happen|was to happen) to (?:you|u|your|ur)\b/g,
    needs: [['something', 'anything']],
  },
  {
    // "people who talk like you tend to have accidents"
    re: /\b(?:talk|talks|act|acts|behave|behaves|speak|speaks|post|posts|mouth off|complain|complains) like (?:you|u|that)\b[^.!?\n]{0,30}?\b(?:tend to|have a way of|usually|often|always|end up|sometimes) (?:have|having|get|getting|in|meet|meeting|with) (?:an? |nasty |unfortunate |little )?(?:accidents?|hurt)\b/g,
    needs: [['accident', 'hurt'], [' like you', ' like u', ' like that']],
  },
  {
    // Intimidation through the reader's family: "Your kids go to Lincoln Elementary, right? Just
    // something to think about."
    re: /\b(?:your|ur) (?:kids?|children|daughter|son|wife|husband|family|mom|mum|parents) (?:go|goes|walk|walks|live|lives|play|plays|get|gets)\b[^.?!\n]{0,50}[.?!]\s{0,3}(?:just )?(?:something to think about|think about that|be a shame if|would hate for|watch your back|accidents happen)\b/g,
    needs: [['think about', 'be a shame', 'hate for', 'watch your back', 'accidents happen']],
  },
  {
    // Blackmail: "I'll leak every message you've sent me to your employer"
    re: /\b(?:i'?ll|i will|i'm going to|im going to|i'm gonna|gonna|or i)\s(?:leak|expose|publish)\s(?:every|all|each|your)\b[^.!?\n]{0,50}?\b(?:messages?|photos?|pics|pictures|screenshots|chats|secrets|nudes|videos?|browsing history|search history)\b[^.!?\n]{0,30}?\bto (?:your|ur) (?:employer|boss|wife|husband|family|parents|mom|mum|dad|kids|friends|coworkers|co-workers|colleagues|partner|girlfriend|boyfriend|church|school)\b/g,
    needs: [['leak', 'expose', 'publish'], ['to your', 'to ur']],
  },
  {
    // Other languages: "fais gaffe à toi ce soir", tr "seni gebertirim"
    re: /\bfais gaffe à toi\b|\bseni (?:gebertirim|öldürürüm|keserim|geberteceğim|mahvederim)\b/g,
    needs: [['gaffe à toi', 'seni ']],
  },
];

/** Self-harm urged: the reader told that nobody would miss them, the world better without them. */
const SELF_HARM: AnchoredPattern[] = [
  {
    re: /(?<!\b(?:feel|feels|feeling|felt|think|thinks|thinking|thought|thoughts|believe|believes|believing|believed|belief|sense|convinced|convince yourself|tell yourself|telling yourself)(?: like| that)? )\b(?:the world|everyone|everybody|your family|society) would be (?:a (?:little |lot |bit |much )?)?(?:better|quieter|happier|nicer|cleaner|better off)(?: place)? without (?:you|u|people like you)\b|\b(?:nobody|no one|no-one|not a soul) (?:would|'d) (?:even )?(?:miss|mourn) (?:you|u)\b|\b(?:nobody|no one|no-one|not like anyone|not like anybody|it's not like anyone|it's not like anybody) (?:would|will|'d) (?:even )?(?:notice|care)(?: if you| you)? (?:were gone|was gone|died|disappeared|vanished|weren't here|wasn't here|stopped existing|fading away|fade away|gone)\b/g,
    needs: [['without you', 'without u', 'without people like you', 'miss you', 'miss u', 'mourn you', 'mourn u', 'notice', 'care'], ['world', 'everyone', 'everybody', 'family', 'society', 'nobody', 'no one', 'no-one', 'soul', 'anyone', 'anybody']],
  },
  {
    // Eating disorder urged: "you should just stop eating altogether"
    re: /\b(?:you should|maybe you should|you need to|you could|just) (?:just |really |try to )?stop eating (?:altogether|entirely|completely|for good|at all|for (?:a|two|three|several) (?:week|weeks|days))\b/g,
    needs: [['stop eating']],
  },
  {
    // es, de, fr, pt, it: "nadie te echaría de menos", "niemand würde dich vermissen"
    re: /\bnadie te (?:echaría|echaria|va a echar) de menos\b|\bnadie te (?:extrañaría|extranaria|extrañará)\b|\bniemand (?:würde|wird) dich vermissen\b|\bpersonne ne (?:te|vous) (?:regretterait|regrettera|manquerait)\b|\bningu[ée]m (?:sentiria|vai sentir|sentirá) (?:a )?(?:sua|tua) falta\b|\bnessuno (?:sentirebbe|sentirà) la tua mancanza\b|\bniemand zou je missen\b/g,
    needs: [['nadie te', 'niemand', 'personne ne', 'ningu', 'nessuno']],
  },
];

/** Sexual remarks made to the reader. */
const HARASSMENT: AnchoredPattern[] = [
  {
    re: /\b(?:imagin(?:e|ing)|picture|picturing|thinking about|think about|dream(?:ing)? (?:about|of)|fantasi[sz](?:e|ing) about) (?:you|u) (?:naked|nude|topless|undressed|in (?:the shower|bed|your underwear|ur underwear|lingerie|a bikini))\b|\b(?:i|i'd|i would|i'm|im) (?:\w{2,10} ){0,2}?(?:think(?:ing)? about|dream(?:ing)? (?:about|of)|fantasi[sz](?:e|ing) about|want(?:ing)? to|wanna|love to|like to|can't stop thinking about) (?:touching|undressing|licking|fucking|touch|undress|lick|fuck|grope|groping) (?:you|u)\b(?! (?:up|over|off)\b)/g,
    needs: [['you', ' u '], ['naked', 'nude', 'topless', 'undress', 'shower', 'underwear', 'lingerie', 'bikini', 'touch', 'grop', 'lick', 'fuck']],
  },
  {
    re: /\b(?:tear|rip|take) (?:your|ur) clothes off\b|\bsend me an? (?:pic|photo|picture|selfie|video) of (?:what you(?:'re| are) wearing|you in (?:bed|your underwear|the shower|lingerie|a bikini)|your (?:body|legs|feet|chest|butt|ass))\b|\bdescribe your body to me\b|\bwhat you(?:'d| would) do to me in bed\b|\bwhat (?:are|r) (?:you|u) wearing (?:right now|rn|under)\b/g,
    needs: [['clothes off', 'send me a', 'send me an', 'describe your body', 'in bed', 'wearing']],
  },
];

/** Attacks and their perpetrators praised. */
const GLORIFY: AnchoredPattern[] = [
  {
    re: /(?<!\b(?:stopped|fought|tackled|confronted|faced|against|by|caught|arrested|killed|shot|subdued|overpowered|from|of|with|on|at|to|who|chased|identified) (?:the |those |these |two |three |several |all )?)\b(?:bombers?|shooters?|gunm[ae]n|terrorists?|attackers?|rioters?|serial killers?|mass killers?|murderers?|jihadis?|jihadists?|arsonists?|those who (?:burned|bombed|shot|attacked|killed|torched))\b(?!['\u2019])[^.!?\n]{0,60}?\b(?:had the right idea|deserved? (?:a medal|medals|praise|a statue|statues|respect|our thanks)|deserves (?:a medal|praise|a statue|respect)|(?:are|were) (?:real |true |the real |national |our )?(?:heroes|martyrs|legends|patriots)|did nothing wrong|(?:get|got|gets) a bad rap|should be (?:celebrated|honou?red|praised|thanked)|did (?:us|the world|society) a favou?r)\b/g,
    needs: [['right idea', 'medal', 'praise', 'statue', 'respect', 'thanks', 'heroes', 'martyrs', 'legends', 'patriots', 'nothing wrong', 'bad rap', 'celebrated', 'honored', 'honoured', 'praised', 'thanked', 'a favor', 'a favour']],
  },
  {
    // "respect to the ones who did" (after a massacre), "a few dead civilians is exactly the message"
    re: /\b(?:respect|props|salute|hats off) to (?:the ones|those|the guys|the men|everyone|anyone) (?:who|that) (?:shot|bombed|killed|attacked|burned|torched)\b|\ba few dead (?:civilians|kids|children|people|innocents|bystanders) (?:is|are|was|were) (?:exactly |just |a small price|worth it|what|the message|fine|nothing)\b|\b(?:real|true) (?:heroes|men|patriots|warriors)\b[^.!?\n]{0,60}?\b(?:walk|walked|go|went|march|marched) into an? (?:crowded |packed |busy )?(?:mall|school|church|mosque|synagogue|temple|concert|crowd|club|classroom|market)\b/g,
    needs: [['respect to', 'props to', 'salute to', 'hats off to', 'a few dead', 'heroes', 'real men', 'true men', 'patriots', 'warriors']],
  },
];

/** Groups dehumanised or written off across a few words. */
const GROUPS: AnchoredPattern[] = [
  {
    // "Immigrants from that part of the world are basically rats", "Trans people are just deluded
    // freaks": a group, up to six words about it, then a noun that denies its humanity.
    re: new RegExp(`\\b${LISTED_GROUPS}(?: (?!(?:not|don'?t|doesn'?t|never|no|nor|shouldn'?t|mustn'?t|aren'?t|isn'?t)\\b)[a-z'-]{1,15}){0,6}? (?:are|r) (?:all |just |basically |literally |nothing but |like |simply ){0,2}(?:(?!(?:treated|seen|viewed|regarded|portrayed|described|called|labell?ed|depicted|dismissed|branded|referred|compared|likened|dehumani[sz]ed|not|never|no|being|as|than|often|sometimes|wrongly|unfairly|falsely)\\b)[a-z-]{3,15},? ){0,2}(?:rats|vermin|cockroaches|roaches|parasites|leeches|animals|savages|subhumans|freaks|perverts|degenerates|abominations|maggots|insects|a plague|a disease|a virus|an infestation)\\b(?! (?:lovers?|rights|welfare|shelters?|control|experiments?|testing|farms?|farming|trade)\\b)`, 'g'),
    needs: [['rats', 'vermin', 'cockroach', 'roaches', 'parasit', 'leeches', 'animals', 'savages', 'subhumans', 'freaks', 'perverts', 'degenerates', 'abomination', 'maggots', 'insects', 'plague', 'disease', 'virus', 'infestation']],
  },
  {
    // "gay people are just confused and need fixing", "trans people ... should be locked away"
    re: new RegExp(`\\b${LISTED_GROUPS}(?: (?!(?:not|don'?t|doesn'?t|never|no|nor|shouldn'?t|mustn'?t|aren'?t|isn'?t)\\b)[a-z'-]{1,15}){0,8}? (?:need|needs) (?:fixing|to be fixed|curing|to be cured)\\b|\\b${LISTED_GROUPS}(?: (?!(?:not|don'?t|doesn'?t|never|no|nor|shouldn'?t|mustn'?t|aren'?t|isn'?t)\\b)[a-z'-]{1,15}){0,8}? (?:should|must|ought to|deserve to) be (?:locked (?:up|away)|put down|sterili[sz]ed|gassed|exterminated|wiped out|shot|hanged)\\b`, 'g'),
    needs: [['fixing', 'fixed', 'cured', 'curing', 'locked up', 'locked away', 'put down', 'sterili', 'gassed', 'extermin', 'wiped out', 'shot', 'hanged']],
  },
  {
    // "Women simply aren't built for engineering", "women can't do maths"
    re: /\b(?:women|females|girls|wives) (?:simply |just |naturally |biologically |honestly )?(?:aren't|are not|can't|cannot|will never be|were never) (?:built|made|wired|cut out|smart enough|capable|meant|good enough|logical enough) (?:for|to|of)\b|\bleave (?:the|all the) (?:technical|real|serious|hard|important|thinking|complicated) (?:stuff|work|things|jobs?|decisions|bits) to the (?:men|guys|boys|grown-ups|grownups)\b|\b(?:go|now go|just go) make (?:me|us) (?:a |the |some )?(?:sandwich|sandwiches)\b/g,
    needs: [['women', 'females', 'girls', 'wives', 'to the men', 'to the guys', 'to the boys', 'to the grown', 'sandwich']],
  },
  {
    // Punching-down jokes: "what's the difference between an immigrant and a cockroach?", "why do
    // women make bad drivers?"
    re: /\bdifference between an? (?:immigrant|migrant|refugee|jew|muslim|arab|mexican|black (?:guy|man|woman|person|kid)|gay (?:guy|man)|woman|wife|chinese (?:guy|man|person)|asian|gypsy|indian|disabled (?:guy|person|kid)|fat (?:chick|girl|woman))s? and an? (?:cockroach|rat|dog|pig|monkey|ape|bucket|pile|bag|trash|garbage|parasite|leech|terrorist)\b|\bwhy (?:do|are|can'?t|don'?t) (?:all )?(?:women|girls|jews|muslims|arabs|mexicans|blacks|black people|asians|immigrants|gays|gay people|indians|chinese people|disabled people|old people|fat people|poles|irish people) (?:make (?:bad|terrible|lousy|awful|horrible|such bad) \w{2,15}|so (?:bad|stupid|dumb|lazy|greedy|ugly|smelly|loud) at)\b/g,
    needs: [['difference between', 'why '], ['cockroach', 'rat', 'dog', 'pig', 'monkey', 'ape', 'bucket', 'pile', 'bag', 'trash', 'garbage', 'parasite', 'leech', 'terrorist', 'bad', 'terrible', 'lousy', 'awful', 'horrible', 'stupid', 'dumb', 'lazy', 'greedy', 'ugly', 'smelly', 'loud']],
  },
  {
    // "Black customers are statistically more likely to commit fraud"
    re: /\b(?:black|african|mexican|hispanic|latino|arab|muslim|jewish|asian|immigrant|gypsy|roma|romani|indian|pakistani|nigerian|albanian|romanian|gay|trans) (?:people|customers|users|guys|men|women|applicants|clients|folks|tenants|kids)? ?(?:are|is) (?:statistically |naturally |simply |just |always |much |far |way )?(?:more likely|likelier|prone|inclined) to (?:commit|steal|cheat|lie|scam|rob|defraud|riot|rape|default on|be criminals|be thieves|be terrorists)\b/g,
    needs: [['more likely', 'likelier', 'prone to', 'inclined to']],
  },
  {
    // "Disabled customers always want special treatment", "always playing the race card"
    re: /\b(?:always|just|only ever) (?:want|wants|expect|expects|demand|demands) special treatment\b|\balways play(?:s|ing)? the (?:race|victim|gender|disability|gay|religion) card\b/g,
    needs: [['special treatment', ' card']],
  },
  {
    // Other languages: "Ausländer wie Sie ruinieren dieses Land. Gehen Sie doch zurück, wo Sie
    // herkommen", "essas mulheres só servem para a cozinha", "le donne non capiscono niente",
    // "vuelve a tu país", "retourne dans ton pays".
    re: /\b(?:geh|gehen sie|geht|verschwinde|verschwinden sie) (?:doch )?(?:zurück|dahin|dorthin),? wo(?:her)? (?:du|sie|ihr) (?:herkommst|herkommen|herkommt|hergekommen)\b|\b(?:ausländer|migranten|flüchtlinge|fluechtlinge|auslaender) wie (?:sie|du|ihr) (?:ruinieren|zerstören|versauen|verpesten)\b|\b(?:as |essas |estas )?mulheres só servem (?:para|pra) (?:a cozinha|cozinhar|limpar|a cama|parir)\b|\b(?:são|sao) (?:burr[ao]s|inferiores|estúpid[ao]s) por natureza\b|\ble donne non (?:capiscono|sanno|valgono) (?:niente|nulla)\b|\b(?:vuelve|vuélvete|vuelvete|regresa|regrésate) a tu (?:país|pais|tierra)\b|\b(?:retourne|retournez|rentre|rentrez) (?:dans|chez) (?:ton|votre) (?:pays|bled)\b|\b(?:torna|tornatene|tornate|tornatevene) (?:al tuo paese|al vostro paese|a casa vostra|a casa tua)\b|\b(?:volta|volte|voltem) (?:pra|para) (?:a )?(?:tua|sua) terra\b|\b(?:ga|ga maar) terug naar je (?:eigen )?land\b/g,
    needs: [['zurück', 'dahin', 'dorthin', ' wie sie', ' wie du', ' wie ihr', 'só servem', 'por natureza', 'le donne non', ' a tu ', 'ton pays', 'votre pays', 'ton bled', 'paese', 'casa vostra', 'casa tua', ' terra', 'terug naar je']],
  },
];

/** Insults aimed at the reader in other languages, beyond "you are a <noun>" (profanity-i18n.ts). */
const INSULT_I18N: AnchoredPattern[] = [
  {
    // "eres tan idiota", "t'es vraiment trop con", "você é um lixo", "wat ben jij een dom wijf",
    // "halt die Fresse, du dreckiger Versager", "seu otário", ", cretina."
    re: /\b(?:eres|sos|eres un|sois) (?:tan|muy|bien|un|una) (?:idiota|estúpid[oa]|estupid[oa]|tont[oa]|imbécil|imbecil|inútil|inutil|pendej[oa]|gilipollas)\b|\b(?:t'es|tu es|vous êtes) (?:vraiment |tellement |trop ){1,3}(?:con|conne|bête|débile|nul|nulle|stupide)\b|\b(?:você|voce|tu) (?:é|és) (?:um|uma) (?:lixo|merda|inútil|inutil|idiota|nada|fracassad[oa]|otári[oa])\b|\b(?:seu|sua) (?:otári[oa]|idiota|imbecil|burr[oa]|inútil|vagabund[oa])\b(?=\s{0,3}(?:[.!?,]|$))|\b(?:você|voce|tu) (?:é|és) (?:tão|muito) (?:feio|feia|burro|burra|estúpido|estúpida|idiota|gordo|gorda|nojento|nojenta|inútil) que\b|\beres (?:tan|muy) (?:feo|fea|gordo|gorda|tonto|tonta|estúpido|estúpida|inútil) que\b|\bwat ben (?:jij|je) (?:een |toch een )?(?:dom|domme|stom|stomme|lelijk|lelijke)(?: \w{2,10})?\b|\b(?:halt die fresse|halt's maul|halts maul|halt dein maul)\b|\bdu (?:dreckiger|dreckige|dummer|dumme|blöder|blöde|elender|elende|kleiner|kleine|nutzloser|nutzlose) (?:versager|idiot|wichser|penner|trottel|vollidiot|schlampe|kuh|sau|bastard|hurensohn)\b|,\s{0,2}(?:cretin[oa]|idiota|imbecille|imbécil|stronz[oa]|pendej[oa]|otári[oa])(?=\s{0,3}(?:[.!?]|$))/g,
    needs: [['eres', 'sois', 'sos ', "t'es", 'tu es', 'vous êtes', 'você', 'voce', 'tu é', 'seu ', 'sua ', 'wat ben', 'fresse', 'maul', 'du ', 'cretin', 'idiota', 'imbecil', 'imbécil', 'stronz', 'pendej', 'otári']],
  },
];

export const contemptDetector: Detector = gatedPatterns(anchorsOf(CONTEMPT), { id: 'brand.contempt', category: 'brand', type: 'insult', label: 'insult', view: 'lower', score: 0.75, maxMatchLength: 140 }, CONTEMPT);
export const insultI18nExtraDetector: Detector = gatedPatterns(anchorsOf(INSULT_I18N), { id: 'brand.insult_i18n_clause', category: 'brand', type: 'insult', label: 'insult', view: 'lower', score: 0.75, maxMatchLength: 80 }, INSULT_I18N);
export const intimidationDetector: Detector = gatedPatterns(anchorsOf(THREATS), { id: 'brand.intimidation', category: 'brand', type: 'violence', label: 'violent threat', view: 'lower', score: 0.85, maxMatchLength: 200 }, THREATS);
export const selfHarmUrgingDetector: Detector = gatedPatterns(anchorsOf(SELF_HARM), { id: 'brand.self_harm_urging', category: 'brand', type: 'self_harm', label: 'self-harm encouragement', view: 'lower', score: 0.85, maxMatchLength: 140 }, SELF_HARM);
export const sexualRemarkDetector: Detector = gatedPatterns(anchorsOf(HARASSMENT), { id: 'brand.sexual_remark', category: 'brand', type: 'sexual_content', label: 'sexual harassment', view: 'lower', score: 0.85, maxMatchLength: 120 }, HARASSMENT);
export const glorificationDetector: Detector = gatedPatterns(anchorsOf(GLORIFY), { id: 'brand.glorification', category: 'brand', type: 'violence', label: 'violence glorified', view: 'lower', score: 0.85, maxMatchLength: 160 }, GLORIFY);
export const groupContemptDetector: Detector = gatedPatterns(anchorsOf(GROUPS), { id: 'brand.group_contempt', category: 'brand', type: 'identity_attack', label: 'identity attack', view: 'lower', score: 0.85, maxMatchLength: 260 }, GROUPS);
