import { prefixedDetector } from './prefixed.js';

/** Slack bot/user/app/config tokens and incoming-webhook URLs. */
export const slackDetector = prefixedDetector('secrets.slack', [
  { name: 'token', type: 'slack_token', label: 'Slack token', pattern: /(?<![A-Za-z0-9_-])xox[abposre]-(?:\d{1,15}-){1,3}[A-Za-z0-9]{8,64}(?:-[A-Za-z0-9]{1,64})?(?![A-Za-z0-9_-])/g, maxMatchLength: 200 },
  { name: 'app token', type: 'slack_token', label: 'Slack token', pattern: /(?<![A-Za-z0-9_-])xapp-\d-[A-Z0-9]{8,12}-\d{8,15}-[a-f0-9]{32,80}(?![A-Za-z0-9_-])/g, maxMatchLength: 130 },
  { name: 'config token', type: 'slack_token', label: 'Slack token', pattern: /(?<![A-Za-z0-9_-])xoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{100,200}(?![A-Za-z0-9_-])/g, maxMatchLength: 215 },
  { name: 'webhook', type: 'slack_token', label: 'Slack token', pattern: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+\/]{20,120}/g, maxMatchLength: 150 },
]);
