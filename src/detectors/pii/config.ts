import type { JSONSchema } from '../../config/schema-types.js';

/** Per-detector switches of the pii family; every one defaults to on except `person_nlp`. */
export interface PiiToggles {
  email: boolean;
  phone: boolean;
  credit_card: boolean;
  card_security_code: boolean;
  iban: boolean;
  ssn: boolean;
  ip_address: boolean;
  date_of_birth: boolean;
  address: boolean;
  passport: boolean;
  driver_license: boolean;
  person: boolean;
  /** compromise-based name finder, run in the model stage (about 13 ms per KB). */
  person_nlp: boolean;
  /** Values of personal fields named by their key or table header (`surname:`, `"dob":`, `Geburtsdatum:`). */
  labelled_field: boolean;
}

/** Config of the pii family (`detectors.pii`). */
export interface PiiFamilyConfig extends PiiToggles {
  enabled: boolean;
  /**
   * ISO 3166 regions tried for phone numbers written without a `+` country code (a number
   * valid in one of them is reported even without a word like "phone" next to it).
   */
  phone_regions: string[];
  /**
   * Also report unknown capitalised words as low-confidence names (higher name recall, but
   * products and places in ordinary text get masked too). Default false.
   */
  person_proper_nouns: boolean;
  /**
   * In texts longer than this many characters, a low-confidence name with no personal-data cue
   * (contact details, "my name", account, patient, a salutation...) within 200 characters is a
   * mention in prose and not reported. 0 reports every name. Default 400.
   */
  person_prose_chars: number;
}

export const PII_TOGGLES: readonly (keyof PiiToggles)[] = [
  'email',
  'phone',
  'credit_card',
  'card_security_code',
  'iban',
  'ssn',
  'ip_address',
  'date_of_birth',
  'address',
  'passport',
  'driver_license',
  'person',
  'person_nlp',
  'labelled_field',
];

export const piiFamilyDefaults: PiiFamilyConfig = {
  enabled: true,
  email: true,
  phone: true,
  credit_card: true,
  card_security_code: true,
  iban: true,
  ssn: true,
  ip_address: true,
  date_of_birth: true,
  address: true,
  passport: true,
  driver_license: true,
  person: true,
  person_nlp: false,
  labelled_field: true,
  person_proper_nouns: false,
  person_prose_chars: 400,
  phone_regions: ['US', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'CH', 'AT', 'AU', 'CA', 'IN', 'BR'],
};

export const piiFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    ...Object.fromEntries(PII_TOGGLES.map((k) => [k, { type: 'boolean' }])),
    phone_regions: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{2}$' } },
    person_proper_nouns: { type: 'boolean' },
    person_prose_chars: { type: 'integer', minimum: 0 },
  },
};
