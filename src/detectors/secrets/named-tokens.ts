import type { Detector, Finding } from '../types.js';
import { tokenCandidates } from './candidates.js';
import { isPlaceholder } from './entropy.js';

/**
 * Provider tokens without a prefix of their own (a UUID, `00` + 40 characters): the format alone
 * would match ids and hashes, so each needs its provider's name, or the header or command that
 * carries it, shortly before.
 */
interface NamedToken {
  name: string;
  /** Lower-case literal that must occur shortly before the token. */
  marker: string;
  /** How far before the token the marker may end. */
  window: number;
  /** Sticky pattern for the token body, tried at each candidate position after the marker. */
  pattern: RegExp;
  /** Keep a match only when this returns true. */
  validate?: (value: string) => boolean;
}

const UUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z_-])/y;
// Ids of that shape are often all zeros or a counting stand-in.
const realUuid = (v: string): boolean => !/^[0-]+$/.test(v) && new Set(v.replace(/-/g, '')).size >= 6;

const TOKENS: readonly NamedToken[] = [
  // Okta API tokens: "00" + 40 characters of [A-Za-z0-9_-] (42 in all).
  { name: 'okta', marker: 'okta', window: 60, pattern: /00[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/y },
  { name: 'okta ssws', marker: 'ssws', window: 4, pattern: /00[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/y },
  // Server/account tokens that are UUIDs: Postmark, Heroku (classic API keys), Snyk.
  { name: 'postmark', marker: 'postmark', window: 60, pattern: UUID, validate: realUuid },
  { name: 'heroku', marker: 'heroku', window: 60, pattern: UUID, validate: realUuid },
  { name: 'snyk', marker: 'snyk', window: 60, pattern: UUID, validate: realUuid },
  { name: 'codecov', marker: 'codecov', window: 60, pattern: UUID, validate: realUuid },
  // Cloudflare API tokens (40 of [A-Za-z0-9_-]) and global API keys (37 hex).
  { name: 'cloudflare', marker: 'cloudflare', window: 60, pattern: /(?:[A-Za-z0-9_-]{40}|[a-f0-9]{37})(?![A-Za-z0-9_-])/y, validate: (v) => /\d/.test(v) },
  // Datadog API keys (32 hex) and application keys (40 hex).
  { name: 'datadog', marker: 'datadog', window: 60, pattern: /(?:[a-f0-9]{40}|[a-f0-9]{32})(?![A-Za-z0-9_-])/y },
  // Algolia admin/write keys (32 hex), Blynk auth tokens (32), Code Climate reporter ids (64 hex).
  { name: 'algolia', marker: 'algolia', window: 60, pattern: /[a-f0-9]{32}(?![A-Za-z0-9_-])/y },
  { name: 'blynk', marker: 'blynk', window: 60, pattern: /[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/y, validate: (v) => /\d/.test(v) },
  { name: 'code climate', marker: 'codeclimate', window: 60, pattern: /[a-f0-9]{64}(?![A-Za-z0-9_-])/y },
  // HashiCorp Vault unseal keys (base64, 44 characters) after "Unseal Key N:" or `vault operator unseal`.
  { name: 'vault unseal', marker: 'unseal', window: 20, pattern: /[A-Za-z0-9+/]{43}[A-Za-z0-9+/=](?![A-Za-z0-9+/=])/y },
  // Jenkins CSRF crumbs sent as a header.
  { name: 'jenkins crumb', marker: 'jenkins-crumb', window: 4, pattern: /[a-f0-9]{32,64}(?![A-Za-z0-9])/y },
];
const MAX_TOKEN = 64;

// Token starts after the marker: a run start at a non-token character.
const TOKEN_START = /(?<![A-Za-z0-9_+/=-])[A-Za-z0-9]/g;

/** Tokens recognised by their documented shape right after their provider's name (see NamedToken). */
export const namedTokensDetector: Detector = {
  meta: { id: 'secrets.named_tokens', category: 'secret', stage: 'fastpath', maxMatchLength: MAX_TOKEN },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    // Every token here is a 32+ character run with digits: without one, no marker search at all.
    if (!tokenCandidates(n).some((c) => c.hasDigit && c.value.length >= 32)) return out;
    const seen = new Set<number>();
    for (const t of TOKENS) {
      for (let at = n.lower.indexOf(t.marker); at >= 0; at = n.lower.indexOf(t.marker, at + 1)) {
        // Only the window after the marker (plus one token) is searched, so a text full of
        // markers costs linear time.
        const from = Math.max(0, at + t.marker.length - 1);
        const win = n.text.slice(from, at + t.marker.length + t.window + 1 + MAX_TOKEN + 1);
        TOKEN_START.lastIndex = 1;
        for (let m = TOKEN_START.exec(win); m && m.index <= t.window + 1; m = TOKEN_START.exec(win)) {
          t.pattern.lastIndex = m.index;
          const hit = t.pattern.exec(win);
          if (!hit) continue;
          const v = hit[0];
          const s = from + m.index;
          if (seen.has(s) || isPlaceholder(v) || (t.validate && !t.validate(v))) continue;
          seen.add(s);
          out.push({ detector: 'secrets.named_tokens', category: 'secret', type: 'api_token', label: `${t.name} token`, ...n.spanToOriginal(s, s + v.length), score: 0.9 });
          break;
        }
      }
    }
    return out;
  },
};
