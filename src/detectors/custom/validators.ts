import { isIban } from '../pii/iban.js';
import { luhn } from '../regex.js';

/** Validators a custom detector can name in YAML (`validator: luhn`). */
export const VALIDATORS: Readonly<Record<string, (value: string) => boolean>> = {
  luhn: (v) => luhn(v.replace(/\D/g, '')),
  iban: isIban,
};
