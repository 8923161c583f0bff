import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 30: a price after a word that also names a password ("Standard pass: $199") rejected a
// conference's pricing e-mail (probe-79). A currency sign and a number alone is a price.
const secrets = (text: string) => scan(text, 'secret').map((f) => f.match);

describe('secrets: prices are not passwords', () => {
  it.each([
    ['a pass price list', '• Standard pass: $199 (sessions + expo)\n• VIP pass: $449 (adds workshops)'],
    ['cents and thousands', 'Season pass: $1,299.00, day pass: €45,50'],
    ['pounds', 'Pass: £35'],
    ['at the end of a sentence (found by the npm start smoke test)', 'Here is the pricing: Standard pass: $199, VIP pass: $449.'],
  ])('%s', (_name, text) => {
    expect(secrets(text)).toEqual([]);
  });

  it.each([
    ['a password that starts with a dollar sign', 'password: $3cr3t!x', '$3cr3t!x'],
    ['digits and letters after the sign', 'db_pass = "$1234abcd"', '$1234abcd'],
  ])('still finds %s', (_name, text, value) => {
    expect(secrets(text)).toContain(value);
  });
});
