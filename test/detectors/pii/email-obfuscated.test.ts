import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { createPiiDetectors } from '../../../src/detectors/pii/index.js';
import { normalize } from '../../../src/pipeline/normalize.js';

const detectors = createPiiDetectors(buildConfig({}));
function emails(text: string): string[] {
  const n = normalize(text);
  return detectors
    .flatMap((d) => d.detect(text, { normalized: n }))
    .filter((f) => f.type === 'email')
    .map((f) => text.slice(f.start, f.end));
}

// Written for this project (the lead's probe texts and our own variants). The span must cover
// the whole obfuscated address, so the redactor masks all of it and not only the user name.
describe('pii.email: addresses written to dodge scrapers', () => {
  it.each([
    ['square brackets', 'Write to john [at] example [dot] com for access.', ['john [at] example [dot] com']],
    ['parentheses, no spaces', 'contact: jane.doe(at)gmail(dot)com', ['jane.doe(at)gmail(dot)com']],
    ['braces, a country domain', 'Mi correo es ana {at} correo {dot} es', ['ana {at} correo {dot} es']],
    ['upper case markers', 'Mail OPS [AT] acme [DOT] io today', ['OPS [AT] acme [DOT] io']],
    ['bracketed at, real dots', 'reach me at li.wei[at]mail.example.cn please', ['li.wei[at]mail.example.cn']],
    ['obfuscated dot in the user name too', 'sam [dot] lee [at] uni [dot] ac [dot] uk', ['sam [dot] lee [at] uni [dot] ac [dot] uk']],
    ['plain words, full shape', 'bob at example dot com', ['bob at example dot com']],
    ['plain words, two-level domain', 'You can mail kim_park at posteo dot co dot uk.', ['kim_park at posteo dot co dot uk']],
  ])('%s: %s', (_why, text, expected) => {
    expect(emails(text)).toEqual(expected);
  });

  it.each([
    ['the dot-com era', 'They met at home dot com era parties.'],
    ['the dot-com boom', 'Many firms failed at the dot com boom.'],
    ['a determiner is no domain', 'Look at this dot com company.'],
    ['a domain in prose that is not an address', 'Have a look at example.com for details.'],
    ['plain words with an English-word ending', 'We arrived at noon dot in the morning.'],
    ['an unknown top-level domain after (at)', 'Email me (at) work.Then we talk.'],
    ['a bracketed at with nothing like a domain', 'Prices [at] launch were high.'],
    ['a plain at without the dot word', 'bob at example com'],
  ])('%s: no address in "%s"', (_why, text) => {
    expect(emails(text)).toEqual([]);
  });
});
