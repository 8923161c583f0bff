import { prefixedDetector } from './prefixed.js';

const T = 'api_token';
const L = 'API token';
const P = '(?<![A-Za-z0-9_-])';

/**
 * Other SaaS tokens with documented, unambiguous prefixes (package registries, observability,
 * messaging, payments, AI providers). Each prefix is a literal, so a miss costs one comparison.
 */
export const saasTokensDetector = prefixedDetector('secrets.saas_tokens', [
  { name: 'npm', type: T, label: L, pattern: new RegExp(P + 'npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 40 },
  { name: 'pypi', type: T, label: L, pattern: new RegExp(P + 'pypi-AgE[A-Za-z0-9_-]{50,300}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 310 },
  { name: 'huggingface', type: T, label: L, pattern: new RegExp(P + 'hf_[A-Za-z0-9]{34,40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 43 },
  { name: 'sendgrid', type: T, label: L, pattern: new RegExp(P + 'SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 69 },
  { name: 'shopify', type: T, label: L, pattern: new RegExp(P + 'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 38 },
  { name: 'square', type: T, label: L, pattern: new RegExp(P + 'sq0(?:atp|csp|idp)-[A-Za-z0-9_-]{22,43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 50 },
  { name: 'vault', type: T, label: L, pattern: new RegExp(P + 'hv[sbr]\\.[A-Za-z0-9_-]{24,300}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 305 },
  { name: 'vault legacy', type: T, label: L, pattern: new RegExp(P + '[sbr]\\.[A-Za-z0-9_-]{24,120}(?![A-Za-z0-9_.-])', 'g'), maxMatchLength: 26 },
  { name: 'digitalocean', type: T, label: L, pattern: new RegExp(P + 'do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 71 },
  { name: 'postman', type: T, label: L, pattern: new RegExp(P + 'PMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 64 },
  { name: 'new relic', type: T, label: L, pattern: new RegExp(P + 'NR(?:AK|II|IQ|JS|RA)-[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 45 },
  { name: 'grafana', type: T, label: L, pattern: new RegExp(P + '(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8})(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 410 },
  { name: 'databricks', type: T, label: L, pattern: new RegExp(P + 'dapi[a-f0-9]{32}(?:-\\d)?(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 38 },
  { name: 'doppler', type: T, label: L, pattern: new RegExp(P + 'dp\\.(?:ct|pt|st|sa|scim|audit)\\.(?:[a-z0-9_-]{1,20}\\.)?[A-Za-z0-9]{40,44}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 54 },
  { name: 'dynatrace', type: T, label: L, pattern: new RegExp(P + 'dt0[a-z]\\d{2}\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 95 },
  { name: 'atlassian', type: T, label: L, pattern: new RegExp(P + 'ATATT3[A-Za-z0-9_=-]{180,200}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 206 },
  { name: 'linear', type: T, label: L, pattern: new RegExp(P + 'lin_api_[A-Za-z0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 48 },
  { name: 'figma', type: T, label: L, pattern: new RegExp(P + 'figd_[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 45 },
  { name: 'sourcegraph', type: T, label: L, pattern: new RegExp(P + 'sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 61 },
  { name: 'facebook', type: T, label: L, pattern: new RegExp(P + 'EAA[CG][A-Za-z0-9]{60,300}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 304 },
  { name: 'groq', type: T, label: L, pattern: new RegExp(P + 'gsk_[A-Za-z0-9]{48,56}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 60 },
  { name: 'replicate', type: T, label: L, pattern: new RegExp(P + 'r8_[A-Za-z0-9]{37}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 40 },
  { name: 'perplexity', type: T, label: L, pattern: new RegExp(P + 'pplx-[A-Za-z0-9]{48}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 53 },
  { name: 'artifactory', type: T, label: L, pattern: new RegExp(P + 'AKCp[A-Za-z0-9]{69}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 73 },
  { name: 'adafruit', type: T, label: L, pattern: new RegExp(P + 'aio_[A-Za-z0-9]{28}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 32 },
  { name: 'mailgun', type: T, label: L, pattern: new RegExp(P + 'key-[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 36 },
  { name: 'brevo', type: T, label: L, pattern: new RegExp(P + 'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 89 },
  { name: 'twilio', type: T, label: L, pattern: new RegExp(P + 'SK[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), needs: 'SK', maxMatchLength: 34 },
  { name: 'mapbox', type: T, label: L, pattern: new RegExp(P + '[st]k\\.eyJ[A-Za-z0-9_-]{20,400}\\.[A-Za-z0-9_-]{20,60}(?![A-Za-z0-9_-])', 'g'), needs: 'k.eyJ', maxMatchLength: 465 },
  { name: 'twitch', type: T, label: L, pattern: new RegExp(P + 'live_\\d{6,12}_[A-Za-z0-9]{30}(?![A-Za-z0-9_-])', 'g'), needs: 'live_', maxMatchLength: 48 },
  { name: 'pulumi', type: T, label: L, pattern: new RegExp(P + 'pul-[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'telegram bot', type: T, label: L, pattern: new RegExp('(?<![A-Za-z0-9:])\\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])', 'g'), needs: ':AA', maxMatchLength: 46 },
  { name: 'discord bot', type: T, label: L, pattern: new RegExp(P + '[MN][A-Za-z0-9_-]{23,25}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_-])', 'g'), needs: '.', maxMatchLength: 72 },
  { name: 'private packagist / pix / other', type: T, label: L, pattern: new RegExp(P + 'px-(?:dep|api)-[a-f0-9-]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'tavily', type: T, label: L, pattern: new RegExp(P + 'tvly-[A-Za-z0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 37 },
  { name: 'mailchimp', type: T, label: L, pattern: new RegExp(P + '[a-f0-9]{32}-us\\d{1,2}(?![A-Za-z0-9_-])', 'g'), needs: '-us', maxMatchLength: 37 },
  { name: 'nuget', type: T, label: L, pattern: new RegExp(P + 'oy2[a-z0-9]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 46 },
  { name: 'teams webhook', type: T, label: L, pattern: /https:\/\/[a-z0-9-]{1,40}\.(?:webhook\.)?office(?:365)?\.com\/webhook(?:b2)?\/[a-f0-9-]{36}@[a-f0-9-]{36}\/IncomingWebhook\/[a-f0-9]{32}\/[a-f0-9-]{36}/g, maxMatchLength: 220 },
  { name: 'kubernetes bootstrap', type: T, label: L, pattern: new RegExp(P + '[a-z0-9]{6}\\.[a-z0-9]{16}(?![A-Za-z0-9_.-])', 'g'), needs: '.', maxMatchLength: 23 },
  { name: 'azure devops pat', type: T, label: L, pattern: new RegExp(P + '[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}(?![A-Za-z0-9_-])', 'g'), needs: 'AZDO', maxMatchLength: 84 },
  { name: 'salesforce', type: T, label: L, pattern: new RegExp(P + '00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,120}(?![A-Za-z0-9_-])', 'g'), needs: '!', maxMatchLength: 140 },
  { name: 'hawk', type: T, label: L, pattern: new RegExp(P + 'hawk\\.[A-Za-z0-9_-]{20}\\.[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 46 },
]);
