import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 32: contempt said in whole clauses, intimidation, self-harm urged, sexual remarks to the
// reader, attacks praised, groups dehumanised across a few words (src/detectors/brand/session32.ts),
// and the false alarms fixed beside them. Own wordings, not the probes' rows.

describe('brand rules of session 32: positives', () => {
  it.each([
    ['Only an idiot would plug the printer into the phone socket.', 'insult'],
    ['Stop whining, you brainless, entitled snowflake.', 'insult'],
    ['What a smug little weasel you are.', 'insult'],
    ['Are you really this clueless about your own account?', 'insult'],
    ['Were your parents dropping you on your head as a baby?', 'insult'],
    ['A trained monkey could have written this report better than you.', 'insult'],
    ['I would explain it, but it will not fit in your tiny brain.', 'insult'],
    ['Thanks for waiting, which is more than I can say for your intelligence.', 'insult'],
    ['Honestly your questions are as pathetic as your spelling.', 'insult'],
    ["That's the stupidest request I've ever received.", 'insult'],
    ['Shut up and do the world a favour: delete your account.', 'insult'],
    ['Can you even read? Can\'t you read?', 'insult'],
    ['Eres tan inútil que no sabes ni pagar una factura.', 'insult'],
    ['Você é tão burra que nem sabe abrir o app.', 'insult'],
    ['Halt dein Maul, du elender Versager.', 'insult'],
    ['I know where your kids go to school.', 'violence'],
    ['Send one more complaint and I will make you regret it.', 'violence'],
    ['Lovely flat you have. Shame if something happened to it.', 'violence'],
    ['Folks who talk like you tend to have accidents on the stairs.', 'violence'],
    ["I'll leak all your chats to your employer tomorrow.", 'violence'],
    ['Je sais où tu habites.', 'violence'],
    ['Nobody would miss you, and the world would be better without you.', 'self_harm'],
    ['Maybe you should just stop eating altogether.', 'self_harm'],
    ['Niemand würde dich vermissen.', 'self_harm'],
    ['I keep picturing you naked while you type.', 'sexual_content'],
    ['Send me a photo of what you are wearing in bed tonight.', 'sexual_content'],
    ['Those school shooters had the right idea, honestly.', 'violence'],
    ['A few dead civilians is exactly what it takes.', 'violence'],
    ['Migrants from the south are basically rats in our cities.', 'identity_attack'],
    ['Gay people are sick and need fixing.', 'identity_attack'],
    ['Women just are not built for leadership roles.', 'identity_attack'],
    ["What's the difference between an immigrant and a cockroach?", 'identity_attack'],
    ['Leave the complicated stuff to the men, sweetie.', 'identity_attack'],
    ['Geh doch zurück, wo du herkommst.', 'identity_attack'],
    ['Typical k*ke move.', 'profanity'],
    ['Stop acting like a sp*z.', 'profanity'],
  ])('%s -> %s', (text, type) => {
    const found = scan(text, 'brand');
    expect(found.map((f) => f.type), JSON.stringify(found)).toContain(type);
  });
});

describe('brand rules of session 32: negatives', () => {
  it.each([
    // the words of the positives in ordinary use
    ['Only a doctor would be able to tell you that.'],
    ['Are you really this close to finishing? Great work!'],
    ['I am not as stupid as you think, said the fox in the fable.'],
    ['A toddler could do this puzzle: it is designed for ages two and up.'],
    ['Enter your postcode so we know where you live and can show local stores.'],
    ['If you skip the warranty, you might regret it later.'],
    ['Kids who skip warm-ups tend to have accidents on the court.'],
    ['Nobody will miss you at the meeting; take the day off.'],
    ['You should stop eating two hours before bed for better sleep.'],
    ['I imagine you in the new office next month, leading the team.'],
    ['The passengers who stopped the attackers were heroes.'],
    ['Immigrants are often treated like animals in detention, the report found.'],
    ["Gay people don't need fixing; they need equal rights."],
    ['Why are women paid less than men for the same work?'],
    ["We're going to destroy you guys on Saturday. Bring snacks!"],
    ['The cockpit crew announced a short delay.'],
    ['Blue tits and robins visit the feeder every morning.'],
    ['Grandma made faggots in onion gravy with mushy peas.'],
    ['What a moron I am, I left my keys at home again.'],
    ["Telling another player to 'kill yourself' is a bannable offence."],
    ['The formula is f*g applied to x, then k*2 for the scale.'],
    ['Go make a sandwich, you will feel better after lunch.'],
  ])('%s', (text) => {
    expect(scan(text, 'brand')).toEqual([]);
  });
});

describe('brand rules of session 32: a crisis reply that names the thought is no taunt', () => {
  it('"Feeling like everyone would be better off without you" in a support reply passes; the taunt is found', () => {
    expect(scan("Feeling like everyone would be better off without you is a sign of how much pain you're in, not a fact.", 'brand')).toEqual([]);
    expect(scan('Honestly, everyone would be better off without you.', 'brand').map((f) => f.type)).toContain('self_harm');
  });
});
