import { regexDetector } from '../regex.js';
import type { Detector } from '../types.js';

const STREET_TYPES =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|square|sq|trail|trl|crescent|close|grove|gardens|row|mews|hill|walk|plaza|alley|loop|run|pike|path|point|ridge|view|ville|crossing|park|heights|center|centre|isle|isles|flat|flats|harbor|harbour|mall|cove|coves|turnpike|crossroad|radial|bypass|expressway|freeway|junction|motorway|overpass|underpass|viaduct|causeway|skyway|stravenue|vista|manor|meadow|meadows|orchard|mill|mills|ranch|shore|shores|springs|estates|ferry|forge|gateway|glen|haven|hollow|inlet|knoll|lakes|lodge|pines|rapids|shoal|shoals|brook|brooks|burg|canyon|cape|cliff|cliffs|creek|crest|dale|ford|fords|mountain|neck|prairie|trafficway|throughway';
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
const NAME_WORDS = `(?: \\p{Lu}[\\p{L}'’.-]{0,20}| (?:de|da|do|dos|das|del|della|delle|di|du|des|la|le|los|las|d'|l'|van|von|den|der)(?= )){1,5}`;
const HEAD_STREET = new RegExp(`(?<![\\p{L}\\p{N}-])(?:\\d{1,6}[A-Za-z]? (?:\\d{1,6} )?(?:${HEADS})${NAME_WORDS}(?: \\d{1,5}[A-Za-z]?)?|(?:${HEADS})${NAME_WORDS} \\d{1,5}[A-Za-z]?)(?![\\p{L}\\p{N}])`, 'gu');
// ...and where it comes last, alone ("Ingelbrecht Knudssøns gate 222", "Kossuth utca 3") or
// glued on ("Nassaustraat 123", "Storgatan 5", "Hämeenkatu 12"), before a house number.
const TAIL_STREET = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:\\p{Lu}[\\p{L}'’.-]{0,24} ){1,3}(?:gate|gata|gatan|gade|vej|vegen|veien|utca|ulica|ulice|út|tie|katu) \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}-])\\p{Lu}\\p{Ll}{1,30}(?:straße|strasse|gasse|weg|allee|platz|laan|straat|gracht|vej|gade|gatan|vegen|veien|katu|tie|utca) \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
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
const ADDRESS_CUE = `(?:(?:${cap('home|billing|shipping|mailing|postal|delivery|street|new|old|my|his|her|their|our|your|the')}) address(?:es)?(?: is| was|:| here)?|${cap('address')}(?:es)?:|(?:${cap('lives|live|living|lived|resides|reside|residing|located|situated|is|are')}) at|${cap('moved')} to|(?:${cap('ship|send|deliver|delivered')}) (?:it |them )?to)`;
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

/** Postal addresses: US and other street lines, UK postcodes, PO boxes, US military mail, flat numbers. */
export const addressDetector: Detector = {
  meta: lines.meta,
  detect(text, ctx) {
    const found = lines.detect(text, ctx);
    return found.map((f) => {
      if (!UNIT_ONLY.test(text.slice(f.start, f.end))) return f;
      const near = found.some((g) => g !== f && !UNIT_ONLY.test(text.slice(g.start, g.end)) && g.start < f.end + UNIT_NEAR && f.start < g.end + UNIT_NEAR);
      return near ? f : { ...f, score: Math.min(f.score, UNIT_SCORE) };
    });
  },
};
