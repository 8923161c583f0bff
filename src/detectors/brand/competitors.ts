import type { Detector } from '../types.js';
import { listDetector } from './lists.js';

/** Mentions of configured competitor names. The flag names the finding, not the competitor, so flags stay stable. */
export function competitorDetector(names: readonly string[]): Detector | undefined {
  return listDetector({ id: 'brand.competitor', type: 'competitor_mention', label: () => 'competitor mention', phrases: names, score: 0.7 });
}
