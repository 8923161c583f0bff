import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import { bindingCommitmentDetector } from './binding.js';
import type { FINANCIAL_DETECTORS } from './config.js';
import { discountCommitmentDetector } from './discount.js';
import { grantDetector, unlessFramed } from './grant.js';
import { grantI18nDetector } from './grant-i18n.js';
import { refundCommitmentDetector } from './refund.js';

const ALL: Record<(typeof FINANCIAL_DETECTORS)[number], Detector> = {
  refund: unlessFramed(refundCommitmentDetector),
  discount: unlessFramed(discountCommitmentDetector),
  binding: unlessFramed(bindingCommitmentDetector),
  grant: grantDetector,
  grant_i18n: unlessFramed(grantI18nDetector),
};

/** The financial-commitment family's detectors enabled by config. */
export function createFinancialDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.financial;
  if (!c.enabled) return [];
  return Object.entries(ALL)
    .filter(([name]) => !c.disabled.includes(name))
    .map(([, d]) => d);
}
