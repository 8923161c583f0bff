import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { luhn } from '../regex.js';

/** Validators a custom detector can name in YAML (`validator: luhn`). */
export const VALIDATORS: Readonly<Record<string, (value: string) => boolean>> = {
  luhn: (v) => luhn(v.replace(/\D/g, '')),
  iban: (v) => isValidIBAN(electronicFormatIBAN(v.toUpperCase()) ?? ''),
};
