import { commitmentDetector, SUBJ } from './commitment.js';

const PRICE = '(?:[$€£]\\d[\\d,.]{0,12}|\\d[\\d,.]{0,10} (?:dollars?|euros?|pounds?|usd|eur|gbp))';

const PATTERNS = [
  // "I can offer you 20% off", "we'll give you a 15% discount", "I'll apply a special discount"
  new RegExp(
    `${SUBJ}\\s(?:offer|give|provide|apply|extend|grant|send|add|honou?r)(?:ed|ing|s)?(?:\\s(?:you|your account|your order))?(?:\\s(?:a|an|the|this|that|our|my))?(?:\\s(?:special|exclusive|extra|additional|one-time|personal|loyalty|courtesy|lifetime|permanent|ongoing|\\d{1,3}%|${PRICE})){0,2}\\s(?:discount|\\d{1,3}% off|${PRICE} off|coupon|promo code|price match|lower price|reduced price|free (?:month|months|year|upgrade|replacement|shipping|subscription|service|trial extension|of charge))`,
    'g',
  ),
  // "I'll lower the price to $49", "we can match that price", "we will match any competitor's price",
  // "I'll waive the fee"
  new RegExp(`${SUBJ}\\s(?:lower|reduce|drop|cut|match|beat|knock|waive|discount)(?:d|ed|ing|s)?\\s(?:the|your|that|this|their|our|all|any)(?:\\s[\\w'’]{1,15})?\\s(?:price|prices|fee|fees|charge|charges|penalty|penalties|cost|rate|subscription)\\b`, 'g'),
  // "I can sell it to you for $99", "I'll let you have it for only $10", "deal: it's yours for $1"
  new RegExp(`${SUBJ}\\s(?:sell|give|let you have|do|offer)(?:\\s(?:you))?(?:\\s(?:it|this|that|them|the \\w{1,20}))?(?:\\s(?:to you))?\\s(?:for|at)\\s(?:just\\s|only\\s)?${PRICE}`, 'g'),
  // "I'm authorising a replacement at no charge", "we'll send you a new one free of charge"
  /\b(?:i|we)(?:'m| am|'re| are|'ll| will|'ve| have| can)\s(?:(?:also|now|just|already|personally|happy to|glad to|going to)\s){0,2}(?:authori[sz]ing|authori[sz]ed?|sending|send|sent|shipping|ship|shipped|providing|provide|provided|arranging|arrange|arranged|issuing|issue|issued|giving|give)\s(?:you\s)?(?:a|an|the|your)\s(?:free\s|new\s|brand-new\s)?(?:replacement|new one|repair|upgrade|new device|new unit)\s(?:at no (?:extra )?(?:charge|cost)|free of charge|for free|on us|at our expense)\b/g,
  // "I can offer you the premium plan for free", "I've extended your warranty by two years at no
  // extra cost", "let me upgrade you to business class at no charge"
  new RegExp(`${SUBJ}\\s(?:offer|give|let you have|upgrade|extend|renew)(?:ed|d|ing)?(?:\\s(?:you|your))?\\s(?:(?:to|the|a|an|by)\\s)?(?:[a-z0-9-]{1,15}\\s){0,4}?(?:plan|subscription|membership|upgrade|account|service|tier|seat|license|licence|ticket|room|class|months?|years?|warranty|coverage|contract|booking|suite)\\b[^.!?\\n]{0,40}?\\b(?:for free|free of charge|at no (?:extra |additional )?(?:charge|cost)|on us|on the house)\\b|\\blet me\\s(?:upgrade|give|offer|send|extend)\\b[^.!?\\n]{0,60}?\\b(?:for free|free of charge|at no (?:extra |additional )?(?:charge|cost)|on us|on the house)\\b`, 'g'),
  /\b(?:it's|it is|that's|that is) (?:all )?yours for (?:just |only )?(?:[$€£]\d[\d,.]{0,12}|free|nothing)\b/g,
];

/** The agent promising discounts, prices, waived fees or free items on the operator's behalf. */
export const discountCommitmentDetector = commitmentDetector({
  id: 'financial.discount',
  type: 'discount_commitment',
  label: 'discount or price promise',
  anchors: [
    'discount', '% off', '$', '€', '£', 'coupon', 'promo', 'price match', 'lower price', 'reduced price', 'waive', 'knock', 'yours for',
    'free month', 'free year', 'free upgrade', 'free replacement', 'free shipping', 'free subscription', 'free service', 'free trial',
    'no charge', 'no cost', 'no extra', 'no additional', 'on the house', 'on us', 'our expense', 'free of charge', 'lower the', 'lower your', 'reduce the', 'reduce your', 'drop the price', 'cut the price', 'match the', 'match that',
    'match their', 'match our', 'match any', 'beat any', 'beat the', 'beat that', 'beat their', 'for free', 'dollars', 'euros', 'pounds', ' usd', ' eur', ' gbp',
  ],
  patterns: PATTERNS,
  score: 0.75,
});
