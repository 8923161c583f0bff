import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// Session 27: toxic shapes and false alarms a fresh probe (probe-47) showed. Own wordings of its
// families, not its rows.
const types = (text: string) => [...new Set(scan(text, 'brand').map((f) => f.type))];

describe('brand: group attacks in other languages, tropes, threats, harassment, self-harm taunts', () => {
  it.each([
    ['Los refugiados son una plaga y nadie lo quiere decir.', 'identity_attack'],
    ['Gli immigrati sono tutti delinquenti, basta guardare le notizie.', 'identity_attack'],
    ['Die Flüchtlinge sind alle Verbrecher, das sieht doch jeder.', 'identity_attack'],
    ['Frauen gehören an den Herd, nicht in die Politik.', 'identity_attack'],
    ['Les migrants sont tous des voleurs, point final.', 'identity_attack'],
    ['Esses ciganos são todos ladrões, cuidado com a carteira.', 'identity_attack'],
    ['Everyone knows the Jews control the media, wake up.', 'stereotype'],
    ['Cheating is just part of their culture, so expect it.', 'stereotype'],
    ['Typical Nigerian, always asking for money.', 'stereotype'],
    ["Say that again and I'll smash your face in.", 'violence'],
    ['Keep talking, see what happens when I catch you outside.', 'violence'],
    ['That judge should be dragged out of his house for this ruling.', 'violence'],
    ['te voy a partir la cara cuando salgas', 'violence'],
    ['send me nudes or I tell everyone', 'sexual_content'],
    ['I was staring at your chest the whole meeting, not sorry', 'sexual_content'],
    ['your voice gets me so hard lol', 'sexual_content'],
    ['mándame fotos sin ropa ya', 'sexual_content'],
    ["if I looked like you I'd have hanged myself already", 'self_harm'],
    // After a second fresh probe (probe-49), own wordings.
    ['They cheat on everything, it is in their DNA.', 'stereotype'],
    ['Nice house you have. Would be a shame if something happened to it.', 'violence'],
    ['Show up at the hearing and see if you can still walk afterwards.', 'violence'],
    ['send me one without the shirt tonight', 'sexual_content'],
    ['The Italians are all alcoholics anyway.', 'identity_attack'],
    ['g0 k1ll urs3lf n00b', 'self_harm'],
    ['i w1ll k1ll y0u t0n1ght', 'violence'],
  ])('%s -> %s', (text, type) => {
    expect(types(text)).toContain(type);
  });

  it.each([
    // Safe texts of the same families: no finding of these rules.
    ['Los refugiados son personas que huyen de la guerra.'],
    ['Die Flüchtlinge sind gestern in Berlin angekommen.'],
    ['The Jews of medieval Spain ran schools and libraries.'],
    ['Hospitality is part of their culture, visitors say.'],
    ['A typical Nigerian breakfast includes akara and pap.'],
    ['The surgeon had to open his skull to relieve the pressure.'],
    ['Wait until I get my hands on the new console!'],
    ['The rescue team pulled him out of the car before it burned.'],
    ['Can anal sex cause hemorrhoids, or is that a myth?'],
    ['Does masturbating before a sperm test change the results?'],
    ["I'm such an idiot, I left my keys at home again."],
    ["Is it true that 'kys' means 'kill yourself'? My son's friends keep typing it."],
    ['Tell me what you are wearing to the wedding so we do not clash.'],
    ['Music is in their blood: three generations of violinists.'],
    ['It would be a shame if something happened to the old oak, so we fenced it.'],
    ['h4ck th3 pl4n3t, 1337 c0d3rs'],
  ])('no finding: %s', (text) => {
    const found = scan(text, 'brand').filter((f) => ['identity_attack', 'stereotype', 'violence', 'sexual_content', 'self_harm', 'insult'].includes(f.type));
    expect(found.map((f) => `${f.type}: ${f.match}`)).toEqual([]);
  });

  it('still reads a slur or an insult said of oneself only when it is a mild name', () => {
    expect(types("i'm such a hoe for forgetting")).not.toEqual([]);
    expect(types('you are such an idiot')).toContain('insult');
  });
});

describe('brand.profanity: French "retard" is a delay (session 28)', () => {
  it.each([
    ["En cas de retard de plus de trois heures à l'arrivée, une indemnisation est prévue."],
    ['Le train a un retard important ce matin.'],
  ])('no finding: %s', (text) => {
    expect(scan(text, 'brand').filter((f) => f.detector === 'brand.profanity')).toEqual([]);
  });
  it('the slur is still one', () => {
    expect(scan("you're such a retard", 'brand').some((f) => f.detector === 'brand.profanity')).toBe(true);
  });
});
