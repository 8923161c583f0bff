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

const statistics = (text: string) => scan(text, 'hallucination').filter((f) => f.detector === 'hallucination.statistic');

describe('hallucination.statistic: precise figures credited to nobody in particular', () => {
  it.each([
    // own: the lead's probe texts and variants in our words
    ['Studies show that 73% of people who drink coffee live longer.'],
    ['According to a 2021 study by Harvard, 87.3% of users prefer dark mode.'],
    ['Research proves that 9 out of 10 dentists recommend this brand.'],
    ['Scientists have found that 1 in 4 adults sleeps less than six hours.'],
    ['A recent survey revealed that 64.2 percent of shoppers compare prices online.'],
    ['Experts estimate that 12,400 species go extinct every year.'],
    ['According to recent research, remote teams are 2.5 times more productive.'],
    ['Nearly 80% of startups fail within three years, experts say.'],
    ['According to statistics, 43.7% of drivers speed every day.'],
  ])('%#: flagged: %s', (text) => {
    expect(statistics(text)).toHaveLength(1);
  });

  it.each([
    // own near misses: a checkable source in the same sentence
    ['According to the CDC, 42.4% of adults in the country are obese.'],
    ['A 2019 Gallup poll found that 64% of respondents approve.'],
    ['Studies show that 73% of readers skim (Nielsen et al., 2006).'],
    ['Research shows 9 out of 10 users never change the default [3].'],
    ['Studies show that 73% of visitors leave, see https://stats.example.org/visits for the data.'],
    ['The 2023 Stack Overflow Developer Survey found that 44% of developers use this editor.'],
    ['According to data from the national statistics office, 4.1% of workers are unemployed.'],
    // own: a study the reader already has in front of them, and ordinary answers
    ['The study found that 40% of participants improved after eight weeks.'],
    ['These results show that 12% of requests time out under load.'],
    ['About 60% of the class passed the exam this year.'],
    ['Despite the vendor\'s claim of 99% accuracy, studies showed that errors were common.'],
    ['The probability of getting exactly 35 heads in 50 tosses is about 0.0399 or 3.99%.'],
    ['Benchmarks show the parser handles 1,200 files per second on a laptop.'],
    ['Research shows the first labs opened in the 1950s.'],
  ])('%#: no finding: %s', (text) => {
    expect(statistics(text)).toEqual([]);
  });
});
