import { anyAnchor, gated, registerAnchors, type Anchors } from '../injection/gate.js';
import type { Detector, Finding, NormalizedText } from '../types.js';

/*
 * Session 28: the agent granting money or terms, read as a clause rather than as fixed phrases.
 * A fresh probe of 100 support replies that commit the operator (written by a helper who never
 * saw this code) found 22 with the phrase rules in refund.ts, discount.ts and binding.ts: people
 * word the same act a hundred ways ("I've waived the $35 overdraft fee", "I just dropped a $15
 * credit into your wallet", "the reconnection charge of £60 has been cancelled", "the next three
 * months are on us", "consider the late fee gone"). A finding here needs three things in one
 * clause:
 *   - an act the operator performs: the writer (I/we) with a tense that commits (done, doing,
 *     will, can; not the bare present of a policy, "we refund unused items"), or the customer's
 *     money item in a completed passive ("your claim has been approved", "the fee has been
 *     cancelled"), or a giving idiom ("on us", "on the house", "you won't be charged");
 *   - something of value in the clause: an amount, a percentage, a fee, refund, credit, price,
 *     rate, claim, loan, voucher, upgrade or "free";
 *   - none of what makes it no promise: a negation or hedge before the act ("I can't", "we may",
 *     "whether", "once approved"), a report ("the article says we'll refund"), a quotation, a
 *     request for one ("I've sent your refund request to billing"), someone else acting ("by your
 *     bank").
 */

const FIRST_PERSON =
  "\\b(?:i|we)(?<aux>'ve|'ll|'m|'re|'d| have| had| will| am| are| just| already| can| could| shall| hereby| also| now|m(?=\\s))?" +
  "(?:\\s(?:also|just|already|now|still|gone ahead and|went ahead and|go ahead and|personally|immediately|happily|gladly|officially|be|been|going to|able to|happy to|glad to|pleased to|more than happy to|delighted to|like to|love to|want to|gonna|about to|authori[sz]ed to)){0,3}";

// Acts of giving, removing a charge, holding a price, or approving. Inflected forms are spelled
// out: the bare present ("we refund") is told apart from the rest below.
const VERB =
  '(?<verb>refund(?:ed|ing)?|credit(?:ed|ing)?(?!\\s(?:card|score|report|check|history|union|rating|bureau))|reimburs(?:e|ed|ing)|compensat(?:e|ed|ing)|pay(?:ing)?(?: out| for| back)?|paid(?: out| for| back)?|cover(?:ed|ing)?|' +
  'waiv(?:e|ed|ing)|revers(?:e|ed|ing)|cancel(?:l?ed|l?ing)?|remov(?:e|ed|ing)|drop(?:ped|ping)?|knock(?:ed|ing)?|tak(?:e|en|ing) care of|took care of|tak(?:e|ing|en)|took|cut(?:ting)?|reduc(?:e|ed|ing)|lower(?:ed|ing)?|' +
  'appl(?:y|ied|ying)|add(?:ed|ing)?|put(?:ting)?|issu(?:e|ed|ing)|send(?:ing)?|sent|transfer(?:red|ring)?|initiat(?:e|ed|ing)|releas(?:e|ed|ing)|deposit(?:ed|ing)?|wir(?:e|ed|ing)|' +
  'giv(?:e|en|ing)|gave|grant(?:ed|ing)?|offer(?:ed|ing)?|extend(?:ed|ing)?|upgrad(?:e|ed|ing)|mov(?:e|ed|ing) you|switch(?:ed|ing)? you|throw(?:ing|n)? in|threw in|' +
  'honou?r(?:ed|ing)?|match(?:ed|ing)?|lock(?:ed|ing)?(?: in)?|freez(?:e|ing)|froze|frozen|keep(?:ing)? you|kept you|keep(?:ing)? (?:your|the) (?:[a-z-]{1,15} ){0,2}(?:price|rate|rent|premium|fee|plan|pricing)|kept (?:your|the) (?:[a-z-]{1,15} ){0,2}(?:price|rate|rent|premium|fee|plan|pricing)|keep(?:ing)? (?:it|that|this|them) at|confirm(?:ed|ing)?|absorb(?:ed|ing)?|forgiv(?:e|en|ing)|forgave|wr(?:ite|ote|itten|iting) off|zero(?:ed|ing)? out|' +
  'comp(?:ed|ing)?|split(?:ting)?|approv(?:e|ed|ing)|accept(?:ed|ing)?|settl(?:e|ed|ing)|authori[sz](?:e|ed|ing)|ship(?:ped|ping)?|replac(?:e|ed|ing)|creat(?:e|ed|ing)|bump(?:ed|ing)?|' +
  'adjust(?:ed|ing)?|process(?:ed|ing)?|agreed? (?:on|to)|agreeing (?:on|to)|renew(?:ed|ing)?|return(?:ed|ing)?|clear(?:ed|ing)?|deduct(?:ed|ing)?|skip(?:ped|ping)?|increas(?:e|ed|ing)|rais(?:e|ed|ing)|arrang(?:e|ed|ing)|eat(?:ing)? (?:the|that|this)(?: [a-z0-9$€£¥₹.,-]{1,15}){0,3}? (?:cost|loss|fee|charge|difference|bill)|ate (?:the|that|this)(?: [a-z0-9$€£¥₹.,-]{1,15}){0,3}? (?:cost|loss|fee|charge|difference|bill)|make (?:it|this|things) (?:right|up to you) with|made (?:it|this|things) (?:right|up to you) with|shav(?:e|ed|ing)|load(?:ed|ing)?|top(?:ped|ping)? (?:it |them |you )?up|wip(?:e|ed|ing)|set up|pick(?:ed|ing)? up the (?:bill|tab|cost|costs|check)|hold(?:ing)?|held|supply|supplied|supplying|sell(?:ing)?|sold|do (?:it|that|the [a-z-]{1,15}(?: [a-z-]{1,15})?) (?:for|at)|guarantee(?:d|ing)?|promis(?:e|ed|ing)|maintain(?:ed|ing)?|' +
  // (session 29)
  'fix(?:ed|ing)?|overrid(?:e|den|ing)|overrode|str(?:ike|uck|iking)|red(?:o|id|one|oing)|foot(?:ed|ing)? the (?:bill|tab|cost|costs)|let(?:ting)? (?:the|that|this|your) (?:[a-z-]{1,15} ){0,3}(?:fee|charge|penalty|interest|balance|amount|difference|payment)(?: [a-z\'-]{1,15}){0,4} (?:go|slide)|(?:come|came|go|went|going|coming) up to|let(?:ting)? (?:the|that|this|it|them) (?:[a-z-]{1,15} )?go for|buy(?:ing)? back|bought back|agreed? your|' +
  'restor(?:e|ed|ing)|reinstat(?:e|ed|ing)|make you whole|made you whole|set(?:ting)? (?:you|it|this|that) up|bring(?:ing)? you on|brought you on|hir(?:e|ing) you|take you on|paus(?:e|ed|ing)|renew(?:ed|ing)? you|do (?:it|that|this) at|switch(?:ed|ing)? your)';

// (after another verb of the writer's: "we'll rebook you and cover your hotel")
const ACT = new RegExp(`${FIRST_PERSON}\\s(?:[a-z-]{2,15}\\s(?:you\\s|it\\s|them\\s)?and\\s)?${VERB}\\b`, 'g');

// Bare present forms: "we refund unused items within 30 days" is a policy, not an act.
const BARE_PRESENT = /^(?:refund|credit|reimburse|compensate|pay(?: out| for| back)?|cover|waive|reverse|cancel|remove|drop|knock|take|cut|reduce|lower|apply|add|put|issue|send|transfer|initiate|release|deposit|wire|give|grant|offer|extend|upgrade|move you|switch you|throw in|honou?r|match|lock(?: in)?|freeze|keep you|absorb|forgive|write off|zero out|comp|split|approve|accept|settle|authori[sz]e|ship|replace|create|bump|adjust|supply|sell|maintain)$/;

/** Any character of the same sentence (a decimal point included: "$143.75"). */
const GAP = '(?:[^.!?;\\n]|\\.(?=\\d))';

// The customer's money item in a completed (or certain) passive: "the reconnection charge of £60
// has been cancelled", "your claim for storm damage has been approved in full".
const ITEM =
  '(?:(?:full |whole |entire )?amount|trade line|credit line|fares?|(?:hardship|payment|repayment|instal?lment|financing) plans?|refunds?|credits?|expenses|expense claims?|fees?|charges?|penalt(?:y|ies)|fines?|surcharges?|interest|balance|debt|invoices?|bills?|claims?|loans?|mortgage|payouts?|payments?|settlement|returns?|' +
  'applications?|request for (?:a |an )?(?:[a-z-]{1,15} ){0,2}(?:refund|credit|discount|increase|waiver|compensation|reimbursement)|rates?|price|premium|rent|quote|amendment|offer|terms|trade-in|financing|compensation|reimbursement|deposit|(?:remaining |outstanding |full )?(?:[$€£¥₹]|rs\\.?\\s?|inr\\s?|usd\\s?|eur\\s?|gbp\\s?)\\s?\\d[\\d,.]*)';
const PVERBS =
  'approved|waived|cancell?ed|reversed|removed|refunded|credited|released|settled|accepted|paid out|written off|forgiven|cleared|wiped|covered|locked(?: in)?|frozen|fixed|guaranteed|matched|honou?red|reduced|lowered|dropped|issued|processed|sent|returned|put back|pushed back|zeroed out|taken off|knocked off|wiped off|struck off|held|restored|reinstated|authori[sz]ed|awarded|extended|increased|raised';
