import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { buildPipeline } from '../../../src/pipeline/build.js';
import { scan } from '../injection/scan.js';

const cfg = {
  detectors: {
    brand: {
      competitors: ['Globex', 'Initech Cloud'],
      banned_phrases: ['guaranteed returns'],
      banned_topics: [{ name: 'politics', keywords: ['election', 'ballot'] }],
      brand_names: ['Acme'],
    },
  },
};

describe('brand safety detectors: positives', () => {
  it.each([
    // own: profanity, plain and obfuscated (obscenity transformers)
    ['This is fucking ridiculous.', 'profanity', 'fucking'],
    ['What a load of sh1t.', 'profanity', 'sh1t'],
    ['you absolute b!tch', 'profanity', 'b!tch'],
    ['he is such a p u s s y', 'profanity', 'p u s s y'],
    // own: slurs outside obscenity's dataset
    ['Go back home, you wetback.', 'slur', 'wetback'],
    ['Those towelheads again.', 'slur', 'towelheads'],
    // own: identity attacks (dehumanising statement about a group, call to harm it)
    ['Immigrants are parasites, all of them.', 'identity_attack', 'Immigrants are parasites'],
    ['Death to the refugees.', 'identity_attack', 'Death to the refugees'],
    // own: directed insults
    ['You are a worthless idiot.', 'insult', 'You are a worthless idiot'],
    ['Shut up and listen.', 'insult', 'Shut up'],
    ['That senator is a complete idiot.', 'insult', 'is a complete idiot'],
    // own: violence and self-harm encouragement
    ['I will find you and hurt you.', 'violence', 'I will find you and hurt you'],
    // own: threats with a longer run-up, and the classic 'I know where you live'
    ['I will find where you live and hurt your family.', 'violence', 'hurt your family'],
    ['I know where you live, so watch yourself.', 'violence', 'I know where you live'],
    ['I hope you die in a fire.', 'violence', 'hope you die'],
    ['Honestly, just kill yourself.', 'self_harm', 'kill yourself'],
    ['Nobody would miss you anyway.', 'self_harm', 'Nobody would miss you'],
    // own: configured lists
    ['You could also try Globex for that.', 'competitor_mention', 'Globex'],
    ['Initech  cloud is cheaper.', 'competitor_mention', 'Initech  cloud'],
    ['We offer guaranteed returns on every plan.', 'banned_phrase', 'guaranteed returns'],
    ['Who will win the election?', 'banned_topic', 'election'],
    ['Honestly, Acme is a scam.', 'disparagement', 'Acme is a scam'],
    ['Never buy from Acme again.', 'disparagement', 'Acme'],
  ])('%#: %s → %s', (text, type, expected) => {
    const found = scan(text, 'brand', cfg);
    expect(
      found.some((f) => f.type === type && f.match.includes(expected)),
      JSON.stringify(found),
    ).toBe(true);
  });
});

describe('brand safety detectors: hard negatives', () => {
  it.each([
    // own: addresses and places asked for by an agent
    ['Enter your postcode so we know where you live and can show local stores.'],
    ['I know where your office is; the courier will deliver there.'],
    // own: words that contain or resemble profanity (Scunthorpe problem)
    ['The class assumed the assignment was due in Scunthorpe on Saturday.'],
    ['The cocktail party was in Essex.'],
    ['Sex differences in heart disease are well documented.'],
    ['Moby Dick is a novel by Herman Melville.'],
    ['The film is about a killer whale; nobody dies.'],
    ['This idiom means the idea is stupid-simple.'],
    ['The book was called "The Idiot" by Dostoevsky.'],
    ['Kill the process with Ctrl+C if it hangs.'],
    ['He practised Kung Fu and cooked with cumin, in an assortment of styles.'],
    ['The lab rat study is a pig-headed idea.'],
    ['The Globe Theatre burned down in 1613.'],
    ['Acme released a new version with better battery life.'],
    ['I hope you enjoy the trip!'],
    ['Women are underrepresented in engineering; immigrants are a large share of founders.'],
    ['The U S A team won, and a b c d are the first letters.'],
    ['Our Maine Coon sleeps all day; Homo sapiens evolved in Africa.'],
    ['The Washington Redskins changed their name in 2020.'],
    ['A Japanese paper crane and a German sauerkraut recipe.'],
    ['The election of officers takes place in June.'],
  ])('%#: %s', (text) => {
    const found = scan(text, 'brand', { ...cfg, detectors: { brand: { ...cfg.detectors.brand, banned_topics: [] } } });
    expect(found).toEqual([]);
  });

  it('has no list detectors when lists are empty (the default)', () => {
    expect(scan('Globex and Acme and guaranteed returns', 'brand')).toEqual([]);
  });

  it('the profanity allow list switches words off', () => {
    expect(scan('This is shit.', 'brand').length).toBeGreaterThan(0);
    expect(scan('This is shit.', 'brand', { detectors: { brand: { profanity: { allow: ['shit'] } } } })).toEqual([]);
  });
});

describe('brand safety through the pipeline', () => {
  it('flags (does not reject) profanity, one finding per word', async () => {
    const pipeline = await buildPipeline(buildConfig({}));
    const out = await pipeline.check({ text: 'This fucking thing is shit.', accountId: 't' });
    expect(out.response.status).toBe('flagged');
    expect(out.response.flags.some((f) => f.startsWith('Brand safety: '))).toBe(true);
    expect(out.findings.filter((f) => f.detector === 'brand.profanity').map((f) => f.type)).toEqual(['profanity', 'profanity']);
    expect(out.response.redacted_text).toBe('This fucking thing is shit.');
  });
});
