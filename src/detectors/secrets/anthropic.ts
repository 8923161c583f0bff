import { prefixedDetector } from './prefixed.js';

/** Anthropic API and admin keys. */
export const anthropicDetector = prefixedDetector('secrets.anthropic', [
  { name: 'api key', type: 'anthropic_key', label: 'Anthropic API key', pattern: /(?<![A-Za-z0-9_-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,120}(?![A-Za-z0-9_-])/g, maxMatchLength: 140 },
]);