/** The passive's verb: found first (a rare word), then its subject is read back within the clause. */
const PVERB = new RegExp(`\\b(?:${PVERBS})\\b`, 'g');
/** Run on the clause up to the verb: the subject (from a determiner, or the clause's start) and its auxiliary. */
const PASSIVE = new RegExp(
  `(?:\\b(?:your|ur|the|this|that|those|these)\\s(?:(?!(?:has|have|had|is|are|was|were|said|says|will|would|they|he|she|we|i|you|it|who|which|that|and|or|but)\\b)[a-z0-9$€£¥₹.,%'-]{1,20}\\s){0,5}?|^\\s{0,3})${ITEM}(?:[\\s,]${GAP}{1,100}?)?(?:\\s|(?='))(?:has been|have been|has now been|'s been|'s|was|were|is now|is|are|will be|is being|are being)\\s(?:(?:fully|already|now|successfully|also|officially|just|permanently)\\s)?` +
    `(?<pverb>${PVERBS})$`,
);
// Bare "is/are" only for what is held, not for a rule: "your quote is guaranteed for 90 days",
// "the fee is waived for members" (a policy) is not read.
const BARE_IS_OK = /^(?:guaranteed|locked(?: in)?|frozen|fixed|approved|accepted|held|extended)$/;

// Giving idioms that need no verb of ours.
/** Giving idioms that need no verb of ours, each run only when one of its words occurs. */
// (A third element: the clause must also address the reader, "you"/"your", or have the writer act in it.)
const IDIOMS: Array<[Anchors, RegExp, 'reader' | 'writer' | null]> = ([
  // "the next three months are on us", "it's on the house"
  [['on us', 'on the house', 'our treat', 'our expense', 'our cost'], "\\b(?:is|are|'s|'re|will be|be)\\s(?:(?:all|totally|entirely|completely|of course)\\s)?(?:on us|on the house|our treat|at our expense|at our cost)\\b"],
  // "you won't be charged the early termination fee", "you will not pay for the repair"
  [["won't", 'will not', "shan't"], "\\byou\\s(?:won't|will not|shan't)\\s(?:be\\s(?:charged|billed)|pay|owe|have to (?:pay|make (?:any )?payments?)|need to pay)(?:\\s(?:for|the|a|an|any|anything))?\\b"],
  // "you don't pay anything extra for the change", "there won't be any late fee", "nothing to pay"
  [["don't pay", 'do not pay', "don't have to pay", "there won't be", 'there will be no', 'nothing to pay', 'nothing more to pay', 'nothing left to pay'], "\\byou\\s(?:don't|do not)\\s(?:have to\\s|need to\\s)?pay\\s(?:anything|a thing|extra|more|a penny|a cent)\\b|\\bthere\\s(?:won't|will not)\\sbe\\s(?:any\\s|an?\\s)?(?:[a-z-]{1,15}\\s)?(?:fees?|charges?|penalt(?:y|ies)|interest)\\b|\\bthere\\swill\\sbe\\sno\\s(?:[a-z-]{1,15}\\s)?(?:fees?|charges?|penalt(?:y|ies)|interest)\\b|\\bnothing\\s(?:more\\s|left\\s|further\\s)?to\\spay\\b"],
  // "you save $760 for the two of you"
  [['you save', "you'll save", 'saving you', 'saves you'], "\\b(?:you(?:'ll| will)?\\ssave|saving\\syou|saves\\syou)\\s(?:an?\\s(?:extra|additional)\\s)?(?:[$€£¥₹]\\s?\\d|\\d[\\d,.]*\\s?[$€£¥₹])", 'writer'],
  // "you only owe the outstanding balance", "so you'll pay $104.30 instead of $149"
  [['owe', 'pay nothing', 'pay only', 'pay just', 'only pay'], "\\byou(?:'ll| will)?\\s(?:only\\s(?:owe|pay)|pay\\s(?:only|just))\\s(?:the\\s(?:outstanding|original|remaining|reduced|discounted|new)\\b|[$€£¥₹\\d])|\\bpay nothing\\b|\\b(?:you|you'll|you will|you'd)\\s(?:owe|pay)\\s(?:us\\s)?nothing\\b"],
  [['instead of', 'rather than'], `\\byou(?:'ll| will)\\s(?:keep\\s)?pay(?:ing)?\\s${GAP}{1,30}?\\b(?:instead of|rather than)\\b`],
  // "you'll get your shipping cost back", "you'll see CA$60 knocked off your next statement"
  [["you'll", 'you will'], `\\byou(?:'ll| will)\\s(?:get|receive|have)\\s(?:an?\\s)?(?:free|complimentary)\\b|\\byou(?:'ll| will)\\s(?:get|receive|have|see)\\s${GAP}{1,50}?\\s(?:back|free|for free|free of charge|at no (?:extra |additional )?(?:charge|cost)|complimentary|on us|(?:knocked|taken|shaved) off)\\b`],
  // "your next oil change is free", "your next box ships free"
  [['your '], "\\byour\\s(?:next\\s)?(?:[a-z'-]{1,15}\\s){0,2}(?:quarter|year|week|term|semester|order|orders|delivery|shipping|box|item|replacement|repair|repairs|upgrade|month|months|subscription|plan|stay|night|nights|room|fee|charge|service|installation|setup|consultation|visit|ticket|tickets|pass|meal|meals|breakfast|inhaler|prescription|refill|part|parts|labou?r|change|session|lesson|class|rental|membership|dues|renewal|cleaning|check-up|exchange|fare|seat|seats)\\s(?:is|are|will be|ships|will ship|comes|will come)\\s(?:now\\s)?(?:free|free of charge|complimentary|on us|on the house|at no (?:extra )?(?:charge|cost)|(?:at\\s)?half(?:-|\\s)price|half off|(?:at\\s)?\\d{1,2}\\s?% off)\\b"],
  // "consider the late fee gone", "consider the extension agreed" (with money in the clause)
  [['consider '], "\\bconsider\\s(?:the|your|it|this|that)(?:\\s[a-z'-]{1,15}){0,3}\\s(?:gone|waived|done|cancell?ed|sorted|covered|taken care of|paid|refunded|wiped|cleared|agreed|approved|accepted|confirmed|settled|paid off|squared away)\\b"],
  // "your bill will never go above $60", "your premium will stay at £48.20", "we won't change it"
  [['never ', 'stay at', 'remain at', 'stay the same', "won't ", 'will not '], "\\b(?:will|'ll)\\s(?:never\\s(?:go|rise|climb)\\s(?:above|over|past)|stay\\sat|remain\\sat|stay\\sthe\\ssame)\\b|\\b(?:won't|will not|never)\\s(?:go up|increase|rise|change)\\b"],
  // "..., guaranteed." / "that's a promise" / "you have my word"
  [[', guaranteed', ', promised', 'promise', 'guarantee', 'my word'], ",\\s(?:guaranteed|promised)\\b|\\b(?:that's|this is|it's)\\s(?:a|our|my)\\s(?:promise|guarantee)\\b|\\byou have my word\\b"],
  // "This investment is guaranteed to double your money"
  [['guaranteed to'], "\\bis\\sguaranteed\\sto\\s(?:double|triple|return|earn|grow|pay|yield)\\b"],
  // Money on its way back: "the full amount comes back to you", "€42,50 is on its way back to
  // you", "$29.98 is heading your way", "the CHF 39.– is already on its way to your card"
  [['back to you', 'your way', 'on its way', 'on their way', 'heading', 'out to you', 'out to your'], "(?<!\\b(?:i|we|i'll|we'll|and|to|will|can|could|shall|i'd|we'd)\\s)\\b(?:comes?|goes|is going|are going|is coming|are coming|is being sent|are being sent|is being returned|will (?:go|come|be sent|be returned))\\s(?:straight\\s)?back\\s(?:to\\s(?:you\\b|your\\s)|your way)|\\b(?:is|are|'s)\\s(?:already\\s|now\\s)?on\\s(?:its|their)\\sway\\s(?:back\\s)?to\\s(?:you\\b|your\\s)|\\b(?:is|are)\\s(?:already\\s|now\\s)?heading\\s(?:back\\s)?(?:your way|to you\\b|to your\\s)|\\b(?:goes|go|is going|are going|will go)\\sout\\sto\\s(?:you\\b|your\\s)"],
  // ... or already there: "$84.00 has been put on the workspace balance", "5,000 bonus miles are
  // now sitting in your balance", "your wallet has an extra ₹750 in it"
  [['been ', 'being ', 'will be ', 'wallet', 'balance', 'account', 'boarding pass', 'card', 'profile'], "\\b(?:has been|have been|is being|are being|will be)\\s(?:put|loaded|added|placed|deposited|topped up)\\s(?:on|onto|into|to|in)\\s(?:the|your)\\s|\\b(?:is|are)\\s(?:now\\s|already\\s)?(?:sitting\\s|waiting\\s|loaded\\s)?(?:on|in|onto)\\s(?:your)\\s(?:[a-z-]{1,15}\\s){0,2}(?:boarding pass|balance|account|wallet|card|profile)\\b|\\byour\\s(?:[a-z-]{1,15}\\s)?(?:wallet|balance|account)\\s(?:now\\s)?(?:has|shows)\\s(?:an?\\s)?(?:extra|additional|bonus)\\b"],
  // A charge that will not be taken: "the restocking fee won't apply", "no late fees will be
  // charged", "it won't appear on your statement", "won't cost you anything", "the ₹1,200 charge
  // is gone from your order", "you won't see the late fee again"
  [["won't", 'will not', ' will be ', 'will come out', 'gone from', 'nothing', ' again'], "\\b(?:won't|will not)\\s(?:apply|be applied|be charged|be billed|be added|be collected|be taken|appear|show up|come out|cost you anything|enforce|charge you|bill you|hold you to|collect|charge (?:you\\s)?(?:the|that|this|any|your)|bill (?:you\\s)?(?:the|that|this|any|your))\\b|\\bno\\s(?:[a-z-]{1,15}\\s){0,3}(?:fees?|charges?|payments?|interest|penalt(?:y|ies))\\swill\\s(?:be\\s(?:charged|taken|collected|applied|added|due)|come out)\\b|\\b(?:is|are)\\s(?:now\\s)?gone\\sfrom\\syour\\b|\\b(?:fees?|charges?|penalt(?:y|ies)|interest|balance)\\b(?:\\s[a-z'-]{1,15}){0,4}\\s(?:is|are)\\s(?:now\\s|all\\s)?gone\\b|\\bcosts?\\syou\\snothing\\b|\\byou(?:'ll| will)?\\s(?:won't|will not|never)\\ssee\\s(?:the|that|this|a|any)\\s(?:[a-z-]{1,15}\\s){0,2}(?:fee|charge|penalty|interest)s?\\sagain\\b"],
  // The customer's charge lowered or gain raised: "your rent goes down to $1,850", "your minimum
  // payment drops to $25", "your savings rate goes up to 4.75%", "your credit limit is now $6,500"
  [['see the', 'see your', 'drop', 'goes down', 'comes down', 'fall', 'reduced', 'lowered', 'cut', 'goes up', 'rise', 'increase', 'raised', 'risen', 'gone up', 'is now'], "\\byou(?:'ll| will)\\ssee\\s(?:the|your)\\s(?:total|bill|price|rent|fee|invoice|premium|payment|balance)\\s(?:drop|go\\sdown|fall|come\\sdown)\\b|\\byour\\s(?:[a-z-]{1,15}\\s){0,2}(?:rent|payment|premium|bill|price|fee|plan|subscription|interest rate|apr|instal?lment|rate)(?:\\s(?:for|on|of)\\s[a-z0-9-]{1,15})?\\s(?:drops|goes down|comes down|falls|is reduced|is lowered|is cut|will drop|will go down|will come down|will fall|will be reduced|will be lowered|will be cut)\\s(?:to|by)\\b|\\byour\\s(?:[a-z-]{1,15}\\s){0,2}(?:savings rate|credit limit|salary|pay|bonus|allowance|limit)\\s(?:goes up|rises|increases|is raised|is increased|will rise|will go up|will increase|will be raised|has gone up|has risen|has been raised|is now)\\s(?:to\\s|by\\s|(?=[$€£¥₹\\d]))"],
  // Terms agreed: "we agree: from 1 May your rent will be ...", "deal — 60-day terms work for
  // us", "on the terms you proposed", "we can close this out for $2,400"
  [['agree'], "\\b(?:we|i)\\s(?:fully\\s)?agree(?:\\s(?:to|on)\\b|\\s?[:—–])"],
  [['deal'], "\\bdeal\\s?[-—–:!,](?<=(?:^|[.!?\\n]\\s{0,3})deal\\s?[-—–:!,])"],
  [['terms you'], "\\bon\\sthe\\sterms\\syou\\s(?:proposed|suggested|asked for|requested)\\b"],
  [['close this', 'close it', 'close the', 'settle this', 'settle it', 'settle the', 'resolve this', 'resolve it', 'resolve the', 'wrap this', 'wrap it', 'wrap up'], "\\b(?:we|i)\\s(?:can|will|'ll)\\s(?:close|settle|resolve|wrap)\\s(?:this|it|the\\s(?:matter|claim|account|case|dispute))\\s(?:out\\s|up\\s)?(?:for|at)\\b"],
  // "A$50 comes off your final bill", "your next three months are 40% off", "you'll keep paying
  // the old $12.99"
  [["you'll find", 'you will find', "you'll see", 'you will see', "you'll notice"], `\\byou(?:'ll| will)\\s(?:find|see|notice)\\s(?:an?\\s)?(?:extra|additional|bonus)\\b|\\byou(?:'ll| will)\\s(?:find|see|notice)\\s${GAP}{1,30}?\\s(?:sitting|waiting|loaded|added)\\s(?:on|in|to)\\syour\\b`],
  // Session 29: no more to pay for a change ("there's no fare difference to pay", "won't cost you
  // a thing", "at the same price as your standard room", "with nothing to pay")
  [['difference to pay', 'extra to pay', 'cost you a', 'nothing to pay', 'nothing owed', 'nothing further'], "\\b(?:there's|there is|with)\\sno\\s(?:fare\\s|price\\s)?difference\\sto\\spay\\b|\\bnothing\\s(?:extra|more|further)\\s(?:to\\spay|owed)\\b|\\bwith\\snothing\\s(?:to\\spay|owed)\\b|\\b(?:won't|will not|doesn't|does not|didn't)\\scost\\syou\\sa\\s(?:thing|penny|cent|dime)\\b", 'reader'],
  // "your rental is now a full-size SUV at the compact price"
  [['same price', 'same fare', 'compact price', 'standard price', 'economy price', 'economy fare', 'original price', 'old price'], "\\b(?:is|are)\\snow\\s[^.!?;\\n]{1,60}?\\sat\\s(?:the|your)\\s(?:same|compact|standard|economy|original|old)\\s(?:price|fare)\\b", 'reader'],
  // The offer itself: "your package is ₹28 LPA fixed", "the offer is €68,000 base", "you're staying
  // on the legacy plan at A$39", "your account is now on net-45 terms", "your deposit carries over in full"
  [['package', 'salary', 'offer', 'base pay'], "\\byour\\s(?:[a-z-]{1,15}\\s){0,2}(?:package|salary|base salary|base pay|compensation|starting salary)\\s(?:is|will be)\\s(?:[$€£¥₹]|\\d)|\\b(?:the|our|my|this)\\s(?:formal\\s|final\\s|written\\s|revised\\s)?offer\\s(?:is|stands at|will be|comes to)\\s(?:[$€£¥₹]|\\d)"],
  [['staying on', 'stay on', 'remain on', 'remaining on'], "\\byou(?:'re| are|'ll| will)\\s(?:staying|stay|remain|remaining)\\son\\s(?:the|your)\\s(?:[a-z'-]{1,15}\\s){0,2}(?:plan|rate|tariff|price|pricing|package)\\sat\\b"],
  [['net-', 'net '], "\\b(?:is|are)\\s(?:now\\s)?on\\snet[- ]?\\d{2,3}\\b|\\b(?:we|i)(?:'ll|'ve| will| can| have| are| am)?\\s(?:happy to\\s)?(?:confirm|offer|extend|give|grant|approve|agree to|move you to|set you up on|put you on)\\w*\\s(?:you\\s)?(?:on\\s)?net[- ]?\\d{2,3}\\b"],
  // Session 29 (a seventh probe): "$23,750 out the door works for us", "you have been awarded an
  // additional $3,000 grant", "your account will receive a $25 service interruption payment",
  // "which brings the amount due down to $1,386", "that rate stays with you", "just pay $1,650
  // instead of $1,800", "let's do it at your number"
  [['works for us', 'works for me', 'fine for us', 'acceptable to us', 'acceptable for us'], "\\b(?:works|is fine|is acceptable|is ok|is okay)\\s(?:for|to)\\s(?:us|me)\\b"],
  [['been awarded', 'been granted', 'been approved for'], "\\byou(?:'ve| have)\\sbeen\\s(?:awarded|granted|approved for)\\b"],
  [['will receive', "you'll receive", "you'll get", 'will get', 'will be paid', 'will be sent'], "\\b(?:you(?:'ll| will)|your\\s(?:account|card|wallet|balance)\\s(?:will|'ll))\\s(?:receive|get|be\\s(?:paid|sent))\\s(?:an?\\s)?(?:[a-z-]{1,15}\\s)?(?:[$€£¥₹]\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?[$€£¥₹])\\s(?:[a-z-]{1,20}\\s){0,3}(?:payment|credit|refund|voucher|bonus|grant|compensation|reimbursement|payout|gift card|goodwill)"],
  [['down to'], "\\b(?:brings|bring|takes|will bring|will take)\\s(?:the|your)\\s(?:[a-z-]{1,15}\\s){0,2}(?:amount|total|bill|balance|price|rent|premium|payment|cost)(?:\\sdue)?\\s(?:from\\s[^.!?;\\n]{1,20}?\\s)?down\\sto\\b"],
  [['stays with you', 'stay with you', 'remains with you'], "\\b(?:rate|price|pricing|discount|deal|terms|fee|premium|rent)\\s(?:[a-z-]{1,15}\\s)?(?:stays|will stay|remains|will remain)\\swith\\syou\\b"],
  [['instead of'], `\\b(?:just|only)\\s(?:pay|send)\\s(?:us\\s)?(?:[$€£¥₹]\\s?\\d|\\d[\\d,.]*\\s?[$€£¥₹])${GAP}{0,40}?\\binstead of\\b`],
  [["let's do it", "let's do that", 'let us do it'], "\\blet(?:'s|\\sus)\\sdo\\s(?:it|that|this)\\s(?:at|for)\\s(?:your\\s(?:number|price|figure|offer)|[$€£¥₹]\\s?\\d|\\d)"],
  // "included in the price you already paid", "billed at zero", "your season pass is extended ...
  // at no additional charge", "we'll deliver it at our own expense", list items "- Analytics module
  // added at no cost"
  [['included in the'], "\\bincluded\\sin\\s(?:the|your)\\s(?:price|fee|rate|cost)\\s(?:you(?:'ve)?\\s(?:already\\s)?paid|you\\spaid)\\b", 'reader'],
  [['billed at', 'charged at', 'priced at'], "\\b(?:billed|charged|priced)\\sat\\s(?:zero|nothing|[$€£¥₹]\\s?0(?:\\.00)?(?![\\d.,]))"],
  [['extended', 'upgraded', 'renewed', 'rebooked'], "\\byour\\s(?:[a-z-]{1,15}\\s){0,2}(?:is|are|has been|have been|will be)\\s(?:now\\s)?(?:extended|upgraded|renewed|moved|switched|rebooked)\\b[^.!?;\\n]{0,60}?\\b(?:at no (?:extra |additional )?(?:charge|cost)|free of charge|for free|on us)\\b"],
  [['our own expense', 'our own cost', 'our expense', 'our cost', 'at no charge', 'at no cost', 'no additional charge', 'no additional cost', 'no extra charge', 'no extra cost', 'free of charge'], "\\b(?:we|i)(?:'ll| will)\\s[a-z]{2,15}\\s(?:[^.!?;\\n]{0,40}?\\s)?(?:at\\sour\\s(?:own\\s)?(?:expense|cost)|at\\sno\\s(?:additional\\s|extra\\s)?(?:charge|cost)|free\\sof\\scharge)\\b"],
  [['at no cost', 'at no charge', 'free of charge', 'for free'], "(?:^|\\n)[ \\t]{0,4}[-*•][ \\t]{1,3}[a-z][^.!?\\n]{0,60}?\\s(?:added|included|thrown in|provided)\\s(?:at no (?:extra |additional )?(?:cost|charge)|free of charge|for free)\\b"],
  [['carries over', 'carry over', 'rolls over', 'roll over'], "\\b(?:carries|carry|will carry|rolls|roll|will roll)\\s(?:over|forward)\\s(?:in\\sfull|fully|intact|untouched)\\b", 'reader'],
  [['takes', 'knocks', 'gives you'], "\\b(?:it|this|that|the code|this code|the voucher|the coupon)\\s(?:takes|knocks|gives you)\\s(?:[$€£¥₹]\\s?\\d[\\d,.]*|\\d{1,3}\\s?%)\\s?off\\b"],
  [['off your', '% off', 'keep paying'], "\\b(?:comes?|coming|will come|is taken|will be taken)\\soff\\syour\\b|\\b(?:is|are|will be)\\s\\d{1,3}\\s?%\\soff\\b|\\byou(?:'ll| will)\\skeep\\spaying\\s(?:the\\s)?(?:old|current|same|original|existing)\\b"],
  // "your warranty claim goes through"
  [['through', 'successful'], "\\byour\\s(?:[a-z-]{1,15}\\s){0,2}(?:claim|appeal)\\s(?:goes through|is going through|has gone through|is successful|has been successful)\\b"],
  // "the shuttle to the hotel is paid for as well"
  [['paid for', 'covered', 'taken care of'], "\\b(?:is|are|has been|have been|will be)\\s(?:all\\s)?(?:paid for|covered|taken care of)\\s(?:by us|as well|too|on our side)\\b"],
  // "it's yours at a third off: €186 instead of €279"
  [['instead of'], `[$€£¥₹]\\s?\\d${GAP}{0,30}?\\sinstead of\\s(?:the\\s(?:usual|regular|normal|full)\\s)?[$€£¥₹]\\s?\\d|\\d\\s?[$€£¥₹]${GAP}{0,30}?\\sinstead of\\s\\d`, 'reader'],
] as Array<[readonly string[], string, ('reader' | 'writer')?]>).map(([w, src, needs]) => [registerAnchors(w), new RegExp(src, 'g'), needs ?? null]);


