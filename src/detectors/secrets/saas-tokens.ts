import { hasBase62Crc32, isGrafanaLegacyKey, isPypiMacaroon } from './checksums.js';
import { prefixedDetector } from './prefixed.js';

const T = 'api_token';
const L = 'API token';
const P = '(?<![A-Za-z0-9_-])';

/** A token body with a digit, or at least 6 capitals and 6 small letters (random, not a camelCase word). */
function mixedCaseBody(value: string): boolean {
  const body = value.slice(value.indexOf('_') + 1);
  if (/\d/.test(body)) return true;
  return (body.match(/[A-Z]/g)?.length ?? 0) >= 6 && (body.match(/[a-z]/g)?.length ?? 0) >= 6;
}

/**
 * Other SaaS tokens with documented, unambiguous prefixes (package registries, observability,
 * messaging, payments, AI providers). Each prefix is a literal, so a miss costs one comparison.
 */
export const saasTokensDetector = prefixedDetector('secrets.saas_tokens', [
  { name: 'npm', type: T, label: L, pattern: new RegExp(P + 'npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 40, score: 0.93, validate: hasBase62Crc32, validateBoosts: true, validatedScore: 0.99 },
  { name: 'pypi', type: T, label: L, pattern: new RegExp(P + 'pypi-AgE[A-Za-z0-9_-]{50,300}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 310, validate: isPypiMacaroon },
  // Hugging Face access tokens are 34 letters after "hf_", usually with no digit at all: the digit
  // rule would miss most of them. A random body mixes cases throughout; an identifier does not.
  { name: 'huggingface', type: T, label: L, pattern: new RegExp(P + 'hf_[A-Za-z0-9]{34,40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 43, requireDigit: false, validate: mixedCaseBody },
  { name: 'sendgrid', type: T, label: L, pattern: new RegExp(P + 'SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 69 },
  { name: 'shopify', type: T, label: L, pattern: new RegExp(P + 'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 38 },
  { name: 'square', type: T, label: L, pattern: new RegExp(P + 'sq0(?:atp|csp|idp)-[A-Za-z0-9_-]{22,43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 50 },
  { name: 'vault', type: T, label: L, pattern: new RegExp(P + 'hv[sbr]\\.[A-Za-z0-9_-]{24,300}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 305 },
  { name: 'vault legacy', type: T, label: L, pattern: new RegExp(P + '[sbr]\\.[A-Za-z0-9_-]{24,120}(?![A-Za-z0-9_.-])', 'g'), needs: ['s.', 'b.', 'r.'], minLength: 26, maxMatchLength: 26 },
  { name: 'digitalocean', type: T, label: L, pattern: new RegExp(P + 'do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 71 },
  { name: 'postman', type: T, label: L, pattern: new RegExp(P + 'PMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 64 },
  // Alibaba Cloud AccessKey ids (session 29)
  { name: 'alibaba key id', type: T, label: L, pattern: new RegExp(P + 'LTAI[A-Za-z0-9]{12,24}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 28 },
  // Asana personal access tokens: version/user id/token id:32 hex (session 29)
  { name: 'asana', type: T, label: L, pattern: new RegExp(P + '[0-9]/[0-9]{13,19}/[0-9]{13,19}:[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), needs: '/', requireDigit: false, minLength: 60, maxMatchLength: 76 },
  { name: 'new relic', type: T, label: L, pattern: new RegExp(P + 'NR(?:AA|AK|II|IQ|JS|RA)-[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 45 },
  { name: 'grafana', type: T, label: L, pattern: new RegExp(P + '(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8})(?![A-Za-z0-9_-])', 'g'), needs: ['glc_', 'glsa_'], maxMatchLength: 410 },
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
  { name: 'twilio', type: T, label: L, pattern: new RegExp(P + 'SK[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), needs: 'SK', minLength: 34, maxMatchLength: 34 },
  { name: 'mapbox', type: T, label: L, pattern: new RegExp(P + '[st]k\\.eyJ[A-Za-z0-9_-]{20,400}\\.[A-Za-z0-9_-]{20,60}(?![A-Za-z0-9_-])', 'g'), needs: 'k.eyJ', minLength: 47, maxMatchLength: 465 },
  { name: 'twitch', type: T, label: L, pattern: new RegExp(P + 'live_\\d{6,12}_[A-Za-z0-9]{30}(?![A-Za-z0-9_-])', 'g'), needs: 'live_', maxMatchLength: 48 },
  { name: 'pulumi', type: T, label: L, pattern: new RegExp(P + 'pul-[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'telegram bot', type: T, label: L, pattern: new RegExp('(?:(?<![A-Za-z0-9:])|(?<=/bot))\\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])', 'g'), needs: ':AA', minLength: 44, maxMatchLength: 46 },
  { name: 'discord bot', type: T, label: L, pattern: new RegExp(P + '[MN][A-Za-z0-9_-]{23,25}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_-])', 'g'), needs: '.', minLength: 59, maxMatchLength: 72 },
  { name: 'private packagist / pix / other', type: T, label: L, pattern: new RegExp(P + 'px-(?:dep|api)-[a-f0-9-]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'tavily', type: T, label: L, pattern: new RegExp(P + 'tvly-[A-Za-z0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 37 },
  { name: 'mailchimp', type: T, label: L, pattern: new RegExp(P + '[a-f0-9]{32}-us\\d{1,2}(?![A-Za-z0-9_-])', 'g'), needs: '-us', minLength: 36, maxMatchLength: 37 },
  { name: 'nuget', type: T, label: L, pattern: new RegExp(P + 'oy2[a-z0-9]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 46 },
  { name: 'teams webhook', type: T, label: L, pattern: /https:\/\/[a-z0-9-]{1,40}\.(?:webhook\.)?office(?:365)?\.com\/webhook(?:b2)?\/[a-f0-9-]{36}@[a-f0-9-]{36}\/IncomingWebhook\/[a-f0-9]{32}\/[a-f0-9-]{36}/g, minLength: 150, maxMatchLength: 220 },
  { name: 'kubernetes bootstrap', type: T, label: L, pattern: new RegExp(P + '[a-z0-9]{6}\\.[a-z0-9]{16}(?![A-Za-z0-9_.-])', 'g'), needs: '.', minLength: 23, maxMatchLength: 23 },
  { name: 'azure devops pat', type: T, label: L, pattern: new RegExp(P + '[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}(?![A-Za-z0-9_-])', 'g'), needs: 'AZDO', minLength: 80, maxMatchLength: 84 },
  { name: 'salesforce', type: T, label: L, pattern: new RegExp(P + '00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,120}(?![A-Za-z0-9_-])', 'g'), needs: '!', minLength: 96, maxMatchLength: 140 },
  { name: 'grafana api key', type: T, label: L, pattern: new RegExp(P + 'eyJrIjoi[A-Za-z0-9+/]{40,400}={0,2}(?![A-Za-z0-9+/=_-])', 'g'), maxMatchLength: 48, validate: isGrafanaLegacyKey },
  { name: 'new relic license', type: T, label: L, pattern: new RegExp(P + '[A-Za-z0-9]{36}NRAL(?![A-Za-z0-9_-])', 'g'), needs: 'NRAL', requireDigit: false, maxMatchLength: 40 },
  { name: 'docker hub', type: T, label: L, pattern: new RegExp(P + 'dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 41 },
  { name: 'rubygems', type: T, label: L, pattern: new RegExp(P + 'rubygems_[a-f0-9]{48}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 57 },
  { name: 'dropbox', type: T, label: L, pattern: new RegExp(P + 'sl\\.(?:u\\.)?[A-Za-z0-9_-]{130,1400}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 135 },
  { name: 'firebase cloud messaging', type: T, label: L, pattern: new RegExp(P + 'AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}(?![A-Za-z0-9_-])', 'g'), needs: ':APA91b', maxMatchLength: 152 },
  { name: 'twitter bearer', type: T, label: L, pattern: new RegExp(P + 'A{22}[A-Za-z0-9%]{30,200}(?![A-Za-z0-9%_-])', 'g'), needs: 'AAAAAAAAAAAAAAAAAAAAAA', maxMatchLength: 52 },
  { name: 'adobe client secret', type: T, label: L, pattern: new RegExp(P + 'p8e-[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 36 },
  { name: 'planetscale', type: T, label: L, pattern: new RegExp(P + 'pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,64}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 77 },
  { name: 'supabase', type: T, label: L, pattern: new RegExp(P + 'sbp_[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'sentry', type: T, label: L, pattern: new RegExp(P + '(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_-]{50,400})(?![A-Za-z0-9_-])', 'g'), needs: ['sntryu_', 'sntrys_'], maxMatchLength: 71 },
  { name: 'shippo', type: T, label: L, pattern: new RegExp(P + 'shippo_(?:live|test)_[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 52 },
  { name: 'contentful', type: T, label: L, pattern: new RegExp(P + 'CFPAT-[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 49 },
  { name: 'clojars', type: T, label: L, pattern: new RegExp(P + 'CLOJARS_[a-z0-9]{60}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 68 },
  { name: 'buildkite', type: T, label: L, pattern: new RegExp(P + 'bkua_[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 45 },
  { name: 'terraform cloud', type: T, label: L, pattern: new RegExp(P + '[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_-]{60,70}(?![A-Za-z0-9_-])', 'g'), needs: '.atlasv1.', maxMatchLength: 93 },
  { name: 'prefect', type: T, label: L, pattern: new RegExp(P + 'pnu_[A-Za-z0-9]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 40 },
  { name: 'readme', type: T, label: L, pattern: new RegExp(P + 'rdme_[a-z0-9]{70}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 75 },
  { name: 'airtable', type: T, label: L, pattern: new RegExp(P + 'pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}(?![A-Za-z0-9_-])', 'g'), minLength: 82, maxMatchLength: 82 },
  { name: 'sonarqube', type: T, label: L, pattern: new RegExp(P + 'sq[pua]_[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), needs: ['sqp_', 'squ_', 'sqa_'], maxMatchLength: 44 },
  { name: 'netlify', type: T, label: L, pattern: new RegExp(P + 'nfp_[A-Za-z0-9]{36}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 40 },
  { name: 'heroku', type: T, label: L, pattern: new RegExp(P + 'HRKU-[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 65 },
  // ThingsBoard device access tokens travel in the device API path; the path segment after the
  // token ("/attributes", 11) is part of what recognises it.
  { name: 'thingsboard device', type: T, label: L, pattern: /(?<=\/api\/v1\/)[A-Za-z0-9]{20}(?=\/(?:telemetry|attributes|rpc|claim|firmware|software)(?![A-Za-z0-9]))/g, needs: '/api/v1/', maxMatchLength: 31 },
  // TrueNAS API keys: "<key id>-<64 alphanumerics>".
  { name: 'truenas', type: T, label: L, pattern: /(?<![A-Za-z0-9_.-])\d{1,6}-[A-Za-z0-9]{64}(?![A-Za-z0-9_-])/g, needs: '-', minLength: 66, maxMatchLength: 71, validate: (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v.slice(v.indexOf('-'))) },
  { name: 'tailscale', type: T, label: L, pattern: new RegExp(P + 'tskey-(?:api|auth|client|webhook|scim)-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 82 },
  { name: 'crates.io', type: T, label: L, pattern: new RegExp(P + 'cio[A-Za-z0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 35 },
  { name: 'deepseek', type: T, label: L, pattern: new RegExp(P + 'sk-[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 35 },
  { name: 'xai', type: T, label: L, pattern: new RegExp(P + 'xai-[A-Za-z0-9]{80}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 84 },
  { name: 'firecrawl', type: T, label: L, pattern: new RegExp(P + 'fc-[a-f0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 35 },
  { name: 'zuplo', type: T, label: L, pattern: new RegExp(P + 'zpka_[a-f0-9]{32}_[a-f0-9]{8}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 46 },
  { name: 'circleci', type: T, label: L, pattern: new RegExp(P + 'CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 70 },
  { name: 'bitbucket app password', type: T, label: L, pattern: new RegExp(P + 'ATBB[A-Za-z0-9_=.-]{28,64}(?![A-Za-z0-9_=.-])', 'g'), maxMatchLength: 32 },
  { name: 'yandex', type: T, label: L, pattern: new RegExp(P + 'AQVN[A-Za-z0-9_-]{35,38}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 42 },
  { name: 'discord webhook', type: T, label: L, pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,68}/g, needs: '/api/webhooks/', maxMatchLength: 113 },
  { name: 'square production', type: T, label: L, pattern: new RegExp(P + 'EAAA[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 64 },
  { name: 'braintree', type: T, label: L, pattern: /access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}/g, needs: 'access_token$', maxMatchLength: 76 },
  { name: 'plaid', type: T, label: L, pattern: new RegExp(P + 'access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}(?![A-Za-z0-9_-])', 'g'), needs: 'access-', maxMatchLength: 59 },
  { name: 'jfrog identity', type: T, label: L, pattern: new RegExp(P + 'cmVmdGtuOjAxOj[A-Za-z0-9+/]{40,100}={0,2}(?![A-Za-z0-9+/=_-])', 'g'), maxMatchLength: 54 },
  { name: 'octopus deploy', type: T, label: L, pattern: new RegExp(P + 'API-[A-Z0-9]{26}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 30 },
  { name: 'hubspot', type: T, label: L, pattern: new RegExp(P + 'pat-(?:na|eu)1-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 44 },
  { name: 'notion', type: T, label: L, pattern: new RegExp(P + '(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46})(?![A-Za-z0-9_-])', 'g'), needs: ['secret_', 'ntn_'], maxMatchLength: 50 },
  { name: 'langsmith', type: T, label: L, pattern: new RegExp(P + 'lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 51 },
  { name: 'render', type: T, label: L, pattern: new RegExp(P + 'rnd_[A-Za-z0-9]{32}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 36 },
  { name: 'resend', type: T, label: L, pattern: new RegExp(P + 're_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 36 },
  { name: '1password service account', type: T, label: L, pattern: new RegExp(P + 'ops_eyJ[A-Za-z0-9+/=_-]{250,2000}(?![A-Za-z0-9+/=_-])', 'g'), maxMatchLength: 257 },
  { name: 'easypost', type: T, label: L, pattern: new RegExp(P + 'EZ[AT]K[A-Za-z0-9]{54}(?![A-Za-z0-9_-])', 'g'), needs: ['EZAK', 'EZTK'], maxMatchLength: 58 },
  { name: 'flutterwave', type: T, label: L, pattern: new RegExp(P + 'FLWSECK(?:_TEST)?-[a-f0-9]{32}-X(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 49 },
  { name: 'duffel', type: T, label: L, pattern: new RegExp(P + 'duffel_(?:test|live)_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 55 },
  { name: 'frame.io', type: T, label: L, pattern: new RegExp(P + 'fio-u-[A-Za-z0-9_=-]{64}(?![A-Za-z0-9_=-])', 'g'), maxMatchLength: 70 },
  { name: 'typeform', type: T, label: L, pattern: new RegExp(P + 'tfp_[A-Za-z0-9_.=-]{59}(?![A-Za-z0-9_.=-])', 'g'), maxMatchLength: 63 },
  { name: 'scalingo', type: T, label: L, pattern: new RegExp(P + 'tk-us-[A-Za-z0-9_-]{48}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 54 },
  { name: 'aws mws', type: T, label: L, pattern: new RegExp(P + 'amzn\\.mws\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 45 },
  { name: 'aws appsync', type: T, label: L, pattern: new RegExp(P + 'da2-[a-z0-9]{26}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 30 },
  { name: 'openshift', type: T, label: L, pattern: new RegExp(P + 'sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 50 },
  { name: 'hawk', type: T, label: L, pattern: new RegExp(P + 'hawk\\.[A-Za-z0-9_-]{20}\\.[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])', 'g'), maxMatchLength: 46 },
]);
