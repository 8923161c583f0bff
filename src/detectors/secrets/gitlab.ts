import { prefixedDetector } from './prefixed.js';

/** GitLab personal, deploy, runner, pipeline-trigger and feed tokens. */
export const gitlabDetector = prefixedDetector('secrets.gitlab', [
  { name: 'token', type: 'gitlab_token', label: 'GitLab token', pattern: /(?<![A-Za-z0-9_-])gl(?:pat|dt|rt|ptt|ft|cbt|oas|imt|agent|soat|ffct)-[A-Za-z0-9_-]{20,64}(?![A-Za-z0-9_-])/g, maxMatchLength: 76 },
  { name: 'runner registration', type: 'gitlab_token', label: 'GitLab token', pattern: /(?<![A-Za-z0-9_-])GR1348941[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])/g, maxMatchLength: 29 },
]);
