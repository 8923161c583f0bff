import type { GuardrailConfig } from '../../config/types.js';
import { ConfigError } from '../../config/errors.js';
import type { Detector } from '../types.js';
import { buildCustomDetector } from './build.js';

/**
 * User-defined detectors from `detectors.custom.detectors` (re2 patterns and keyword lists).
 * A detector's `severity`/`action`/`mask` shorthand becomes `policy.types[type]` (fields the
 * operator already set there win), so the one decider applies it like any built-in type.
 */
export function createCustomDetectors(cfg: GuardrailConfig): Detector[] {
  const c = cfg.detectors.custom;
  if (!c.enabled) return [];
  const seen = new Set<string>();
  return c.detectors.map((d, i) => {
    if (seen.has(d.name)) throw new ConfigError(`detectors.custom.detectors.${i}.name: "${d.name}" is defined twice`, `detectors.custom.detectors.${i}.name`);
    seen.add(d.name);
    const type = d.type ?? d.name;
    const implied = {
      ...(d.severity !== undefined ? { severity: d.severity } : {}),
      ...(d.action ? { action: d.action } : {}),
      ...(d.mask ? { mask: d.mask } : {}),
    };
    if (Object.keys(implied).length) cfg.policy.types[type] = { ...implied, ...cfg.policy.types[type] };
    return buildCustomDetector(d, i);
  });
}
