import type { JSONSchema } from '../../config/schema-types.js';

export const BRAND_DETECTORS = ['profanity', 'insult', 'violence', 'competitors', 'banned', 'disparagement', 'stereotype', 'sexual'] as const;

/**
 * obscenity words ignored by default: clinical, historical or everyday senses dominate in
 * ordinary answers ("sex" as in gender, "rape" in a history answer), so they would flag
 * benign text. Remove a word from this list (`profanity.allow: []`) to flag it again.
 */
export const DEFAULT_ALLOWED_WORDS = [
  'anal', 'anus', 'sex', 'penis', 'vagina', 'semen', 'orgasm', 'incest', 'rape', 'porn', 'negro', 'scat', 'hooker',
  'ejaculate', 'masturbate', 'bestiality', 'abo', 'spastic', 'hentai', 'double penetration',
];

export interface BannedTopic {
  name: string;
  /** Lower-case words or phrases; any of them (whole word) marks the topic. */
  keywords: string[];
}

/** Config of the brand family (`detectors.brand`). */
export interface BrandFamilyConfig {
  enabled: boolean;
  /** Detector names of this family to switch off. */
  disabled: string[];
  profanity: {
    /** obscenity words (its `originalWord` names) that are NOT flagged. */
    allow: string[];
  };
  /** Competitor names; any mention is flagged (whole word, case-insensitive). */
  competitors: string[];
  /** Phrases the agent must never say (whole word, case-insensitive). */
  banned_phrases: string[];
  /** Topics the agent must not discuss, each a name and its keywords. */
  banned_topics: BannedTopic[];
  /** Your own brand and product names; negative statements about them are flagged. */
  brand_names: string[];
}

export const brandFamilyDefaults: BrandFamilyConfig = {
  enabled: true,
  disabled: [],
  profanity: { allow: [...DEFAULT_ALLOWED_WORDS] },
  competitors: [],
  banned_phrases: [],
  banned_topics: [],
  brand_names: [],
};

const names: JSONSchema = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 } };

export const brandFamilySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    disabled: { type: 'array', items: { enum: [...BRAND_DETECTORS] } },
    profanity: { type: 'object', additionalProperties: false, properties: { allow: { type: 'array', items: { type: 'string' } } } },
    competitors: names,
    banned_phrases: names,
    banned_topics: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'keywords'],
        properties: { name: { type: 'string', minLength: 1 }, keywords: { ...names, minItems: 1 } },
      },
    },
    brand_names: names,
  },
};
