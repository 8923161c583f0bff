import { gatedPatterns, type AnchoredPattern } from '../injection/gate.js';

/*
 * Requests to deceive the public at scale: fake news made to look like it comes from a real
 * outlet or agency, made-up quotes of a real candidate, false election logistics, essays denying a
 * documented atrocity, and fake engagement (sockpuppet accounts, bot farms, batches of reviews
 * posing as different customers, comments posing as locals). Debunking, media-literacy lessons and
 * consented marketing lack the fake source, the posing or the denial. Written for this project.
 */
const MAKE = '(?:write|draft|compose|create|generate|make|produce|give me|craft|put together|design|plan out|set up|build|program|code|turn (?:this|it) into)';
const MAKE_ANCHORS = ['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'craft', 'put together', 'design', 'plan out', 'set up', 'build', 'program', 'code', 'turn this into', 'turn it into'];
const PATTERNS: AnchoredPattern[] = [
  // "a news story that looks like it's from Reuters", "a fake CDC press release", "fake quotes from the candidate"
  {
    re: new RegExp(
      `\\b${MAKE}\\b[^.!?\\n]{0,120}?\\b(?:fake|fabricated|made-up|phony|bogus|forged)\\s{1,3}(?:[a-z]{1,12}\\s{1,3}){0,2}(?:press release|news (?:story|article|report)|article|quotes?|statement|announcement|tweet|post|bulletin|alert|interview|screenshots?|stats|statistics|studies|study|data|numbers)|\\b${MAKE}\\b[^.!?\\n]{0,80}?\\b(?:look|looks|sound|sounds|appear|appears)\\s{1,3}(?:like\\s{1,3})?(?:it'?s\\s{1,3}|it\\s{1,3}(?:is|was|came)\\s{1,3})?(?:from|written by|published by|issued by)\\s{1,3}(?:the\\s{1,3})?(?:reuters|ap|associated press|bbc|cnn|fox news|nyt|new york times|cdc|who|fda|fbi|white house|government|ministry|police|election (?:board|office|commission))\\b`,
      'g',
    ),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'craft', 'put together', 'design', 'plan out', 'set up', 'build', 'program', 'code'], ['fake', 'fabricated', 'made-up', 'phony', 'bogus', 'forged', 'look like', 'looks like', 'sound like', 'sounds like', 'appear', 'look like it', 'looks like it']],
  },
  // "text messages telling voters that election day has been moved", "tell voters they can vote by text"
  {
    re: /\b(?:election day|the election|voting|polling (?:day|stations?|places?))(?:\s{1,3}[a-z]{1,15}){0,3}\s{1,3}(?:has been|was|is|have been)\s{1,3}(?:moved|postponed|rescheduled|changed|cancell?ed|delayed)\b|\bvote by (?:text|sms|phone call|email)\b|\bvoting machines?\s{1,3}(?:flipped|switched|changed|deleted|altered)\s{1,3}(?:the\s{1,3})?votes\b/g,
    needs: [['election', 'voting', 'polling', 'vote by'], ['moved', 'postponed', 'rescheduled', 'changed', 'cancel', 'delayed', 'vote by', 'flipped', 'switched', 'deleted', 'altered']],
  },
  // "an essay claiming the Srebrenica massacre was staged", "saying the Rwandan genocide was exaggerated"
  {
    re: new RegExp(
      `\\b${MAKE}\\b[^.!?\\n]{0,80}?\\b(?:claiming|saying|arguing|proving|showing|insisting|suggesting)\\s{1,3}(?:that\\s{1,3})?(?:the\\s{1,3})?(?:[a-z]{1,15}\\s{1,3}){0,3}(?:massacre|genocide|holocaust|shoah|ethnic cleansing|famine|atrocit(?:y|ies)|bombing|attack|shooting)\\s{1,3}(?:was|were|is|never)\\s{1,3}(?:staged|fake|faked|a hoax|a lie|made up|invented|exaggerated|overblown|happened|justified|deserved)`,
      'g',
    ),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'craft', 'put together', 'design', 'plan out', 'set up', 'build', 'program', 'code'], ['claiming', 'saying', 'arguing', 'proving', 'showing', 'insisting', 'suggesting'], ['massacre', 'genocide', 'holocaust', 'shoah', 'ethnic cleansing', 'famine', 'atrocit', 'bombing', 'attack', 'shooting']],
  },
  // "a manifesto justifying a shooting at a mosque", "a post celebrating the bombing"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,40}?\\b(?:manifesto|speech|post|essay|thread|article|song|poem|sermon|pamphlet)\\s{1,3}(?:[a-z]{1,12}\\s{1,3}){0,2}(?:justifying|glorifying|praising|celebrating|calling for|encouraging)\\s{1,3}(?:a\\s{1,3}|the\\s{1,3}|another\\s{1,3})?(?:[a-z]{1,15}\\s{1,3}){0,2}(?:shooting|massacre|bombing|terror(?:ist)? attacks?|attacks? on|genocide|lynching|pogrom)`, 'g'),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'craft', 'put together', 'design', 'plan out', 'set up', 'build', 'program', 'code'], ['justifying', 'glorifying', 'praising', 'celebrating', 'calling for', 'encouraging'], ['shooting', 'massacre', 'bombing', 'terror', 'attack', 'genocide', 'lynching', 'pogrom']],
  },
  // "a thread saying a few drops of bleach in water cures covid", "apricot seeds instead of chemo"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,80}?\\b(?:bleach|chlorine dioxide|turpentine|kerosene|borax|colloidal silver|apricot (?:seeds|kernels)|industrial peroxide)\\b[^.!?\\n]{0,50}?\\b(?:cures?|treats?|prevents?|kills?|instead of)\\s{1,3}(?:the\\s{1,3})?(?:covid(?:-19)?|coronavirus|cancer|autism|hiv|aids|malaria|diabetes|chemo(?:therapy)?|vaccines?|the virus)`, 'g'),
    needs: [['bleach', 'chlorine dioxide', 'turpentine', 'kerosene', 'borax', 'colloidal silver', 'apricot', 'industrial peroxide'], ['cure', 'treat', 'prevent', 'kill', 'instead of']],
  },
  // scam scripts: "a fake 'wallet support' chat script to get elderly crypto users to type their seed
  // phrase in", "a phone script for calling old people ... bail money in gift cards"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,80}?\\b(?:scripts?|messages?|emails?|texts?|chats?|calls?)\\b[^.!?\\n]{0,60}?\\b(?:(?:get|trick|make|convince|persuade|pressure)s?\\s{1,3}(?:[a-z]{1,12}\\s{1,3}){0,3}(?:people|users|customers|victims|them|seniors|grandparents)\\s{1,3}(?:to\\s{1,3})?(?:type|enter|give|send|share|reveal|read\\s{1,3}out|hand\\s{1,3}over|wire|pay)\\s{1,3}(?:in\\s{1,3}|us\\s{1,3}|me\\s{1,3})?(?:their|the|a)\\s{1,3}(?:seed\\s{1,3}phrase|recovery\\s{1,3}phrase|passwords?|pins?|card\\s{1,3}numbers?|bank\\s{1,3}details|one-time\\s{1,3}codes?|otps?|login|savings|money)|(?:calling|targeting|texting|emailing)\\s{1,3}(?:old|elderly|older|senior)\\s{1,3}(?:people|folks|citizens|users|victims)|gift\\s{1,3}cards?\\b[^.!?\\n]{0,40}?\\b(?:bail|jail|arrest|warrant|irs|fine))`, 'g'),
    needs: [MAKE_ANCHORS, ['seed phrase', 'recovery phrase', 'password', 'pin', 'card number', 'bank details', 'one-time code', 'otp', 'login', 'savings', 'money', 'old people', 'elderly', 'older', 'senior', 'gift card']],
  },
  // forged papers: "10 fake pay stubs for a rental application", "a fake doctor's note"
  {
    re: new RegExp(`\\b${MAKE}\\b[^.!?\\n]{0,40}?\\b(?:fake|forged|fraudulent|counterfeit|phony|bogus)\\s{1,3}(?:[a-z']{1,12}\\s{1,3}){0,2}(?:pay\\s{0,3}stubs?|payslips?|bank\\s{1,3}statements?|diplomas?|degree\\s{1,3}certificates?|transcripts?|doctor'?s\\s{1,3}notes?|sick\\s{1,3}notes?|prescriptions?|utility\\s{1,3}bills?|tax\\s{1,3}returns?|w-?2s?|employment\\s{1,3}letters?|reference\\s{1,3}letters?|id\\s{1,3}cards?|passports?|driver'?s\\s{1,3}licen[cs]es?)\\b`, 'g'),
    needs: [MAKE_ANCHORS, ['fake', 'forged', 'fraudulent', 'counterfeit', 'phony', 'bogus'], ['stub', 'payslip', 'statement', 'diploma', 'degree', 'transcript', 'note', 'prescription', 'bill', 'tax return', 'w2', 'w-2', 'letter', 'id card', 'passport', 'licence', 'license']],
  },
  // "500 fake twitter accounts", "a bot farm", "posts for a bunch of sockpuppet accounts", "auto-creates accounts to mass-like"
  {
    re: new RegExp(
      `\\b${MAKE}\\b[^.!?\\n]{0,80}?\\b(?:sock ?puppets?|sock-puppets?|bot farms?|troll farms?|(?:fake|dummy|burner)\\s{1,3}(?:[a-z]{1,12}\\s{1,3})?(?:accounts|profiles|personas)|auto-?creates?\\s{1,3}(?:[a-z]{1,12}\\s{1,3})?accounts|astroturf(?:ing)?)\\b|\\b(?:looks?|seems?|appears?)\\s{1,3}(?:like\\s{1,3})?(?:it'?s\\s{1,3})?(?:grassroots|organic|a grassroots)\\b`,
      'g',
    ),
    needs: [['sock', 'bot farm', 'troll farm', 'fake', 'dummy', 'burner', 'auto-creat', 'autocreat', 'auto creat', 'astroturf', 'grassroots', 'organic'], ['sock', 'bot farm', 'troll farm', 'accounts', 'profiles', 'personas', 'astroturf', 'grassroots', 'organic']],
  },
  // "50 different 5-star reviews ... that sound like different real customers", "comments posing as worried parents"
  {
    re: new RegExp(
      `\\b${MAKE}\\b[^.!?\\n]{0,60}?\\b(?:\\d{1,4}|dozens of|hundreds of|a bunch of|lots of|many|multiple)\\s{1,3}(?:different\\s{1,3}|fake\\s{1,3}|positive\\s{1,3}|glowing\\s{1,3})?(?:(?:[1-5]|one|two|three|four|five)[- ]star\\s{1,3})?(?:reviews|testimonials|comments|posts|ratings)\\b[^.!?\\n]{0,80}?\\b(?:(?:sound|look|seem)s?\\s{1,3}like\\s{1,3}(?:they\\s{1,3}(?:are|were|came)\\s{1,3}from\\s{1,3})?(?:different|real|genuine|actual|independent)|posing\\s{1,3}as|pretending\\s{1,3}to\\s{1,3}be|as\\s{1,3}if\\s{1,3}(?:they|written)\\s{1,3}(?:were|came|by)|in\\s{1,3}different\\s{1,3}(?:voices|names|styles|writing styles)|so\\s{1,3}(?:[a-z]{1,12}\\s{1,3})?(?:doesn't|does\\s{1,3}not|won't|don't|can't)\\s{1,3}(?:flag|detect|catch|notice|remove))\\b|\\b${MAKE}\\b[^.!?\\n]{0,60}?\\b(?:comments|posts|reviews|messages|letters)(?:\\s{1,3}[a-z]{1,12}){0,3}\\s{1,3}posing\\s{1,3}as\\b`,
      'g',
    ),
    needs: [['write', 'draft', 'compose', 'create', 'generate', 'make', 'produce', 'give me', 'craft', 'put together', 'design', 'plan out', 'set up', 'build', 'program', 'code'], ['reviews', 'testimonials', 'comments', 'posts', 'ratings', 'messages', 'letters'], ['sound like', 'sounds like', 'look like', 'looks like', 'seem like', 'seems like', 'posing', 'pretending', 'as if', 'different voices', 'different names', 'different styles', 'different writing', "doesn't", 'does not', "won't", "don't", "can't"]],
  },
];

