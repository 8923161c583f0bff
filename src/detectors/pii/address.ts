import { regexDetector } from '../regex.js';
import type { Detector, Finding } from '../types.js';
import { SpanIndex } from '../span-index.js';
import { DISTINCT_STREET_SUFFIXES, GLUED_STREET_SUFFIXES } from './street-words.js';

const STREET_TYPES =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|square|sq|trail|trl|crescent|close|grove|gardens|row|mews|hill|walk|plaza|alley|loop|run|pike|path|point|ridge|view|ville|crossing|park|heights|center|centre|isle|isles|flat|flats|harbor|harbour|mall|cove|coves|turnpike|crossroad|radial|bypass|expressway|freeway|junction|motorway|overpass|underpass|viaduct|causeway|skyway|stravenue|vista|manor|meadow|meadows|orchard|mill|mills|ranch|shore|shores|springs|estates|ferry|forge|gateway|glen|haven|hollow|inlet|knoll|lakes|lodge|pines|rapids|shoal|shoals|brook|brooks|burg|canyon|cape|cliff|cliffs|creek|crest|dale|ford|fords|mountain|neck|prairie|trafficway|throughway|str';
// US-style street line: number, 1-4 capitalised words, a street type, optional unit, optional
// ", City, ST 12345". Every word needs a following space, so each repetition is unambiguous.
// Not after a dot: "M.2 Internal Solid State Hard Drive" is a product, not 2 Internal ... Drive.
const US_STREET = new RegExp(
  `(?<![\\w.-])\\d{1,6}[A-Za-z]? (?:[A-Z][A-Za-z'.-]{0,20} ){1,4}(?:${STREET_TYPES.split('|').map((t) => t[0]!.toUpperCase() + t.slice(1)).join('|')})\\.?(?:,? (?:Apt|Apartment|Suite|Ste|Unit|#)\\.? ?[A-Za-z0-9-]{1,6})?(?:,? [A-Z][A-Za-z.]{1,20}(?: [A-Z][A-Za-z.]{1,20}){0,2},? [A-Z]{2}\\.? \\d{5}(?:-\\d{4})?)?(?![\\w])`,
  'g',
);
// Street lines of other countries, where the street word comes first ("Rua João Pessoa 1636",
// "2456 Rue de Virton 38", "ul. Cicha 86"): the street word, 1-5 name words or particles, and a
// house number before or after. Each name word starts with a space and a capital, each particle
// with a space and a lower-case letter, so the repetitions cannot overlap.
const HEADS = 'Rua|Rue|Via|Viale|Vicolo|Calle|Carrer|Avenida|Avinguda|Avenue|Av\\.|ul\\.|Ul\\.|Ulica|Camino|Camiño|Rúa|Plaza|Praça|Piazza|Piazzale|Paseo|Rambla|Travessa|Largo|Estrada|Corso|Chemin|Allée|Quai|Impasse|Strada|C/';
const NAME_WORDS = `(?: \\p{Lu}[\\p{L}'’.-]{0,20}| (?:de|da|do|dos|das|del|della|delle|dei|degli|dello|di|du|des|la|le|los|las|d'|l'|van|von|den|der|y|e)(?= )){1,5}`;
const HEAD_STREET = new RegExp(`(?<![\\p{L}\\p{N}-])(?:\\d{1,6}[A-Za-z]? (?:\\d{1,6} )?(?:${HEADS})${NAME_WORDS}(?: \\d{1,5}[A-Za-z]?)?|(?:${HEADS})${NAME_WORDS} \\d{1,5}[A-Za-z]?)(?![\\p{L}\\p{N}])`, 'gu');
// ...and where it comes last, alone ("Ingelbrecht Knudssøns gate 222", "Kossuth utca 3") or
// glued on ("Nassaustraat 123", "Storgatan 5", "Hämeenkatu 12", "Nybyvägen 65"), before a house
// number; glued on in lower case only where no English word ends so ("machelsesteenweg 197").
const TAIL_STREET = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:\\p{Lu}[\\p{L}'’.-]{0,24} ){1,3}(?:gate|gata|gatan|gade|vej|vegen|veien|utca|ulica|ulice|út|tie|katu) \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])` +
    `|(?<![\\p{L}\\p{N}-])\\p{Lu}\\p{Ll}{1,30}(?:${GLUED_STREET_SUFFIXES.join('|')}) \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])` +
    `|(?<![\\p{L}\\p{N}-])\\p{Ll}{3,30}(?:${DISTINCT_STREET_SUFFIXES.join('|')}) \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  'gu',
);
// UK postcode (SW1A 1AA, M1 1AE, B33 8TH), written with its space: run together, the shape is
// as often a model or part number ("A64FX", "B12CD").
const UK_POSTCODE = /(?<![A-Za-z0-9])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) \d[ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])/g;
// A street line of any country right after words that announce an address ("lives at", "billing
// address:", "ship it to"): a house number or postcode, one to four capitalised words, and a house
// number ("28245 Puruntie 82", "450 Præstevænget 15", "9721 Dalmatinova 43"). Without the cue the
// shape is as often a date and a product ("In 1998 Windows 98 shipped").
const cap = (words: string) => words.split('|').map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|');
const ADDRESS_CUE = `(?:(?:${cap('home|billing|shipping|mailing|postal|delivery|street|new|old|my|his|her|their|our|your|the')}) address(?:es)?(?: is| was|:| here| to| with)?|${cap('address')}(?:es)?:|(?:${cap('lives|live|living|lived|resides|reside|residing|located|situated|is|are')}) at|${cap('moved')} to|(?:${cap('ship|send|deliver|delivered')}) (?:it |them )?to)`;
const CUED_STREET = new RegExp(
  // The digits come first and the cue is checked behind them: a pattern that opens with the
  // lookbehind evaluates it at every position of the text (4x the detector's time on numeric text).
  `\\b\\d{1,6}(?<=${ADDRESS_CUE}[: \\t\\n>]{1,8}\\d{1,6})(?: \\d{1,6})? (?:\\p{Lu}[\\p{L}'’.-]{1,30} ){0,3}\\p{Lu}[\\p{L}'’.-]{1,30} \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  'gu',
);
// A flat or suite number ("Apt. 595", "Suite 838"); not an office suite or a test suite.
const UNIT = /\b(?:Apt|Apartment|Suite|Ste)(?<!(?:Office|Test|Creative|Adobe|Business|Productivity|Security|Software|Cloud|Microsoft|Google) \w{3,9})\.? ?#?\d{1,5}[A-Za-z]?(?![\w-])/g;
// A postcode said to be one ("my zip code is 88012", "postal code: 75008").
const CUED_POSTCODE = /(?<![\w-])\d{4,6}(?<=\b(?:zip|postal|post|postcode)(?: code)?(?: is|:)? ?\d{4,6})(?:-\d{4})?(?![\w-])/gi;
// PO boxes.
const PO_BOX = /(?<![\w])(?:P\.? ?O\.?|Post Office) Box \d{1,6}(?!\d)/gi;

// US military mail (the Postal Service's APO/FPO/DPO format): "PSC 1234, Box 5678, APO AE 09021",
// "Unit 4719 Box 7394 DPO AP 70942", "CMR 410 Box 12". With its APO/FPO/DPO line and ZIP the form
// is specific in any case ("unit 9456 box 8731 dpo ap 71610"); without it, capitals only.
const MILITARY = /(?<![\w])(?:(?:(?:psc|cmr|unit) \d{1,5},? box \d{1,5}[,\s]{1,4})?(?:apo|fpo|dpo) (?:aa|ae|ap) \d{5}(?:-\d{4})?|(?:psc|cmr|unit) \d{1,5},? box \d{1,5})(?![\w-])/gi;
// The short form must be written in capitals: checked on the match, since the regex is case-blind.
const MILITARY_SHORT = /^(?:psc|cmr|unit) \d{1,5},? box \d{1,5}$/i;
const MILITARY_CAPS = /^(?:PSC|CMR|Unit) \d{1,5},? Box \d{1,5}$/;

const ALL = [US_STREET, HEAD_STREET, TAIL_STREET, CUED_STREET, UNIT, CUED_POSTCODE, UK_POSTCODE, PO_BOX, MILITARY];
// Lower-case words one of which every ADDRESS_CUE match contains.
const CUE_WORDS = ['address', 'live', 'living', 'resid', 'located', 'situated', ' is at', ' are at', 'moved to', 'ship', 'send', 'deliver'];

const lines = regexDetector({
  id: 'pii.address',
  category: 'pii',
  type: 'address',
  label: 'postal address',
  patterns: ALL,
  // The cued shapes only where their words occur: most texts with digits have none of them.
  choose(n) {
    const l = n.lower;
    const out = [US_STREET, HEAD_STREET, TAIL_STREET];
    if (CUE_WORDS.some((w) => l.includes(w))) out.push(CUED_STREET);
    if (l.includes('apt') || l.includes('apartment') || l.includes('suite') || l.includes('ste')) out.push(UNIT);
    if (l.includes('zip') || l.includes('post')) out.push(CUED_POSTCODE);
    out.push(UK_POSTCODE, PO_BOX);
    if (l.includes(' box ') || l.includes('apo ') || l.includes('fpo ') || l.includes('dpo ')) out.push(MILITARY);
    return out.length === ALL.length ? ALL : out;
  },
  // Every form has a digit.
  requires: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  invalidate: (v) => MILITARY_SHORT.test(v) && !MILITARY_CAPS.test(v),
  score: 0.7,
  context: { words: ['address', 'live', 'lives', 'living', 'located', 'ship', 'deliver', 'mail', 'home', 'at', 'moved'], boost: 0.15 },
  maxMatchLength: 160,
});

// A flat or suite number alone ("Your apartment, Apt. 4B, is ready") points at no building, and a
// postcode alone ("my zip code is 88012") at thousands of them: each is masked at low confidence
// (no flag by itself) unless a street line stands within UNIT_NEAR characters of it.
const UNIT_ONLY = /^(?:apt|apartment|suite|ste)\b|^\d{4,6}(?:-\d{4})?$/i;
const UNIT_NEAR = 80;
const UNIT_SCORE = 0.5;

// Address blocks, one part per line, as on an envelope or in a signature:
//   20789 Allika 46        <- street line: house number(s), name words, house number
//    Suite 501             <- unit line (a finding of its own)
//    Riisa                 <- town, region, country lines
//    Estonia 62488         <- a line that ends in a postcode closes the block
// A finding found in such a block is widened to the whole block, so the masked text does not
// leave the town and postcode (or the street line above a flat number) in the clear. Each line
// is at most BLOCK_LINE characters; the block reaches at most BLOCK_LINES lines past the finding's
// own line, and only to its last line that ends in a postcode: a short line after an address
// ("Thanks,") is left alone unless a postcode line follows it.
const BLOCK_LINE = 60;
const BLOCK_LINES = 5;
// A street line with no street word: house number(s), one to four name words, a house number.
const BARE_STREET = /^[ \t>|]*(?:\d{1,6} ){1,2}\p{L}[\p{L}\p{M}'’.-]{0,30}(?: \p{L}[\p{L}\p{M}'’.-]{0,30}){0,3} \d{1,5}[A-Za-z]?\.?[ \t]*$/u;
// Town, region, country or postcode lines (", CO", "Porto Alegre", "Estonia 62488", "SK", "53650").
// Postcodes that end such a block: 4-6 digits (with a ZIP+4 or Brazilian suffix), UK, Canadian.
const BLOCK_POSTCODE = '(?:\\d{4,6}(?:-\\d{3,4})?|[A-Z]{1,2}\\d[A-Z\\d]? \\d[ABD-HJLNP-UW-Z]{2}|[A-Z]\\d[A-Z] \\d[A-Z]\\d)';
// Lines are at most BLOCK_LINE characters, so the optional parts cannot backtrack far.
const TAIL_LINE = new RegExp(`^[ \\t>|]*(?:,[ \\t]*)?(?:\\p{L}[\\p{L}\\p{M} .,'’()-]{0,40})?(?:,? ?${BLOCK_POSTCODE})?[ \\t,]*$`, 'u');
const UNIT_LINE = /^[ \t>|]*(?:apt|apartment|suite|ste|unit|flat|floor|fl|#)\.? ?#?[a-z0-9-]{1,6}[ \t,]*$/i;
const POSTCODE_END = new RegExp(`(?:^|[ \\t,>|])${BLOCK_POSTCODE}[ \\t,]*$`);
// House numbers just before a street line on its own line ("28245 Puruntie 82", "17151 2450 Crown St").
const LEAD_CHARS = 16;
const LEADING_NUMBERS = /(?:^|[>|: \t])((?:\d{1,6} ){1,2})$/;
// The same inside a long line, where the slice does not start at a line start.
const LEADING_NUMBERS_MID = /[>|: \t]((?:\d{1,6} ){1,2})$/;

// Line ends are searched a bounded distance from the finding, so the work per finding stays
// constant on a text with no line breaks.
/** Start of the line holding index i if it lies at most `limit` characters back, else -1. */
function lineStart(text: string, i: number, limit: number): number {
  const lo = Math.max(0, i - limit);
  for (let j = i; j > lo; j--) if (text.charCodeAt(j - 1) === 10) return j;
  return lo === 0 || text.charCodeAt(lo - 1) === 10 ? lo : -1;
}

/** End of the line holding index i (its line break or the text's end) if at most `limit` characters on, else -1. */
function lineEnd(text: string, i: number, limit: number): number {
  const hi = Math.min(text.length, i + limit);
  for (let j = i; j < hi; j++) if (text.charCodeAt(j) === 10) return j;
  return hi === text.length ? hi : -1;
}

/** `f` widened over the address block it stands in, if any (see BLOCK_LINE). */
function widen(text: string, f: { start: number; end: number }): { start: number; end: number } {
  let { start, end } = f;
  const own = lineStart(text, start, LEAD_CHARS + 1);
  const lead = own === -1 ? LEADING_NUMBERS_MID.exec(text.slice(start - LEAD_CHARS - 1, start)) : LEADING_NUMBERS.exec(text.slice(own, start));
  if (lead) start -= lead[1]!.length;
  else if (own > 0 && start - own <= 4 && /^[ \t>|]*$/.test(text.slice(own, start))) {
    // A line that opens with the finding (a flat number): the street line above belongs to it.
    const prev = lineStart(text, own - 1, BLOCK_LINE + 1);
    const line = prev === -1 ? '' : text.slice(prev, own - 1);
    if (BARE_STREET.test(line)) start = prev + (/^[ \t>|]*/.exec(line)?.[0].length ?? 0);
  }
  let at = lineEnd(text, end, BLOCK_LINE + 1);
  if (at === -1 || !TAIL_LINE.test(text.slice(end, at))) return { start, end };
  if (POSTCODE_END.test(text.slice(end, at))) end = at;
  for (let n = 0; n < BLOCK_LINES && at < text.length; n++) {
    const next = lineEnd(text, at + 1, BLOCK_LINE + 1);
    if (next === -1) break;
    const body = text.slice(at + 1, next);
    if (!(TAIL_LINE.test(body) || UNIT_LINE.test(body))) break;
    if (POSTCODE_END.test(body)) end = at + 1 + body.trimEnd().replace(/,$/, '').length;
    at = next;
  }
  return { start, end };
}

// A street named without a leading house number, of any country and case, right after words that
// can only announce a place to live or to send to ("lives on Hoge Wei 32", "my address is hersnapvej
// 18", "return to Leon and Eyrarodda 66", "the corner of Nieuwe Baan 473 St. and Inna Loop St."):
// one to four name words and a house number, or (after "the corner of") two street names. Generic
// "is at" / "meet me at" do not count ("the meeting is at noon on day 3"), nor do a page, room,
// gate, version or step before the number. The cue is found first and the street read right after
// it with a sticky pattern, so the work is one pass over the text.
const STRONG_CUE =
  /\b(?:(?:lives?|living|lived|resides?|residing) (?:at|on)|(?:address(?:es)?|addr\.?)(?: is| was|:)(?: now)?|located at|moved to|(?:ship|send|deliver|mail|post|forward)(?: it| them| this| that| the (?:package|parcel|letter|order|card|documents?))? to|return (?:it |this |them )?to|drops? (?:you|me|us) off at|the corner of)[ \t:]{1,3}/gi;
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}'’.-]{0,30}";
const NOT_STREET = /\b(?:page|pages|chapter|section|version|room|floor|gate|level|step|stage|day|week|month|year|number|no|platform|terminal|exit|line|route|bus|track|table|seat|row|figure|item|grade|size|episode|season|part|volume|phase|round|question|slide|unit|block|apartment|apt|suite|ste|box|sprint|milestone|release|build|iteration|tier|wave|batch|cohort|slot|column|lane)\.? \d{1,5}[A-Za-z]?\.?$/i;
// Words a street line does not hold: English function words, dates, document parts, coordinates.
const NOT_STREET_WORD =
  /\b(?:in|for|of|at|to|from|by|with|about|since|until|than|is|was|are|were|starts?|the|an?|address|schedule|clause|article|annex|appendix|exhibit|latitude|longitude|jan|january|feb|february|march|apr|april|may|june?|july?|aug|august|sept?|september|oct|october|nov|november|dec|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const NAMED_STREET = new RegExp(`(?:\\d{1,6} ){0,2}${NAME_WORD}(?: ${NAME_WORD}){0,3} \\d{1,5}[A-Za-z]?\\.?(?![\\p{L}\\p{N}])`, 'uy');
const CORNER = new RegExp(`${NAME_WORD}(?: ${NAME_WORD}){0,3}(?: \\d{1,5}[A-Za-z]?\\.?)?(?: (?:st|street|rd|road|ave|avenue)\\.?)? and ${NAME_WORD}(?: ${NAME_WORD}){0,2}(?: \\d{1,5}[A-Za-z]?)?(?![\\p{L}\\p{N}])`, 'uy');
const STRONG_CUE_WORDS = ['live', 'living', 'resid', 'address', 'addr', 'located at', 'moved to', 'ship', 'send', 'deliver', 'mail', 'post', 'forward', 'return', 'off at', 'corner of'];

/** Streets read right after a strong address cue (see STRONG_CUE), as findings like the others. */
function cuedNamedStreets(text: string, lower: string, ctx: Parameters<Detector['detect']>[1]): Finding[] {
  if (!STRONG_CUE_WORDS.some((w) => lower.includes(w))) return [];
  const out: Finding[] = [];
  STRONG_CUE.lastIndex = 0;
  for (let m = STRONG_CUE.exec(text); m; m = STRONG_CUE.exec(text)) {
    const at = m.index + m[0].length;
    const corner = /corner of/i.test(m[0]);
    const re = corner ? CORNER : NAMED_STREET;
    re.lastIndex = at;
    const s = re.exec(text);
    if (!s || !/\d/.test(s[0]) || NOT_STREET.test(s[0])) continue;
    // Outside "the corner of X and Y", no function word, date or document part; never across a sentence end.
    const words = corner ? s[0].replace(/ and /i, ' ') : s[0];
    if (NOT_STREET_WORD.test(words) || /[.!?] +\p{Lu}\p{Ll}/u.test(s[0])) continue;
    // A sentence's full stop after a street name is not part of it ("... and Oudegracht.").
    const length = /\p{L}{4}\.$/u.test(s[0]) ? s[0].length - 1 : s[0].length;
    out.push({ detector: 'pii.address', category: 'pii', type: 'address', label: 'postal address', start: at, end: at + length, score: 0.7 });
  }
  return out;
}

// Session 32 (a fresh probe of ordinary agent answers): the address of a landmark, a museum or a
// business, given as what it is ("The British Museum is on Great Russell Street, London WC1B
// 3DG", "The Eiffel Tower's address is ..."), is public; and a court of law is no street ("the 1966
// Supreme Court decision"). Read in the same sentence, up to INSTITUTION_BACK characters before.
const INSTITUTION_BACK = 140;
// Visitor venues only: an office, a restaurant, a bank or a company "is at" an address that the
// public PII sets count as personal data (presidio's "The Avalara office is at ...").
const INSTITUTION =
  /(?:^|[^\p{L}])(?:\p{Lu}[\p{L}'’.&-]* ){0,6}(?:\p{L}*(?:museum|Museum)|Museo|Musée|Gallery|Galleria|Institute|Cathedral|Basilica|Abbey|Palace|Monument|Memorial|Stadium|Arena|Zoo|Aquarium|Observatory|Opera House|Concert Hall|Theatre|Theater|Embassy|Consulate|Hotel|Temple|Mosque|Synagogue|Church|Parliament|Capitol|City Hall|Town Hall|Courthouse|Tower|Art|Arts)(?: (?:of|for|and|in) (?:the )?(?:\p{Lu}[\p{L}'’.&-]* ){1,4})?(?:'s|’s)?(?: main| official| postal| street| mailing)?(?: building| entrance)? (?:is|are|sits|stands|address is|address:|entrance is|is located|is situated|can be found)\b[^.!?\n]{0,70}$|(?:^|[.!?]\s{1,3}|\n)(?:The |the )?(?:\p{Lu}\p{L}*)?(?:museum|Museum|Museo|Musée|Galleria|Gallery)[\p{L} ]{0,40},\s{0,2}$/u;
const COURT_OF_LAW = /\b(?:Supreme|High|District|Appeals?|Appellate|County|Federal|Circuit|Crown|Magistrates'?|Family|Tax|Claims|Criminal|Superior|Constitutional|Juvenile|Probate|Bankruptcy|Municipal|International|Trial|Chancery) Court\b/;

function publicAddress(text: string, f: Finding): boolean {
  if (COURT_OF_LAW.test(text.slice(f.start, f.end))) return true;
  const before = text.slice(Math.max(0, f.start - INSTITUTION_BACK), f.start);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n'));
  return INSTITUTION.test(before.slice(cut + 1));
}

/** Postal addresses: US and other street lines, UK postcodes, PO boxes, US military mail, flat numbers. */
export const addressDetector: Detector = {
  // The sentence before (INSTITUTION_BACK) is read too: recognition reach.
  meta: { ...lines.meta, maxMatchLength: 640 + 140 },
  detect(text, ctx) {
    let found = lines.detect(text, ctx);
    // Named streets after a strong cue: kept where they cover the other forms they overlap
    // ("Lange Nieuwstraat 12 and Oudegracht" over "Nieuwstraat 12"), dropped where another form
    // reaches beyond them.
    const cued = cuedNamedStreets(text, ctx.normalized.lower, ctx);
    if (cued.length > 0) {
      const kept = cued.filter((c) => !found.some((f) => f.start < c.end && f.end > c.start && (f.start < c.start || f.end > c.end)));
      found = [...found.filter((f) => !kept.some((c) => f.start >= c.start && f.end <= c.end)), ...kept].sort((a, b) => a.start - b.start);
    }
    const unitOnly = found.map((f) => UNIT_ONLY.test(text.slice(f.start, f.end)));
    // Street lines and other full forms, to ask "is one near?" without asking each of them (a
    // 200,000-character run of "Apt. 1 " took 29 s that way).
    const full = new SpanIndex(found.filter((_, i) => !unitOnly[i]));
    const fullNear = (f: Finding): boolean => full.overlaps({ start: f.start - UNIT_NEAR, end: f.end + UNIT_NEAR });
    const widened = found.map((f, i) => {
      const w = widen(text, f);
      const g = w.start === f.start && w.end === f.end ? f : { ...f, ...w };
      if (!unitOnly[i]) return g;
      // A flat number that a block widened over a street line or a postcode line is an address.
      const gEnd = g === f ? -1 : lineEnd(text, g.start, BLOCK_LINE + 1);
      if (gEnd !== -1 && BARE_STREET.test(text.slice(g.start, gEnd))) return g;
      return fullNear(f) ? g : { ...g, score: Math.min(g.score, UNIT_SCORE) };
    });
    // A street line and the flat number under it can widen to the same block: report it once.
    const once = new Map<string, Finding>();
    for (const f of widened) {
      const key = `${f.start}:${f.end}`;
      const seen = once.get(key);
      if (!seen || f.score > seen.score) once.set(key, f);
    }
    const out = once.size === widened.length ? widened : [...once.values()];
    return out.some((f) => publicAddress(text, f)) ? out.filter((f) => !publicAddress(text, f)) : out;
  },
};
