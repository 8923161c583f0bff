import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { buildPipeline } from '../../../src/pipeline/build.js';
import { scan } from '../injection/scan.js';

describe('hallucination signal detectors: positives', () => {
  it.each([
    // own: citation shapes models fabricate
    ['Sleep improves memory consolidation (Walker et al., 2017).', 'unverified_citation', '(Walker et al., 2017)'],
    ['As Smith and Jones (2020) showed, the effect is large.', 'unverified_citation', 'Smith and Jones (2020)'],
    ['See doi:10.1234/abcd.5678 for details.', 'unverified_citation', 'doi:10.1234/abcd.5678'],
    ['The method is described in arXiv:2301.01234v2.', 'unverified_citation', 'arXiv:2301.01234v2'],
    ['According to https://example.org/report-2021 the rate doubled.', 'unverified_source_url', 'https://example.org/report-2021'],
    // own: precise statistics stated as fact, no source
    ['Studies show that 73.4% of remote workers are more productive.', 'unsourced_statistic', '73.4%'],
    ['It is a proven fact that 1,250,000 people visit the park every year.', 'unsourced_statistic', '1,250,000'],
  ])('%#: %s → %s', (text, type, expected) => {
    const found = scan(text, 'hallucination');
    expect(
      found.some((f) => f.type === type && f.match.includes(expected)),
      JSON.stringify(found),
    ).toBe(true);
  });

  it('does not include trailing punctuation in a DOI span', () => {
    const [f] = scan('Read https://doi.org/10.5555/xyz.9.', 'hallucination');
    expect(f?.match).toBe('https://doi.org/10.5555/xyz.9');
  });
});

describe('hallucination signal detectors: hard negatives', () => {
  it.each([
    // own
    ['The meeting is at 10.30 in room (B, 2nd floor).'],
    ['Studies show that exercise helps, according to the 2021 CDC report of 12.5% growth.'],
    ['About 60% of the class passed.'],
    ['Visit https://example.com for opening hours.'],
    ['In 2019, the company hired 1,200 people.'],
  ])('%#: %s', (text) => {
    expect(scan(text, 'hallucination')).toEqual([]);
  });
});

describe('hallucination signals through the pipeline', () => {
  it('a citation is reported but never rejected', async () => {
    const pipeline = await buildPipeline(buildConfig({}));
    const out = await pipeline.check({ text: 'Sleep improves memory (Walker et al., 2017).', accountId: 't' });
    expect(out.response.status).not.toBe('rejected');
    expect(out.response.flags).toContain('Hallucination: unverified citation');
    const fast = out.findings.filter((f) => f.detector === 'hallucination.citation');
    // A weak signal alone stays below the flagged band (31).
    expect(pipeline.decider.score(fast)).toBeLessThan(31);
  });
});
