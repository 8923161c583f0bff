import { hasBase62Crc32 } from './checksums.js';
import { prefixedDetector } from './prefixed.js';

/**
 * GitHub personal, OAuth, user-to-server, server-to-server, refresh and fine-grained tokens. A
 * classic token whose last 6 characters are the CRC-32 of the 30 before is surely one (score
 * 0.99); one without (pre-2021 formats, hand-made examples) is still reported.
 */
export const githubDetector = prefixedDetector('secrets.github', [
  { name: 'classic', type: 'github_token', label: 'GitHub token', pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,255}(?![A-Za-z0-9_-])/g, maxMatchLength: 259, score: 0.93, validate: hasBase62Crc32, validateBoosts: true, validatedScore: 0.99 },
  { name: 'fine-grained', type: 'github_token', label: 'GitHub token', pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,255}(?![A-Za-z0-9_-])/g, maxMatchLength: 266 },
]);
