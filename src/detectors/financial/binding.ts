import { commitmentDetector, SUBJ } from './commitment.js';

const PATTERNS = [
  // "I guarantee you will get your money back", "we guarantee a 30% return" ("in return" is an
  // exchange of favours, not a financial return)
  new RegExp(`${SUBJ}\\s(?:personally\\s)?(?:guarantee|promise|assure|warrant)(?:s)?\\s(?:you\\s)?(?:that\\s)?[^.!?\\n]{0,60}?\\b(?:refund|money|(?<!\\bin )return|profit|price|pay|compensat|reimburs|credit(?!\\s?card)|discount|free|cost|fee|deliver|replace|lowest|charg|invest|double|triple|yield|interest)`, 'g'),
  // "You have my word that the price will stay at $19.99"
  /\byou have my (?:word|promise|guarantee|personal guarantee)\b[^.!?\n]{0,60}?\b(?:price|refund|rate|cost|fee|pay|charg|discount|free|compensat|money|deliver)/g,
  // "I've locked the rate in for 2026", "your rent is frozen at the current rate"
  new RegExp(`${SUBJ}\\s(?:lock(?:ed)?|freez(?:e|ing)|froze)\\s(?:in\\s)?(?:it|the|your|this|that)(?:\\s(?:price|rate|rent|premium|fee|subscription))?(?:\\s(?:in|at))?\\b[^.!?\\n]{0,30}?\\b(?:for|until|through|at|forever|price|rate|rent)\\b|\\byour\\s(?:rent|price|rate|premium|subscription|fee)\\s(?:is|has been|will be|stays)\\s(?:now\\s)?(?:frozen|locked(?:\\sin)?)\\b`, 'g'),
  // "this is a legally binding offer", "consider this a binding agreement", "no takesies backsies"
  /\b(?:this|that|it|which|(?:our|this|my) (?:agreement|deal|offer|quote|price|promise|commitment))(?:'s|\s(?:is|constitutes|serves as|will be|shall be))\s(?:a\s|an\s)?(?:legally\s)?binding\b|\b(?:consider|treat)\s(?:this|that|it)\s(?:as\s)?(?:a\s|an\s)?(?:legally\s)?binding\s(?:agreement|contract|offer|commitment|promise)\b|\bno takesies,? backsies\b/g,
  // "I hereby agree to ...", "we accept your offer", "you have a deal"
  new RegExp(`\\b(?:i|we) hereby (?:agree|accept|authori[sz]e|commit|waive|grant|confirm)\\b|${SUBJ}\\saccept(?:ed)?\\s(?:your|the|that|this)\\s(?:offer|terms|counteroffer|proposal|settlement)\\b|\\b(?:you've got|you have) (?:yourself )?a deal\\b`, 'g'),
  // "we will honor this price forever", "I commit to covering all costs"
  new RegExp(`${SUBJ}\\s(?:honou?r|commit to|cover|waive)(?:ing)?\\s(?:this|that|the|your|all(?:\\sthe)?)(?:\\s[a-z-]{1,15})?\\s(?:price|deal|offer|rate|costs?|fees?|expenses|damages|losses|bill|charges)\\b`, 'g'),
  // "we will pay for your hotel stay tonight", "I'll pick up the bill for the repairs"
  new RegExp(`\\b(?:i|we)(?:'ll| will|'re going to| are going to| am going to|'m going to| can| have| already)\\s(?:also\\s|gladly\\s|happily\\s)?(?:pay for|pick up the (?:cost|bill|tab) (?:of|for)|reimburse you for|foot the bill for)\\s(?:your|the|all(?:\\s(?:the|your))?)\\s(?:[a-z-]{1,15}\\s)?(?:stay|hotel|hotel room|tickets?|repairs?|taxi|cab|meals?|flights?|accommodation|travel|treatment|replacement|costs?|bill|damages?|rental|parking)\\b`, 'g'),
  // "I commit to buying the shares at $42 on your behalf", "we agree to pay the invoice"
  new RegExp(`${SUBJ}\\s(?:commit|agree|undertake)\\sto\\s(?:buying|selling|purchasing|paying|transferring|investing|buy|sell|purchase|pay|transfer|invest)\\b`, 'g'),
  // "Your loan is approved at 2.9% APR", "your claim has been approved for $3,200"
  /\byour\s(?:loan|mortgage|credit line|credit limit increase|overdraft|insurance claim|claim|loan application|mortgage application)\s(?:is|has been|was)\s(?:now\s)?(?:fully\s)?approved\s(?:at|for)\s(?:[$€£]?\d|a\s|an\s|the\s)/g,
];

/** Guarantees and legally binding terms the agent states on the operator's behalf. */
export const bindingCommitmentDetector = commitmentDetector({
  id: 'financial.binding',
  type: 'binding_commitment',
  label: 'guarantee or binding terms',
  anchors: [
    'guarantee', 'promise', 'assure', 'warrant', 'binding', 'takesies', 'hereby', 'accept your', 'accept the', 'accept that', 'accept this',
    'accepted your', 'accepted the', 'a deal', 'honor', 'honour', 'commit to', 'cover all', 'cover the cost', 'cover the fee', 'cover your',
    'you have my', 'locked', 'lock in', 'lock the', 'lock your', 'frozen', 'freeze', 'froze', 'pay for', 'pick up the', 'foot the bill', 'reimburse you for', 'agree to', 'undertake to', 'approved at', 'approved for', 'cover the ', 'cover any', 'cover the bill', 'cover the damage', 'cover the expense', 'cover the loss', 'cover the charge', 'cover this', 'cover that', 'waive',
  ],
  patterns: PATTERNS,
  score: 0.75,
});
