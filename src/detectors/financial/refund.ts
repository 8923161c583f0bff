import { commitmentDetector, SUBJ } from './commitment.js';

// Every form of each verb ("issuing", "authorizing" are not the stem plus a suffix).
const VERB =
  '(?:issu(?:e|es|ed|ing)|process(?:es|ed|ing)?|giv(?:e|es|en|ing)|gave|offer(?:s|ed|ing)?|provid(?:e|es|ed|ing)|send(?:s|ing)?|sent|grant(?:s|ed|ing)?|refund(?:s|ed|ing)?|credit(?:s|ed|ing)?|waiv(?:e|es|ed|ing)|reimburs(?:e|es|ed|ing)|compensat(?:e|es|ed|ing)|pay(?:s|ing)?|paid|cover(?:s|ed|ing)?|transfer(?:s|red|ring)?|deposit(?:s|ed|ing)?|approv(?:e|es|ed|ing)|appl(?:y|ies|ied|ying)|add(?:s|ed|ing)?|initiat(?:e|es|ed|ing)|arrang(?:e|es|ed|ing)|authori[sz](?:e|es|ed|ing))';
const RECIP = '(?:\\s(?:you|your account|your card|your original payment method|the customer|him|her|them))?';
const DET = '(?:\\s(?:a|an|the|your|this|that))?';
const MOD = '(?:\\s(?:full|partial|complete|one-time|special|additional|extra|goodwill|courtesy|immediate|total|prorated|\\d{1,3}%|[$€£]\\d[\\d,.]{0,12}|\\d[\\d,.]{0,10} (?:dollars?|euros?|pounds?|usd|eur|gbp))){0,2}';
const OBJ = '(?:(?:refunds?|credits?|compensation|reimbursement|cash ?back|money back|rebate|store credit|payments?|payout|settlement|chargeback reversal|gift cards?|vouchers?)(?!\\s(?:request|requests|application|form|ticket|case|team|department|polic(?:y|ies)|page|process|status|queue|card)\\b))';
const AMOUNT = '(?:[$€£]\\d[\\d,.]{0,12}|\\d[\\d,.]{0,10} (?:dollars?|euros?|pounds?)|the full (?:amount|price|cost)|in full|the difference|your money back)';

