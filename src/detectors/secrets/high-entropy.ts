import type { Detector, Finding } from '../types.js';
import { contextNear } from '../regex.js';
import { tokenCandidates } from './candidates.js';
import { KNOWN_TOKEN_PREFIXES } from './prefixed.js';
import { isPlaceholder, isSequenceFiller, readsAsWords, shannonEntropy } from './entropy.js';

// Pieces of a token run: split at ':' '@' and at '=' that is not trailing base64 padding.
const SPLIT = /[:@,]|=(?=[^=])/;
const HEX_OR_UUID = /^(?:[0-9a-f]+|[0-9A-F]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const URLISH = /^(?:https?|ftp|file|mailto)$|\/\/|\.(?:com|org|net|io|dev|html?|php|js|ts|json|py|md|png|jpe?g|svg)\b|^[./~]/i;

/** True for a string that reads as random key material rather than a word, path, hash or id. */
export function looksRandom(v: string): boolean {
  if (v.length < 20 || v.length > 600) return false;
  // Cheapest tests first: most runs in code and prose fail the character classes.
  if (!hasThreeClasses(v)) return false;
  // Identifiers and prose-like runs have long letter stretches; keys switch class often.
  if (/[A-Za-z]{16,}/.test(v) && !/[+/]/.test(v)) return false;
  const h = shannonEntropy(v);
  if (v.length >= 32 ? h < 4.2 : h < 3.9) return false;
  if (HEX_OR_UUID.test(v) || URLISH.test(v) || isPlaceholder(v) || isSequenceFiller(v.toLowerCase())) return false;
  // Type names, module paths and host names: "Socks5ProxyAgent.Options", "Davids-MBP-3.fritz.box".
  if (readsAsWords(v)) return false;
  // A constant's name with a hash after it ("BUILD_CACHE_KEY_<hex>", a sentinel string): the
  // random part is a hex digest, which alone is never judged random either.
  if (/^(?:[A-Z][A-Z0-9]{0,30}_){2,8}(?:[0-9a-f]{16,128}|[0-9A-F]{16,128})$/.test(v)) return false;
  // URL-encoded text and paths with a plain word as a segment ("<id>/JenkinsCI/<id>").
  return !(/%[0-9A-F]{2}/i.test(v) || v.split('/').some((seg, i, all) => all.length > 1 && /^[A-Za-z]{4,}$/.test(seg)));
}

/** Lower case, upper case and a digit, in one pass. */
function hasThreeClasses(v: string): boolean {
  let seen = 0;
  for (let i = 0; i < v.length && seen !== 7; i++) {
    const c = v.charCodeAt(i);
    if (c >= 97 && c <= 122) seen |= 1;
    else if (c >= 65 && c <= 90) seen |= 2;
    else if (c >= 48 && c <= 57) seen |= 4;
  }
  return seen === 7;
}

// A vendor-style prefix ("odt_", "PMAK-"): one case throughout, then `_` or `-`, as providers
// brand their tokens so scanners can find them. Mixed-case stems ("FHxhQGh77_") are random text.
const VENDOR_PREFIX = /^(?:[a-z]{2,8}|[A-Z]{2,8})[_-]/;
// Words that, shortly before a random string, say it is a credential.
const CONTEXT = ['key', 'keys', 'token', 'tokens', 'secret', 'secrets', 'password', 'passwd', 'pwd', 'credential', 'credentials', 'auth', 'authorization', 'bearer', 'apikey', 'api_key', 'api-key', 'access', 'private', 'signature', 'sig', 'unseal', 'session', 'cookie', 'license', 'passphrase'];
const CONTEXT_WINDOW = 40;
// Prefixes that APIs put on the ids of their objects (Stripe's req_/cus_/ch_/pi_, OpenAI's
// chatcmpl-/run_/file_, Anthropic's msg_/toolu_, tracing's span/trace ids): a request or record id
// is printed in logs and documentation on purpose and grants nothing.
const OBJECT_ID_PREFIX = /^(?:req|request|trace|span|msg|message|evt|event|id|obj|txn|tx|run|job|batch|thread|asst|call|toolu|chatcmpl|resp|file|cus|ch|pi|pm|acct|ord|inv|sub|prod|price)[_-]/i;
// Names that say the value is public or a digest, not a secret: "pubkey256 = '<base64>'",
// "integrity: sha512-...", "fingerprint: ...".
const PUBLIC_NAME = /(?:pub(?:lic)?[_-]?key|fingerprint|checksum|integrity|digest|sha\d{1,3}|md5)\w{0,8}["'`]?[ \t]{0,8}[:=][ \t]{0,8}["'`]?$/;
// A label right before a random string that says it is an id, not a credential.
const ID_CONTEXT = /(?:request|trace|correlation|span)[ _-]?id["'`]?[ \t]{0,8}[:=]?[ \t]{0,8}["'`]?$/;

/** True when `vendor` ("live_") is the prefix of a provider we have a format rule for. */
function isKnownProvider(vendor: string): boolean {
  for (const k of KNOWN_TOKEN_PREFIXES) if (vendor.startsWith(k) || k.startsWith(vendor)) return true;
  return false;
}

/**
 * Whether a random-looking part is where a credential goes: a value (right after `=` or `:`,
 * opening quote allowed), under a credential word shortly before, or a vendor-prefixed token.
 * A bare random string with none of these is as often an id, a nonce or a hash-like label. A
 * token with a known provider's prefix was judged by that provider's rule: if the rule did not
 * take it (wrong length or alphabet) it is a near miss, wherever it stands.
 */
function inCredentialPosition(lower: string, runStart: number, partStart: number, part: string, run: string): boolean {
  if (OBJECT_ID_PREFIX.test(part)) return false;
  const lookback = lower.slice(Math.max(0, partStart - CONTEXT_WINDOW), partStart);
  // ...unless the name also says secret ("hmac_sha256_secret", "private_key_fingerprint_salt").
  const named = /[\w.-]{0,40}["'`]?[ \t]{0,8}[:=]?[ \t]{0,8}["'`]?$/.exec(lookback)?.[0] ?? '';
  if ((PUBLIC_NAME.test(lookback) && !/secret|token|passw|private|hmac|salt/.test(named)) || ID_CONTEXT.test(lookback)) return false;
  const vendor = VENDOR_PREFIX.exec(run.slice(partStart - runStart))?.[0];
  if (vendor !== undefined) return !isKnownProvider(vendor);
  let i = partStart - 1;
  for (let skipped = 0; i >= 0 && skipped < 3 && /["'`\s]/.test(lower[i]!); skipped++) i--;
  const before = lower[i];
  if (before === '=' || before === ':') return true;
  return contextNear(lower, partStart, partStart + part.length, CONTEXT, CONTEXT_WINDOW);
}

/**
 * High-entropy tokens of providers we have no rule for: 20+ characters that mix upper case,
 * lower case and digits with high Shannon entropy, are not hex hashes, UUIDs, URLs, paths or
 * placeholders, and stand where a credential goes (see inCredentialPosition).
 */
export const highEntropyDetector: Detector = {
  meta: { id: 'secrets.high_entropy', category: 'secret', stage: 'fastpath', maxMatchLength: 600 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    for (const c of tokenCandidates(n)) {
      if (c.value.length < 20 || !c.mixed) continue;
      let offset = 0;
      for (const raw of c.value.split(SPLIT)) {
        const start = c.value.indexOf(raw, offset);
        offset = start + raw.length;
        const part = raw.replace(/^[-_.!$%~]+|[-_.!$%~]+$/g, '');
        if (!looksRandom(part)) continue;
        const s = c.start + start + raw.indexOf(part);
        if (!inCredentialPosition(n.lower, c.start, s, part, c.value)) continue;
        out.push({ detector: 'secrets.high_entropy', category: 'secret', type: 'high_entropy_token', label: 'high-entropy token', ...n.spanToOriginal(s, s + part.length), score: 0.7 });
      }
    }
    return out;
  },
};
