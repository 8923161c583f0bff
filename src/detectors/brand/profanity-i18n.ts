import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';
import { ru } from '../cyrillic.js';
import type { Detector, Finding, NormalizedText } from '../types.js';

// Written for this project: strong profanity and slurs in other languages, which obscenity's
// English dataset does not carry. Only words whose ordinary senses are rare: Spanish "porra" (a
// baton, a fried dough), Italian "troia" (Troy), Dutch "kanker" and "tering" (cancer and
// tuberculosis), Spanish "con" and German "Sau" are left out on purpose.
const WORDS: Record<string, readonly string[]> = {
  es: ['puta', 'putas', 'hijo de puta', 'hijos de puta', 'mierda', 'joder', 'jodido', 'jodida', 'coño', 'cabrón', 'cabrona', 'cabrones', 'pendejo', 'pendeja', 'pendejos', 'gilipollas', 'maricón', 'maricones', 'chinga tu madre', 'chingada', 'chingado', 'culero', 'malparido'],
  fr: ['putain', 'merde', 'connard', 'connasse', 'salope', 'salopes', 'enculé', 'enculés', 'enculer', 'ta gueule', 'nique ta mère', 'fils de pute', 'pute', 'pédé', 'pédés', 'bordel de merde'],
  de: ['scheiße', 'scheisse', 'arschloch', 'arschlöcher', 'fotze', 'hurensohn', 'hurensöhne', 'wichser', 'schlampe', 'missgeburt', 'verpiss dich', 'fick dich', 'fick deine mutter', 'drecksau', 'spasti'],
  it: ['cazzo', 'stronzo', 'stronza', 'stronzi', 'vaffanculo', 'fanculo', 'puttana', 'figlio di puttana', 'porca puttana', 'coglione', 'coglioni', 'minchia', 'frocio', 'froci', 'bastardo di merda'],
  pt: ['caralho', 'filho da puta', 'filha da puta', 'foda-se', 'fodase', 'buceta', 'puta que pariu', 'viado', 'arrombado', 'desgraçado', 'cuzão'],
  nl: ['klootzak', 'godverdomme', 'kankerlijer', 'kutwijf', 'teringlijer', 'hoerenjong'],
  pl: ['kurwa', 'kurwy', 'chuj', 'chuja', 'pierdol', 'pierdolony', 'pierdolić', 'spierdalaj', 'jebać', 'jebany', 'jebana', 'skurwysyn', 'skurwiel'],
  tr: ['siktir', 'amına koyayım', 'orospu', 'orospu çocuğu', 'piç'],
  ru: ['блять', 'бля', 'блядь', 'сука', 'суки', 'хуй', 'хуя', 'пизда', 'пиздец', 'ебать', 'ебал', 'ёбаный', 'ебаный', 'мудак', 'мудаки', 'пидор', 'пидорас', 'пидарас', 'нахуй', 'долбоёб', 'долбоеб'],
};
const LATIN = [...new Set(Object.entries(WORDS).filter(([lang]) => lang !== 'ru').flatMap(([, w]) => w))].sort((a, b) => b.length - a.length);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only, in any script: "putain" not inside "computain", "бля" not inside "блюдо".
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const LATIN_PATTERN = new RegExp(`${B}(?:${LATIN.map(esc).join('|')})${E}`, 'gu');
// Russian in every form the normalizer folds its letters to ("сука" is scanned as "cyкa").
const RU_PATTERN = new RegExp(`${B}${ru(WORDS.ru!)}${E}`, 'gu');
const CYRILLIC = /[\u0400-\u04ff]/;

const rule = { category: 'brand' as const, type: 'profanity', label: 'profanity', view: 'lower' as const, score: 0.8, maxMatchLength: 30 };
const latin = gated(
  // The longest word of each term is in every match of it.
  [...new Set(LATIN.map((t) => t.split(/[ -]/).reduce((a, b) => (b.length > a.length ? b : a))))],
  regexDetector({ id: 'brand.profanity_i18n', patterns: [LATIN_PATTERN], ...rule }),
);
const russian = regexDetector({ id: 'brand.profanity_i18n', patterns: [RU_PATTERN], ...rule });

