import { buildConfig } from '../../../src/config/load.js';
import type { Category, Finding } from '../../../src/detectors/types.js';
import { buildDetectors } from '../../../src/detectors/registry.js';
import { normalize } from '../../../src/pipeline/normalize.js';

/**
 * Runs every detector enabled by `raw` config (merged over defaults) over `text` and returns the
 * findings of `category`, with the matched original text, the way the pipeline would see them.
 */
export function scan(text: string, category: Category, raw: unknown = {}): Array<Finding & { match: string }> {
  const detectors = buildDetectors(buildConfig(raw));
  const normalized = normalize(text);
  return detectors
    .filter((d) => d.meta.stage === 'fastpath')
    .flatMap((d) => d.detect(text, { normalized }))
    .filter((f) => f.category === category)
    .map((f) => ({ ...f, match: text.slice(f.start, f.end) }));
}
