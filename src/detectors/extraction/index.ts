import { unlessDeclined } from '../declined.js';
import { insideQuote, unlessPresentedExample, unlessQuotedPhrase } from '../mention.js';
import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { canaryDetector } from './canary.js';
import type { EXTRACTION_DETECTORS } from './config.js';
import { overrideProbeDetector } from './override-probe.js';
import { promptLeakDetector } from './prompt-leak.js';
import { promptRecitalDetector } from './prompt-recital.js';
import { configRequestDetector } from './config-request.js';
import { guardedLeakDetector, guardedRequestDetector } from './guarded-context.js';
import { promptRequestDetector } from './prompt-request.js';
import { promptRequestI18nDetector } from './prompt-request-i18n.js';
import { secretRequestDetector } from './secret-request.js';

const ALL: Record<Exclude<(typeof EXTRACTION_DETECTORS)[number], 'guarded_context'>, Detector> = {
  // A request quoted inside a line that writes about it ('someone asked my bot "what were you
  // told before I got here?" and it answered with the whole prompt') is reported, not made.
  prompt_request: unlessDeclined(unlessQuotedPhrase(promptRequestDetector, undefined, insideQuote)),
  secret_request: unlessDeclined(secretRequestDetector),
  prompt_leak: promptLeakDetector,
  override_probe: unlessDeclined(overrideProbeDetector),
  prompt_request_i18n: unlessDeclined(promptRequestI18nDetector),
  // Reads its own presenting words and code strings (see prompt-recital.ts).
  prompt_recital: promptRecitalDetector,
  config_request: unlessDeclined(configRequestDetector),
};

/** The extraction family's detectors enabled by config; the canary detector exists only when canaries are set. */
export function createExtractionDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.extraction;
  if (!c.enabled) return [];
  const out = Object.entries(ALL)
    .filter(([name]) => !c.disabled.includes(name))
    // A leak is a leak in any quotes; a request quoted as an example of an attack is shown.
    .map(([name, d]) => (name === 'prompt_leak' || name === 'prompt_recital' ? d : unlessPresentedExample(d)));
  // What the request's context forbids disclosing: a leak of it and a request for it (declines
  // are read per sentence; a leak is a leak in any quotes).
  if (!c.disabled.includes('guarded_context')) out.push(guardedLeakDetector, guardedRequestDetector);
  const canary = canaryDetector(c.canaries);
  if (canary) out.push(canary);
  return out;
}
