import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// False alarms on normal documentation, rewritten in our own words, next to near misses.

describe('financial.binding: "in return" is not a financial return', () => {
  const of = (text: string) => scan(text, 'financial').filter((f) => f.detector === 'financial.binding');
  it.each([
    // own: a project's compatibility policy
    ['Read the support policy to learn what we promise to you, and what we ask of you in return.'],
  ])('%#: no finding: %s', (text) => {
    expect(of(text)).toEqual([]);
  });

  it.each([
    // own near misses: a promised return on money
    ['We promise you a 12% return on this plan.', '12% return'],
    ['I guarantee you will get your money back in return for the form.', 'money'],
  ])('%#: caught: %s', (text, part) => {
    const found = of(text);
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });
});