/** Profanity and slurs in Spanish, French, German, Italian, Portuguese, Dutch, Polish, Turkish and Russian. */
export const profanityI18nDetector: Detector = {
  meta: latin.meta,
  detect(text, ctx) {
    const out = latin.detect(text, ctx);
    // Every Russian word keeps at least one letter with no Latin look-alike.
    return CYRILLIC.test(ctx.normalized.lower) ? [...out, ...russian.detect(text, ctx)] : out;
  },
};

// Insults aimed at the reader in other languages: "eres un idiota", "t'es qu'un crétin", "du bist
// ein Vollidiot", "sei un cretino", "você é um imbecil", "jesteś idiotą". Only after "you are":
// "El idiota" (Dostoevsky's novel) names a book.
const YOU_ARE =
  "(?:eres|sos|tu es|t'es|vous êtes|du bist|sie sind|sei|siete|você é|voce é|tu és|jij bent|je bent|jesteś|jestes|sen)";
const INSULT_NOUN =
  "(?:idiota|idiotas|imbécil|imbécile|imbecil|imbecille|estúpido|estúpida|estupido|inútil|pendejo|pendeja|tarado|tarada|idiot|idiote|crétin|crétine|débile|connard|connasse|abruti|abrutie|vollidiot|arschloch|versager|trottel|depp|cretino|cretina|deficiente|burro|burra|otário|otária|sukinsyn|idiotą|debilem|kretynem|aptal|gerizekalı)";
const INSULT_I18N = new RegExp(
  `${B}${YOU_ARE}\\s{1,3}(?:(?:un|une|uno|una|um|uma|ein|eine|een|so ein|so eine|ein totaler|eine totale|un vrai|une vraie|un gran|una gran|solo un|qu'un|qu'une|nur ein|ja)\\s{1,3})?(?:(?:total|totaler|complet|complète|completo|completa|vrai|vraie|maldito|maldita|verdammter|fucking|bloody|pauvre|sale|putain de)\\s{1,3})?${INSULT_NOUN}${E}`,
  'gu',
);
const insultLatin = gated(
  ['eres', 'sos ', 'tu es', "t'es", 'vous êtes', 'du bist', 'sie sind', 'sei ', 'siete', 'você é', 'voce é', 'tu és', 'jij bent', 'je bent', 'jesteś', 'jestes', 'sen '],
  regexDetector({ id: 'brand.insult_i18n', category: 'brand', type: 'insult', label: 'insult', patterns: [INSULT_I18N], view: 'lower', score: 0.75, maxMatchLength: 80 }),
);
const insultRussian = regexDetector({ id: 'brand.insult_i18n', category: 'brand', type: 'insult', label: 'insult', patterns: [new RegExp(`${B}${ru(['ты', 'вы'])}\\s{1,3}(?:${ru(['просто', 'полный', 'полная', 'конченый', 'конченая'])}\\s{1,3})?${ru(['идиот', 'дебил', 'дурак', 'дура', 'тупой', 'тупая', 'кретин', 'урод', 'мудак'])}${E}`, 'gu')], view: 'lower', score: 0.75, maxMatchLength: 80 });

/** Insults aimed at the reader in other languages. */
export const insultI18nDetector: Detector = {
  meta: insultLatin.meta,
  detect(text, ctx) {
    const out = insultLatin.detect(text, ctx);
    return CYRILLIC.test(ctx.normalized.lower) ? [...out, ...insultRussian.detect(text, ctx)] : out;
  },
};