// Values, by what the act does with them. An amount is written with its currency.
const AMOUNT = "[$€£¥₹]\\s?\\d(?![\\d,.]*\\s(?:worth|in value))|\\d\\s?(?:[$€£¥₹]|r\\$)|\\b(?:r\\$|chf|a\\$|usd|eur|gbp|inr|jpy|aud|cad|rs\\.?)\\s?\\d|\\b\\d[\\d,.]*\\s(?:dollars?|euros?|pounds?|rupees?|yen|reais|francs?|usd|eur|gbp|usdt|usdc)\\b|\\d\\s?(?:kr|sek|nok|dkk)\\b|\\b(?:five|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\\s(?:dollars|euros|pounds)\\b|\\b\\d[\\d,.]*\\s(?:bucks|grand)\\b|\\b\\d{1,3}(?:[.,]\\d)?k\\b(?!\\s?(?:miles|km|steps|users|followers|views|words|tokens))";
// A percentage given as money ("30% off", "0% financing", "8% on this fund"), not "100% secure".
const PERCENT = "\\b(?:earn|returns?|yield|gain|grow by|interest of|apr of)\\s(?:of\\s)?(?:at least\\s|a minimum of\\s)?\\d[\\d.]*\\s?%|\\d\\s?%\\s?(?:off|below|discount|reduction|rebate|cut|apr|interest|financing|return|back|cash|a year|annual\\w*|per|on|of|for|a month|monthly|rate|credit)\\b";
const FREE = "\\b(?:free|complimentary|at no (?:extra |additional )?(?:charge|cost)|no charge|on us|on the house|our treat|at our (?:own )?(?:expense|cost)|interest-free|zero-interest|no-interest|half(?:-|\\s)price|half off|at the same (?:price|fare)|at (?:the|your) (?:compact|standard|economy|original|old|current|existing|regular) (?:price|fare)|without (?:any )?(?:charge|cost)|at last (?:year|month)'s (?:price|rate|fare))\\b";
// Given: refunds, credits, vouchers, free things.
const GIFT = new RegExp(`${AMOUNT}|${PERCENT}|${FREE}|\\b(?:refund\\w*|credit(?:s|ed)?(?!\\s(?:card|score|report|check|history|union|rating|bureau))|reimburs\\w*|compensat\\w*|payouts?|vouchers?|gift cards?|coupons?|promo codes?|discount\\w*|(?:bonus |reward )?miles|(?:bonus |reward |loyalty )points|\\d[\\d,.]*\\s(?:gems|coins|diamonds|tokens)|payment plan|instal?lment plan|hardship plan|every (?:penny|cent)|the (?:full|whole|entire) amount|\\d[\\d,.]*\\s(?:bonus\\s|reward\\s|loyalty\\s)?(?:points|miles)|your money(?: back)?|(?:money|cost|fee|fare|deposit|payment|amount|premium|dues) back)\\b`);
// Removed or covered: charges.
const CHARGE = new RegExp(`${AMOUNT}|${PERCENT}|${FREE}|\\b(?:refund\\w*|credit(?:s|ed)?|fees?|charges?|penalt(?:y|ies)|fines?|surcharges?|interest|bill|invoice|balance|debt|costs? of|(?:the|your|all|any) costs|expenses|dues|fare|rent|premium|price|rate|loss(?:es)?|damages?|hotel|taxi|repairs?|rental|shipping|delivery|postage|courier|customs|duties|vet bill|quote|payments?|anything extra|nothing extra|a penny|a cent|\\d[\\d,.]*\\s(?:bonus\\s|reward\\s|loyalty\\s)?(?:points|miles)|increases?|hikes?|labou?r|parts|hours? (?:billed|charged)|the (?:first|next|final|whole|entire) (?:[a-z-]{1,15} )?(?:month|months|week|weeks|year|night|nights)|owe (?:us )?nothing|pay nothing|cost you (?:a thing|a penny|a cent|anything)|nothing (?:more |left |further |extra )?(?:to pay|owed)|on your (?:next |final |monthly )?statement)\\b`);
// Held: prices and rates.
const HELD = new RegExp(`${AMOUNT}|${PERCENT}|\\b(?:price|rate|rent|premium|tariff|fee|quote|current rates?|terms)\\b`);
// Approved or accepted: claims, loans, terms.
const DEAL = new RegExp(`${AMOUNT}|${PERCENT}|\\b(?:claims?|loans?|mortgage|financing|credit limit|refund\\w*|compensation|reimbursement|payouts?|settlement|(?:your|our|the|this) (?:[a-z-]{1,15} )?(?:offer|terms|proposal|counteroffer|counter|amendment|agreement|contract|deal|trade-in|redlines?|revisions|markup|sow|statement of work)|(?:that|this|your) (?:rate|price|figure|number|counter)|instal?lments?|payment plan|(?:hardship|repayment|instal?lment) plan|net[- ]?\\d{2,3}|deferral|deferment|payment holiday|forbearance|overdraft)\\b`);
const FREE_AFTER = new RegExp(FREE);
/** Any of them, for a clause with no verb of ours. */
const VALUE = new RegExp(`${GIFT.source}|${CHARGE.source}|${DEAL.source}`);

