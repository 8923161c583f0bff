import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';

// Written for this project. Sexually explicit content in a reply: pornography and arousal words,
// explicit acts, and a body groped or grabbed. Clinical and educational words ("penis",
// "vagina", "breast cancer", "sexual health", "intercourse") are not on the list, nor verbs a
// health or parenting text uses with them ("rub the cream on", "squeeze your breast gently to
// check for lumps", "if someone touches your private parts"): a health agent uses them every day.
// Brand findings flag, they do not reject; switch this one off with
// `detectors.brand.disabled: [sexual]` where adult content is the product.

// Parts of the body, as grabbed or groped.
const BODY = '(?:breasts?|tits|titties|boobs?|nipples?|crotch|genitals?|groin|butt|ass|arse|buttocks|dick|cock|pussy|penis|vagina|privates|private parts)';

const PATTERNS: AnchoredPattern[] = [
  // Pornography and arousal: "porn video", "horny teens", "a blowjob".
  {
    re: /\b(?:porn(?:o|ography|ographic)?|pornstars?|horny|hornier|masturbat(?:e|es|ed|ing|ion)|orgasms?|orgasmic|blow ?jobs?|hand ?jobs?|cumshots?|deepthroat(?:ing)?|gang ?bang(?:s|ed|ing)?|milfs?|hentai|sexting|nudes|sex (?:tapes?|videos?|chat|cam|cams)|camgirls?|jerk(?:ing|ed)? (?:him|her|me|myself|yourself|off)|oral sex|anal sex|cum (?:on|in|inside))\b/g,
    needs: [['porn', 'horny', 'hornier', 'masturbat', 'orgasm', 'blowjob', 'blow job', 'hand job', 'handjob', 'cumshot', 'deepthroat', 'gangbang', 'gang bang', 'milf', 'hentai', 'sexting', 'nudes', 'sex tape', 'sex video', 'sex chat', 'sex cam', 'camgirl', 'jerk', 'oral sex', 'anal sex', 'cum ']],
  },
  // A body groped or grabbed: "groped her breasts", "grabbed my crotch", "put my hands on your breasts".
  {
    re: new RegExp(
      `\\b(?:grop(?:e|es|ed|ing)|fondl(?:e|es|ed|ing)|grab(?:s|bed|bing)?|lick(?:s|ed|ing)?|suck(?:s|ed|ing)?|put (?:my|his|her|their) hands? on)\\s{1,3}(?:(?:and\\s{1,3}|then\\s{1,3})?(?:prodd?(?:ed|ing)?\\s{1,3})?)?(?:her|his|my|your|their|the (?:woman|girl|man|boy)'s)\\s{1,3}(?:[a-z]{1,12}\\s{1,3})?${BODY}\\b`,
      'g',
    ),
    needs: [['grop', 'fondl', 'grab', 'lick', 'suck', 'hands on', 'hand on'], ['breast', 'tits', 'boob', 'nipple', 'crotch', 'genital', 'groin', 'butt', ' ass', 'arse', 'dick', 'cock', 'pussy', 'penis', 'vagina', 'privates', 'private parts']],
  },
];

/** Sexually explicit content: pornography and arousal words, explicit acts, a body groped. */
export const sexualContentDetector = gatedPatterns(
  [...new Set(PATTERNS.flatMap((p) => p.needs[0]!))],
  {
    id: 'brand.sexual',
    category: 'brand',
    type: 'sexual_content',
    label: 'sexually explicit content',
    view: 'lower',
    score: 0.75,
    maxMatchLength: 80,
  },
  PATTERNS,
);
