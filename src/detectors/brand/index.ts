import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { SPEECH_CUE, insideQuote, unlessQuotedPhrase } from '../mention.js';
import { bannedDetector } from './banned.js';
import { competitorDetector } from './competitors.js';
import type { BRAND_DETECTORS, BrandFamilyConfig } from './config.js';
import { disparagementDetector } from './disparagement.js';
import { identityAttackDetector } from './identity-attack.js';
import { insultDetector } from './insult.js';
import { maskedProfanityDetector } from './masked-profanity.js';
import { profanityDetector } from './profanity.js';
import { insultI18nDetector, profanityI18nDetector, violenceI18nDetector } from './profanity-i18n.js';
import { sexualContentDetector } from './sexual.js';
import { slurDetector } from './slurs.js';
import { stereotypeDetector } from './stereotype.js';
import { selfHarmDetector, violenceDetector } from './violence.js';
import { leetspeakDetector } from '../injection/leetspeak.js';
import { REPORT_CUE, contemptDetector, glorificationDetector, groupContemptDetector, insultI18nExtraDetector, intimidationDetector, selfHarmUrgingDetector, sexualRemarkDetector } from './session32.js';
import { TERM_CUE, identityAttackI18nDetector, selfHarmTauntDetector, sexualHarassmentDetector, stereotypeTropeDetector, threatDetector, unlessHealthQuestion, unlessSelfAimed } from './session27.js';

type Name = (typeof BRAND_DETECTORS)[number];

// A starred-out word quoted as one ('the words "f**k" and "sh*t" are heard in the game') is named, not used.
const FACTORIES: Record<Name, (c: BrandFamilyConfig) => Array<Detector | undefined>> = {
  // A quoted slur asked or explained about stays a finding (the public sets label "the word
  // "c*nt" is offensive in ..." toxic, and a brand may not want its agent to write it either).
  // Session 27: the writer calling themselves a mild name ("I'm such an idiot") insults no one.
  profanity: (c) => [profanityDetector(c.profanity.allow), slurDetector, unlessQuotedPhrase(maskedProfanityDetector), profanityI18nDetector],
  // Session 32: contempt in whole clauses, groups dehumanised across a few words.
  insult: () => [unlessSelfAimed(insultDetector), identityAttackDetector, insultI18nDetector, identityAttackI18nDetector, unlessSelfAimed(contemptDetector), insultI18nExtraDetector, groupContemptDetector],
  // A threat quoted as a character's line in a story is dialogue ("the villain shouts 'I'll destroy you all!'").
  // A self-harm phrase quoted as an example of harassment ('the phrase "go kill yourself" should be
  // reported') is written about, not said.
  // Session 27: "k1ll urs3lf", "1'm g0nna k1ll y0u": threats and self-harm urging in leetspeak are
  // read on the respelled copy (only findings on a respelled word count).
  violence: () => [
    unlessQuotedPhrase(violenceDetector, SPEECH_CUE, insideQuote),
    unlessQuotedPhrase(unlessQuotedPhrase(selfHarmDetector), TERM_CUE),
    violenceI18nDetector,
    unlessQuotedPhrase(threatDetector, SPEECH_CUE, insideQuote),
    unlessQuotedPhrase(selfHarmTauntDetector),
    // Session 32: intimidation, self-harm urged by "nobody would miss you", attacks praised.
    unlessQuotedPhrase(unlessQuotedPhrase(intimidationDetector, SPEECH_CUE, insideQuote), REPORT_CUE, insideQuote),
    unlessQuotedPhrase(unlessQuotedPhrase(selfHarmUrgingDetector), TERM_CUE),
    unlessQuotedPhrase(glorificationDetector, SPEECH_CUE, insideQuote),
    leetspeakDetector([violenceDetector, selfHarmDetector, threatDetector, insultDetector], 'brand.leetspeak', 'brand'),
  ],
  competitors: (c) => [competitorDetector(c.competitors)],
  banned: (c) => [bannedDetector(c.banned_phrases, c.banned_topics)],
  disparagement: (c) => [disparagementDetector(c.brand_names)],
  stereotype: () => [stereotypeDetector, stereotypeTropeDetector],
  sexual: () => [unlessHealthQuestion(sexualContentDetector), sexualHarassmentDetector, sexualRemarkDetector],
};

/** The brand family's detectors enabled by config (list-driven ones only when their list is set). */
export function createBrandDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.brand;
  if (!c.enabled) return [];
  return (Object.entries(FACTORIES) as Array<[Name, (c: BrandFamilyConfig) => Array<Detector | undefined>]>)
    .filter(([name]) => !c.disabled.includes(name))
    .flatMap(([, make]) => make(c))
    .filter((d): d is Detector => d !== undefined);
}
