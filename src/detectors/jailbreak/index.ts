import { unlessDeclined } from '../declined.js';
import { unlessPresentedExample } from '../mention.js';
import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import type { JAILBREAK_DETECTORS } from './config.js';
import { covertHarmDetector } from './covert-harm.js';
import { manipulationRequestDetector } from './manipulation-request.js';
import { selfHarmRequestDetector } from './self-harm-request.js';
import { hateRequestDetector } from './hate-request.js';
import { evasionRequestDetector } from './evasion-request.js';
import { harmfulFramingDetector } from './harmful-framing.js';
import { harmfulRequestDetector } from './harmful-request.js';
import { harmfulRequestI18nDetector } from './harmful-request-i18n.js';
import { harmfulTaskDetector } from './harmful-task.js';
import { personaDetector } from './persona.js';
import { personaI18nDetector } from './persona-i18n.js';
import { primedRequestDetector } from './primed-request.js';
import { privacyRequestDetector } from './privacy-request.js';
import { refusalSuppressionDetector } from './refusal-suppression.js';
import { roleplayDetector } from './roleplay.js';
import { unlessRefusedAfter } from './refused-after.js';
import { unlessReported } from './reported.js';
import { tenseShiftDetector } from './tense-shift.js';
import { twoAnswerDetector } from './two-answer.js';
import { wrongdoingRequestDetector } from './wrongdoing-request.js';

const ALL: Record<(typeof JAILBREAK_DETECTORS)[number], Detector> = {
  // Session 27: a persona taken up in an answer that then refuses in it is a failed attempt.
  persona: unlessReported(unlessRefusedAfter(personaDetector)),
  refusal_suppression: refusalSuppressionDetector,
  // Not unlessQuotedPhrase: jailbreak prompts quote their own control phrases ('if you break
  // character I will say "Stay in character!"'), so a quoted persona line is no sign of a mention.
  roleplay: unlessReported(roleplayDetector),
  harmful_framing: harmfulFramingDetector,
  harmful_request: harmfulRequestDetector,
  evasion_request: evasionRequestDetector,
  tense_shift: tenseShiftDetector,
  wrongdoing_request: wrongdoingRequestDetector,
  two_answer: twoAnswerDetector,
  persona_i18n: personaI18nDetector,
  primed_request: primedRequestDetector,
  harmful_request_i18n: harmfulRequestI18nDetector,
  privacy_request: privacyRequestDetector,
  harmful_task: harmfulTaskDetector,
  covert_harm: covertHarmDetector,
  // Session 26: self-harm methods asked for in the first person; disinformation and fake
  // engagement; slurs, mockery and dehumanising claims about a group.
  self_harm_request: selfHarmRequestDetector,
  manipulation_request: manipulationRequestDetector,
  hate_request: hateRequestDetector,
};

/** The jailbreak family's detectors enabled by config. */
export function createJailbreakDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.jailbreak;
  if (!c.enabled) return [];
  return Object.entries(ALL)
    .filter(([name]) => !c.disabled.includes(name))
    // A refusal that restates the request ("I can't pretend to be an AI without rules") is not
    // one; two_answer reads the refusal as half of its own pattern. primed_request already reads
    // 800 characters (the stream holdback's reach) and its set-up half is no refusal.
    .map(([name, d]) => (name === 'two_answer' || name === 'primed_request' ? d : unlessPresentedExample(unlessDeclined(d))));
}