const PATTERNS = [
  // "I'll issue you a full refund", "we have processed your refund", "I can offer a $50 credit"
  new RegExp(`${SUBJ}\\s${VERB}${RECIP}${DET}${MOD}\\s${OBJ}\\b`, 'g'),
  // "we will refund you $120", "I'll reimburse you in full", "I'll pay you the difference"
  new RegExp(`${SUBJ}\\s(?:refund|reimburse|compensate|pay|credit)(?:ed)?(?:\\s(?:you|your account|your card))(?:\\s(?:with|for|back))?\\s${AMOUNT}`, 'g'),
  // "you will receive a full refund", "you'll be reimbursed", "your refund (of $40) has been approved"
  new RegExp(
    `\\byou(?:'ll| will)\\s(?:receive|get|be (?:getting|receiving))\\s(?:a\\s|an\\s|the\\s|your\\s)?(?:full\\s|partial\\s|complete\\s)?(?:refund|reimbursement|compensation|credit of|store credit|[$€£]\\d)|\\byou(?:'ll| will)\\sbe\\s(?:fully\\s)?(?:refunded|reimbursed|compensated|credited)\\b|\\byour\\s(?:full\\s)?(?:refund|reimbursement|compensation)(?:\\sof\\s${AMOUNT})?\\s(?:has been|is being|will be)\\s(?:approved|issued|processed|sent|initiated)\\b`,
    'g',
  ),
  // "I'll transfer $10,000 to your account", "we will pay $200 into your account as compensation":
  // a payment with an amount and a recipient, purpose or time.
  new RegExp(
    `${SUBJ}\\s(?:transfer|send|wire|deposit|pay|refund|credit|reimburse)(?:\\s(?:you|back))?\\s${AMOUNT}(?:\\s(?:back\\s)?(?:to|into)\\s(?:you\\b|your\\s(?:account|card|bank|wallet|paypal))|\\s(?:as|in)\\s(?:compensation|a refund|refund|credit|reimbursement|damages|goodwill)|\\s(?:today|tomorrow|now|immediately|right away|within)\\b)`,
    'g',
  ),
  // "Your account has been credited with $1,200 as a goodwill gesture": a credit the agent grants,
  // said by its purpose (a bank's "your account has been credited with $500" notice says none).
  new RegExp(
    `\\byour\\s(?:account|card|balance|wallet|order)\\s(?:has been|have been|was|will be|is being)\\s(?:credited|refunded|reimbursed|compensated)(?:\\s(?:with|for|by))?(?:\\s${AMOUNT})?[^.!?\\n]{0,30}?\\s(?:as\\s(?:a\\s|an\\s)?(?:goodwill|courtesy|compensation|apology|thank-you|thank you)|for\\s(?:the|any|this)\\s(?:inconvenience|delay|trouble|mix-up|mistake|error))\\b`,
    'g',
  ),
  // "a full refund, which I've already processed"
  // (a comma and "already"/"just": "the refunds that we have processed this year" is a report)
  /\b(?:refund|reimbursement|compensation),\s(?:which|that)\s(?:i|we)(?:'ve| have)\s(?:already|just)\s(?:processed|issued|approved|sent|initiated|applied)\b/g,
  // "a full refund, and I've already processed it"
  /\b(?:refund|reimbursement|compensation)\b[^.!?\n]{0,40}?(?:,|\band)\s(?:i|we)(?:'ve| have)\s(?:already|just)\s(?:processed|issued|approved|sent|initiated|applied)\s(?:it|that|this)\b/g,
  // "I've gone ahead and refunded the full $249 to your card"
  new RegExp(`${SUBJ}\\s(?:refund|credit|reimburse|return)(?:ed)?\\s(?:the\\s)?(?:full\\s|entire\\s|whole\\s)?(?:${AMOUNT}|amount|payment|charge|fee|order total|purchase price)\\s(?:back\\s)?(?:to|into|on)\\s(?:you\\b|your\\s)`, 'g'),
  // "I'll make sure you get a full refund", "I've reversed the charge", "you'll see $312.40 back
  // on your card", "we will pay out the full $4,200"
  new RegExp(`${SUBJ}\\s(?:make sure|ensure|see to it)\\s(?:that\\s)?you\\s(?:get|receive)\\s(?:a\\s|an\\s|the\\s|your\\s)?(?:full\\s|partial\\s|complete\\s)?(?:refund|reimbursement|compensation|credit|money back|${AMOUNT})`, 'g'),
  new RegExp(`${SUBJ}\\s(?:reversed?|reversing|cancell?ed|voided?)\\s(?:the|that|this|your)\\s(?:duplicate\\s|extra\\s|double\\s)?(?:charge|payment|transaction|fee)s?\\b`, 'g'),
  new RegExp(`\\byou(?:'ll| will)\\s(?:see|get|have)\\s${AMOUNT}\\s(?:back|returned|refunded|credited)\\b`, 'g'),
  new RegExp(`\\b(?:i|we)(?:'ll| will| shall| am going to|'m going to| are going to|'re going to)\\s(?:pay\\sout|pay)\\s(?:you\\s)?(?:the\\s(?:full|entire|whole)\\s)?${AMOUNT}`, 'g'),
  new RegExp(`${SUBJ}\\s(?:reimburse|cover|pay for)\\s(?:all\\s|any\\s)?(?:of\\s)?(?:your|the)\\s(?:[a-z-]{1,15}\\s){0,2}(?:bills?|costs?|expenses|fees|damages?|losses)\\b`, 'g'),
];

/** The agent promising refunds, credits, compensation or payments on the operator's behalf. */
export const refundCommitmentDetector = commitmentDetector({
  id: 'financial.refund',
  type: 'refund_commitment',
  label: 'refund or payment promise',
  anchors: [
    'refund', 'credit', 'compensat', 'reimburs', 'cash back', 'cashback', 'money back', 'rebate', 'payment', 'payout', 'settlement', 'gift card',
    'voucher', 'pay you', 'pay your', 'difference', 'transfer', 'wire', 'deposit', 'send $', 'send €', 'send £', 'pay $', 'pay €', 'pay £',
    'reversed', 'reverse the', 'reverse your', 'cancelled the', 'canceled the', 'voided', 'back on your', 'back to your', 'pay out', 'make sure you', 'ensure you', 'see to it', 'bills', 'expenses',
  ],
  patterns: PATTERNS,
  score: 0.8,
});