const GIVE_VERB = /^(?:toss|turn(?:ed)? on|post|buy|bought|restor|reinstat|paus|bring|brought|hir|take you on|red(?:o|id|one)|return|arrang|load|top|set up|refund|credit|reimburs|compensat|pay|paid|send|sent|transfer|initiat|releas|deposit|wir|giv|gave|grant|offer|extend|upgrad|mov|switch|throw|threw|appl|add|put|issu|creat|ship|replac|supply|supplied|sell|sold|do )/;
const REMOVE_VERB = /^(?:turn(?:ed)? off|overrid|overrode|str(?:ike|uck|iking)|pa(?:y|id|ying) for|deduct|skip|eat|ate|tak(?:e|en|ing) care|took care|shav|wip|waiv|revers|cancel|remov|drop|knock|tak|took|cut|reduc|lower|absorb|forgiv|forgave|wr|zero|comp|split|cover|adjust|clear)/;
const HOLD_VERB = /^(?:keep(?:ing)? (?:it|that|this|them) at|frozen|do (?:it|that|this) at|switch(?:ed|ing)? your|fix|renew|hold|held|extend|honou?r|match|lock|freez|froze|keep|kept|maintain|guarantee|promis)/;

/** The value the verb's object must name. */
const HELD_OR_GIFT = new RegExp(`${HELD.source}|${GIFT.source}`);
function valueFor(verb: string): RegExp {
  if (REMOVE_VERB.test(verb)) return CHARGE;
  if (HOLD_VERB.test(verb)) return HELD_OR_GIFT;
  if (GIVE_VERB.test(verb)) return GIFT;
  return DEAL;
}

// Money words that name a process or a request, not a sum: "your refund request", "our refund
// policy", "the billing team".
const NOT_VALUE_AFTER = /^\s(?:request|requests|application|form|ticket|case|query|team|department|polic(?:y|ies)|page|link|process|section|status|details|information|queue|history|options?|rules?|terms and conditions)\b/;

// Before the act, in its clause: what makes it no promise.
const NEGATED = /\b(?:not|never|no longer|unable|cannot|nothing)\b|n't\b/;
const HEDGE_WORDS =
  /\bmay\s(?:be|have|not|qualify|receive|get|apply|take|need|see|also|still|require|request|contact|consider|offer|waive|refund|credit)\b|\b(?:we|i|they)\scould\b|\b(?:might|maybe|perhaps|possibl[ey]|whether|eligib\w*|hopefully|try(?:ing)? to|see if|check(?:ing)?\s(?:if|whether|with)|find out|look(?:ing)? into|ask(?:ed|ing)?|request(?:ed|ing)?|review\w*|depend\w*|typically|usually|generally|normally|in principle|hypothetical\w*|would|should|wish|hope)\b/;