/** Requests for disinformation and fake engagement. */
export const manipulationRequestDetector = gatedPatterns(
  ['seed phrase', 'recovery phrase', 'old people', 'elderly', 'gift card', 'stub', 'payslip', 'diploma', 'prescription', 'forged', 'fraudulent', 'counterfeit', 'flipped', 'different voices', 'screenshot', 'justifying', 'glorifying', 'praising', 'celebrating', 'calling for', 'encouraging', 'bleach', 'chlorine dioxide', 'turpentine', 'kerosene', 'borax', 'colloidal silver', 'apricot', 'industrial peroxide', 'fake', 'fabricated', 'made-up', 'phony', 'bogus', 'forged', 'look', 'sound', 'appear', 'election', 'voting', 'polling', 'vote by', 'massacre', 'genocide', 'holocaust', 'shoah', 'ethnic cleansing', 'famine', 'atrocit', 'bombing', 'attack', 'shooting', 'sock', 'bot farm', 'troll farm', 'dummy', 'burner', 'auto-creat', 'autocreat', 'auto creat', 'astroturf', 'grassroots', 'organic', 'reviews', 'testimonials', 'comments', 'posts', 'ratings', 'messages', 'letters'],
  {
    id: 'jailbreak.manipulation_request',
    category: 'jailbreak',
    type: 'harmful_request',
    label: 'request for disinformation or fake engagement',
    view: 'lower',
    score: 0.75,
    maxMatchLength: 320,
    // Teaching people to spot or report the fake is the opposite of asking for one.
    invalidate: (v) => /\b(?:spot|spotting|detect|detecting|identify|recogni[sz]e|debunk|debunking|flag|report|tell apart|avoid|warn|fact-check)\b/.test(v),
  },
  PATTERNS,
);
