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
