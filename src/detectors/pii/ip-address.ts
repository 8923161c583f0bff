import { isIPv6 } from 'node:net';
import type { Detector, Finding } from '../types.js';
import { contextNear } from '../regex.js';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Not preceded by a letter, digit or dot (v1.2.3.4, 10.1.2.3.4) and not followed by more dotted digits.
const IPV4 = new RegExp(`(?<![\\w.])(?:${OCTET}\\.){3}${OCTET}(?![\\w]|\\.\\d)`, 'g');
// Candidate hextet runs; each repetition consumes a colon, so matching is linear. isIPv6 decides.
const IPV6 = /(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g;
const VERSION_WORDS = ['version', 'ver', 'v', 'release', 'build', 'firmware', 'oid', 'snmp'];

function ipv6Plausible(s: string): boolean {
  if (!isIPv6(s)) return false;
  const hex = s.replace(/:/g, '').length;
  // "::" and "::1"-style loopback shorthands are not personal data.
  return hex >= 4 && (s.includes('::') || s.split(':').length === 8);
}

/** IPv4 (valid octets, not version strings) and IPv6 addresses. */
export const ipAddressDetector: Detector = {
  meta: { id: 'pii.ip_address', category: 'pii', stage: 'fastpath', maxMatchLength: 39 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    const push = (s: number, e: number, score: number): void => {
      out.push({ detector: 'pii.ip_address', category: 'pii', type: 'ip_address', label: 'IP address', ...n.spanToOriginal(s, e), score });
    };
    for (const m of n.text.matchAll(IPV4)) {
      const e = m.index + m[0].length;
      if (contextNear(n.lower, m.index, e, VERSION_WORDS, 12)) continue;
      if (m[0] === '0.0.0.0') continue;
      push(m.index, e, 0.9);
    }
    if (n.text.includes(':')) {
      for (const m of n.text.matchAll(IPV6)) if (ipv6Plausible(m[0])) push(m.index, m.index + m[0].length, 0.9);
    }
    return out;
  },
};
