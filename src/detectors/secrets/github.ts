import { prefixedDetector } from './prefixed.js';

/** GitHub personal, OAuth, user-to-server, server-to-server, refresh and fine-grained tokens. */
export const githubDetector = prefixedDetector('secrets.github', [
  { name: 'classic', type: 'github_token', label: 'GitHub token', pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,255}(?![A-Za-z0-9_-])/g, maxMatchLength: 259 },
  { name: 'fine-grained', type: 'github_token', label: 'GitHub token', pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,255}(?![A-Za-z0-9_-])/g, maxMatchLength: 266 },
]);
