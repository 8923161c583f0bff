import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

// Written for this project: ethnic, racial and other slurs that obscenity's English dataset does
// not carry. Only terms whose ordinary-word homographs are rare; "nip", "homo", "spook" and the
// like are left out on purpose (a false alarm on "Homo sapiens" costs as much as a miss), and so
// are names of teams and breeds ("Redskins", "Maine Coon").
const TERMS = [
  'jigaboos?', 'porch monkeys?', 'sambos?', 'darkies', 'darkie', 'zipperheads?', 'slant-?eyes?', 'wetbacks?', 'towelheads?', 'ragheads?',
  'camel jockeys?', 'curry munchers?', 'pakis', 'paki', 'wogs?', 'golliwogs?', 'spaz', 'spazz', 'shemales?', 'polacks?', 'dagos?', 'krauts?',
  'yids?', 'hymies?', 'gyppos?', 'pikeys?', 'japs', 'jap', 'chinam[ae]n', 'half-?breeds?', 'spics?',
  'gooks?', 'beaners?', 'sand niggers?', 'niggas?', 'niggaz', 'chinks',
];
const PATTERN = new RegExp(`(?<![\\w-])(?:${TERMS.join('|')})(?![\\w-])`, 'g');

/** Slurs beyond obscenity's dataset (same finding type, `slur`). */
export const slurDetector = gated(
  ['jigaboo', 'porch monkey', 'sambo', 'darkie', 'zipperhead', 'slant', 'wetback', 'towelhead', 'raghead', 'camel jockey', 'curry muncher', 'paki', 'wog', 'spaz', 'shemale', 'polack', 'dago', 'kraut', 'yid', 'hymie', 'gyppo', 'pikey', 'jap', 'chinam', 'breed', 'spic', 'gook', 'beaner', 'nigg', 'chink'],
  regexDetector({
    id: 'brand.slur',
    category: 'brand',
    type: 'slur',
    label: 'slur',
    patterns: [PATTERN],
    view: 'lower',
    score: 0.9,
    maxMatchLength: 20,
  }),
);
