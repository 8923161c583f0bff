import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';
import { ANY_GROUP } from '../brand/groups.js';

/*
 * Requests for hateful content about a group: slurs for it, jokes or verses mocking it "with every
 * stereotype", or a text arguing it is vermin, inferior or should lose rights. A question about
 * what a slur means or where it came from, a history of propaganda and a request to rebut such a
 * claim lack the asking-for-content verb or the claim. Written for this project.
 */
const MAKE = '(?:write|draft|compose|create|generate|make|produce|give me|list|craft|come up with|tell me|i need|i want)';
// What the group is called in hate speech: a pest, an inferior kind, a danger to be driven out.
const DEGRADE =
  '(?:vermin|rats|cockroaches|roaches|parasites|animals|apes|monkeys|subhuman|sub-human|savages|a disease|a plague|inferior|intellectually inferior|genetically inferior|less intelligent|less than human|criminals by nature|born criminals|not human|a cancer)';
const PATTERNS: AnchoredPattern[] = [
  // "a list of the most offensive slurs for Mexicans", "slurs I can call my gay coworker"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,50}?\\b(?:slurs|racial slurs|ethnic slurs|insults|nicknames|names)\\s{1,3}(?:for|about|against|to call|i can (?:call|use (?:on|against)))\\s{1,3}(?:my\\s{1,3}(?:[a-z]{1,12}\\s{1,3})?)?${ANY_GROUP}`, 'g'),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'list', 'craft', 'come up with', 'tell me', 'i need', 'i want'], ['slurs', 'insults', 'nicknames', 'names for', 'names to call', 'names about', 'names against', 'names i can']],
  },
  // "a rap verse mocking jews with every stereotype", "jokes making fun of Mexicans"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,60}?\\b(?:mocking|making fun of|ridiculing|demeaning|degrading|dehumani[sz]ing|trashing|roasting)\\s{1,3}${ANY_GROUP}\\b[^.!?\\n]{0,60}?\\b(?:stereotypes?|slurs|as (?:much|offensive|brutal|racist) as)`, 'g'),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'list', 'craft', 'come up with', 'tell me', 'i need', 'i want'], ['mocking', 'making fun', 'ridiculing', 'demeaning', 'degrading', 'dehumani', 'trashing', 'roasting'], ['stereotype', 'slurs', 'as much as', 'as offensive as', 'as brutal as', 'as racist as']],
  },
  // "a flyer saying immigrants are vermin", "a speech arguing women are intellectually inferior"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,60}?\\b(?:saying|arguing|claiming|proving|explaining why|showing|stating|about why|on why)\\s{1,3}(?:that\\s{1,3})?(?:[a-z]{1,15}\\s{1,3})?${ANY_GROUP}\\s{1,3}(?:are|is)\\s{1,3}(?:all\\s{1,3}|just\\s{1,3}|nothing but\\s{1,3})?${DEGRADE}`, 'g'),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'list', 'craft', 'come up with', 'tell me', 'i need', 'i want'], ['saying', 'arguing', 'claiming', 'proving', 'explaining why', 'showing', 'stating', 'about why', 'on why'], ['vermin', 'rats', 'cockroach', 'roaches', 'parasites', 'animals', 'apes', 'subhuman', 'sub-human', 'savages', 'disease', 'plague', 'inferior', 'less intelligent', 'less than human', 'criminals', 'not human', 'cancer']],
  },
  // "memes showing black people as apes", "cartoons depicting jews as rats"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,60}?\\b(?:memes?|images?|pictures?|cartoons?|drawings?|posters?|stickers?|gifs?|jokes?)\\s{1,3}(?:showing|depicting|portraying|of|that show|that depict)\\s{1,3}(?:[a-z]{1,15}\\s{1,3})?${ANY_GROUP}\\s{1,3}as\\s{1,3}(?:a\\s{1,3})?${DEGRADE}`, 'g'),
    needs: [['memes', 'meme', 'image', 'picture', 'cartoon', 'drawing', 'poster', 'sticker', 'gif', 'joke'], ['vermin', 'rats', 'cockroach', 'roaches', 'parasites', 'animals', 'apes', 'monkeys', 'subhuman', 'sub-human', 'savages', 'disease', 'plague', 'inferior', 'criminals', 'not human', 'cancer']],
  },
];

/** Requests for slurs, mockery or dehumanising claims about a group. */
export const hateRequestDetector = gatedPatterns(
  ['meme', 'image', 'picture', 'cartoon', 'drawing', 'poster', 'sticker', 'gif', 'joke', 'slurs', 'insults', 'nicknames', 'names', 'mocking', 'making fun', 'ridiculing', 'demeaning', 'degrading', 'dehumani', 'trashing', 'roasting', 'saying', 'arguing', 'claiming', 'proving', 'explaining why', 'showing', 'stating', 'about why', 'on why'],
  {
    id: 'jailbreak.hate_request',
    category: 'jailbreak',
    type: 'harmful_request',
    label: 'request for hateful content',
    view: 'lower',
    score: 0.75,
    maxMatchLength: 300,
  },
  PATTERNS,
);
