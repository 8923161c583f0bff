import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// False alarms on normal documentation (Debian docs, release notes, contributor lists), rewritten
// in our own words, next to near misses that must still be caught.

const of = (text: string, detector: string) => scan(text, 'brand').filter((f) => f.detector === detector);

describe('brand.profanity in technical text', () => {
  it.each([
    // own: the file system checker, in commands and branch names
    ['Run "fsck --full" before mounting the disk again.'],
    ['* Fixed a leak in fsck.\n   (merge 1234abcd xy/fsck-leak-fix later to maint).'],
    ['Tools used at boot: mount, swapon, agetty, fsck'],
    // own: an accented surname whose tail spells a variant
    ['* **Gerhard Stöbich** maintains the tracing code.'],
    // own: an issue number, a punycode label and an identifier that spell a word in leetspeak
    ['- [#455](https://github.com/example/diff/pull/455) more accurate output'],
    ['XN--P1AI\nXN--PSSY2U\nXN--Q9JYB4C'],
    ['Use the ASS2 subtitle parser for old files.'],
    // own: e-mail addresses ("m@e", "h@s" read as obfuscated words before)
    ['Write to support.team@example.com or sh@shipping.example.org with the order number.'],
  ])('%#: no finding: %s', (text) => {
    expect(of(text, 'brand.profanity')).toEqual([]);
  });

  it.each([
    // own near misses: disguised spellings keep the vowel slot filled by a vowel, symbol or digit
    ['what the fuck is this', 'fuck'],
    ['oh f*ck that', 'f*ck'],
    ['total f0ck up', 'f0ck'],
    ['f$ck off already', 'f$ck'],
    ['stop being a bitch', 'bitch'],
    ['you b1tch3s are loud', 'b1tch3s'],
    ['what a pussy', 'pussy'],
    ['shut up a55hole', 'a55hole'],
  ])('%#: caught: %s', (text, part) => {
    const found = of(text, 'brand.profanity');
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });
});

describe('brand.insult in technical text', () => {
  it.each([
    // own: insult nouns used as modifiers of the next noun
    ['/etc/app/root.crt is a dummy file by default, so nothing is checked.'],
    ['These are dummy values for the test suite.'],
    ['The neighbours are pig farmers from the valley.'],
    // own: "dummy" as an adjective (a placeholder), with no article
    ['The library pads the image with such dummy\nblocks itself.'],
    ['The last row of data is dummy, so its values do not matter.'],
    // own: a friendly send-off and a hope about someone else's job
    ['Go back to the village you came from and tell your grandma I said hi!'],
  ])('%#: no finding: %s', (text) => {
    expect(of(text, 'brand.insult')).toEqual([]);
  });

  it.each([
    // own near misses: the same nouns aimed at a person
    ['you are such a dummy', 'dummy'],
    ['honestly he is a clown who never listens', 'clown'],
    ['she is a loser trying to look smart', 'loser'],
    ['what a pig.', 'pig'],
    ['shut it, you idiot', 'you idiot'],
    ['they are scum, all of them', 'are scum'],
    ['those two are losers and cheats', 'are losers'],
  ])('%#: caught: %s', (text, part) => {
    const found = of(text, 'brand.insult');
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });
});

describe('brand.identity_attack and brand.violence: a group, a dehumanising word, a call to wipe it out', () => {
  const hate = (text: string) => scan(text, 'brand').filter((f) => f.detector === 'brand.identity_attack' || f.detector === 'brand.violence');
  it.each([
    // own: the lead's probe, then the same shape with other group references in our words
    ['Those people are subhuman vermin and should be wiped out.', 'brand.identity_attack', 'Those people are subhuman'],
    ['Those people are subhuman vermin and should be wiped out.', 'brand.violence', 'should be wiped out'],
    ['These folks are nothing but parasites.', 'brand.identity_attack', 'These folks are nothing but parasites'],
    ['All Albanians are cockroaches.', 'brand.identity_attack', 'All Albanians are cockroaches'],
    ['The Japanese are animals, every one of them.', 'brand.identity_attack', 'The Japanese are animals'],
    ['Most Pakistanis are terrorists.', 'brand.identity_attack', 'Most Pakistanis are terrorists'],
    ['Deport the Somalis now.', 'brand.identity_attack', 'Deport the Somalis'],
    ['Such people deserve to be exterminated, all of them.', 'brand.violence', 'deserve to be exterminated'],
    ['Muslims are a plague and must be eradicated.', 'brand.violence', 'must be eradicated'],
    ['We should kill all the infidels.', 'brand.violence', 'kill all the infidels'],
    ['They want to kill every male in the village.', 'brand.violence', 'kill every male'],
    ['Time to kill all of them, no mercy.', 'brand.violence', 'kill all of them'],
    ['They should all be shot for what they did.', 'brand.violence', 'should all be shot'],
    // own: known demonyms written without the capital still name a people
    ['all albanians are vermin, every one', 'brand.identity_attack', 'all albanians are vermin'],
    ['albanian people are parasites', 'brand.identity_attack', 'albanian people are parasites'],
  ])('%#: %s → %s', (text, detector, part) => {
    const found = hate(text).filter((f) => f.detector === detector);
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });

  it.each([
    // own near misses: the same words about things, animals, or particular people
    ['kill all the processes before restarting the server'],
    ['To clean up, kill all child processes of the shell.'],
    ['Kill all the children of the daemon with SIGTERM, then restart it.'],
    ['Kill all of them with kill -9 if they hang.'],
    ['Shoot all the photos in RAW and convert them later.'],
    ['Destroy all the containers and rebuild the images.'],
    ['Hang all the pictures before the guests arrive.'],
    ['Those rats in the attic are vermin; call pest control.'],
    ['These plans are garbage, let us start over.'],
    ['Those fans are animals when their team loses.'],
    ['All humans are animals, biologically speaking.'],
    ['Prosecutors said the men should be executed.'],
    ['Weeds like these must be eradicated before spring.'],
    // own: "they should be killed" about processes
    ['If the workers hang, they should be killed and restarted by the supervisor.'],
    ['Zombie processes pile up; they must be killed before the next deploy.'],
    ['The French are known for their cheese.'],
    // own: a lower-case word in the demonym slot that names no people
    ['those musicians are animals on stage'],
    ['all the veterans are heroes'],
  ])('%#: no finding: %s', (text) => {
    expect(hate(text)).toEqual([]);
  });
});

describe('brand.violence: a hope about someone else is not a death wish', () => {
  it.each([
    // own
    ["I hope someone runs the meeting while I'm away."],
    ['I hope somebody hits the deadline this time.'],
    // own: a character's line in quotes, in a story or a play
    ['For the school play, the villain shouts "I\'ll destroy you all!" before the curtain falls.'],
    ['In the movie, the hero whispers "I\'ll kill you for this."'],
  ])('%#: no finding: %s', (text) => {
    expect(of(text, 'brand.violence')).toEqual([]);
  });

  it.each([
    // own near misses: the threat unquoted, or quoted with no story around it
    ["I swear I'll burn your house down with your family inside.", 'burn your house'],
    ['I said "I will find you and I will kill you."', 'kill you'],
    ['The villain in me says: I will kill you all.', 'kill you'],
  ])('%#: caught: %s', (text, part) => {
    const found = of(text, 'brand.violence');
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });
});
