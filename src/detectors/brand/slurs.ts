import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

// Written for this project from general knowledge of ethnic, racial, religious, homophobic and
// ableist slurs (English, plus a few French, German, Spanish and Eastern European ones that turn up
// in English text); only terms obscenity's English dataset does not carry. Only terms whose
// ordinary-word homographs are rare: "nip", "homo", "spook", "coon", "banana", "coconut",
// "cracker", "yellow" and the like are left out on purpose (a false alarm on "Homo sapiens" costs
// as much as a miss), and so are names of teams and breeds ("Redskins", "Maine Coon"), first names
// ("Guido", "Fritz", "Paddy") and words with a neutral use ("gaijin", "mzungu", "goy").
//
// Each entry is a word or phrase; a space in it also matches a hyphen or nothing ("bog trotter",
// "bog-trotter", "bogtrotter"), a "~" only a hyphen or nothing, where the spaced words are ordinary
// ("zipper head" is part of a zipper, "zipperhead" is not); a plural "s" may follow.
const TERMS = [
  // already listed before this file grew
  'jigaboo', 'jiggaboo', 'porch monkey', 'sambo', 'darkie', 'darky', 'darkey', 'zipper~head', 'slant~eye', 'wetback', 'towel~head',
  'rag~head', 'curry muncher', 'paki', 'wog', 'golliwog', 'polack', 'dago', 'kraut', 'yid', 'hymie', 'gyppo', 'gippo',
  'pikey', 'jap', 'chinaman', 'chinamen', 'half~breed', 'spic', 'gook', 'beaner', 'sand nigger', 'nigga', 'niggaz', 'chinks',
  // anti-Black
  'jungle bunny', 'moon cricket', 'spear chucker', 'porch monkeys', 'nig nog', 'niglet', 'nigra', 'pickaninny', 'piccaninny',
  'picaninny', 'bootlip', 'burr~head', 'thick~lips', 'rastus', 'schvartse', 'schwartze', 'shvartze', 'schvartzer',
  'shvartzer', 'mayate', 'sideways vagina', 'sideways pussy',
  'groid', 'dindu', 'house nigger', 'field nigger',
  // anti-Asian
  'chinky', 'chinkies', 'slope~head', 'buddha~head', 'chankoro', 'xiao riben', 'gweilo', 'gwailo', 'dot~head', 'pajeet', 'chinetoque',
  'schlitzauge', 'ching chong',
  // anti-Arab, anti-Muslim, anti-South-Asian
  'sand monkey', 'dune coon', 'camel fucker', 'kameltreiber', 'bicot', 'bougnoule', 'muzzie', 'muzzies', 'mudslime',
  // anti-Jewish
  'kyke', 'heeb', 'sheeny', 'jewboy', 'christ killer', 'ikey mo', 'youpin', 'zhid', 'zhyd', 'shylocks',
  // anti-Latino
  'spick', 'greaseball', 'gabacho', 'gachupin', 'sudaca',
  // anti-White and anti-European
  'honky', 'honkey', 'honkie', 'peckerwood', 'wigger', 'wigga', 'pommy', 'pommie', 'rooinek', 'boche', 'eyetie', 'guidette',
  'polentone', 'bog trotter', 'bohunk', 'hairyback', 'moskal', 'katsap', 'khokhol', 'churka', 'chernozhopy', 'bozgor', 'gubba',
  'mayonnaise monkey', 'plastic paddy', 'smoked irish', 'swamp guinea', 'mackerel snapper', 'coonass', 'teuchter',
  'goombah',
  // anti-Indigenous
  'injun', 'wagon burner', 'prairie nigger', 'lubra', 'abbo', 'boong', 'nitchie', 'squaws',
  // homophobic, transphobic, ableist
  'shemale', 'poofter', 'batty boy', 'batty man', 'lezbo', 'lesbo', 'lezzo', 'fudge packer', 'carpet muncher', 'rug muncher',
  'shirt lifter', 'spaz', 'spazz', 'spacker', 'window licker', 'libtard',
];

// Words with an everyday sense besides the slur: they count only where the next word shows the
// everyday sense is not meant ("spick and span", "kaffir lime").
const GUARDED: Array<[string, string]> = [
  ['spick', ' ?(?:and|&|-)'],
  ['kaffir', ' (?:lime|lily|lilies|corn|beer|plum|boom)'],
  ['kafir', ' (?:lime|lily|lilies|corn|beer|plum|boom)'],
  ['kaffer', ' (?:lime|lily|lilies|corn|beer|plum|boom)'],
  ['chinks', " in (?:[a-z']{1,12} ){0,2}(?:armou?r|defen[cs]es?|argument|case|logic|reasoning|theory|plan|walls?|fa[cç]ade|system|code)"],
  ['honky', '[ -]?tonk'],
  ['honkey', '[ -]?tonk'],
  ['sambo', '(?:-| )?(?:wrestl|fight|martial|champion|world|federation|club)'],
];
// Mild or ambiguous terms: a slur only when aimed at someone ("you gringo", "that dirty haole").
const AIMED = ['wop', 'camel jockey', 'gringo', 'haole', 'whitey', 'limey', 'russki', 'russkie'];
const AIMED_BEFORE =
  '(?:you|ya|that|such an?|dirty|filthy|stupid|dumb|fucking|fuckin|damn|damned|bloody|lazy|ugly|fat|smelly|bunch of|buncha|those|these|them|all the|fuckin\'|goddamn)';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const form = (t: string) => t.split(' ').map((w) => w.split('~').map(esc).join('-?')).join('[ -]?');
const guard = new Map(GUARDED);
const alternatives = [...new Set(TERMS)]
  .filter((t) => !guard.has(t))
  .map(form)
  .concat(GUARDED.map(([t, after]) => `${form(t)}s?(?!${after})`));
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${alternatives.join('|')})s?(?![\\p{L}\\p{N}_-])`, 'gu');
const AIMED_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}_-])${AIMED_BEFORE} (?:${AIMED.map(form).join('|')})s?(?![\\p{L}\\p{N}_-])`, 'gu');

// Words of the entries too common to open the shared prefilter on ordinary prose.
const COMMON = new Set(['head', 'man', 'boy', 'eye', 'nig', 'house', 'field', 'monkey', 'irish', 'killer', 'bunny', 'cricket', 'snapper']);
/** A word of the entry every match contains (the longest uncommon one), for the shared prefilter. */
const anchor = (t: string) => t.split(/[ ~]/).reduce((a, b) => (COMMON.has(a) || (!COMMON.has(b) && b.length > a.length) ? b : a));

/** The list's own words, for tests. */
export const SLUR_TERMS: readonly string[] = [...TERMS, ...GUARDED.map(([t]) => t)];
export const AIMED_SLUR_TERMS: readonly string[] = AIMED;

/** Slurs beyond obscenity's dataset (same finding type, `slur`). */
export const slurDetector = gated(
  [...new Set([...TERMS, ...GUARDED.map(([t]) => t), ...AIMED].map(anchor))],
  regexDetector({
    id: 'brand.slur',
    category: 'brand',
    type: 'slur',
    label: 'slur',
    patterns: [PATTERN, AIMED_PATTERN],
    view: 'lower',
    score: 0.9,
    maxMatchLength: 40,
  }),
);
