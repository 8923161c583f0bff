import type { Detector, Finding } from '../types.js';
import { regexDetector } from '../regex.js';
import { anyAnchor, gated, registerAnchors } from '../injection/gate.js';
import { DEMONSTRATIVE_PEOPLE, DEMONYM_GROUP, LISTED_GROUPS, demonym, scanGroups } from './groups.js';
import { SpanIndex } from '../span-index.js';

const SELF_HARM = [
  // "kill yourself", "kys", "you should just die", "go hang yourself". Not a possibility, a
  // warning or a feeling named to someone ("if you ever feel like you might hurt yourself, please
  // call a crisis line", "be careful not to cut yourself", "have you thought about harming
  // yourself?"): safe messaging speaks of the act without urging it.
  /(?<!\b(?:might|may|could|would|can|can['’]t|cannot|won['’]t|wouldn['’]t|don['’]t|didn['’]t|doesn['’]t|not|never|not to|easy to|possible to|likely to|want to|wanted to|wants to|wanting to|urge to|urges to|tempted to|thoughts of|thinking of|thinking about|feel like|felt like|feeling like|about to|plan to|planning to|trying to|tried to|did you|do you|have you|had you) )\b(?:kill|hang|shoot|hurt|harm|cut|starve|drown|burn) (?:your ?self|urself)\b|\bkys\b|\b(?:you|u) (?:should|need to|ought to|better) (?:just )?(?:die|disappear forever|end it all|stop breathing)\b|\bgo (?:die|jump off)\b(?! down| out| off| back)/g,
  // "end your life", "slit your wrists", "take all the pills"
  /\b(?:end|take) your (?:own )?life\b|\bslit your (?:wrists?|throat)\b|\b(?:overdose on|take all (?:of )?(?:the|your)) pills\b|\bjump off (?:a|the) (?:bridge|building|roof|cliff)\b/g,
  // "nobody would miss you", "the world is better without you"
  /\b(?:no ?one|nobody) (?:would|will) (?:miss|care about) you\b(?! (?:at|during|on|for|in) (?:the|this|that|tomorrow'?s?|today'?s?|a|our|your) (?:meeting|call|standup|stand-up|party|shift|session|class|lecture|event|trip|office|team|rota|sync|offsite|workshop|dinner)\b)|(?<!\b(?:feel|feels|feeling|felt|think|thinks|thinking|thought|thoughts|believe|believes|believing|believed|belief|sense|convinced)(?: like| that)? )\b(?:world|everyone) (?:is|would be) better (?:off )?without you\b/g,
  // "hang yourselves", "kill yourselves": the plural the first rule lacks
  /\b(?:kill|hang|shoot|drown|burn) (?:your ?selves|yourselfs)\b/g,
  // "why don't you just die / disappear": "disappear into the hills for a week" is a holiday
  /\bwhy (?:don'?t|do not|not) (?:you|u) (?:just )?(?:go )?(?:die|drop dead|kill (?:your ?self|urself)|end it(?: all)?|disappear(?! (?:into|for|from|to|off|on|in|with|behind|under)\b))\b/g,
  // "cut deeper next time", "you didn't cut deep enough": said to a person; "cut deeper into the
  // board" / "cut deeper than" are woodwork and comparisons
  /\b(?:(?:just|go|should|next time,?|you (?:need|have|ought) to) cut (?:a lot |much |way |even )?deeper|cut (?:a lot |much |way |even )?deeper (?:next time|this time)|you (?:didn'?t|did not|should(?:'ve| have)) cut (?:deep enough|deeper))\b(?! (?:into|than|in|through|along|the|with|to|on|and|for|of|at|around|below|under|so)\b)/g,
  // "take them all, nobody's going to stop you": the whole supply, with a send-off. "Take them all,
  // even if you feel better" about antibiotics has no send-off.
  /\b(?:take|swallow) (?:them all|all of them|the (?:whole|entire) (?:bottle|pack|box|lot)|all (?:the|your|of the|of your) (?:pills|tablets|meds))(?: at once)?(?:,| and| -|\u2014)? (?:nobody|no one|no-one)(?:'s| is| will| would)? (?:going to |gonna )?(?:stop|miss|care)\b|\b(?:take|swallow) (?:them all|all of them|the (?:whole|entire) (?:bottle|pack|box)|all (?:the|your) (?:pills|tablets|meds))(?: at once)? and (?:never wake up|don'?t wake up|end it|be done with it)\b/g,
  // "do everyone a favour and die", "the world would be better off if you were dead", "nobody would
  // care if you died"
  /\bdo (?:us|everyone|everybody|the world|yourself|society|humanity) (?:all )?a favou?r,? (?:and |& )?(?:just |go )?(?:die|drop dead|kill (?:your ?self|urself)|hang (?:your ?self|urself)|end it(?: all)?|off (?:your ?self|urself)|jump off)\b|\b(?:world|everyone|everybody|we|your family) (?:would|will) be better (?:off )?if (?:you|u) (?:were dead|was dead|died|killed (?:your ?self|urself)|had never been born|were never born)\b|\b(?:no ?one|nobody) (?:would|will) (?:care|notice|cry|mourn)(?: at all)? if (?:you|u) (?:died|were dead|killed (?:your ?self|urself)|disappeared)\b/g,
  // "die already": said to the reader at the start of a sentence or after "you"/"just"; "why won't
  // this printer die already" is about a thing
  /(?:^|[.!?]\s{0,3}|\b(?:you|u|just|please|pls|go) )die already\b/g,
  // "may you rot in hell", "you can rot in hell"
  /\bmay (?:you|u|he|she|they) (?:rot|burn|roast) in hell\b|\b(?:you|u) (?:can|should|will|deserve to) (?:rot|burn|roast) in hell\b/g,
  // "just end yourself", "unalive yourself", "you'd be doing us a favour if you offed yourself",
  // "go drink bleach", "why are you still breathing"
  /\b(?:end|unalive|off|offed) (?:your ?self|urself)\b(?<!\b(?:take|took|get|got|log|logged|sign|signed|kick|kicked|cool|show|showing|shown|back|tell|told) off (?:your ?self|urself))|\b(?:go|just|should|and) (?:drink|chug|swallow) (?:some )?bleach\b|\bwhy are (?:you|u) still (?:alive|breathing)\b/g,
  // "everyone would be happier if you disappeared", "your family would be relieved if you were gone",
  // "things would be easier for all of us if she just ended it"
  /\b(?:world|everyone|everybody|we|your (?:family|parents|friends|kids)|they|things|life|everything) (?:would|will|'d) (?:be|feel|get) (?:so much |much |a lot )?(?:happier|relieved|better off|a better place|easier|simpler) (?:\w{1,12} ){0,4}?if (?:you|u|she|he|they) (?:just )?(?:were dead|was dead|died|were gone|was gone|disappeared|vanished|ended it(?: all)?(?! (?:with|between|early|off|for|before|after|there|here|now)\b)|ended (?:your|her|his|their) li(?:fe|ves)|killed (?:your ?self|urself|herself|himself|themselves))\b|\bbetter place (?:\w{1,12} ){0,2}?if (?:you|u) (?:were|was) dead\b/g,
  // "you keep saying you want to die, so what's stopping you"
  /\b(?:want|wanna|wanted) (?:to )?(?:die|kill (?:your ?self|urself))\b[,.]? (?:so |then )?(?:what'?s stopping you|go ahead|do it|just do it)\b/g,
];

const VIOLENCE = [
  // "I will kill you", "I'm going to find you and hurt you"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma| shall) (?:\w{1,12},? ){0,6}?(?:kill|murder|shoot|stab|strangle|behead|rape|beat|hurt|slaughter|burn|bury|destroy) (?:you|u|him|her|them|your (?:family|kids|children|wife|husband))\b(?! (?:guys |all |lot |lads )?(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (?:court|pitch|field|ice|track|scoreboard|leaderboard))|this (?:weekend|season|saturday|sunday|time)|next (?:week|season|game|match|time|round)|in (?:the (?:final|semis?|playoffs?|game|match|rematch|derby|league|tournament|quiz|race)|chess|fifa|the next round)|at (?:chess|pool|darts|tennis|poker|mario kart|trivia|the quiz|bowling|golf|fifa)|tomorrow night|tonight at)\b)/g,
  // "I know where you live", "I'll find out where your kids go to school"
  /\bi(?: know|'ll find| will find|'m going to find| am going to find| found| can find)(?: out)? where (?:you|u|your (?:family|kids|children|wife|husband|mom|mother|dad|father|son|daughter|parents)) (?:live|lives|sleep|sleeps|work|works|go to school|goes to school)\b/g,
  // "I hope you die", "you deserve to be shot"
  /\b(?:i )?hope (?:you|u|he|she|they) (?:die|dies|get (?:killed|shot|raped|hit by)|burn|rot|suffer)\b|\b(?:you|u|they|he|she) deserves? to (?:die|be (?:killed|shot|hanged|raped|beaten|tortured|burned))\b/g,
  // "they should all be shot" ("kill all the ..." is GROUP_VIOLENCE below: its object must be people)
  // (not scenes or photos: "they should be shot on location", "shot in RAW")
  /\b(?:they|all of them|those people) (?:should|must|need to) (?:all )?be (?:killed|shot|gassed|hanged|lynched|exterminated|wiped out)\b(?! (?:on location|on film|on (?:35|16|8) ?mm|in (?:raw|black and white|colou?r|slow motion|4k|hd|portrait|landscape|the studio)|from (?:above|below)|with a (?:wide|long|zoom|telephoto)))/g,
  // "the people who clapped for her should be shot", "anyone who votes for him should be hanged",
  // "you should be shot". Not "executed": "he argued traitors should be executed" is history and law.
  /\b(?:(?:the )?people (?:who|that)|anyone (?:who|that)|everyone (?:who|that)|whoever)\b[^.!?\n]{0,60}?\b(?:should|must|needs? to|deserves? to|ought to) (?:all )?(?:be|get) (?:shot|hanged|hung|lynched|strung up|gassed|put down|beaten to death|tortured|killed)\b|\b(?:you|u) (?:should|deserve to|need to|ought to) (?:be|get) (?:shot|hanged|lynched|strung up|gassed|put down|beaten to death)\b/g,
  // "I'd love to see them flayed alive", "I want to watch these clowns hanged". Not "shot" or
  // "burned" (photos, discs) or "hung" (pictures).
  /\bi(?:'d| would)? (?:love|like|want|enjoy|pay|wanna) (?:to )?(?:see|watch) (?:\w{1,15} ){1,4}?(?:slowly |publicly )?(?:flayed|skinned alive|hanged|lynched|tortured|burned alive|burnt alive|beaten (?:to death|senseless|bloody)|strangled|stabbed|drowned|gassed|getting (?:the )?(?:shit|sh\*t|crap|hell) (?:kicked|beaten) out of)\b/g,
  // "I'll break your jaw", "we're gonna smash your face in": harm to a named body part. Not "break a
  // leg", "crack your back" or "break your ankles" (a crossover in basketball).
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma|'d| would| shall) (?:\w{1,12},? ){0,6}?(?:break|smash|snap|bash|cave in|kick|punch|rip|tear|slit|slice|knock|gouge|stomp|beat|shatter|bust) (?:in |off |out )?(?:your|ur|his|her|their) (?:\w{1,12} ){0,2}?(?:jaw|face|nose|neck|head|skull|teeth|legs?|arms?|kneecaps?|ribs|spine|fingers|throat|eyes|lips?)\b/g,
  // "I'm going to burn your shop down", "we'll torch your house"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma|'d| would| shall) (?:\w{1,12},? ){0,6}?(?:burn|torch|set fire to|firebomb|blow up) (?:down )?(?:your|ur) (?:\w{1,12} )?(?:house|home|shop|store|car|place|office|restaurant|business|apartment|flat|family)\b/g,
  // "make your life hell", "dox your family", "make you suffer"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma| shall) (?:\w{1,12},? ){0,6}?(?:make (?:your|ur) (?:life|lives) (?:a )?(?:living )?hell|make (?:you|u) (?:suffer|bleed)|doxx? (?:you|u|your (?:family|kids|children|wife|husband|mom|mother|dad|father|parents))|swat (?:you|u|your (?:house|family)))\b/g,
  // "you're a dead man", "if I see you at school tomorrow you're dead", "you're dead when I find you".
  // "you're dead right/wrong/tired" and "dead to me" are not threats.
  /\b(?:you(?:'re| are| r)|ur|u r) (?:a )?dead (?:man|meat)\b|\bif (?:i|we) (?:ever )?(?:see|catch|find|meet|spot) (?:you|u)\b[^.!?\n]{0,60}?\b(?:you(?:'re| are| r)|ur|u r) (?:so |fucking )?dead\b(?! (?:right|wrong|tired|serious|set|certain|on|to|in the water|last)\b)|\b(?:you(?:'re| are| r)|ur|u r) (?:so |fucking )?dead (?:if|when|the moment|once) (?:i|we) (?:see|catch|find|get)\b/g,
  // "I'll put you in the hospital", "I'll end you", "you won't live to see Friday", "better sleep
  // with one eye open". "I'll cut you a deal / some slack" and "cut you off" are not threats.
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma| shall) (?:\w{1,12},? ){0,6}?(?:put (?:you|u) in (?:the|a) (?:hospital|ground|grave|morgue|wheelchair|coffin|body bag)|end (?:you|u)(?:[.!,]|$| and| if| when| for| like| right)|cut (?:you|u) (?:open|into pieces|to pieces|to ribbons))|\b(?:you|u)(?:'ll| will)? (?:won'?t|will not|are not going to|aren'?t going to) live to see (?:tomorrow|tonight|the weekend|another day|next week|[a-z]{3,6}day)\b|\b(?:you|u)(?:'d| had| better)(?: better)? sleep with one eye open\b/g,
  // "enjoy your last breaths", "enjoy your last days alive". "Enjoy your last day at work" is a farewell.
  /\benjoy (?:your|ur) (?:last|final) (?:breaths?|moments alive|(?:\w{1,12} )?(?:days?|weeks?|nights?|hours?) (?:alive|on earth|breathing))\b/g,
  // "I'm going to gut you", "I'll hunt you down", "we'll drag you outside": more verbs of harm
  // aimed at the reader. Not "run you through it" or "drag you along to the party".
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma| shall) (?:\w{1,12},? ){0,6}?(?:gut|maim|choke|cripple|mutilate|torture|disembowel|hunt (?:you|u) down|run (?:you|u) over(?! (?:the|what|how|a|some|it|this|these|those|our|my)\b)|drag (?:you|u) (?:outside|out back|into the street)|make (?:you|u) regret (?:ever )?(?:being born|the day|you were born))(?: (?:you|u))?\b(?<!(?:gut|maim|choke|cripple|mutilate|torture|disembowel))/g,
  // "I'll break every finger on your hand", "I'll rearrange your teeth", "cut your tongue out",
  // "throw acid in your face", "put a bullet in your dog", "put your head through the windshield"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna|'m gonna|'re gonna|'ma|'d| would| shall) (?:\w{1,12},? ){0,6}?(?:(?:break|snap|cut off|rip off|rip out) every (?:finger|bone|tooth)|rearrange (?:your|ur) (?:face|teeth)|cut (?:your|ur) (?:tongue|throat|fingers?|eyes?|heart) (?:out|off)|(?:throw|pour) acid (?:in|on|into) (?:your|ur)|put (?:a bullet|a knife|a blade|a bat|my fist) (?:in|through|into) (?:your|ur)|put (?:your|ur) (?:head|face) through|stomp on (?:your|ur) (?:face|head|skull|neck))\b/g,
  // "you're getting stabbed", "you and your friends are getting jumped", "you're going to get
  // what's coming to you". Not "hurt" (a safety warning) or "shot" at a photo shoot.
  /\b(?:you|u)(?: and (?:\w{1,12} ){1,3}?)?(?:'re| are| r) (?:\w{1,12} ){0,2}?(?:getting|going to get|gonna get) (?:stabbed|jumped|beaten up|beat up|knifed|curb-?stomped|your (?:ass|head) kicked|what'?s coming(?: to (?:you|u))?)\b/g,
  // "make sure they never find your body"
  /\bnever (?:find|found) (?:your|ur) (?:body|corpse|remains)\b/g,
  // "I'm coming for your family next" ("I'm coming for you, grandma" is a visit)
  /\b(?:i'?m|we'?re|i am|we are) coming for (?:your (?:family|kids|children|wife|husband|daughter|son|mom|mother|dad|parents))\b(?! (?:at|in|the|to|around|with|after)\b)/g,
  // Veiled threats: "it'd be a shame if something happened to your car", "be a pity if it caught
  // fire", "terrible if your little shop got broken into"
  /\b(?:shame|pity|terrible|awful|tragic) if (?:something|anything) (?:bad |nasty )?(?:happened|were to happen|happens|was to happen) to (?:your|ur|you|u|that (?:lovely|nice|pretty|beautiful|little))\b|\b(?:shame|pity|terrible|awful|tragic) if (?:it|your (?:\w{1,12} ){1,2}?|that (?:\w{1,12} ){1,2}?)(?:caught fire|burned down|burnt down|got (?:broken into|torched|smashed up|vandali[sz]ed))\b/g,
  // "watch your back.", "sleep with one eye open." as a whole sentence; "watch your back when
  // lifting" is ergonomics
  /(?:^|[.!?]\s{0,3})(?:(?:you'?d )?better )?(?:watch your back|sleep with one eye open)(?=\s{0,3}(?:[.!]|$)|,? (?:that'?s all|pal|buddy|mate)\b)/g,
  // "accidents happen to people who talk too much", "people who cross me tend to have bad luck"
  /\baccidents (?:happen|can happen)\b[^.!?\n]{0,40}?\bto (?:people|those|anyone|folks) (?:who|that) (?:talk|snitch|cross|run their mouths?|don'?t mind|poke|complain|report|testify)|\b(?:people|those|anyone|folks) (?:who|that) (?:cross|snitch on|mess with|screw with|fuck with|rat on|talk about) (?:me|us)\b[^.!?\n]{0,40}?\b(?:bad luck|accidents?|disappear|end up (?:hurt|dead|in)|don'?t last)\b|\bthings go wrong for (?:people|those|anyone|folks) who\b/g,
  // Wishes of death or harm: "I hope your whole family dies in a fire", "hope your plane goes
  // down", "I wish your mother had miscarried you", "I pray something terrible happens to you".
  /\b(?:hope|pray|wish)(?: that)?(?: to god)? (?:you|u|your (?:whole )?(?:family|kids|children|mother|mom|wife|husband|plane|car|house|heart|business|dog))(?! (?:\w{1,12} ){0,2}?(?:don'?t|never|not|won'?t|didn'?t|wouldn'?t|aren'?t)\b) (?:\w{1,12} ){0,2}?(?:dies|die|died|get cancer|gets cancer|got cancer|goes down|go blind|goes blind|crash(?:es)?|chokes?|choke on|drowns?|burns? (?:down|alive|to death)|suffer(?:s)? (?:through|every|forever)|rots?|lose everything|step on a landmine|gets? hit by|wraps? around a tree|gives out|stops|had miscarried|miscarried|were dead|was dead|(?:had|would(?:'ve| have)?|'d) (?:\w{1,12} )?died)\b|\bpray (?:every (?:night|day) )?(?:that )?something (?:terrible|bad|awful|horrible) happens to (?:you|u|your)\b/g,
  // Harm wished on the reader at someone else's hands: "I hope someone runs you over in the parking
  // lot", "hope a bus hits you" ("I hope someone runs the meeting" is not about the reader).
  /\b(?:hope|pray|wish)(?: that)?(?: to god)? (?:someone|somebody|some(?: \w{1,12})? guy|a (?:car|truck|bus|train|drunk driver))(?: \w{1,12})? (?:runs? (?:you|u) over|runs? over (?:you|u)\b|hits? (?:you|u)\b|kills? (?:you|u)\b|shoots? (?:you|u)\b|stabs? (?:you|u)\b|beats? (?:you|u) (?:up|to death)|murders? (?:you|u)\b|rapes? (?:you|u)\b)/g,
  // "may you choke on your own vomit", "can't wait to read your obituary", "dance on your grave",
  // "I'd pay good money to watch you burn", "if you drowned tomorrow I'd throw a party"
  /\bmay (?:you|u) (?:choke|rot|die|suffer|burn)\b|\b(?:read|write) (?:your|ur) obituary\b|\b(?:dance|piss|spit) on (?:your|ur) grave\b|\b(?:pay|love|like|want|enjoy)(?: good money)? to (?:watch|see) (?:you|u) (?:burn|die|suffer|bleed|choke|rot|drown|hang)\b(?! (?:through|out|up|the|your|a)\b)|\bif (?:you|u) (?:died|drowned|dropped dead|were dead|got hit by a (?:bus|car|truck|train))\b[^.!?\n]{0,40}?\b(?:throw a party|celebrate|cheer|laugh|dance)\b|\byou(?:'ll| will) (?:die|suffer|burn|rot) (?:slowly|painfully|in agony|screaming)\b/g,
  // "somebody should take you out back and finish you off", "wish someone would shoot this guy"
  /\b(?:someone|somebody|anyone) (?:should|needs to|ought to|would|could|has to)(?: just)?(?: go)? (?:take (?:you|u|him|her|them|this guy|that guy) out back|finish (?:you|u|him|her) off|shoot (?:you|u|him|her|this guy|that guy|this bitch)(?! (?:a|an|the|some|down|over|back|up)\b)|put (?:you|u|him|her) down|kill (?:you|u|him|her|this guy|that guy))\b/g,
  // "Get cancer and die", "go die in a ditch", "shut your mouth before I shut it for you".
  /(?:(?:^|[.!?]\s{1,3}|\bjust |\bgo )(?:get|catch)|\bhope (?:you|u) (?:get|catch)|\bhope (?:he|she|they) (?:gets?|catch(?:es)?)) (?:cancer|aids|covid|ebola|the plague) and die\b|(?:^|[.!?,]\s{0,3}|\bjust |\bplease )go (?:and )?die\b(?! down| out| off| back)|\bshut (?:your|ur) (?:mouth|trap|face|pie ?hole|gob)\b[^.!?\n]{0,20}?\bbefore i (?:shut|close) it for (?:you|u)\b/g,
  // "They should all be lined up and shot", "every one of them should be strung up": an execution
  // called for on "them". Verbs only people suffer ("the photos should be shot in RAW" and "these
  // rats should be killed" are about other things).
  /\b(?:they|them|all of them|every (?:last )?one of them|(?:these|those) (?:people|traitors|savages|vermin|scum|parasites|animals))\b[^.!?\n]{0,30}?\b(?:should|must|need to|needs to|ought to|deserve to|deserves to) (?:all |each |just |simply )?(?:be|get) (?:lined up and shot|put (?:up )?against (?:a|the) wall|strung up|lynched|hanged|publicly executed|shot on sight|shot dead|burned at the stake|burnt at the stake|put down like (?:dogs|animals))\b/g,
  // "The more of them who die, the better": deaths of people wished for.
  /\bthe more (?:of )?(?:them|these people|those people|people|immigrants|refugees|liberals|conservatives|democrats|republicans|cops|police|soldiers|jews|muslims|christians|(?:[a-z]{2,15} )?(?:folks|people|men|women|kids|children)) (?:who |that )?(?:[a-z]{2,10} or )?(?:die|get killed|are killed|drop dead|perish|croak)\b[^.!?\n]{0,30}?\bthe (?:better|safer|happier|merrier)\b/g,
  // "the more pain she is in the better", "he should just drop dead" (not "drop-dead gorgeous").
  /\bthe more (?:pain|suffering|agony) (?:he|she|they|you|u|that \w{1,15}) (?:is|are|feels?|suffers?) (?:in)?,? ?(?:the|\.{2,3} ?the) better\b|\b(?:he|she|they|you|u) (?:would|should|could|can|will|to|just|better|ought to) (?:just |go |hurry up and )?drop dead\b(?![- ]gorgeous)/g,
];
// Menace by showing knowledge of someone's life, only when the text also warns: "I know your car"
// and "I have your photo on file" alone are what a support agent says.
const KNOW = "\\bi(?: know| have|'ve got| got|'ve seen| saw|'ll find| will find| found| can find)(?: out)?(?: where| what| which)? (?:your|ur) (?:car|address|plate|photo|picture|face|kids?|kids'|children|children's|daughter|son|wife|husband|family|mom|school|house|home|schedule|routine|workplace)\\b";
const WARN =
  "(?:see what happens|i'?m (?:very )?patient|watch your back|sleep (?:well|tight)|think about (?:that|it|this) before|you(?:'ve| have) been warned|last warning|you won'?t see (?:it|me|us) coming|i'?m watching|we'?re watching|nowhere to hide|count your days|before you (?:leave|post|write) another|keep talking|(?:i'?m|we'?re) coming for (?:you|u))";
VIOLENCE.push(new RegExp(`${KNOW}[^\\n]{0,120}?${WARN}|${WARN}[^\\n]{0,120}?${KNOW}`, 'g'));

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
    `\\b${VIOLENCE_GROUPS}\\b[^.!?\\n]{0,80}?\\b(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to|are going to|will) (?:all |each |just |simply )?(?:be|get) (?:killed|shot|gassed|hanged|hung|lynched|exterminated|wiped out|wiped off|eradicated|eliminated|purged|slaughtered|massacred|burned|burnt|executed|culled|put down|annihilated|rounded up|sterili[sz]ed|euthani[sz]ed|put to sleep)\\b`,
    'gd',
  ),
  // "kill all the <people>", "shoot every one of them": the object must be people; "kill all the
  // processes", "shoot all the photos in RAW" name things.
  new RegExp(
    `\\b(?:kill|shoot|gas|lynch|hang|exterminate|slaughter|massacre|wipe out|murder|behead|execute) (?:all (?:of )?(?:the |those |these )?(?:[a-z][a-z-]{0,19} ){0,2}${PEOPLE_OBJECTS}|(?:every|each) ${PERSON_OBJECT})\\b`,
    'gd',
  ),
  // "Old people should hurry up and die", "disabled people shouldn't be kept alive". Only wishes and
  // demands: "many elderly people will die this winter" is a forecast.
  new RegExp(
    `\\b${VIOLENCE_GROUPS}\\b[^.!?\\n]{0,80}?\\b(?:(?:should|must|need to|needs to|ought to|deserve to|deserves to) (?:all |just |simply |all just )?(?:hurry up and |go )?(?:die|drop dead|be left to die|rot)|(?:should ?n[o']t|should not|must not|don'?t deserve to|do not deserve to) (?:be (?:kept|allowed to (?:live|exist|breed|be born))|live|exist|breed|be alive|be kept alive))\\b`,
    'gd',
  ),
];
// Sentences about processes, jobs and machines: "kill all of them with SIGTERM", "kill all the
// children of the daemon".
const TECH =
  /\b(?:process(?:es)?|pids?|sig(?:term|kill|int|hup)|signals?|threads?|daemons?|containers?|pods?|workers?|jobs?|tasks?|sessions?|terminals?|shells?|commands?|scripts?|servers?|services?|instances?|nodes?|tabs?|windows?|apps?|queues?|connections?|quer(?:y|ies)|zombies?|subprocess(?:es)?|forks?|kill -\d|killall|pkill|systemctl|docker|kubectl)\b/;
const GROUP_ANCHORS = registerAnchors(['kill', 'shot', 'shoot', 'gas', 'hang', 'hung', 'lynch', 'extermin', 'wipe', 'wiped', 'eradicat', 'eliminat', 'purge', 'slaughter', 'massacre', 'burn', 'execut', 'cull', 'put down', 'annihilat', 'murder', 'behead', 'rounded up', 'sterili', 'euthani', 'put to sleep', 'die', 'rot', 'alive', 'exist', 'breed', ' live', 'be born']);

function sentenceOf(text: string, start: number, end: number): string {
  let s = start;
  while (s > 0 && start - s < 300 && !'.!?\n'.includes(text[s - 1]!)) s--;
  let e = end;
  while (e < text.length && e - end < 300 && !'.!?\n'.includes(text[e]!)) e++;
  return text.slice(s, e);
}

const SELF_HARM_ANCHORS = [
  'yourself', 'your self', 'urself', 'kys', 'die', 'end it all', 'breathing', 'disappear', 'go jump', 'your life', 'your own life', 'slit', 'pills', 'jump off', 'miss you', 'care about you', 'without you',
  'end yourself', 'end urself', 'unalive', 'off yourself', 'off urself', 'offed', 'bleach', 'still alive', 'still breathing', 'happier', 'relieved', 'better off', 'better place', 'want to die', 'wanna die', 'wanted to die', 'want to kill', 'wanna kill',
  'yourselves', 'your selves', 'yourselfs', 'drop dead', 'end it', 'cut deep', 'them all', 'all of them', 'whole bottle', 'entire bottle', 'tablets', 'meds', 'in hell', 'favor', 'favour', 'better off if', 'better if', 'easier', 'simpler', 'if you died', 'if u died', 'if you were dead', 'if you killed', 'if you disappeared', 'die already',
];
const VIOLENCE_ANCHORS = [
  'and die', 'go die', 'go and die', 'for you', 'for u', 'lined up and shot', 'against a wall', 'against the wall', 'strung up', 'lynched', 'publicly executed', 'shot on sight', 'shot dead', 'at the stake', 'put down like', 'the more', 'drop dead', 'where you', 'where u', 'where your', 'kill', 'murder', 'shoot', 'shot', 'stab', 'strangle', 'behead', 'rape', 'beat', 'hurt', 'slaughter', 'burn', 'bury', 'destroy', 'hope', 'deserve', 'gas', 'lynch', 'hang', 'exterminat', 'massacre', 'wipe out', 'wiped out',
  'break', 'smash', 'snap', 'bash', 'cave in', 'kick', 'punch', 'rip', 'tear', 'slit', 'slice', 'knock', 'gouge', 'stomp', 'shatter', 'bust', 'torch', 'set fire', 'firebomb', 'blow up',
  'put you in', 'put u in', 'end you', 'end u', 'cut you', 'cut u', 'live to see', 'one eye open', 'coming for', 'hanged', 'hung', 'strung up', 'put down', 'flayed', 'skinned', 'tortur', 'strangled', 'stabbed', 'drowned', 'gassed', 'kicked out of', 'beaten out of',
  'living hell', 'life hell', 'lives hell', 'suffer', 'bleed', 'dox', 'swat', 'dead', 'enjoy your last', 'enjoy ur last', 'enjoy your final', 'enjoy ur final',
  'gut', 'maim', 'choke', 'cripple', 'mutilat', 'disembowel', 'hunt', 'run you', 'run u', 'drag you', 'drag u', 'regret', 'every finger', 'every bone', 'every tooth', 'rearrange', 'tongue', 'acid', 'a bullet', 'a knife', 'a blade', 'a bat', 'my fist', 'head through', 'face through', 'stomp',
  'getting', 'going to get', 'gonna get', 'your body', 'ur body', 'corpse', 'remains', 'shame if', 'pity if', 'terrible if', 'awful if', 'tragic if', 'accidents', 'cross me', 'cross us', 'snitch', 'mess with', 'screw with', 'fuck with', 'rat on', 'talk about me', 'talk about us', 'go wrong for',
  'pray', 'wish', 'hope', 'may you', 'may u', 'obituary', 'grave', 'watch you', 'see you', 'watch u', 'see u', 'if you', 'if u', 'slowly', 'painfully', 'agony', 'screaming', 'someone', 'somebody', 'anyone',
  'see what happens', 'patient', 'watch your back', 'sleep well', 'sleep tight', 'think about', 'been warned', 'last warning', 'coming', 'watching', 'nowhere to hide', 'count your days', 'before you leave', 'before you post', 'before you write', 'keep talking',
];

/** Encouragement of self-harm or suicide. */
export const selfHarmDetector: Detector = gated(
  SELF_HARM_ANCHORS,
  regexDetector({ id: 'brand.self_harm', category: 'brand', type: 'self_harm', label: 'self-harm encouragement', patterns: SELF_HARM, view: 'lower', score: 0.9, maxMatchLength: 160 }),
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
    let lowerText: string | undefined;
    const out = threats.detect(text, ctx).filter((f) => {
      const span = text.slice(f.start, f.end).toLowerCase();
      return !/^(?:they|all of them) /.test(span) || !TECH.test(sentenceOf((lowerText ??= text.toLowerCase()), f.start, f.end));
    });
    if (!anyAnchor(ctx.normalized, GROUP_ANCHORS)) return out;
    const found: Finding[] = [];
    const make = (): Omit<Finding, 'start' | 'end'> => ({ detector: 'brand.violence', category: 'brand', type: 'violence', label: 'violent threat or incitement', score: 0.85 });
    scanGroups(ctx, GROUP_VIOLENCE, make, found, (re, m, lower) => re !== GROUP_VIOLENCE[1] || !TECH.test(sentenceOf(lower, m.index, m.index + m[0].length)));
    // A span the threat rules already reported is not reported twice.
    const kept = new SpanIndex(out);
    for (const f of found) {
      if (kept.covers(f)) continue;
      out.push(f);
      kept.add(f);
    }
    return out;
  },
};
