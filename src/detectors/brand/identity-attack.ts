import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

// Written for this project: groups people are attacked for belonging to, and dehumanising or
// sweeping predicates. Both must appear together ("<group> are vermin"); either alone is
// ordinary text.
const GROUPS =
  '(?:jews|jewish people|muslims|christians|hindus|sikhs|atheists|blacks|black people|whites|white people|asians|arabs|africans|mexicans|latinos|hispanics|indians|chinese people|immigrants|migrants|refugees|foreigners|gays|gay people|lesbians|homosexuals|trans people|transgender people|transgenders|women|females|men|disabled people|the disabled|retarded people|gypsies|roma)';
const DEHUMANISING =
  '(?:subhuman|sub-human|vermin|savages|parasites|cockroaches|rats|scum|filth|trash|garbage|inferior|a disease|a plague|a cancer|a virus|monkeys|apes|animals|dogs|pigs|not (?:really )?human|less than human|evil|disgusting|worthless|stupid|dumb|retarded|terrorists|criminals|rapists|pedophiles|paedophiles|thieves|a curse)';

const PATTERNS = [
  // "immigrants are parasites", "all muslims are terrorists", "women are inferior"
  new RegExp(`\\b(?:all |those |these |most |the )?${GROUPS} (?:are|r|is) (?:all |just |nothing but |basically |literally |like )?${DEHUMANISING}\\b`, 'g'),
  // "I hate jews", "death to immigrants", "get rid of all the refugees"
  new RegExp(`\\b(?:i (?:hate|despise|can't stand)|death to|get rid of|wipe out|exterminate|deport|gas|lynch) (?:all )?(?:the |those |these )?${GROUPS}\\b`, 'g'),
];

/** Identity attacks: dehumanising or sweeping statements about a group, and calls to hate or harm it. */
export const identityAttackDetector = gated(
  ['jew', 'muslim', 'christian', 'hindu', 'sikh', 'atheist', 'black', 'white', 'asian', 'arab', 'african', 'mexican', 'latino', 'hispanic', 'indian', 'chinese', 'immigrant', 'migrant', 'refugee', 'foreigner', 'gay', 'lesbian', 'homosexual', 'trans', 'women', 'female', 'men ', 'disabled', 'retarded', 'gypsies', 'roma'],
  regexDetector({
    id: 'brand.identity_attack',
    category: 'brand',
    type: 'identity_attack',
    label: 'identity attack',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.85,
    maxMatchLength: 120,
  }),
);
