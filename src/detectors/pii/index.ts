import type { GuardrailConfig } from '../../config/types.js';
import type { Detector } from '../types.js';
import type { PiiToggles } from './config.js';
import { emailDetector } from './email.js';
import { createPhoneDetector } from './phone.js';
import { creditCardDetector } from './credit-card.js';
import { cardSecurityCodeDetector } from './card-security-code.js';
import { ibanDetector } from './iban.js';
import { ssnDetector } from './ssn.js';
import { ipAddressDetector } from './ip-address.js';
import { dateOfBirthDetector } from './date-of-birth.js';
import { addressDetector } from './address.js';
import { passportDetector } from './passport.js';
import { driverLicenseDetector } from './driver-license.js';
import { createPersonDetector } from './person.js';
import { createPersonNlpDetector } from './person-nlp.js';
import { labelledFieldDetector } from './labelled-field.js';

/** The pii family's detectors enabled by config (`detectors.pii`). */
export function createPiiDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.pii;
  if (!c.enabled) return [];
  const makers: Record<keyof PiiToggles, () => Detector> = {
    email: () => emailDetector,
    phone: () => createPhoneDetector(c.phone_regions),
    credit_card: () => creditCardDetector,
    card_security_code: () => cardSecurityCodeDetector,
    iban: () => ibanDetector,
    ssn: () => ssnDetector,
    ip_address: () => ipAddressDetector,
    date_of_birth: () => dateOfBirthDetector,
    address: () => addressDetector,
    passport: () => passportDetector,
    driver_license: () => driverLicenseDetector,
    person: () => createPersonDetector(c.person_proper_nouns, c.person_prose_chars),
    person_nlp: () => createPersonNlpDetector(c.person_prose_chars),
    labelled_field: () => labelledFieldDetector,
  };
  return (Object.keys(makers) as (keyof PiiToggles)[]).filter((k) => c[k]).map((k) => makers[k]());
}
