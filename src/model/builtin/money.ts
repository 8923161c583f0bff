/**
 * Whether a passage names money or a thing of money's worth: the financial head's precondition.
 *
 * The financial head learns how commitments are phrased ("I've issued", "has been approved",
 * "ships tomorrow at no ..."), and the same phrasing carries ordinary news ("Your replacement
 * order ships tomorrow", "I've unlocked your account"). A commitment on the operator's behalf
 * always names what it gives: an amount, a currency, a price, a fee, a refund, points, a free
 * month. A hit window that names none of these is not reported. Measured on the financial probes'
 * commitments (README, "Financial head"): the cue misses about 1 % of them, and most of those are
 * caught by the rule detectors anyway.
 *
 * One alternation of literal stems, matched case-insensitively with no nested quantifiers, so it
 * runs in linear time on any input.
 */

// Amounts: a currency sign or code next to digits, a price with cents, a percentage, "5k", or a
// number of points, coins, miles, credits, months free...
const AMOUNT =
  /[$€£¥₹₩₽¢₺₪₱฿]|\b(?:usd|eur|gbp|inr|chf|jpy|cad|aud|nzd|brl|mxn|pln|sek|nok|dkk|zar|sgd|hkd|aed|rs|zł|zl|kr|r\$)\s?\d|\d\s?(?:usd|eur|gbp|inr|chf|jpy|cad|aud|brl|mxn|pln|sek|nok|dkk|zar|zł|zl|kr|pts|points?|pointo|coins?|gems?|gold|miles|credits?|bucks|quid|dollars?|euros?|pounds?|rupees?|yen|reais|pesos?)\b|\d\s(?:back|off)\b|\bback\s(?:on|to|into)\s(?:ur|your|the)\s(?:card|acct|account|wallet|balance|paypal|bank)|\d[.,]\d\d\b|\d\s?%|\b\d+(?:[.,]\d+)?\s?k\b|\bR\d/i;

// Money words (English, then the other languages the probes are written in), as stems.
const WORDS = new RegExp(
  [
    // English
    'refund', 'credit', 'discount', '\\boff\\b', 'free\\b', 'free of', 'waiv', '\\bfees?\\b', '\\bcharg(?:e|es|ed|ing)\\b', '\\bprice', 'pricing', '\\bcost', 'expense',
    '\\bpa(?:y|id|ying|yment|yout)', 'compensat', 'reimburs', 'rebate', 'cashback', '\\bcover', 'on us\\b', 'on the house', 'on the hotel', 'on me\\b',
    'complimentary', '\\bcomp(?:ed|ing|\'d)?\\b', 'no extra', 'no additional', 'at no', 'without charg', 'penalt', '\\bowe', 'owing', '\\bbill', 'invoice',
    'voucher', 'coupon', 'promo', 'gift card', '\\bpoints?\\b', '\\bpts\\b', 'miles\\b', 'coins?\\b', '\\bgems\\b', '\\bgold\\b', 'bonus', 'salary', 'wage',
    'stipend', 'bursary', 'scholarship', '\\bgrant', '\\bloan', '\\blimit', '\\brate\\b', '\\brates\\b', 'tariff', '\\bquote', 'deposit', 'money', 'cash',
    'dollar', '\\beuros?\\b', 'pound', 'rupee', '\\byen\\b', 'bucks', '\\bquid\\b', 'write[- ]?off', 'written off', 'forgiv', 'approv', '\\bclaim',
    'warrant', 'guarant', 'reduc', '\\brent\\b', 'balance', 'subscription', 'membership', 'interest (?:rate|charge|free)', '\\binterest\\b(?! in)', '\\bamount', '\\bamt\\b', 'wallet', 'net[- ]?\\d',
    'upgrade', 'fare', 'tuition', 'premium', 'deductible', 'payroll', 'commission', 'budget', 'trade-in', 'buy ?back', 'match', 'instal?lment',
    // Spanish, Portuguese, Italian, French, German, Dutch, Polish; Japanese and Hindi in Latin script
    'reembols', 'devol', 'descuento', 'desconto', 'gratis', 'grátis', 'gratuit', 'precio', 'preço', 'cobr', 'comisi', 'cuota', 'multa', 'tarifa',
    'pag[aoóu]', 'dinero', 'dinheiro', 'crédit', 'factur', 'saldo', 'abono', 'bonific', 'rimbors', 'sconto', 'prezzo', 'costo', 'custo', 'spes[ae]',
    'penale', 'soldi', 'abbonamento', 'rembours', 'remise', '\\bprix\\b', 'frais', 'coût', 'offert', 'offrons', '\\boffre', 'dédommag', 'indemn',
    'prélev', 'argent', 'paie', 'payé', 'abonnement', 'erstatt', 'gutschrift', 'rabatt', 'kostenlos', 'preis', 'kosten', 'gebühr', 'zahl', 'berechn',
    'mahn', 'entschädig', 'übernehm', 'geld', 'korting', 'prijs', 'betal', 'terugbetal', 'zwrot', 'zwróc', 'rabat', 'płat', 'opłat', 'kwot',
    'odszkod', 'wypłac', 'obniż', 'darmow', 'henkin', 'muryou', 'muryō', 'ryou', 'ryō', 'waribiki', 'futan', 'paisa', 'paise', 'wapas', 'maaf',
  ].join('|'),
  'i',
);

export function namesMoney(text: string): boolean {
  return AMOUNT.test(text) || WORDS.test(text);
}

/** True when every sentence of the passage is a question: asking grants nothing. */
export function onlyQuestions(text: string): boolean {
  const t = text.trim();
  if (!t.endsWith('?')) return false;
  // another sentence that ends otherwise ("I've added a credit. Anything else?") is a statement
  return !/[.!](?:\s|$)|\n/.test(t.slice(0, -1).replace(/\d[.,]\d/g, ''));
}