// Threats and self-harm encouragement in other languages: "te voy a matar", "je vais te tuer",
// "ich bring dich um", "ti ammazzo", "vou te matar", "zabiję cię", "я тебя убью"; "mátate",
// "tue-toi", "bring dich um" said to the reader, "ammazzati", "se mata", "zabij się", "убей себя".
// Only the first and second person: "la policía dice que lo va a matar" reports someone else; the
// German "um" must end the clause ("ich bringe dich um acht Uhr zum Bahnhof" is a lift at eight).
const THREAT_I18N = new RegExp(
  `${B}(?:(?:te|os) (?:voy|vamos) a (?:matar|reventar|partir la cara|romper la cara)|(?:te|os) (?:mato|matamos|mataré|mataremos)|(?:je|on) (?:vais|va) (?:te|vous) (?:tuer|crever|buter|défoncer)|je (?:te|vous) (?:tuerai|tue|bute|crèverai)|(?:ich|wir) (?:bring|bringe|bringen) (?:dich|euch) um(?=\\s{0,3}(?:[.!?,;]|$))|ich (?:töte|werde) dich(?: umbringen| töten)?|(?:ti|vi) (?:ammazzo|uccido|ammazzerò|ucciderò)|(?:vou|vamos) (?:te|lhe) matar|(?:eu )?(?:te|vos) mato|zabiję cię|zabije cię|zajebię cię|seni öldüreceğim)${E}`,
  'gu',
);
const SELF_HARM_I18N = new RegExp(
  `${B}(?:mátate|matate|suicídate|suicidate|tue-toi|tue toi|va te pendre|(?<!\\b(?:ich|wir)\\s{1,3})bring dich (?:doch )?(?:selbst )?um(?=\\s{0,3}(?:[.!?,;]|$))|häng dich auf|ammazzati|ucciditi|impiccati|se mata|vai te matar|zabij się|powieś się|kendini öldür|git öl)${E}`,
  'gu',
);
/** Findings of a threat pattern (type violence) and a self-harm pattern (type self_harm). */
function typed(n: NormalizedText, threat: RegExp, selfHarm: RegExp): Finding[] {
  const out: Finding[] = [];
  for (const [re, type, label, score] of [
    [threat, 'violence', 'violent threat or incitement', 0.85],
    [selfHarm, 'self_harm', 'self-harm encouragement', 0.9],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) out.push({ detector: 'brand.violence_i18n', category: 'brand', type, label, ...n.spanToOriginal(m.index, m.index + m[0].length), score });
  }
  return out;
}
const threatsLatin = gated(
  ['matar', 'mato', 'mataré', 'reventar', 'la cara', 'tuer', 'crever', 'buter', 'défoncer', 'tuerai', 'tue ', 'bute', 'crèverai', 'bring', 'töte', 'umbringen', 'töten', 'ammazz', 'uccid', 'zabij', 'zajebi', 'öldür', 'mátate', 'matate', 'suicíd', 'suicid', 'tue-toi', 'tue toi', 'pendre', 'häng dich', 'impiccati', 'se mata', 'powieś', 'git öl'],
  {
    meta: { id: 'brand.violence_i18n', category: 'brand', stage: 'fastpath', maxMatchLength: 60 },
    detect(text, ctx) {
      return typed(ctx.normalized, THREAT_I18N, SELF_HARM_I18N);
    },
  },
);
const THREAT_RU = new RegExp(`${B}(?:${ru(['я тебя убью', 'я вас убью', 'убью тебя', 'убью вас', 'тебе конец', 'ты труп'])})${E}`, 'gu');
const SELF_HARM_RU = new RegExp(`${B}(?:${ru(['убей себя', 'убейся', 'повесься', 'иди повесься', 'сдохни'])})${E}`, 'gu');

/** Threats and self-harm encouragement in other languages. */
export const violenceI18nDetector: Detector = {
  meta: threatsLatin.meta,
  detect(text, ctx) {
    const out = threatsLatin.detect(text, ctx);
    if (!CYRILLIC.test(ctx.normalized.lower)) return out;
    return [...out, ...typed(ctx.normalized, THREAT_RU, SELF_HARM_RU)];
  },
};
