import type { Category } from '../detectors/types.js';
import type { EvalCategory } from './dataset.js';

/** Which finding category makes a row a predicted positive for an eval category. */
export const FINDING_CATEGORY: Record<Exclude<EvalCategory, 'benign'>, Category> = {
  pii: 'pii',
  secret: 'secret',
  injection: 'injection',
  jailbreak: 'jailbreak',
  extraction: 'extraction',
  hallucination: 'hallucination',
  toxicity: 'brand',
  // Session 28: the agent committing the operator to money or terms.
  financial: 'financial',
};

/**
 * PII finding types (detector vocabulary) to the eval span vocabulary. Types not listed map to
 * their upper-cased name, so a user's custom detector type `employee_id` scores as `EMPLOYEE_ID`.
 */
const PII_TYPES: Record<string, string> = {
  email: 'EMAIL',
  email_address: 'EMAIL',
  phone: 'PHONE',
  phone_number: 'PHONE',
  credit_card: 'CREDIT_CARD',
  payment_card: 'CREDIT_CARD',
  card: 'CREDIT_CARD',
  ssn: 'SSN',
  us_ssn: 'SSN',
  iban: 'IBAN',
  ip: 'IP_ADDRESS',
  ip_address: 'IP_ADDRESS',
  ipv4: 'IP_ADDRESS',
  ipv6: 'IP_ADDRESS',
  person: 'PERSON',
  person_name: 'PERSON',
  name: 'PERSON',
  address: 'ADDRESS',
  postal_address: 'ADDRESS',
  street_address: 'ADDRESS',
  date_of_birth: 'DATE_TIME',
  dob: 'DATE_TIME',
  passport: 'PASSPORT',
  passport_number: 'PASSPORT',
  drivers_license: 'US_DRIVER_LICENSE',
  driver_license: 'US_DRIVER_LICENSE',
  driving_licence: 'US_DRIVER_LICENSE',
  drivers_licence: 'US_DRIVER_LICENSE',
  url: 'URL',
  bank_account: 'BANK_ACCOUNT',
  crypto: 'CRYPTO',
  crypto_wallet: 'CRYPTO',
};

export function piiEvalType(findingType: string): string {
  return PII_TYPES[findingType] ?? findingType.toUpperCase();
}
