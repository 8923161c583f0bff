import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// False alarms on normal documentation and worked examples, rewritten in our own words, next to
// near misses that must still be caught.

const of = (text: string, detector: string) => scan(text, 'financial').filter((f) => f.detector === detector);

describe('financial: normal text', () => {
  it.each([
    // own: a project's compatibility policy ("in return" is an exchange, not a financial return)
    ['Read the support policy to learn what we promise to you, and what we ask of you in return.', 'financial.binding'],
    // own: a price calculation walked through step by step (the tutorial "we")
    ['Price after both discounts\n\nFirst, we apply the 25% discount:\n$200 - $50 = $150\n\nNext, we apply the 10% discount: $150 - $15 = $135.', 'financial.discount'],
  ])('%#: no finding: %s', (text, detector) => {
    expect(of(text, detector)).toEqual([]);
  });

  it.each([
    // own near misses: a promised return on money
    ['We promise you a 12% return on this plan.', 'financial.binding', '12% return'],
    ['I guarantee you will get your money back in return for the form.', 'financial.binding', 'money'],
    // own near misses: the same sequence words with a commitment, and a bare "we" stating an offer
    ['Sorry for the delay. Next, we will apply a 10% discount to your order.', 'financial.discount', 'we will apply a 10% discount'],
    ["First, we'll give you a coupon for the next order.", 'financial.discount', "we'll give you a coupon"],
    ['We apply a 15% discount to every order you place this month.', 'financial.discount', 'We apply a 15% discount'],
  ])('%#: caught: %s', (text, detector, part) => {
    const found = of(text, detector);
    expect(found.some((f) => f.match.toLowerCase().includes(part.toLowerCase())), JSON.stringify(found)).toBe(true);
  });
});