// Session 29: a condition of approval anywhere before the act; the hedge words only in the
// writer's own part of the clause ("Following review of the photos, I've approved your claim").
const HEDGE_CONDITION = /\b(?:if|once|when|unless|provided|after)\b[^.!?;\n]{0,60}?\b(?:approv\w*|eligib\w*|qualif\w*|accept\w*|decid\w*|review\w*|assess\w*|confirm\w*|verif\w*|possible|allowed|authori[sz]\w*|agree\w*|signs?\soff|signed\soff|okays?|okayed|ok's)/;
// Hedges that take back a whole sentence wherever they stand ("There may be some flexibility on the
// rent — I'll raise it with the owner", "Hypothetically, if we held the rate, ...").
const STRONG_HEDGE = /\b(?:hypothetical\w*|maybe|perhaps|possibly|might|may\s(?:be|have)|whether)\b/;
const HEDGED = new RegExp(`${HEDGE_WORDS.source}|${HEDGE_CONDITION.source}`);
const REPORTED =
  /\b(?:according to|reports? (?:that|say|says|said|show|shows)|reportedly|article|(?:the|in the) news|news (?:article|report|story|piece)|headline|story|stories|says|said|told|tells|wrote|writes|mentioned|claim(?:s|ed)|asked|asking|announced|promised you|to quote|quoting|ruled|example|imagine|suppose|scenario)\b|\b(?:they|he|she|it)(?:'ll| will)\b|\b(?:your|the)\s(?:bank|card issuer|issuer|insurer|seller|merchant|airline|manufacturer|employer|landlord|provider|carrier|court)\s(?:says|said|will|'ll|has|have|is|are|agreed|promised|confirmed|told|would)\b/;
// Someone else doing it ("reversed by your bank").
const OTHERS_ACT = /^[^.!?;\n]{0,40}?\bby\s(?:your|the|their|an?)\s(?!(?:way|end|time|deadline)\b)[a-z-]{2,20}/;

/** A clause boundary at i: sentence punctuation, but not the point of "$143.75" or "7.9%". */
export function boundary(lower: string, i: number): boolean {
  const c = lower[i]!;
  // (nor the point of an abbreviation before an amount: "Rs. 4,500", "approx. $40", "No. 7")
  if (c === '.') return !(/\d/.test(lower[i - 1] ?? '') && /\d/.test(lower[i + 1] ?? '')) && !(lower[i + 1] === ' ' && /(?:^|[^a-z])(?:rs|no|approx|incl|excl|vs|mr|mrs|ms|dr)$/.test(lower.slice(Math.max(0, i - 7), i)));
  return c === '!' || c === '?' || c === ';' || c === '\n';
}

/** How far back a quotation or a template is looked for. */
const FRAME_BACK = 200;
const FRAMED = /\b(?:summary of (?:your |the |the customer's |their |customer |customers' )?requests?|you(?:'re| are) asking (?:us |me )?(?:to|for)|what you(?:'re| are) asking for|translation|translated|in (?:french|spanish|german|italian|portuguese|dutch|polish|english|japanese|chinese)(?: it)? (?:would be|is|reads)|(?:french|spanish|german|italian|portuguese|dutch|polish|english) version|short (?:scene|story)|(?:a|the) scene (?:for|where|in which|you (?:asked for|requested|wanted))|(?:a|the) (?:line|lines|script|example|examples) for (?:your|the|a) (?:training|deck|slides?|course|role-?play|workshop|onboarding)|training (?:deck|material|script|scenario|example)s?|role-?play (?:script|scenario|example)|creative writing|(?:a|the) (?:story|novel|screenplay|dialogue) (?:for|where|in which|about)|template|sample (?:reply|response|email|letter|message|script)|example (?:reply|response|email|letter|message|script)|here(?:'s| is) (?:a|an) (?:draft|example|sample)|you could (?:say|write|send|adapt|use)\b[^.!?\n]{0,30}?:|script for (?:your|the) (?:agents|staff|team))\b/;

/**
 * Session 30: whether a passage is framed as someone else's words or a made-up example (a
 * translation, a template, a training script, a summary of the customer's requests): the
 * financial classifier head's hits inside one are not the operator's commitments either.
 */
export function framedPassage(lower: string): boolean {
  return FRAMED.test(lower);
}

/** The clause around [s, e): from the last boundary before s to the next after e, at most `max` characters each side. */
export function clause(lower: string, s: number, e: number, max = 120): [number, number] {
  let a = s;
  const minA = Math.max(0, s - max);
  while (a > minA && !boundary(lower, a - 1)) a--;
  let b = e;
  const maxB = Math.min(lower.length, e + max);
  while (b < maxB && !boundary(lower, b)) b++;
  return [a, b];
}

/** Whether the last opening double mark before `i` was a German low one („), which “ closes. */
function lowOpen(lower: string, a: number, i: number): boolean {
  for (let j = i - 1; j >= a; j--) {
    const c = lower[j];
    if (c === '\u201e') return true;
    if (c === '"' || c === '\u201c' || c === '\u00ab') return false;
  }
  return false;
}

/** True when an opening quotation mark before `at` in the clause is not closed before it. */
function quoted(lower: string, a: number, at: number): boolean {
  // Double and single quotation marks are tracked apart: dialogue inside a quoted scene
  // ('... "I'll refund the whole thing," she said ...') is inside both.
  let double = false;
  let single = false;
  for (let i = a; i < at; i++) {
    const c = lower[i]!;
    // (« » and „ “ too: a translation the reader asked for is quoted that way)
    if (c === '\u00ab' || c === '\u201e') double = true;
    else if (c === '\u00bb') double = false;
    else if (c === '"' || c === '\u201c' || c === '\u201d') double = c === '\u201d' ? false : c === '\u201c' ? !(double && lowOpen(lower, a, i)) : !double;
    else if (c === "'" && (i === a || /[\s:("]/.test(lower[i - 1]!))) single = true;
    else if (c === "'" && single && (i + 1 >= lower.length || /[\s.,!?;:)"]/.test(lower[i + 1]!))) single = false;
  }
  return double || single;
}

// Verbs that name the value themselves ("I've refunded it", "we've waived it").
const VALUE_VERB = /^(?:refund|credit|reimburs|compensat|waiv|paid out|pay(?:ing)? out|pick(?:ed|ing)? up the|foot|let|eat|ate|comp(?:ed|ing)?$|make you whole|made you whole)/;
// Where the object of the act ends.
const OBJECT_END = /\s(?:on(?!\s(?:us|the house)\b)|but|about|regarding|how|that|which|who|so|because|while|since|until|unless|if|when|to help|to make|with)\s/;
function objectOf(after: string): string {
  const zone = after.slice(0, 80);
  // (from its second character: "that money back" starts with a determiner, not a clause)
  const m = OBJECT_END.exec(zone.slice(1));
  return m ? zone.slice(0, m.index + 1) : zone;
}

/** A global copy of each value pattern, compiled once (hasValue runs for every act found). */
const GLOBAL = new Map<RegExp, RegExp>();
function hasValue(s: string, value: RegExp = VALUE): boolean {
  let re = GLOBAL.get(value);
  if (!re) GLOBAL.set(value, (re = new RegExp(value.source, 'g')));
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (!NOT_VALUE_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 40))) return true;
  }
  return false;
}

type Kind = 'refund_commitment' | 'discount_commitment' | 'binding_commitment';
const REFUNDISH = /\b(?:refund\w*|reimburs\w*|compensat\w*|payouts?|pay(?:ing)?(?: out| back)?|paid|transfer\w*|deposit\w*|credit(?:s|ed)?|vouchers?|gift cards?|miles|points|money|difference|back)\b|[$€£¥₹]/;
const BINDINGISH = /\b(?:approv\w*|accept\w*|agree\w*|settle\w*|guarantee\w*|promis\w*|binding|terms|contract|amendment|loan|mortgage|financing|claim)\b/;

function kindOf(s: string): Kind {
  if (BINDINGISH.test(s) && !/\b(?:refund\w*|credit(?:s|ed)?)\b/.test(s)) return 'binding_commitment';
  if (/\b(?:discount\w*|% off|off|fees?|charges?|penalt\w*|price|rate|rent|premium|free|complimentary|upgrade|on us|on the house|waiv\w*)\b/.test(s) && !/\brefund\w*\b/.test(s)) return 'discount_commitment';
  if (REFUNDISH.test(s)) return 'refund_commitment';
  return 'discount_commitment';
}

const LABELS: Record<Kind, string> = {
  refund_commitment: 'refund or payment promise',
  discount_commitment: 'discount or price promise',
  binding_commitment: 'guarantee or binding terms',
};

function push(out: Finding[], n: NormalizedText, s: number, e: number, kind: Kind): void {
  const span = n.spanToOriginal(s, e);
  out.push({ detector: 'financial.grant', category: 'financial', type: kind, label: LABELS[kind], ...span, score: 0.75 });
}

/**
 * The findings without those overlapping an earlier one (by start). Sorting once keeps this
 * O(n log n) on a long text with many grants, where checking each against all before was not.
 */
export function disjoint(found: Finding[]): Finding[] {
  if (found.length < 2) return found;
  found.sort((x, y) => x.start - y.start || y.end - x.end);
  const kept: Finding[] = [found[0]!];
  for (let i = 1; i < found.length; i++) if (found[i]!.start >= kept[kept.length - 1]!.end) kept.push(found[i]!);
  return kept;
}

/** The writer's clause commits at [s, e) unless what comes before it in the clause takes that back. */
function committed(lower: string, a: number, s: number): boolean {
  const before = lower.slice(a, s);
  // A negation counts in the writer's own part of the clause: "if it doesn't arrive, we'll pay"
  // still promises.
  // (a comma between digits, "£80,000", separates nothing)
  let cut = -1;
  for (let i = before.length - 1; i >= 0 && cut < 0; i--) {
    const c = before[i];
    if (c === '\u2014' || c === ':' || (c === '-' && before[i - 1] === ' ' && before[i + 1] === ' ') || (c === ',' && !(/\d/.test(before[i - 1] ?? '') && /\d/.test(before[i + 1] ?? '')))) cut = i;
  }
  const own = before.slice(cut + 1);
  // ... and not inside a condition of its own ("if it doesn't arrive").
  const main = own.replace(/\b(?:if|unless|when|even if|even though|although|because|since)\b[^]*$/, '');
  if (NEGATED.test(main) || HEDGE_WORDS.test(own) || STRONG_HEDGE.test(before) || HEDGE_CONDITION.test(before) || REPORTED.test(before)) return false;
  // the act inside a condition of its own: "if we held the rate past 60 days, ..."
  if (/\b(?:if|unless|whether)\s$/.test(own)) return false;
  // A quotation or a template may open sentences earlier ("here's a template you could adapt:
  // 'Dear [Name], ... We'll refund ...'").
  const from = Math.max(0, s - FRAME_BACK);
  return !quoted(lower, from, s) && !FRAMED.test(lower.slice(from, s)) && !customerSpeaking(lower, from, s);
}

/**
 * Session 29: in a transcript the first person is whoever's line it is; "Customer: I'll pay $900
 * cash for the bike" is the customer's offer. True when the last speaker label before `s` names
 * the customer.
 */
const SPEAKER = /(?:^|\n|[.!?][ \t]{1,3})[ \t*_]{0,4}(customer|client|user|caller|guest|buyer|tenant|patient|member|shopper|visitor|agent|assistant|rep|representative|support|advisor|operator|bot|ai|staff|seller|host|me|you)[ \t*_]{0,4}:/g;
function customerSpeaking(lower: string, from: number, s: number): boolean {
  const back = lower.slice(from, s);
  if (!back.includes(':')) return false;
  let last: string | undefined;
  SPEAKER.lastIndex = 0;
  for (let m = SPEAKER.exec(back); m; m = SPEAKER.exec(back)) last = m[1];
  return last !== undefined && /^(?:customer|client|user|caller|guest|buyer|tenant|patient|member|shopper|visitor|me)$/.test(last);
}

/**
 * Session 29: the phrase rules (refund.ts, discount.ts, binding.ts) read no quotation or frame;
 * their findings inside one ("here's a line for your training deck: 'Agent Maya: I've reversed
 * the charge ...'", "In the scene you requested, the dealer says, 'I'll match their price'") are
 * dropped the way this detector's are. The look-back is part of the wrapped detector's reach.
 */
export function unlessFramed(inner: Detector): Detector {
  return {
    meta: { ...inner.meta, maxMatchLength: inner.meta.maxMatchLength + FRAME_BACK },
    detect(text, ctx) {
      const found = inner.detect(text, ctx);
      if (found.length === 0) return found;
      return found.filter((f) => {
        const before = text.slice(Math.max(0, f.start - FRAME_BACK), f.start).toLowerCase();
        return !quoted(before, 0, before.length) && !FRAMED.test(before) && !customerSpeaking(before, 0, before.length);
      });
    },
  };
}

/** The writer with a committing auxiliary, anywhere in a clause. */
const WRITER = /\b(?:i|we)(?:'ll|'ve|'m|'re| will| have| am| are| can| just| already)\b/;
const SHORTHAND_ANCHORS = registerAnchors([' reversed', ' removed', ' dropped', ' waived', ' refunded', ' credited', ' cancelled', ' canceled', ' off', ' approved', ' held', ' locked', ' frozen', ' bumped', ' raised', ' matched', ' paused', ' covered', ' zeroed', ' voided', ' added', ' posted', ' loaded', 'tossed ', 'dropped ', 'added ', 'put ', 'sending ', 'bumped ', 'moved ', 'switched ', 'upgraded ', 'comped ', 'knocked ', 'knocking ', 'credited ', 'refunded ', 'refunding ', 'waived ', 'removed ', 'reversed ', 'covered ', 'covering ', 'returning ', 'locking ', 'locked ', 'turned o', 'zeroed ', 'wiped ', 'cleared ', 'struck ', 'applied ', 'issued ', 'loaded ', ' back on ', ' back to ', ' back into ', ' back in ']);
// Session 29: the writer left out at the start of a sentence ("Happy to renew at the same rent").
const ELLIPTIC = new RegExp(`(?:^|(?<=[.!?\\n]\\s{0,3}))(?:(?:really|more than|very|so)\\s)?(?:happy|glad|pleased|delighted)\\sto\\s${VERB}\\b`, 'g');
// Session 29 (a ninth probe, chat shorthand): the operator's act written without a subject, as
// support agents type in chat ("fee reversed, 40 back on ur card by fri", "cxl fee off",
// "limit bumped to 5k, live now", "tossed 500 coins in ur wallet", "sending the €42,50 difference
// to ur paypal today"). A headline: a money item and a participle at the start of a clause; a
// bare giving verb at the start of a clause, followed by its object.
const HEADLINE = new RegExp(
  `(?:^|(?<=(?:[!?;:\\n]|[.,](?!\\d))\\s{0,3})|(?<=\\n[ \\t]{0,4}(?:[-*•]|\\d{1,2}[.)])[ \\t]{1,3}))(?:(?:the|your|ur|my)\\s)?(?:[a-z0-9#+$€£¥₹.,-]{1,15}\\s){0,3}?` +
    `(?<item>fees?|charges?|upcharge|surcharge|penalty|interest|price|rate|limit|credit limit|claim|deposit|balance|net[- ]?\\d{2,3}|billing|fare|pts|points|miles|coins|gems)` +
    `(?:(?:\\s(?!(?:is|are|was|were|be|been|gets?|got|will|would|can|may|not|only|just|also|never|already|still)\\b)[a-z0-9#-]{1,12}){1,2}|\\s(?:of|for|on)\\s[^:\\n]{1,40}?:|\\s?:)?\\s(?:→\\s?net[- ]?\\d{2,3}\\s)?(?<pp>reversed|removed|dropped|waived|refunded|credited|cancell?ed|off|approved|held|locked|frozen|bumped|raised|matched|paused|covered|zeroed|voided|added|posted|loaded|taken off|knocked off)\\b`,
  'g',
);
const SUBJECTLESS = new RegExp(
  `(?:^|(?<=(?:[!?;\\n]|[.,](?!\\d))\\s{0,3})|(?<=\\n[ \\t]{0,4}(?:[-*•]|\\d{1,2}[.)])[ \\t]{1,3}))(?<verb>tossed|dropped|added|put|sending|bumped|moved|switched|upgraded|comped|knocked|knocking|credited|refunded|refunding|waived|removed|reversed|covered|covering|returning|locking|locked|turned off|turned on|zeroed|wiped|cleared|struck|applied|issued|loaded)\\s(?=u\\b|you\\b|ur\\b|your\\b|[$€£¥₹\\d+]|the\\b|a\\b|an\\b|it\\b|that\\b|to\\b)`,
  'g',
);
// Money going back, said in shorthand: "40 back on ur card by fri", "diff back to card 3-5d",
// "full 2 grand back to the amex", "the rest is back on your card".
const BACK_TO =
  /(?:(?:[$€£¥₹]\s?)?\b\d[\d,.]*(?:\s?(?:k|bucks|grand|euros?|eur|usd|gbp|inr|[€£]))?|\b(?:diff|difference|amt|amount|rest|deposit|balance|fare|fee|money|orig amt|original amount))\s(?:is\s|are\s|goes\s|going\s|will\sgo\s|comes\s|coming\s|heading\s|sent\s)?(?:straight\s)?back\s(?:on|to|into|in)\s(?:ur|your|ya|the|their)\s/g;
// The operator named as an organisation in its own letters ("The association will pay for the
// repair", "the co-op board has approved your loan of $42,000", "the district will cover the full
// cost"); a bank, insurer, manufacturer or carrier is someone else (REPORTED, OTHERS_ACT).
const ORG_ACT = new RegExp(
  `\\b(?:the|our)\\s(?:[a-z-]{1,15}\\s)?(?:association|district|co-op|coop|club|company|firm|practice|clinic|school|hotel|store|shop|management|studio|agency|board|office|department|university|college|gym|centre|center|dealership|brewery|gallery)\\s(?:will|'ll|has|have|is going to|has agreed to|agrees to|is happy to|is putting up|are putting up)\\s(?:also\\s|gladly\\s|now\\s)?${VERB}\\b`,
  'g',
);
// A verb coordinated with the writer's act.
const AND_ACT = new RegExp(`\\b(?:and|by)\\s(?:also\\s|then\\s|will\\s|can\\s|have\\s)?${VERB}\\b`, 'g');

/** Judges the writer's act `verb` ending at `e` (subject at `s`, clause [a, b)) and records it. */
function act(lower: string, n: NormalizedText, out: Finding[], verb: string, s: number, e: number, a: number, b: number): void {
  const after = lower.slice(e, b);
  // What is given is the verb's object: the value must be in it ("I'll send you a shortlist of
  // venues with prices" sends no money; "some advice on how to make money").
  const object = objectOf(after);
  // the writer's own things ("I paid my balance", "I've cancelled my plan")
  if (/^\s(?:my|mine|our own)\b/.test(object)) return;
  // "..., we've reversed it": a pronoun stands for a value named earlier in the clause.
  // (Only for removing, holding or paying: "I can send it to accounting" sends a document.)
  const pronoun = /^\s(?:it|that|this|them|those)\b/.test(object) && (REMOVE_VERB.test(verb) || HOLD_VERB.test(verb) || /^pa(?:y|id)/.test(verb)) && hasValue(lower.slice(a, s));
  // "we'll pay you double the difference", "I've sent you the $80 difference"
  const difference = /^(?:pa|refund|send|sent|credit|cover|giv|gave|reimburs|transfer|tak(?:e|en|ing) care|took care)/.test(verb) && /\bthe difference\b/.test(object);
  // "I've upgraded you to business class on that flight at no cost": free is free wherever it stands.
  const free = (!REMOVE_VERB.test(verb) && FREE_AFTER.test(lower.slice(Math.max(s, e - 4), Math.min(b, e + 120)))) ||
    // an upgrade at the old price ("upgraded to midsize, same rate", "bumped u to premium at the basic price")
    (/^(?:upgrad|mov|switch|bump)/.test(verb) && /\b(?:same|old|current|basic|standard|compact|economy|original) (?:rate|price|fare)\b/.test(after.slice(0, 100)));
  // Session 29: a job offered "with a base salary of $148,500", a package with its figure.
  const payFor = /^pa(?:y|id)/.test(verb) && /^\s(?:to\s(?:have|get)\s(?:it|them|this|that|your)|to\s(?:fix|repair|replace|redo|refinish|clean|reship)\b)/.test(object);
  const pay = /^(?:offer|bring|brought|hir|take you on|confirm)/.test(verb) && (/\b(?:salary|base|bonus|package|compensation|wage|stipend)\b[^.!?;\n]{0,40}?(?:[$€£¥₹]\s?\d|\d\s?(?:[$€£¥₹]|lpa\b|k\b))/.test(after) || /\bat\s[$€£¥₹]\s?\d[\d,.]*k?\s?(?:\/|per\s|an?\s)(?:hour|hr|year|yr|month|annum|day)\b/.test(after));
  // "I've added a $5 late fee to your account" adds a charge, not a gift.
  if (!free && /^(?:add|put|appl|issu|post|load)/.test(verb) && /\b(?:fees?|charges?|penalt\w*|surcharges?|interest)\b/.test(object) && !/\b(?:refund\w*|credit\w*|discount\w*|vouchers?|free|waiv\w*|off)\b/.test(object)) return;
  if (!pronoun && !difference && !free && !pay && !payFor && !hasValue(object, valueFor(verb)) && !VALUE_VERB.test(verb)) return;
  // Confirming is a grant only of pay or terms ("we're happy to confirm a base salary of $92,000"),
  // not of a record ("I can confirm the $45 charge on your statement").
  if (/^confirm/.test(verb) && !pay && !/\b(?:terms|offer|settlement|refund|credit|waiver|discount|rate lock|price match)\b/.test(object)) return;
  // Raised: a limit, a savings rate or a salary is given; a price or a premium raised is not.
  if (/^(?:increas|rais)/.test(verb) && !/\b(?:credit limit|limit|overdraft|savings rate|salary|pay|bonus|allowance|miles|points|balance)\b/.test(object)) return;
  // Holding is a grant for a price or a rate ("we'll hold the 2024 unit price of $4.15"), not for a
  // deposit or an order.
  if (/^(?:hold|held)/.test(verb) && !/\b(?:price|prices|rate|rates|rent|premium|tariff|fee|quote|quotation|estimate|fare)\b|\bat\s(?:[$€£¥₹]\s?\d|\d[\d,.]*\s?[$€£¥₹])/.test(object)) return;
  // "skipped the usual 150 kr freeze fee": skipping gives money only when a charge is skipped.
  if (/^skip/.test(verb) && !/\b(?:fees?|charges?|penalt\w*|payments?|interest|instal\w*|dues)\b/.test(object)) return;
  // "take" and "knock" give money only as "off" ("I'll take another £500 off").
  // (or a trade-in: "we'll take your old car for $6,500 toward the new one")
  if (/^(?:tak(?!(?:e|en|ing) care)|took(?! care)|knock|shav)/.test(verb) && !/\boff\b|\bdown\sto\b/.test(object) && !(/^\s(?:your|the)\s(?!(?:[a-z-]{1,15}\s)?(?:payment|deposit|card|fee)\b)/.test(object) && /\bfor\s(?:[$€£¥₹]\s?\d|\d[\d,.]*\s?[$€£¥₹])/.test(after) && /\b(?:toward|towards|trade|part-exchange|off the)\b/.test(after))) return;
  if (!committed(lower, a, s)) return;
  if (OTHERS_ACT.test(after)) return;
  // A wish taken back in the same sentence: "I'd love to put dessert on the house, but only the
  // manager can comp items".
  if (/'d\s(?:love|like)\sto|would\s(?:love|like)\sto/.test(lower.slice(s, e)) && /\b(?:but|however|unfortunately)\b/.test(after)) return;
  // A question the writer asks ("Can I set up a payment plan for my bill?").
  if (lower[b] === '?' && /\b(?:can|could|may|should|shall|do|did|would|will)\s$/.test(lower.slice(Math.max(a, s - 8), s))) return;
  push(out, n, s, Math.min(b, e + 80), kindOf(lower.slice(s, b)));
}

/** The agent granting refunds, credits, waived fees, prices, free items or approvals, said in any words. */
export const grantDetector: Detector = gated(
  // Every finding needs something of value in its clause (an amount, a money word, or an act that
  // names one: "refunded", "waived"), so the money words are the gate: ordinary prose without
  // them costs nothing here.
  [
    '$', '€', '£', '¥', '₹', '%', ' chf', ' usd', ' eur', ' gbp', ' inr', ' jpy', ' aud', ' cad', 'dollar', 'euro', 'pound', 'rupee', ' yen', 'reais', 'franc',
    'refund', 'credit', 'reimburs', 'compensat', 'payout', 'voucher', 'gift card', 'coupon', 'promo code', 'discount', 'miles', 'points', ' money', 'difference',
    ' fee ', ' fees', ' fee.', ' fee,', ' fee;', ' fee)', '-fee', 'charge', 'penalt', ' fine ', ' fines', 'surcharge', 'interest', 'bill ', 'bills', 'bill.', 'bill,', 'billing', 'invoice', 'balance', 'debt', 'cost', 'expense', ' dues', ' fare', ' rent', 'premium',
    'price', ' rate', 'loss', 'damage', 'hotel', 'taxi', 'repair', 'rental', 'shipping', 'delivery', 'postage', 'courier', 'customs', 'duties', 'quote', 'payment',
    'tariff', 'claim', 'loan', 'mortgage', 'financ', 'settle', ' offer', 'terms', 'proposal', 'amendment', 'agreement', 'contract', ' deal', 'trade-in', 'instal',
    'free', 'complimentary', 'on us', 'on the house', 'our treat', 'our expense', 'our cost', 'nothing', 'waiv', 'paid out', 'pay out', 'pick up the', 'statement',
    'warranty', ' gems', ' coins', 'salary', 'savings', 'limit', 'bonus', 'allowance', 'return', 'deposit', 'application', 'off your', '% off',
    'anything extra', 'nothing extra', 'a penny', 'a cent', "don't pay", 'do not pay', 'nothing to pay', 'nothing more to pay', 'zeroed', ' pts', 'net-', 'fee ', 'comped', 'comping', 'foot the', 'make you whole', 'made you whole',
  ],
  {
    // The clause read around a finding is at most 120 characters each side, and a quotation or a
    // template up to 200 characters before it.
    meta: { id: 'financial.grant', category: 'financial', stage: 'fastpath', maxMatchLength: 520 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const lower = n.lower;
      const out: Finding[] = [];
      ACT.lastIndex = 0;
      for (let m = ACT.exec(lower); m; m = ACT.exec(lower)) {
        const verb = m.groups!.verb!;
        const s = m.index;
        const e = s + m[0].length;
        const [a, b] = clause(lower, s, e);
        // (The bare present is a policy, except accepting or approving what the reader proposed:
        // "We accept your proposed figure of $12,000".)
        if (m.groups!.aux || !BARE_PRESENT.test(verb) || (/^(?:accept|approve)$/.test(verb) && /^\s(?:your|the figure you|the amount you|the price you|the (?:revised|updated|proposed|amended|final|new) )/.test(lower.slice(e, e + 24)))) act(lower, n, out, verb, s, e, a, b);
        // A second verb of the same writer: "we'll rebook you and cover your hotel".
        // (searched in the clause only: a search from here to the end of a long text for each act
        // was quadratic)
        if (m.groups!.aux) {
          const rest = lower.slice(e, b);
          AND_ACT.lastIndex = 0;
          for (let c = AND_ACT.exec(rest); c; c = AND_ACT.exec(rest)) act(lower, n, out, c.groups!.verb!, s, e + c.index + c[0].length, a, b);
        }
      }
      if (anyAnchor(n, SHORTHAND_ANCHORS)) {
        HEADLINE.lastIndex = 0;
        for (let m = HEADLINE.exec(lower); m; m = HEADLINE.exec(lower)) {
          const s = m.index;
          const e = s + m[0].length;
          const [a, b] = clause(lower, s, e);
          const item = m.groups!.item!;
          const pp = m.groups!.pp!;
          // A participle with an object is a past-tense verb ("the price lock only covered
          // applications submitted before the 1st"), not a headline.
          if (!/^(?:$|[\s.,;:!?)\u2014\u2013-]*$|[.,;:!?)\u2014\u2013@-]|\s(?:for|to|at|on|from|by|in|until|til|through|permanently|now|today|already|effective|and|as|with|[$€£¥₹\d@•*|\u2014\u2013-]))/.test(lower.slice(e, e + 16))) continue;
          // raising is a grant only for a limit; adding or posting only for points and miles
          if (/^(?:bumped|raised)$/.test(pp) && !/limit/.test(item)) continue;
          if (/^(?:added|posted|loaded)$/.test(pp) && !/^(?:pts|points|miles|coins|gems)$/.test(item)) continue;
          if (/^(?:pts|points|miles|coins|gems)$/.test(item) && !/^(?:added|posted|loaded|credited)$/.test(pp)) continue;
          // a rule in headline form: "late fees waived for members", "shipping fee removed on orders over $50"
          if (/^[^.!?;\n]{0,40}?\b(?:for (?:all |new |our )?(?:members|orders|customers|students|subscribers|users)|on (?:all )?orders|if|when|whenever|over|above|unless|once)\b/.test(lower.slice(e, b))) continue;
          if (!committed(lower, a, s) || OTHERS_ACT.test(lower.slice(e, b)) || /\b(?:when|whenever|if|once|after|wants?|wanted|asks?|asked|asking|requests?|requested)\b/.test(lower.slice(a, s))) continue;
          if (item !== 'claim' && !/^net/.test(item) && !/^(?:pts|points|miles|coins|gems)$/.test(item) && !hasValue(lower.slice(a, b)) && !/^(?:fees?|charges?|upcharge|surcharge|penalty|interest)$/.test(item)) continue;
          push(out, n, s, e, kindOf(lower.slice(s, b)));
        }
        SUBJECTLESS.lastIndex = 0;
        for (let m = SUBJECTLESS.exec(lower); m; m = SUBJECTLESS.exec(lower)) {
          const e = m.index + m[0].length;
          const [a, b] = clause(lower, m.index, e);
          const verb = m.groups!.verb!;
          // A past form said to the reader ("tossed 500 coins in ur wallet"), not a record of work
          // in a ticket ("Agent note: ... Refunded the second charge per standard policy").
          if (/ed$|^put$|^turned/.test(verb) && !/^(?:upgraded|moved|switched|bumped)$/.test(verb) && !/\b(?:u|you|ur|your)\b/.test(lower.slice(e, b))) continue;
          if (/\b(?:agent note|internal note|case note|ticket #|resolution:|work log|changelog)/.test(lower.slice(Math.max(0, m.index - 200), m.index))) continue;
          act(lower, n, out, verb, m.index, e - 1, a, b);
        }
        BACK_TO.lastIndex = 0;
        for (let m = BACK_TO.exec(lower); m; m = BACK_TO.exec(lower)) {
          const s = m.index;
          const e = s + m[0].length;
          const [a, b] = clause(lower, s, e);
          if (!/^(?:card|amex|visa|mastercard|account|acct|wallet|paypal|upi|original|bank|checking|balance|credit card|debit card|payment method)/.test(lower.slice(e, e + 20))) continue;
          // ("the amount goes back to the original payment method": how returns work; "bookings
          // cancelled within 24 hours receive the full fare back")
          if (!/^[$€£¥₹\d]/.test(m[0]) && (/\s(?:goes|comes|go|come)\s/.test(m[0]) || /\b(?:receives?|gets?)\s(?:the\s)?(?:full\s)?$/.test(lower.slice(Math.max(a, s - 20), s)))) continue;
          if (!committed(lower, a, s) || OTHERS_ACT.test(lower.slice(e, b))) continue;
          push(out, n, s, Math.min(b, e + 40), 'refund_commitment');
        }
      }
      ORG_ACT.lastIndex = 0;
      for (let m = ORG_ACT.exec(lower); m; m = ORG_ACT.exec(lower)) {
        const e = m.index + m[0].length;
        const [a, b] = clause(lower, m.index, e);
        act(lower, n, out, m.groups!.verb!, m.index, e, a, b);
      }
      ELLIPTIC.lastIndex = 0;
      for (let m = ELLIPTIC.exec(lower); m; m = ELLIPTIC.exec(lower)) {
        const e = m.index + m[0].length;
        const [a, b] = clause(lower, m.index, e);
        act(lower, n, out, m.groups!.verb!, m.index, e, a, b);
      }
      // A coordinated verb after a writer's act that is not itself one of ours: "we'll rebook you
      // on the morning flight and cover your hotel".
      AND_ACT.lastIndex = 0;
      for (let c = AND_ACT.exec(lower); c; c = AND_ACT.exec(lower)) {
        const [a, b] = clause(lower, c.index, c.index + c[0].length);
        const subject = WRITER.exec(lower.slice(a, c.index));
        // (not when another subject or a break comes between: "I've got it right: you're asking us
        // to drop the $450 fee and hold the price")
        if (subject && /[:\u2014]|\byou(?:'re|'ve| are| were| have)\b|\b(?:they|he|she)\b|\byou\s(?:ask|asked|want|wanted|said|need|needed|requested|mentioned)\b/.test(lower.slice(a + subject.index + subject[0].length, c.index))) continue;
        if (subject) act(lower, n, out, c.groups!.verb!, a + subject.index, c.index + c[0].length, a, b);
      }
      PVERB.lastIndex = 0;
      for (let v = PVERB.exec(lower); v; v = PVERB.exec(lower)) {
        const e = v.index + v[0].length;
        const [a0] = clause(lower, v.index, e);
        const m = PASSIVE.exec(lower.slice(a0, e));
        if (!m) continue;
        const s = a0 + m.index;
        const pv = m.groups!.pverb!;
        const yours = /^(?:your|ur)\b/.test(m[0]);
        // "'s" is a possessive as often as "is": "the loan's approved status" names a field.
        if (/'s\s(?:[a-z]+\s)?[a-z ]+$/.test(m[0]) && !/'s been/.test(m[0]) && /^\s(?!(?:for|to|at|on|in|by|from|until|and|with|as|today|now|already|effective|in full)\b)[a-z]/.test(lower.slice(e, e + 16))) continue;
        // "is approved" / "are accepted" hold only for the customer's own item ("your loan is
        // approved"); "returns are accepted within 30 days" is a rule.
        const ours = /^\s(?:on our (?:side|end)|by us|for you)\b/.test(lower.slice(e, e + 16));
        // (a specific sum is no rule: "The $180 anaesthesia monitoring fee is removed")
        const specific = /^(?:the|this|that)\s(?:[a-z-]{1,15}\s){0,2}?(?:[$€£¥₹]|rs\.?\s?)\s?\d/.test(m[0]) && /^(?:removed|waived|cancell?ed|dropped|written off)$/.test(pv);
        if (/\s(?:is|are)\s(?:(?:fully|already|now|successfully|also|officially|just)\s)?[a-z ]+$/.test(m[0]) && !/\s(?:has|have|'s|will|being|was|were)\b/.test(m[0]) && !specific && !((yours || ours) && BARE_IS_OK.test(pv)) && !/^(?:forgiven|cleared|written off|wiped)$/.test(pv)) continue;
        // "the corporate tax rate was lowered" is history; a grant to the reader is in the present
        // perfect, or the item is theirs.
        if (!yours && /\s(?:was|were)\s/.test(m[0])) continue;
        const [a, b] = clause(lower, s, e);
        // "Your refund of $45 was issued on March 3 according to our records": a record.
        if (/\s(?:was|were)\s/.test(m[0]) && /\b(?:on\s(?:[a-z]{3,9}\s)?\d|according to|records?|ago|yesterday|last\s(?:week|month|year|time))\b/.test(lower.slice(e, b))) continue;
        if (!committed(lower, a, s)) continue;
        const after = lower.slice(e, b);
        if (OTHERS_ACT.test(after)) continue;
        // "will be waived if you ..." is a rule.
        if (/\swill be\s/.test(m[0]) && /\b(?:if|once|when|provided|as long as|unless)\b/.test(after)) continue;
        if (NEGATED.test(m[0]) || REPORTED.test(m[0]) || HEDGED.test(m[0])) continue;
        // Raised or extended: a limit or a line, and terms (not "the price was increased").
        if (/^(?:increased|raised)$/.test(pv) && !/\b(?:limit|line|allowance|salary|bonus)\b/.test(m[0])) continue;
        if (pv === 'extended' && !/\b(?:terms|deadline|trial|warranty|offer|price|rate|discount)\b/.test(m[0])) continue;
        // Sending or processing a payment or an invoice is its status; of a refund, a grant.
        const pverb = pv;
        if (/^(?:sent|processed|issued|released|paid out)$/.test(pverb) && !/\b(?:refund|credit|payout|compensation|reimbursement|settlement|deposit)s?\b/.test(m[0])) continue;
        if (/\bpayments?\b(?!\s(?:terms|plan|holiday|schedule))/.test(m[0]) && !/^(?:refunded|reversed|credited|waived|authori[sz]ed)$/.test(pverb)) continue;
        // An application approved is money only when it asks for money ("your hardship
        // application", not "your membership application").
        if (/\bapplications?\b/.test(m[0]) && !/\b(?:loan|mortgage|credit|hardship|financ\w*|refund|claim|compensation|grant|overdraft|limit)\b/.test(m[0])) continue;
        // The kind follows the act: a charge removed, money sent back, terms approved.
        const kind: Kind = /^(?:waived|cancell?ed|removed|forgiven|cleared|written off|wiped|reduced|lowered|dropped)$/.test(pverb)
          ? 'discount_commitment'
          : /^(?:refunded|credited|released|paid out|issued|sent|returned|put back|pushed back|reversed|processed)$/.test(pverb)
            ? 'refund_commitment'
            : kindOf(m[0]);
        push(out, n, s, e, kind);
      }
      for (const [words, re, needs] of IDIOMS) {
        if (!anyAnchor(n, words)) continue;
        re.lastIndex = 0;
        for (let m = re.exec(lower); m; m = re.exec(lower)) {
          const s = m.index;
          const e = s + m[0].length;
          const [a, b] = clause(lower, s, e);
          // "the set menu will be added to your room bill" adds a charge, not a gift.
          if (/\b(?:added|put|placed|loaded)\s(?:on|onto|into|to|in)\s(?:the|your)\s$/.test(m[0]) && /^(?:[a-z-]{1,15}\s)?(?:bill|invoice|tab|folio|statement|order total)\b/.test(lower.slice(e, e + 30))) continue;
          // the idiom and something of value in the same sentence
          if (!hasValue(lower.slice(a, b))) continue;
          if (needs === 'reader' && !/\byou(?:r|rs|'ll)?\b/.test(lower.slice(a, b))) continue;
          if (needs === 'writer' && !WRITER.test(lower.slice(a, b))) continue;
          if (!committed(lower, a, s)) continue;
          push(out, n, s, e, kindOf(lower.slice(a, b)));
        }
      }
      return disjoint(out);
    },
  },
);
