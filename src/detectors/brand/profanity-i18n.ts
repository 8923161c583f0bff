import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';
import { ru } from '../cyrillic.js';
import type { Detector } from '../types.js';

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
