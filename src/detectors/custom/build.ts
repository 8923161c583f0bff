import RE2 from 're2';
import { ConfigError } from '../../config/errors.js';
import type { Detector } from '../types.js';
import { regexDetector, type GlobalMatcher } from '../regex.js';
import type { CustomDetectorConfig } from './config.js';
import { VALIDATORS } from './validators.js';

function escapeRe2(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles one `detectors.custom.detectors[i]` entry; a bad pattern is a ConfigError naming its key. */
export function buildCustomDetector(c: CustomDetectorConfig, index: number): Detector {
  const key = `detectors.custom.detectors.${index}`;
  const patterns: GlobalMatcher[] = [];
  if (c.pattern !== undefined) {
    try {
      patterns.push(new RE2(c.pattern, c.ignore_case ? 'gu' + 'i' : 'gu'));
    } catch (e) {
      throw new ConfigError(`${key}.pattern: invalid pattern for custom detector "${c.name}": ${(e as Error).message}`, `${key}.pattern`);
    }
  }
  if (c.keywords?.length) {
    // Keywords are literals: escaped, joined, matched on word boundaries, case-insensitively.
    const alternation = c.keywords.map((k) => escapeRe2(k.toLowerCase())).join('|');
    patterns.push(new RE2(`\\b(?:${alternation})\\b`, 'giu'));
  }
  const validate = c.validator ? VALIDATORS[c.validator] : undefined;
  if (c.validator && !validate) throw new ConfigError(`${key}.validator: unknown validator "${c.validator}"`, `${key}.validator`);
  const maxKeyword = Math.max(0, ...(c.keywords ?? []).map((k) => k.length));
  return regexDetector({
    id: `custom.${c.name}`,
    category: c.category ?? 'pii',
    type: c.type ?? c.name,
    label: c.label ?? c.name.replaceAll('_', ' '),
    patterns,
    ...(validate ? { validate } : {}),
    score: c.score ?? 0.9,
    // A user pattern can match anything up to the text's length; keywords are bounded.
    maxMatchLength: c.pattern !== undefined ? 1000 : maxKeyword,
  });
}
