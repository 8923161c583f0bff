import type { Detector, Finding, NormalizedText } from '../types.js';
import { normalize } from '../../pipeline/normalize.js';
import { fold, nameLexicon, type NameLexicon } from './name-lexicon.js';
import { GLUED_STREET_SUFFIXES } from './street-words.js';

// One capitalised word (letters, inner apostrophe or hyphen) or an initial with optional dot.
const WORD = /(?<![\p{L}\p{N}])\p{Lu}(?:[\p{Ll}\p{Lu}'’-]{0,30}\p{L}|\.?)(?![\p{L}\p{N}])/gu;

// Words a capitalised run often starts or ends with that are not part of a name.
const NOT_NAME = new Set(
  (
    'the a an i i\'m i\'ll i\'ve i\'d c\'mon y\'all ma\'am we\'ve we\'re we\'ll we\'d you\'ve you\'re you\'ll you\'d they\'ve they\'re they\'ll they\'d ' +
    'he\'s she\'s it\'s that\'s there\'s here\'s what\'s let\'s don\'t can\'t won\'t isn\'t in on at of for to from by with my your our his her their its this that these those ' +
    'he she we they you it is are was were be and or but if so as no yes not do does did what who whom whose when where ' +
    'why how which hi hello hey dear thanks thank please name mr mrs ms miss dr prof sir madam st mount lake river ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december street avenue road lane drive apt suite unit phone email fax mobile desk ' +
    'office address city state country company inc ltd llc corp co university college school hospital bank group ' +
    'club team orchestra church north south east west new old great big little us uk eu usa un ok tv ai ceo cto ' +
    'chapter section figure table page part step note today tomorrow yesterday also then there here some any all ' +
    'every each other such one two three first second last next after before during about into over under up down ' +
    // Sign-offs and greetings before a name ("Sincerely, Rahul", "Cheers, Sam").
    'sincerely regards cheers faithfully truly respectfully cordially warmly greetings goodbye bye ciao xoxo ' +
    // Null and truth values of programming languages ("atom is None", "returns True").
    'none null nil true false ' +
    // Interjections and greetings ("Hmm, maybe", "Olá!", "Bonjour").
    'hmm hm uh um oh ah aha wow yay oops ouch ugh alas okay ola olá hola bonjour bonsoir salut hallo servus grazie ' +
    'merci gracias danke obrigado obrigada ' +
    // Pronouns, articles and conjunctions of other languages that open a capitalised run: German
    // capitalises its polite pronouns mid-sentence ("geben Sie Ihre E-Mail-Adresse ein"). Name
    // particles ("von", "de", "la") are not here: they belong to names.
    'sie ihr ihre ihren ihrem ihrer ihres ihnen der die das den dem des ein eine einen einem einer und oder aber ' +
    'wenn bitte ich wir zu mit für auf bei nach aus vous nous votre vos notre je tu il ils elles et ou mais est ' +
    'usted ustedes su sus nuestro y o pero es você vocês ' +
    // Letter closings of other languages ("Mit freundlichen Grüßen, Jonas Becker").
    'grüßen grüße gruß cordialement saludos atentamente distinti saluti cumprimentos atenciosamente ' +
    // Titles of other languages (see TITLES).
    'herr herrn frau monsieur madame mme mlle señor señora señorita signor signora senhor senhora ' +
    // Russian prepositions, pronouns and greetings that open a sentence ("Для ИИ-агента, ...").
    'для при под над про без это эти этот эта как что где когда если все всем вы мы они она он ваш ваша ваше наш наша привет здравствуйте спасибо уважаемый уважаемая'
  )
    .split(' ')
    // Looked up folded (accents removed: "Grüßen" -> "grußen") in the normalized text, where
    // Cyrillic letters that look Latin are Latin ("Спасибо" is scanned as "Cпacибo"), and a capital
    // may fold where its small letter does not: both spellings of a word are listed.
    // Contractions are listed with the typewriter apostrophe; text also writes the curly one ("We’ve").
    .flatMap((w) => [w, w.replace(/'/g, '\u2019')])
    .flatMap((w) => [fold(w), fold(normalize(w).text), fold(normalize(w.charAt(0).toUpperCase() + w.slice(1)).text)]),
);

// Lower-case words that only German text is full of: where three of them occur, every noun is
// capitalised, so a capitalised word says nothing about a name.
const GERMAN_MARKERS = /(?<![\p{L}])(?:und|nicht|ist|sind|wird|werden|können|sich|oder|bitte|für|über|auch|noch|wenn|dann|mit|auf|ihre?n?|sie|der|die|das|dem|den|ein|eine|einen|zu|zum|zur|bei|nach|vom)(?![\p{L}])/gu;
function germanText(lower: string): boolean {
  // German prose with six markers has an "und" among them; without one the scan is skipped.
  if (!lower.includes(' und ')) return false;
  const seen = new Set<string>();
  GERMAN_MARKERS.lastIndex = 0;
  for (let m = GERMAN_MARKERS.exec(lower); m; m = GERMAN_MARKERS.exec(lower)) {
    // "die", "den", "sie", "auf" and friends are English or French words too; six distinct ones.
    seen.add(m[0]);
    if (seen.size >= 6) return true;
  }
  return false;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam', 'mister', 'herr', 'herrn', 'frau', 'monsieur', 'madame', 'mme', 'mlle', 'senor', 'senora', 'senorita', 'signor', 'signora', 'senhor', 'senhora']);

// A run ending in one of these is a company, street or place, not a person.
const NOT_PERSON_TAIL = new Set(
  (
    'inc ltd llc plc gmbh corp corporation company co group insurance solutions technologies technology associates systems ' +
    'partners holdings consulting services labs capital global international foundation institute agency media software ' +
    'ventures industries enterprises bank university college school hospital club orchestra band church museum ' +
    'street st avenue ave road rd lane ln drive dr boulevard blvd way place pl court ct square union pass fort port park ' +
    'hill hills valley river lake mount island islands bay beach city county state province district village town ' +
    'center centre station airport bridge tower hall house gardens heights estates str sons brothers analytics research ' +
    'pharmaceuticals pharma motors airlines airways studios publishing ' +
    // Session 18: more place and company words ("Dora Creek", "Poncho App", "Russell Investments")
    'creek falls springs cove coves harbour harbor canyon app apps investments design designs logistics campground campsite ' +
    'restaurant cafe café bistro hotel inn motel hostel bakery pizzeria pharmacy clinic salon store shop market mall cinema ' +
    'theatre theater gallery library stadium arena ' +
    // Session 31: events and venues after a given name that is also a word ("Summer Olympics", "Georgia Tech").
    'tech speedway raceway olympics paralympics deaflympics games festival league cup awards collection'
  ).split(' '),
);

// Street words that open a street's name in other languages ("Rua João Pessoa", "Via Roma",
// "ul. Cicha"): what follows them is a street, even when it is a person's name.
const STREET_HEAD = new Set(
  (
    'rua rue via viale vicolo calle carrer avenida avinguda av ul ulica camino camiño rúa plaza praça piazza paseo ' +
    'rambla travessa largo estrada corso chemin allée quai impasse piazzale strada ulitsa odos leoforos ' +
    // ... and words that open a place's name ("San Bernardino", "Saint Vincent", "Villafranca del Cid")
    'san santa são sao saint sainte sankt villafranca puerto'
  ).split(' '),
);
// Street words that close it, alone ("Ingelbrecht Knudssøns gate", "Kossuth utca") or as the
// end of a compound ("Brucker Bundesstrasse", "Storgatan", "Hämeenkatu").
const STREET_WORD = new Set(
  (
    'gate gata gatan gade vej vegen veien utca ulice trail trails court courts crescent terrace parkway highway bypass ' +
    'loop loops radial cove coves crossing crossroad expressway freeway junction motorway overpass turnpike underpass ' +
    'viaduct throughway skyway causeway mews'
  ).split(' '),
);
// Not the endings surnames share ("Hoogendijk", "Yamagata", "Whitie").
const STREET_SUFFIX = new RegExp(`(?:${GLUED_STREET_SUFFIXES.filter((w) => !['tie', 'dijk', 'gata'].includes(w)).join('|')})$`);
const isStreetTail = (w: string): boolean => STREET_WORD.has(w) || (w.length >= 7 && STREET_SUFFIX.test(w));

// Ordinary English words that are also given names; alone at a sentence start they are words.
const WORD_NAMES = new Set(
  (
    'will may june april august hope grace faith joy mark bill rose lily ivy art bob jack frank victor guy chase hunter ' +
    'dean page summer autumn dawn angel eve crystal amber jade ruby pearl holly iris violet sky star rich penny ' +
    'sandy rusty buddy honey candy cherry ginger destiny harmony liberty justice trinity heaven miles wade ' +
    'don ken lee long young king white brown green black gray grey rock stone cliff glen forest river ' +
    'skip grant drew sue rob pat carol gene sterling sage reed clay ash storm brook dusty sunny noel'
  ).split(' '),
);

// Family words right before a name ("her husband Frank", "nephew Bill").
const KIN_BEFORE = /(?:^|[\s,(])(?:husband|wife|son|daughter|sister|brother|nephew|niece|cousin|aunt|uncle|grandson|granddaughter|grandmother|grandfather|mother|father|mom|mum|dad|partner|fianc[eé]e?|stepson|stepdaughter),? $/;

// Greetings right before a name ("Hi June,", "thanks, Hope").
const GREETING = /(?:^|[\s,.!])(?:hi|hello|hey|dear|thanks|thank you|thx|morning|evening|hola|olá|bonjour|hallo|ciao),? $/;

// Before a run: words that announce a person ("my name is", "Dear", "Mr.").
const CONTEXT_BEFORE = new Set([
  'name is', 'name:', 'name', 'named', 'called', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'dr', 'dr.', 'prof',
  'dear', 'hi', 'hello', 'hey', 'thanks', 'i am', "i'm", 'this is', 'contact', 'ask', 'regards', 'sincerely',
  'signed', 'patient', 'client', 'customer', 'employee', 'mister', 'sir', 'madam', 'attn', 'wife', 'kid', 'named him',
  'named her', 'call him', 'call her', 'called him', 'called her', 'baby', 'grandson', 'granddaughter', 'nephew', 'niece', 'husband', 'son', 'daughter', 'mother', 'father', 'friend',
  'colleague', 'manager', 'doctor', 'nurse', 'agent', 'applicant', 'author', 'student', 'teacher', 'tenant',
  // Session 27: the rest of the family ("his sister Róisín").
  'sister', 'brother', 'cousin', 'aunt', 'uncle', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'fiancé', 'fiancée',
  'grandmother', 'grandfather', 'grandma', 'grandpa', 'mom', 'mum', 'dad', 'stepson', 'stepdaughter', 'stepmother', 'stepfather',
  'contact for', 'ask for',
  // Session 31: salutations and titles of other languages, written in lower case before the name
  // ("Beste mevrouw De Vries", "Gentile sig.ra Ferraro", "Estimada Sra. Ruiz").
  'mevrouw', 'meneer', 'mevr.', 'dhr.', 'sig.', 'sig.ra', 'sig.na', 'dott.', 'dott.ssa', 'gentile', 'egregio', 'beste', 'caro', 'cara',
  'estimado', 'estimada', 'querido', 'querida', 'sra.', 'sr.', 'prezado', 'prezada', 'liebe', 'lieber', 'geehrte', 'geehrter', 'pani', 'pan', 'thx',
]);
// The strongest of those: the words name someone outright, so the word after them is a name
// even when it is also an everyday word ("her maiden name is Key", "she named him Frank").
// Plain "named"/"called" are not among them: things are named too ("a computer named Deep Thought").
const IDENTIFY_BEFORE = new Set(['name is', 'name', 'surname is', 'surname', 'named him', 'named her', 'call him', 'call her', 'called him', 'called her']);
// Weaker: verbs of speech and credits before a run ("says Gerste", "starring Kozłowski").
const WEAK_BEFORE = new Set(['says', 'said', 'asked', 'told', 'starring', 'directed by', 'written by', 'produced by', 'call me', 'calls me', 'tell', 'ask', 'thank', 'with']);

// "was born on" (a date of birth), not "was born in 1755" (a biography).
const CONTEXT_AFTER = ['lives at', 'lives in', 'was born on', 'born on', 'phone', 'email', 'e-mail', 'ssn', 'dob', 'address'];

// "Božica's address", "Lisa's daughter": whose data or family it is.
const POSSESSIVE_AFTER = /^['’]s (?:(?:delivery|home|billing|shipping|new|old|current|mobile|email|bank|credit|phone|birth|social) )?(?:address|phone|e?-?mail|number|account|card|birthday|kids?|child|children|sons?|daughters?|wife|husband|mother|father|mom|mum|dad|brother|sister|family|parents|house|home)\b/;

// Degrees and generational suffixes after a name ("Jonathan Talon DDS", "Sean Vizirov Jr."):
// part of the span, not of the words scored (and not acronyms that veto a run).
const NAME_SUFFIX = new Set(['dds', 'dvm', 'md', 'phd', 'jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'cpa', 'rn']);

// Words that make a name nearby someone's personal data rather than a mention: identity and
// contact details, accounts, health, pay, letters. '@' and digit runs stand for e-mail addresses
// and numbers. Literal alternatives and one bounded class: linear time.
const PERSONAL_CUE = /\b(?:name is|my name|name:|full name|address|phone|mobile|cell|tel|e-?mail|contact|born|birth|dob|ssn|social security|passport|licen[cs]e|account|card|iban|bank|patient|customer|client|employee|applicant|tenant|member|dear|regards|sincerely|signed|attn|diagnos|prescri|medical|salary|payroll|insurance)|@|\d[\d ().-]{5,20}\d/g;
// How far from a name such a cue counts; within the detector's reach, so a stream window that
// holds the name holds the cue too.
const CUE_RADIUS = 200;

// What follows an author's name in a citation: "et al.", a co-author and the year, or the year in
// parentheses ("Park (2021)", "(Park, 2021)").
// (A co-author is a word, not an acronym, and a year is not the start of a date: "Aiden
// Fitzgerald, DOB 1999-04-30" is no citation.)
const CITED_AFTER = /^(?:,? et al\b|(?:,| and| &) \p{Lu}\p{Ll}[\p{L}'’-]{0,29}(?: et al\.?)?,? \(?(?:1[5-9]|20)\d{2}[a-z]?\b(?![-/.]\d)| \((?:1[5-9]|20)\d{2}[a-z]?[),;]|, (?:1[5-9]|20)\d{2}[a-z]?[);])/u;

// A plural noun for people before a colon opens a list of people ("our 3 founders: Mazzi, ...").
const PEOPLE_LIST = /(?:founders|members|authors|attendees|participants|guests|speakers|employees|staff|students|children|kids|people|players|winners|partners|owners|candidates|contacts|recipients|passengers|patients|customers|clients|tenants|applicants|witnesses|friends|siblings|parents|cousins|sons|daughters): ?$/;

/**
 * A test "is there a personal-data cue near [s, e)?" over one text: the cues are found in one
 * pass, on first use, then looked up per name.
 */
export function personalCues(lower: string): (s: number, e: number) => boolean {
  let cues: number[] | undefined;
  return (s, e) => {
    if (!cues) {
      cues = [];
      PERSONAL_CUE.lastIndex = 0;
      for (let m = PERSONAL_CUE.exec(lower); m; m = PERSONAL_CUE.exec(lower)) cues.push(m.index);
    }
    let lo = 0;
    let hi = cues.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cues[mid]! < s - CUE_RADIUS) lo = mid + 1;
      else hi = mid;
    }
    // Forward, the whole cue (at most 24 characters) ends within the reach from the name's start.
    return lo < cues.length && cues[lo]! < Math.max(e, s + CUE_RADIUS - 24);
  };
}

// Places that are also given names, which the name list keeps as names ("Orlando", "Sydney",
// "Virginia"), and the words of travel or location that make them places: "flying to Orlando",
// "the penalty in virginia", "moving back to Austin" (not "talk to Sydney", "in Jordan's room").
const PLACE_NAMES = new Set(
  (
    'virginia carolina dakota montana georgia orlando sydney austin houston jackson charlotte madison lincoln victoria ' +
    'savannah phoenix aurora denver chelsea brooklyn jordan israel india kenya chad jamaica sofia valencia adelaide ' +
    'regina florence paris dallas tyler troy cameron eugene salem beverly marion hamilton clinton wellington kingston ' +
    'preston chester darwin perth nelson lourdes lorraine alexandria augusta helena raleigh tulsa'
  ).split(' '),
);
const PLACE_BEFORE =
  /(?:\b(?:in|near|around|outside|across|throughout|visit|visiting|visited|based in|born in|living in|lives in|live in)|\b(?:fly|flying|flew|flight|flights|drive|driving|drove|move|moved|moving|trip|travel|travelling|traveling|go|going|went|back|train|bus|ticket|tickets|welcome|vacation|holiday|relocate|relocating|relocated)\s(?:back\s)?to)\s$/;

/** A place that is also a given name, right after a word of travel or location, and not possessive. */
function placeInContext(n: NormalizedText, word: string, start: number, end: number): boolean {
  if (!PLACE_NAMES.has(word)) return false;
  if (/^['’]s\b/.test(n.text.slice(end, end + 3))) return false;
  return PLACE_BEFORE.test(n.lower.slice(Math.max(0, start - 30), start));
}

/** A name compromise's tagger found that is a place, a public figure or everyday words. */
export function notPersonalName(lex: NameLexicon, name: string): boolean {
  const folded = name.split(/\s+/).filter((w) => w.length > 0).map((w) => fold(w.replace(/['’]s$/, '')));
  if (folded.length === 0) return true;
  const joined = folded.join(' ');
  if (lex.placePhrases.has(joined) || lex.publicPhrases.has(joined)) return true;
  if (folded.length === 1 && lex.placeWords.has(folded[0]!)) return true;
  return folded.every((w) => isEveryday(lex, w));
}

// Verbs whose subject is a person (speech, a life's events), unlike "is" or "has".
const PERSON_VERBS = new Set(
  (
    'said says shouted asked replied told whispered yelled screamed smiled laughed cried spent lives lived works worked ' +
    'moved married graduated studied wrote writes thinks thought believes wants wanted loves loved hates hated ' +
    'began decided agreed refused apologised apologized explained admitted ' +
    // Session 31: what people do in work notes ("Mbeki reported", "Okafor confirmed by phone").
    'reported confirmed presented requested suggested complained mentioned emailed texted rang phoned declined accepted ' +
    'attended recommended prefers preferred signed joined resigned'
  ).split(' '),
);

// A capital inside a word makes it a product, protocol or code name ("OAuth", "DECnet",
// "OpenBSD", "HAProxy", "AcmeCo"), except after the particles surnames glue on ("McKenzie",
// "MacArthur", "DeRose", "LaToya", "DiCaprio", "VanDyke", "FitzGerald") or at a hyphen or
// apostrophe ("Ratté-Boulianne", "O'Brien").
const GLUED_PARTICLE = /^(?:Mc|Mac|De|Di|Da|Du|Del|La|Le|Van|Von|Fitz|St|Ben|Bin|Al|El|Ka)\p{Lu}\p{Ll}+$/u;
export function camelCased(word: string): boolean {
  return word
    .replace(/\.$/, '')
    .split(/['’-]/)
    .some((part) => /\p{Lu}/u.test(part.slice(1)) && !GLUED_PARTICLE.test(part) && part !== part.toUpperCase());
}

// Characters that may stand next to a word written on its own (not inside an e-mail address,
// a URL, a path or an identifier, where people's names do turn up in lower case).
// Path segments and hyphenated package names count ("github.com/fastify/fastify-jwt"); dots, '@'
// and '_' do not (user names such as "matteo.collina@...").
const isStandaloneEdge = (c: string | undefined): boolean => c === undefined || /[\s`'"(),:;!?*/-]/.test(c);

/** True when `word` (lower case) occurs in `text` as a word of its own, in lower case. */
function occursLowerCase(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    if (isStandaloneEdge(text[i - 1]) && isStandaloneEdge(text[i + word.length])) return true;
  }
  return false;
}

interface Run {
  start: number;
  end: number;
  words: string[];
}

// Lower-case particles inside names ("Willem van Dijk", "Maria da Silva").
const PARTICLE = /^ (?:van|von|de|der|den|ten|ter|da|di|del|della|du|la|le|bin|binti|ibn|al|el|dos|das|do|y|ap) $/;

function runs(text: string): Run[] {
  const out: Run[] = [];
  let cur: Run | undefined;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const s = m.index;
    const e = s + m[0].length;
    // Words join a run when one space (or a name particle) separates them.
    const gap = cur ? s - cur.end : 0;
    // "Mr. Smith": a title's full stop sits between the words.
    const titleDot = cur !== undefined && gap === 2 && text[cur.end] === '.' && text[cur.end + 1] === ' ' && TITLES.has(cur.words[cur.words.length - 1]!.toLowerCase());
    if (cur && titleDot) cur.words[cur.words.length - 1] += '.';
    // "Pinabel Marcil's Cautionary Tales": a possessive ends the name.
    const possessive = cur !== undefined && /['’]s$/.test(cur.words[cur.words.length - 1]!);
    if (cur && !possessive && cur.words.length < 5 && ((gap === 1 && text[cur.end] === ' ') || titleDot || (gap > 2 && gap < 8 && PARTICLE.test(text.slice(cur.end, s))))) {
      if (gap > 2) cur.words.push(text.slice(cur.end + 1, s - 1));
      cur.end = e;
      cur.words.push(m[0]);
    } else {
      if (cur) out.push(cur);
      cur = { start: s, end: e, words: [m[0]] };
    }
  }
  if (cur) out.push(cur);
  return out;
}

function sentenceStart(text: string, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '"' || text[k] === '(' || text[k] === '\'')) k--;
  return k < 0 || text[k] === '.' || text[k] === '!' || text[k] === '?' || text[k] === '\n' || text[k] === ':';
}

function lineStart(text: string, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
  return k < 0 || text[k] === '\n';
}

// The run fills its line (bar quote marks and indentation) and the line above holds a number
// and no letters-only words before it, as a street line does ("49 Nassaustraat 123", "Apt. 762").
function addressLine(text: string, start: number, end: number): boolean {
  let a = start - 1;
  while (a >= 0 && (text[a] === ' ' || text[a] === '\t' || text[a] === '>')) a--;
  if (a < 0 || text[a] !== '\n') return false;
  let b = end;
  while (b < text.length && (text[b] === ' ' || text[b] === '\t' || text[b] === ',')) b++;
  if (b < text.length && text[b] !== '\n' && !/^[A-Za-z]{0,3},? ?\d/.test(text.slice(b, b + 6))) return false;
  const prevStart = text.lastIndexOf('\n', a - 1) + 1;
  const prev = text.slice(Math.max(prevStart, a - 80), a);
  return /^[\s>]*(?:\d|apt|suite|unit|box|p\.?o\.?)/i.test(prev);
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 46 || c === 39; // a-z . '
}

// The one or two words right before a run, without trailing punctuation ("name is", "dear"),
// read backwards by hand: this runs once per capitalised run, so it must stay cheap.
function contextBefore(lower: string, start: number): number {
  let k = start - 1;
  while (k >= 0 && (lower[k] === ' ' || lower[k] === '\t' || lower[k] === '\n')) k--;
  const colon = k >= 0 && lower[k] === ':';
  if (k >= 0 && (colon || lower[k] === ',' || lower[k] === '?')) k--;
  while (k >= 0 && (lower[k] === ' ' || lower[k] === '\t')) k--;
  const end1 = k + 1;
  while (k >= 0 && end1 - k <= 12 && isWordCode(lower.charCodeAt(k))) k--;
  const last = lower.slice(k + 1, end1);
  if (!last) return 0;
  // "... called. Later": a full stop ends the sentence, unless it belongs to a title ("Dr.").
  if (last.endsWith('.') && !TITLES.has(last.slice(0, -1))) return 0;
  if (IDENTIFY_BEFORE.has(last) && (colon || (last !== 'name' && last !== 'surname'))) return 3;
  if (CONTEXT_BEFORE.has(last) || CONTEXT_BEFORE.has(last.replace(/\.$/, ''))) return 2;
  let weak = WEAK_BEFORE.has(last) ? 1 : 0;
  if (k < 0 || lower[k] !== ' ') return weak;
  const end2 = k;
  k--;
  while (k >= 0 && end2 - k <= 12 && isWordCode(lower.charCodeAt(k))) k--;
  const two = `${lower.slice(k + 1, end2)} ${last}`;
  if (IDENTIFY_BEFORE.has(two)) return 3;
  if (CONTEXT_BEFORE.has(two)) return 2;
  if (WEAK_BEFORE.has(two)) weak = 1;
  return weak;
}

const LOWER_WORD = /(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}'’-]{1,30}(?![\p{L}\p{N}])/gu;

/**
 * True for a word compromise knows as an ordinary word, also in inflected forms it does not
 * list ("equations", "studies", "slowly"): those are not names.
 */
function isOther(lex: NameLexicon, w: string): boolean {
  if (lex.other.has(w)) return true;
  if (w.length < 5 || lex.first.has(w) || lex.last.has(w)) return false;
  if (w.endsWith('ly') || /(?:ment|tion|sion|ness|ity|ance|ence|ship|ism|ology|ture|ical|ive|ous)s?$/.test(w)) return true;
  if (w.endsWith('ies') && lex.other.has(w.slice(0, -3) + 'y')) return true;
  if (w.endsWith('es') && lex.other.has(w.slice(0, -2))) return true;
  if (w.endsWith('s') && lex.other.has(w.slice(0, -1))) return true;
  if (w.endsWith('ed') && (lex.other.has(w.slice(0, -2)) || lex.other.has(w.slice(0, -1)))) return true;
  return w.endsWith('ing') && lex.other.has(w.slice(0, -3));
}

/**
 * An everyday word that is not also a listed name ("Frog", "Monthly", "World"): alone, it is
 * not a name. Inside a longer run it says less ("Sari J. Paavolainen"), so runs use `isOther`.
 */
function isEveryday(lex: NameLexicon, w: string): boolean {
  if (isOther(lex, w)) return true;
  return w.length > 2 && lex.common.has(w) && !lex.first.has(w) && !lex.last.has(w);
}

/**
 * Texts written all in lower case give capitalisation nothing to go on; there a known first
 * name (that is not also an ordinary word) and the word after it, unless that is a common word,
 * are reported with low confidence.
 */
function lowerCaseNames(n: NormalizedText, lex: NameLexicon, out: Finding[], keep: (start: number, end: number) => boolean): void {
  const words: Array<[number, number, string]> = [];
  LOWER_WORD.lastIndex = 0;
  for (let m = LOWER_WORD.exec(n.text); m; m = LOWER_WORD.exec(n.text)) words.push([m.index, m.index + m[0].length, fold(m[0])]);
  for (let i = 0; i < words.length; i++) {
    const [s0, e, w] = words[i]!;
    let s = s0;
    // "mr. martin": a title makes the next word a name.
    const prev = words[i - 1];
    const titled = prev !== undefined && TITLES.has(prev[2]) && n.text.slice(prev[1], s0) === '. ';
    // "my name is vitoria", "name:    hyuuma t. maida": the cue names whatever word follows.
    const identified = !titled && prev !== undefined && !NOT_NAME.has(w) && contextBefore(n.lower, s0) === 3;
    if (titled) s = prev[0];
    else if (!identified && (!lex.first.has(w) || isOther(lex, w) || WORD_NAMES.has(w) || NOT_NAME.has(w))) continue;
    if (!titled && !identified && placeInContext(n, w, s0, e)) continue;
    let end = e;
    const next = words[i + 1];
    if (next && next[0] === e + 1 && n.text[e] === ' ' && !isOther(lex, next[2]) && !NOT_NAME.has(next[2])) {
      end = next[1];
      i++;
    }
    // "len=500", "name:value": a key in a listing, not a name (a speaker's label is followed by
    // a space or a quote: 'tracy:"who are you?"').
    if (n.text[end] === '=' || (n.text[end] === ':' && /[A-Za-z0-9]/.test(n.text[end + 1] ?? ' '))) continue;
    if (keep(s, end)) out.push({ detector: 'pii.person', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(s, end), score: 0.5 });
  }
}

// In a text that capitalises its names, a lower-case given name counts only right after a word
// of family, greeting or acquaintance ("her partner ravi", "my friend sarah", "thx christian").
// (An ASCII pattern without the u flag: it runs over every text, and scans several times faster.)
const LOWER_CUE = /\b(?:partner|friend|wife|husband|son|daughter|mom|mum|dad|sister|brother|cousin|colleague|boyfriend|girlfriend|fiancee?|hi|hey|hello|thanks|thx|dear|named|called) ([a-z][a-z'-]{1,20})(?![\w@.-])/g;

function cuedLowerCaseNames(n: NormalizedText, lex: NameLexicon, out: Finding[], keep: (start: number, end: number) => boolean): void {
  LOWER_CUE.lastIndex = 0;
  for (let m = LOWER_CUE.exec(n.text); m; m = LOWER_CUE.exec(n.text)) {
    const w = m[1]!;
    const f = fold(w);
    if (!lex.first.has(f) || isOther(lex, f) || WORD_NAMES.has(f) || NOT_NAME.has(f)) continue;
    const s = m.index + m[0].length - w.length;
    if (keep(s, s + w.length)) out.push({ detector: 'pii.person', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(s, s + w.length), score: 0.5 });
  }
}

/**
 * Person names without NLP: runs of capitalised words scored by a first/last-name lexicon,
 * capitalisation mid-sentence and near-by words ("my name is", "Dear", "Mr."). Fast enough for
 * the fastpath (one pass, set lookups).
 */
export function createPersonDetector(properNouns = false, proseChars = 400): Detector {
  const lex = nameLexicon();
  // Whether the text being scored is German (`germanText`), worked out once per text when needed.
  let german: boolean | undefined;
  const score = (n: NormalizedText, r: Run): number => {
    let words = r.words;
    let start = r.start;
    // Trim leading/trailing non-name words ("The", "Dear"); a title ("Mr.", "Dr.") stays in the
    // span (it is part of how the person is named) but not in the words that are scored.
    let titled = false;
    let spanStart = r.start;
    while (words.length && NOT_NAME.has(fold(words[0]!).replace(/\.$/, ''))) {
      const isTitle = TITLES.has(fold(words[0]!).replace(/\.$/, ''));
      if (isTitle && !titled) {
        titled = true;
        spanStart = start;
      } else if (!isTitle) titled = false;
      start += words[0]!.length + 1;
      words = words.slice(1);
    }
    if (!titled) spanStart = start;
    let end = r.end;
    while (words.length && NOT_NAME.has(fold(words[words.length - 1]!).replace(/\.$/, ''))) {
      // "Fast Food Corp", "Acme Bank": a company or place word ends the run, whatever precedes it.
      // Not after a title: "Dr. Hye-jin Park", "Ms. Amelia Hill" end in their surname.
      if (words.length > 1 && !titled && NOT_PERSON_TAIL.has(fold(words[words.length - 1]!).replace(/\.$/, ''))) return 0;
      if (titled && words.length > 1 && NOT_PERSON_TAIL.has(fold(words[words.length - 1]!).replace(/\.$/, ''))) break;
      end -= words[words.length - 1]!.length + 1;
      words = words.slice(0, -1);
    }
    if (words.length > 1 && STREET_HEAD.has(fold(words[0]!).replace(/\.$/, ''))) return 0;
    let scoredEnd = end;
    while (words.length > 1 && NAME_SUFFIX.has(fold(words[words.length - 1]!).replace(/\.$/, ''))) {
      scoredEnd -= words[words.length - 1]!.length + 1;
      words = words.slice(0, -1);
    }
    // "Producer James Sparks", "Producer Velimir R. Janković": a capitalised everyday word before
    // a name-shaped rest is a role or a description, not part of the name.
    const nameShaped = (ws: string[]): boolean => ws.filter((w) => w.length > 2).length >= 2 && ws.every((w) => w.length < 3 || !isEveryday(lex, fold(w)));
    while (words.length >= 3 && isEveryday(lex, fold(words[0]!)) && nameShaped(words.slice(1))) {
      start += words[0]!.length + 1;
      words = words.slice(1);
      if (!titled) spanStart = start;
    }
    r.start = spanStart;
    r.end = end;
    r.words = words;
    if (words.length === 0) return 0;
    const lastWord = words[words.length - 1]!;
    if (lastWord.endsWith("'s") || lastWord.endsWith('’s')) {
      words = [...words.slice(0, -1), lastWord.slice(0, -2)];
      r.end -= 2;
      end -= 2;
      scoredEnd -= 2;
    }
    const full = words.filter((w) => w.replace(/\.$/, '').length > 1 && !PARTICLE.test(` ${w} `));
    if (full.length === 0) return 0;
    const folded = full.map(fold);
    if (full.some((w) => w.length > 2 && w === w.toUpperCase())) return 0; // acronyms, SHOUTING
    // "IP address", "the OS": a two-letter acronym alone.
    if (full.length === 1 && words.length === 1 && /^\p{Lu}{2}$/u.test(full[0]!)) return 0;
    // "Salsa CI", "Windows NT": a two-letter acronym closing the run names a product. (Initials
    // open a name, "TJ Holowaychuk"; suffixes such as "MD" or "II" were set aside above.)
    if (full.length > 1 && /^\p{Lu}{2}$/u.test(full[full.length - 1]!)) return 0;
    if (full.some(camelCased)) return 0;
    if (!titled && NOT_PERSON_TAIL.has(folded[folded.length - 1]!.replace(/\.$/, ''))) return 0;
    if (!titled && isStreetTail(folded[folded.length - 1]!)) return 0;
    // "Ingelbrecht Knudssøns gate 12": the street word after the run, in lower case.
    const nextLower = /^ (\p{Ll}{2,8})\b/u.exec(n.text.slice(scoredEnd, scoredEnd + 10))?.[1];
    if (nextLower !== undefined && STREET_WORD.has(nextLower)) return 0;
    // "643 Biskupa Bogedaina 118", "07 262 Pavlou Drandaki\n": after a house number and before
    // another number or the end of the line, a name-shaped run is a street.
    if (/(?:^|[\s,])\d{1,5}[a-z]? $/.test(n.lower.slice(Math.max(0, start - 8), start)) && /^(?: ?\d|\s*\n|,|\s*$)/.test(n.text.slice(scoredEnd, scoredEnd + 3))) return 0;
    // "the corner of Dalbraut 99 and Frederikke Coves": both are streets.
    if (/corner of (?:[^\n]{1,40} and )?$/.test(n.lower.slice(Math.max(0, start - 55), start))) return 0;
    // A line of its own right under a line with a number, in an address block ("12 Main St\nDolores\n").
    if (full.length <= 4 && addressLine(n.text, start, end)) return 0;
    // "Los Angeles Lakers", "Hong Kong": a place or organisation compromise knows.
    if (folded.length >= 2 && (lex.placePhrases.has(`${folded[0]} ${folded[1]}`) || lex.placePhrases.has(folded.join(' ')))) return 0;
    if (folded.length === 1 && placeInContext(n, folded[0]!, start, scoredEnd)) return 0;
    const firstKnown = lex.first.has(folded[0]!);
    const lastKnown = lex.last.has(folded[folded.length - 1]!);
    const otherWords = folded.filter((w) => isOther(lex, w) && !lex.first.has(w) && !lex.last.has(w)).length;
    const before = titled ? 3 : contextBefore(n.lower, start);
    const identified = before === 3;
    const ctxBefore = before >= 2;
    const weakBefore = before === 1;
    const after = n.lower.slice(scoredEnd, scoredEnd + 24);
    const ctxAfter = CONTEXT_AFTER.some((w) => after.startsWith(' ' + w)) || POSSESSIVE_AFTER.test(after);
    const atStart = sentenceStart(n.text, start);
    // "Hi June,", "Thanks, Hope.", "on its way, Destiny!": a given name that is also a word, greeted
    // or addressed at the end of a sentence.
    if (folded.length === 1 && WORD_NAMES.has(folded[0]!) && (GREETING.test(n.lower.slice(Math.max(0, start - 12), start)) || (/, $/.test(n.text.slice(start - 2, start)) && /^[!.?]/.test(n.text.slice(scoredEnd, scoredEnd + 1))))) return 0.6;
    // "her husband Frank", "nephew Bill": a given name that is also a word, after a family word.
    if (folded.length === 1 && WORD_NAMES.has(folded[0]!) && KIN_BEFORE.test(n.lower.slice(Math.max(0, start - 16), start))) return 0.6;
    if (!identified && otherWords === folded.length && !firstKnown) return 0;
    if (!identified && !ctxBefore && !ctxAfter && !firstKnown && !lastKnown) {
      // German capitalises every noun ("prüfen Sie Ihren Spam-Ordner"): an unknown capitalised
      // word there is a noun until a name list or a cue says otherwise.
      german ??= germanText(n.lower);
      if (german) return 0;
    }
    // A public figure or character ("Barack Obama", "Sherlock Holmes") mentioned without any
    // word that makes it someone's personal data.
    if (!ctxBefore && !ctxAfter && lex.publicPhrases.has(folded.join(' '))) return 0;
    // Everyday words only ("Monthly Income", "Hello, World"): a heading or a thing, unless a
    // title or "named" says otherwise ("Mr. Spears", "she named him Frank").
    if (!identified && folded.every((w) => isEveryday(lex, w))) return 0;
    // Confidence >= 0.8 only when the words around say it is someone's name; a name-shaped run
    // alone stays <= 0.6 (masked, but by itself not enough to flag: see the policy's `person`).
    if (otherWords === 0 && PEOPLE_LIST.test(n.lower.slice(Math.max(0, start - 16), start))) return 0.55;
    // An author cited in a reference ("Nguyen et al. (2021)", "(Nguyen et al., 2021)", "Nguyen and
    // Park (2021)", "Park (2021)"): a publication's byline, not someone's personal data.
    if (!identified && !ctxBefore && !ctxAfter && CITED_AFTER.test(n.text.slice(scoredEnd, scoredEnd + 50))) return 0;
    // "Sydney, Australia", "Sherman Oaks, California": a place, by the place after it.
    const placeAfter = /^, (\p{Lu}\p{Ll}{2,20})\b/u.exec(n.text.slice(scoredEnd, scoredEnd + 24))?.[1];
    if (placeAfter !== undefined && lex.placeWords.has(fold(placeAfter))) return 0;
    if (full.length >= 2) {
      if (ctxBefore || ctxAfter) return otherWords === 0 || firstKnown ? 0.85 : 0.55;
      // "Freakonomics Radio", "Shaolin Kongfu Retailing": a name does not end in an everyday word.
      // (A particle says otherwise: "Willemine ten Pas".)
      if (!firstKnown && full.length === words.length && isEveryday(lex, folded[folded.length - 1]!)) return 0;
      if (firstKnown && otherWords <= 1) return 0.6;
      // "Bill Nakamura", "Summer Reyes": a given name that is also a word, before a surname.
      if (folded.length === 2 && WORD_NAMES.has(folded[0]!) && lastKnown) return 0.6;
      // "Faith Mwangi", "Florence Adebayo-King": such a given name (or a place that is one) before
      // surnames the list does not know, none of them an everyday word or a place.
      // (Not a named storm: "Storm Éowyn".)
      if (full.length <= 3 && folded[0] !== 'storm' && (WORD_NAMES.has(folded[0]!) || PLACE_NAMES.has(folded[0]!)) && folded.slice(1).every((w) => !isEveryday(lex, w) && !lex.placeWords.has(w))) return 0.55;
      if (lastKnown && otherWords === 0) return 0.6;
      if (otherWords === 0) return atStart ? 0.5 : 0.55;
      return 0;
    }
    // One word, even right after "Dear", "named" or "Mr.", is masked but not flagged: a given
    // name or a bare surname does not single anyone out, and stories, dialogues and word
    // problems ("a boy named Miguel", "Hey Sue,", "Mrs. Smith has a garden") use them all the
    // time. Next to other personal data the decider flags the text anyway.
    if (identified || ((ctxBefore || ctxAfter) && (firstKnown || otherWords === 0))) return 0.6;
    // 'Vsevolod: "Who are you?"': a speaker's label opening a line of quoted speech.
    if (otherWords === 0 && lineStart(n.text, start) && /^: {0,3}["“]/.test(n.text.slice(end, end + 6))) return 0.55;
    if (weakBefore && otherWords === 0 && full[0]!.length > 2) return 0.55;
    if (firstKnown && !WORD_NAMES.has(folded[0]!)) return atStart ? 0.55 : 0.6;
    if (firstKnown && !atStart) return 0.5;
    const nextWord = /^ ([a-z]{2,15})\b/.exec(n.lower.slice(end, end + 17))?.[1];
    // "Mark is a very sympathetic person": a given name that is also a word, before a verb.
    if (firstKnown && nextWord !== undefined && lex.verbs.has(nextWord)) return 0.5;
    // "Aloisia, can I ...": an unknown word opening a sentence as a form of address; a capital
    // after the comma makes it the first item of a list instead ("Isuzu, Cadillac").
    if (atStart && otherWords === 0 && n.text[end] === ',' && full[0]!.length > 2 && /^, ?[a-z]/.test(n.text.slice(end, end + 3))) return 0.5;
    // Opt-in (`person_proper_nouns`): an unknown capitalised word (not camel-cased, not a word
    // compromise knows) is a proper noun; mid-sentence, or at a sentence start before a verb
    // ("Valtteri is", "Mourik began"), it is often a person. Low confidence: masked, never
    // enough to flag alone. Off by default: it also masks products and places in ordinary text.
    const w = full[0]!;
    if (properNouns && otherWords === 0 && w.length > 2 && !/\p{Lu}/u.test(w.slice(1).replace(/^(?:c|ac|')/, ''))) {
      if (!atStart) return lastKnown ? 0.55 : 0.5;
      if (nextWord !== undefined && lex.verbs.has(nextWord)) return 0.5;
    }
    if (lastKnown && !atStart) return 0.5;
    // "Mourik shouted at", "Kacper spent a year": an unknown word doing what only people do.
    if (otherWords === 0 && !isEveryday(lex, folded[0]!) && !lex.placeWords.has(folded[0]!) && w.length > 2 && nextWord !== undefined && PERSON_VERBS.has(nextWord) && !/\p{Lu}/u.test(w.slice(1))) return 0.5;
    return 0;
  };
  return {
    meta: { id: 'pii.person', category: 'pii', stage: 'fastpath', maxMatchLength: 200 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      german = undefined;
      const all = runs(n.text);
      const scores = all.map((r) => score(n, r));
      // Second look at the runs the first pass left out, using what it found:
      // a word of a name found elsewhere in the text ("Asya ... Asya Godina"), or an item of a
      // list that holds names ("Kónya, Becker and Vasquez").
      const known = new Set<string>();
      // Seeds are runs the lexicon or the context vouches for: two words no list knows
      // ("Debian Alioth", "Salsa CI") are too weak to make every other mention a name.
      const titledRun = (r: Run): boolean => TITLES.has(fold(n.text.slice(r.start, r.start + 12).split(/[\s.]/)[0] ?? ''));
      const vouched = (i: number): boolean => scores[i]! >= 0.8 || titledRun(all[i]!) || all[i]!.words.some((w) => lex.first.has(fold(w)) || lex.last.has(fold(w)));
      for (let i = 0; i < all.length; i++) if (scores[i]! >= 0.55 && vouched(i)) for (const w of all[i]!.words) if (w.length > 2) known.add(fold(w));
      const isCandidate = (r: Run): boolean => {
        if (r.words.length === 0 || r.words.length > 3) return false;
        const f = r.words.map(fold);
        // A place compromise knows ("Spain") is not a name in a list of names.
        if (f.some((w) => NOT_NAME.has(w) || NOT_PERSON_TAIL.has(w) || lex.placeWords.has(w))) return false;
        // Initials count with a word beside them ("R. Castellano, S. O'Hare" after "J. Mbeki").
        const initial = (w: string): boolean => /^\p{Lu}\.$/u.test(w);
        return r.words.some((w) => !initial(w)) && r.words.every((w) => initial(w) || (w.length > 1 && w !== w.toUpperCase()));
      };
      const listGap = (a: Run, b: Run): boolean => /^(?:, | and |, and | & |, & | or )$/.test(n.text.slice(a.end, b.start));
      for (let pass = 0; pass < 2; pass++) {
        for (let i = 0; i < all.length; i++) {
          if (scores[i]! > 0) continue;
          const r = all[i]!;
          if (!isCandidate(r)) continue;
          const f = r.words.map(fold);
          if (known.size && f.every((w) => known.has(w))) scores[i] = 0.6;
          // "Adaeze Green ... Mrs. Green": a surname the text names someone by, after a word
          // that is not an everyday one.
          else if (f.length === 2 && known.has(f[1]!) && !isEveryday(lex, f[0]!) && !lex.placeWords.has(f[0]!)) scores[i] = 0.6;
          else if ((i > 0 && scores[i - 1]! >= 0.5 && listGap(all[i - 1]!, r)) || (i + 1 < all.length && scores[i + 1]! >= 0.5 && listGap(r, all[i + 1]!))) {
            scores[i] = 0.55;
          }
          if (scores[i]! > 0) for (const w of f) known.add(w);
        }
      }
      // Past a short message, a name with nothing personal near it is a mention in prose (a
      // public figure, an author, a character in a story or a word problem), not someone's data.
      // Names that context already vouches for (>= 0.8: "my name is Olivia Bennett", "Dr. Olivia
      // Bennett") stay, masked.
      const prose = proseChars > 0 && n.text.length > proseChars;
      const personal = personalCues(n.lower);
      const out: Finding[] = [];
      if (all.length === 0 && /[a-z]/.test(n.text)) lowerCaseNames(n, lex, out, (s, e) => !prose || personal(s, e));
      else if (all.length > 0) cuedLowerCaseNames(n, lex, out, (s, e) => !prose || personal(s, e));
      for (let i = 0; i < all.length; i++) {
        const s = scores[i]!;
        if (s <= 0) continue;
        const r = all[i]!;
        const near = !prose || personal(r.start, r.end);
        if (!near && s < 0.8) continue;
        // A word no name list knows that the same text also writes in lower case, on its own, is
        // a command, package or product ("Wget" and `wget`, "Pino" and pino), not a person.
        if (s < 0.8 && r.words.every((w) => {
          const f = fold(w.replace(/['’]s$/, ''));
          return w.length > 2 && !lex.first.has(f) && !lex.last.has(f) && occursLowerCase(n.text, w.replace(/['’]s$/, '').toLowerCase());
        })) continue;
        // A cue word ("Dr.", "named") in long prose with nothing personal near it: a character
        // or a public figure, masked but not flagged.
        out.push({ detector: 'pii.person', category: 'pii', type: 'person', label: 'person name', ...n.spanToOriginal(r.start, r.end), score: near ? s : 0.6 });
      }
      return out;
    },
  };
}
