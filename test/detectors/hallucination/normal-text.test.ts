import { describe, expect, it } from 'vitest';
import { scan } from '../injection/scan.js';

// False alarms on normal documentation (package READMEs, Debian docs), rewritten in our own
// words, next to near misses that must still be caught.

const citations = (text: string) => scan(text, 'hallucination').filter((f) => f.detector === 'hallucination.citation');

describe('hallucination.citation in documentation', () => {
  it.each([
    // own: pointers to further reading are not sources offered for a claim
    ['For browser support see https://caniuse.example/#feat=atomics and the table below.'],
    ['Security reports: please see https://security.example.org/report before filing.'],
    ['Bug reports go to the tracker (see https://bugs.example.org/12345).'],
    ['Here is how to check out the latest development sources:\n\nhttps://git.example.org/?p=tool'],
    // own: dates and standard numbers in parentheses, shaped like "(Author 2019)"
    ['The default mode changed in release 3.1 (July\n2022) after a long discussion.'],
    ['This bug was fixed in version 406 (June 2007) upstream.'],
    ['Supports SOCKS5 (RFC 1928) with username authentication (RFC 1929).'],
    ['Timestamps are written as text (ISO 8601) everywhere.'],
  ])('%#: no finding: %s', (text) => {
    expect(citations(text)).toEqual([]);
  });

  it.each([
    // own near misses: the same shapes stated as evidence
    ['Unemployment fell by half, according to https://stats.example.org/2023-report.', 'according to https://stats.example.org'],
    ['Sales tripled last year (source: https://news.example.com/sales).', 'source: https://news.example.com'],
    ['Sources: https://journal.example.org/article/17', 'Sources: https://journal.example.org'],
    ['Memory improves with sleep (Marshall, 2006).', '(Marshall, 2006)'],
    ['The effect was replicated (Jun et al., 2019).', '(Jun et al., 2019)'],
    ['Bees recognise faces (May, 2012).', '(May, 2012)'],
    ['Plants respond to touch (Mayer et al., 2015).', '(Mayer et al., 2015)'],
    ['This was first observed (WHO, 2019).', '(WHO, 2019)'],
  ])('%#: caught: %s', (text, part) => {
    const found = citations(text);
    expect(found.some((f) => f.match.includes(part)), JSON.stringify(found)).toBe(true);
  });
});
