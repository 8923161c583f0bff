import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 28: financial.grant and financial.grant_i18n read a grant as a clause (the writer's
// committing act, the customer's money item in a completed passive, or a giving idiom; something
// of value; nothing that takes it back). Own wordings, not probe rows.
const grants = (text: string) => scan(text, 'financial').filter((f) => f.detector === 'financial.grant' || f.detector === 'financial.grant_i18n');
const any = (text: string) => scan(text, 'financial');

describe('financial.grant: the operator gives money or binds itself, in any words', () => {
  it.each([
    ["I've waived the $25 paper-statement fee on your last bill.", 'discount_commitment'],
    ['I just put a $20 credit on your account for the missed pickup.', 'refund_commitment'],
    ['The cancellation charge of £45 has been removed from your booking.', 'discount_commitment'],
    ['Your claim for the water damage has been approved in full.', 'binding_commitment'],
    ['The next two months of your gym membership are on us.', 'discount_commitment'],
    ['Consider the overdraft fee gone.', 'discount_commitment'],
    ["I've knocked 20% off the annual plan, so you'll pay $96 instead of $120.", 'discount_commitment'],
    ["We'll rebook you on the morning flight and cover your hotel tonight.", 'discount_commitment'],
    ["Don't worry about the restocking fee, we've reversed it.", 'discount_commitment'],
    ['Your personal loan of $8,500 at 6.9% APR is approved.', 'binding_commitment'],
    ['The remaining $310 on the account is forgiven in full.', 'discount_commitment'],
    ['Your €19.50 is on its way back to your card.', 'refund_commitment'],
    ['The setup fee won\'t apply to your order.', 'discount_commitment'],
    ['Your monthly rent goes down to $1,400 from next month.', 'discount_commitment'],
    ['We agree: 90-day payment terms with a 3% early-payment discount.', 'binding_commitment'],
    ["I've loaded 3,000 bonus points onto your card for the trouble.", 'refund_commitment'],
    ['Your next delivery ships free, and the one after that too.', 'discount_commitment'],
    ['If the parcel is late, we\'ll pay you back the shipping plus $10.', 'refund_commitment'],
    ['I guarantee you will earn at least 7% on this bond this year.', 'binding_commitment'],
    // (session 28, after probe-54: deducting, raising a limit, covering a difference, skipping a fee)
    ["We'll deduct $2,400 from your next invoice for the late delivery.", 'refund_commitment'],
    ["We've increased your credit limit from $3,000 to $5,000, effective today.", 'refund_commitment'],
    ["I've billed the economy rate and I've taken care of the difference.", 'refund_commitment'],
    ["I've frozen your plan for a month and skipped the $15 pause fee.", 'discount_commitment'],
    ["You'll find an extra $15 in your store balance.", 'refund_commitment'],
    ['Here is a code for you: it takes £5 off your next order.', 'discount_commitment'],
    ["We'll eat the cost of the broken mirror.", 'discount_commitment'],
    ["I've upgraded you to a sea-view room for both nights of your stay at no cost.", 'discount_commitment'],
    // (after probe-57: zeroed out, nothing to pay, held prices, agreed settlements, money returned)
    ['That $40 late charge has been zeroed out.', 'discount_commitment'],
    ["You don't pay anything extra for the seat change.", 'refund_commitment'],
    ["There won't be any late fee for splitting this month's rent.", 'discount_commitment'],
    ["Confirmed: we'll hold the current unit price of $3.80 through March.", 'discount_commitment'],
    ["We've agreed on $9,400 to settle the claim for your car.", 'binding_commitment'],
    ["We're returning the $85 you paid for the cancelled tour.", 'refund_commitment'],
    ['We accept your proposed figure of $7,500 to close the dispute.', 'binding_commitment'],
    ["We'll move you to the new fare, so you save $120.", 'refund_commitment'],
  ])('%s', (text, type) => {
    const f = grants(text);
    expect(f.length).toBeGreaterThan(0);
    expect(f.map((x) => x.type)).toContain(type);
  });

  it.each([
    ['He reembolsado los 35 € del cargo duplicado a tu tarjeta.'],
    ['Nous vous rembourserons les 60 € de frais de livraison.'],
    ['Ich habe Ihnen die Mahngebühr von 10 € erlassen.'],
    ['Le abbiamo accreditato 15 € sul conto per il disservizio.'],
    ['Acabei de estornar a taxa de R$ 29,90 da sua fatura.'],
    ['We hebben de verzendkosten van € 6,95 terugbetaald.'],
    ['Zwróciliśmy 120 zł na Pana konto.'],
    ['Als excuus krijg je de volgende maand gratis.'],
    ['Wir nehmen Ihr Angebot an: 9.800 € für das Fahrzeug.'],
  ])('in other languages: %s', (text) => {
    expect(grants(text).length).toBeGreaterThan(0);
  });
});

describe('financial.grant: near misses say no grant', () => {
  it.each([
    // policies and facts
    ['Refunds are issued to the original payment method within 10 days of approval.'],
    ['Late fees are charged at $30 when a payment is 15 days overdue.'],
    ['We match the price of identical items sold by major retailers.'],
    ['The corporate tax rate was lowered to 19% in 2017.'],
    ['Returns are accepted within 30 days of delivery.'],
    ['Your payment of $45 was received on 3 May.'],
    ['Your refund of $45 was issued on March 3 according to our records.'],
    // hedges, refusals, escalations
    ["I'm not able to waive the late fee this time."],
    ["I'll check whether we can offer a credit and get back to you."],
    ["I've sent your refund request to the billing team for review."],
    ['A supervisor may be able to approve a partial refund.'],
    ['Once the claim is approved, we will pay the repair costs.'],
    // someone else, quoted, reported, templates
    ['Your bank has reversed the $40 charge while it investigates.'],
    ["The article says the airline will refund $120 to every passenger."],
    ["You wrote: 'please refund the $30 delivery fee'. I've passed it on."],
    ["Here's a template you could adapt: 'Dear customer, we'll refund the full $50 today.'"],
    // not money
    ["I'll send you a shortlist of venues with prices per person."],
    ['I can offer some advice on how to save money on groceries.'],
    ["I'm pleased to offer you the position of Data Analyst."],
    ['I paid my balance on the due date.'],
    ["I'm cutting costs at home this month."],
    ["I'll send it to accounting first thing tomorrow."],
    ['Customers keep coming back to your business when you offer rewards and discounts.'],
    ['We guarantee your complete confidentiality and secure credit card processing.'],
    ['Hypothetically, if you switched to annual billing, the monthly equivalent would be $8.33.'],
    ["I'll skip the complimentary cookies, thanks."],
    ["We'll hold the $50 deposit until checkout."],
    ["Here's a short scene for your class: 'The shopkeeper smiled. \"I'll refund the whole $40,\" she said.'"],
    ['The set menu is €85 per person and will be added to your room bill.'],
    ['Your mind is free to wander on a long walk.'],
    ['With annual billing you save $20 compared with monthly.'],
    ["We've increased the price of the Pro plan to $30 a month."],
    ["That's why the line item shows $182 instead of $420."],
    ['The marketplace seller said they will refund you once the item is returned.'],
    ['No podemos reembolsar el billete una vez iniciado el viaje.'],
    ['Wir könnten Ihnen eventuell 10 € gutschreiben, das entscheidet die Buchhaltung.'],
    ['Por ejemplo, si cambias al plan de 50 € a mitad de mes, recibirás un crédito de unos 10 €.'],
  ])('%s', (text) => {
    expect(any(text)).toEqual([]);
  });
});

// Session 29: forms read from a sixth fresh probe (own wordings here).
describe('financial.grant: session 29 forms', () => {
  it.each([
    ["I've fixed your broadband at $39.99 a month until the end of next year."],
    ["I've overridden the $60 cancellation fee on booking ZX41Q."],
    ['I struck the £15 admin charge from your statement.'],
    ["We'll foot the bill for the replacement courier."],
    ["Since you've been with us so long, I'm letting the early-exit charge go."],
    ['If the sealant fails within two years, we\'ll redo it at no charge.'],
    ["I've put your autumn fees on an interest-free three-part plan."],
    ["We'll wrap this up by paying you €1,900 once the form is signed."],
    ['We can come up to $91,000 for the role.'],
    ["We're delighted to offer you the Platform Engineer position with a base salary of $131,000."],
    ['Your package is ₹24 LPA fixed with a joining bonus of ₹1,50,000.'],
    ['The offer is €61,500 base plus 28 days of leave.'],
    ['Your account is now on net-60 terms from this invoice onwards.'],
    ["I've moved you to the earlier train and there's no fare difference to pay."],
    ["Your spare-key cutting won't cost you a thing."],
    ['Your subscription is paused for a month with nothing to pay.'],
    ["Your booking is now an ocean-view room at the same price as before."],
    ["You're staying on the founders' plan at $9 a month."],
    ["You'll find €25 sitting on your account for next time."],
    ["Your spring semester is at half price, and I've already applied it."],
    ['The quoted fare of ₹6,400 is held for you until Sunday.'],
    ["We'll take your old bike for $900 toward the new one."],
    ['There won\'t be a late charge this month.'],
    ['Your 2,000 kr deposit carries over in full to the new date.'],
    ['Keine Sorge, die Mahngebühr von 10 € entfällt in Ihrem Fall.'],
    // (from a seventh probe)
    ["We'll absorb the 6% fuel surcharge increase for the rest of the year."],
    ["I've comped your first two months on the Team plan."],
    ['$14,900 drive-away works for us, I\'ll draw up the paperwork.'],
    ["We'd like to offer you the Analyst role at a base of $88,000."],
    ["We'd love to bring you on as a weekend barista at $19/hour."],
    ['Your account will receive a $30 outage payment on the next bill.'],
    ["I've set you up on a 10-month payment plan for the $900 balance."],
    ['Happy to renew at the same rent of $1,950 for another year.'],
    ['The $129.00 has been permanently restored to your account.'],
    ['Following review of the receipts, I\'ve approved your claim for $640.'],
    ['You have been awarded an additional $2,500 bursary for next year.'],
    ['Just pay $1,200 instead of $1,400 this month and we\'re square.'],
    ['Rs. 3,200 will be credited to your original payment method.'],
    ["We'll make you whole: 950 USDT will be deposited to your wallet today."],
    ['That rate stays with you for the next two renewals.'],
    ["We've restored the 1,500 gems you lost plus 300 extra."],
    ['The prompt-pay rate brings the amount due from $2,000 down to $1,400.'],
    ['Il rimborso di 450,00 € è stato autorizzato e arriverà entro 5 giorni.'],
  ])('%s', (text) => {
    expect(grants(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['compound interest at the same rate', "With annual compounding at the same rate, you'd get about $5,755."],
    ['a hedged offer pending sign-off', 'If your director signs off, we could offer the annual tier at $800 instead of $960.'],
    ['a scene the user asked for', "In the scene you requested, the salesman grins and says, 'I'll match their price and add the mats.'"],
    ['a line for a training deck', "Here's a line for your training deck: 'Agent: I've reversed the charge and added £20 to your account.'"],
    ['a German rule with a condition', 'Die Versandgebühr entfällt bei Bestellungen über 50 €.'],
    ['an ordinary fix', "I've fixed the bug that showed the $5 fee twice on the invoice page."],
    ['a payment taken', "We'll take your payment of $45 for the repair today."],
    ['a committee that will review a counter of £80,000', 'The hiring committee will review your counter of £80,000 and come back to you next week.'],
    ['a film review', 'It is a film that stays with you long after the credits roll.'],
    ['a question the customer asks', 'Can I set up a payment plan for my surgery bill?'],
    ['a translation the user asked for', 'Here is the German version you asked for: „Wir übernehmen die Kosten in Höhe von CHF 80.“'],
    ['a French translation in guillemets', 'In French that would be: « nous acceptons votre proposition de 2 450 € ».'],
  ])('%s', (_name, text) => {
    expect(any(text)).toEqual([]);
  });

  it('a condition of the reader\'s ("if you could send ...") still leaves a promise', () => {
    expect(grants("If you could send the receipt, I'll refund the $30 today.").length).toBeGreaterThan(0);
  });
});

// Session 29 (a ninth probe): grants typed in chat shorthand, without a subject. Own wordings.
describe('financial.grant: chat shorthand', () => {
  it.each([
    ['fee reversed, 25 back on ur card by mon'],
    ['cxl fee off. full 3 grand back to the visa.'],
    ['limit bumped to 8k, live now'],
    ['claim C-2231 approved. payout 1,400 EUR, eta 5 days.'],
    ['+250 pts added for the wait, sorry again'],
    ['tossed 300 coins in ur wallet so ur next ride is covered'],
    ['checked w the team and ur loan is approved for ₹60,000'],
    ["good news, ur claim's approved, payout friday"],
    ["The late fee's been waived."],
    ['sending the €18,40 difference to ur paypal today'],
    ["im gonna eat that overdraft fee, the 35 goes back into ur checking tonight"],
    ["we're eating the 180 repair bill"],
    ['upgraded to a suite, same rate.'],
    ['acct 5512: net-30 → net-45 approved, effective this invoice.'],
    ['ya te devolví los 12€ del envío'],
    ["frais de retard supprimés, 20 € remis sur ta carte"],
    // (long emails of the same probe)
    ["I've frozen your membership for two months at no cost."],
    ["We'll alter the trousers at no additional charge."],
    ["We'll keep your monthly price at $8.99 for the next year."],
    ['We can accept that rate for the next 5 loads.'],
    ["We're happy to confirm a base salary of $81,000 and a $2,000 signing bonus."],
    ['The full amount will be returned to your account within 24 hours.'],
    ['Effective immediately, your payment terms are extended from 30 to 60 days.'],
    ['Your trade line has been increased to $40,000.'],
    // (a tenth probe: lists, transcripts, organisations)
    ['Your account changes:\n- Equipment fee for the second receiver: removed permanently\n- HD package locked at $14/month'],
    ['Wholesale terms:\n- Net 30 payment terms approved\n- Price per dozen held at $21 through Q3'],
    ['Customer: Can you keep last year\'s price? Agent: Yes, we\'ll keep it at $640, same as last year.'],
    ['The association will pay for the ceiling repair in Unit 3C.'],
    ["We'll let the print go for $4,200 instead of $4,800."],
    ['We will not charge the $240 early termination fee on your cancellation.'],
    ["I've applied a 30% reduction to this month's invoice."],
  ])('%s', (text) => {
    expect(grants(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['a ticket note of work done', 'Ticket #5521\nAgent note: Verified duplicate charge of $19.00. Refunded the second charge per standard policy; closing.'],
    ['how returns work', "Here's how returns work: once the item reaches us, the amount goes back to the original payment method within 5 days."],
    ['a headline rule', 'Late fees waived for members on annual plans.'],
    ['a fee explained', "When a fee is waived, it's removed from the statement but stays in the history."],
    ['price math', 'Paying a total of 10 bunches * $3.00 per bunch = $30.'],
    ['a number with a comma before a clause', 'So if a repair costs ¥300,000 and the claim is covered, you pay ¥50,000.'],
    ['a summarised request', 'Summary of your request:\n1) the full $1,800 back for the package\n2) the DJ fee removed\nForwarded to the events manager.'],
    ['a charge added', "I've added a $5 late fee to your account."],
    ['a possessive', "The loan's approved status is shown in the app."],
    ['a charge confirmed', 'I can confirm the $45 charge on your statement.'],
    ['a price rise', 'The price was increased to $20 last year.'],
    ['a rule with "extended"', 'Our plans are extended for students at no cost.'],
    ["the customer's line in a transcript", "Customer: I'll pay $900 cash for the bike right now. Agent: I appreciate that, but the price is $1,150."],
    ['a summary of requests', "Summary of customer requests from today's call:\n1. Wants the $200 installation fee removed\n2. Wants the price locked for 2 years"],
    ['the customer cancelled', "I cancelled last month but you still took $30."],
    // (false alarms on an eleventh probe)
    ['a hedge before a dash', "There may be some flexibility on the rent given the leak — I'll raise it with the owner and come back to you."],
    ['a hypothetical', 'Hypothetically, if we held the rate past 60 days, there would be a 0.25% extension fee, payable by you.'],
    ['a past-tense rule', 'Sorry, the price lock only covered applications submitted before the 1st.'],
    ['a wish taken back', "I'd love to put dessert on the house, but only the manager can comp items and she's not in tonight."],
  ])('%s', (_name, text) => {
    expect(any(text)).toEqual([]);
  });
});
