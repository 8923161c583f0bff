import { prefixedDetector } from './prefixed.js';

/** OpenAI API keys: legacy `sk-` + 48, project/service-account/admin keys (`sk-proj-`, `sk-svcacct-`, `sk-admin-`). */
export const openaiDetector = prefixedDetector('secrets.openai', [
  { name: 'scoped', type: 'openai_key', label: 'OpenAI API key', pattern: /(?<![A-Za-z0-9_-])sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,200}(?![A-Za-z0-9_-])/g, maxMatchLength: 212 },
  { name: 'legacy', type: 'openai_key', label: 'OpenAI API key', pattern: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}(?![A-Za-z0-9_-])/g, maxMatchLength: 51 },
  { name: 'plain', type: 'openai_key', label: 'OpenAI API key', pattern: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9]{48}(?![A-Za-z0-9_-])/g, maxMatchLength: 51 },
]);
