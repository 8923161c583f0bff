import { isIPv6 } from 'node:net';
import type { Detector, Finding } from '../types.js';
import { contextNear } from '../regex.js';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Not preceded by a letter, digit or dot (v1.2.3.4, 10.1.2.3.4) and not followed by more dotted digits.
const IPV4 = new RegExp(`(?<![\\w.])(?:${OCTET}\\.){3}${OCTET}(?![\\w]|\\.\\d)`, 'g');
// Candidate hextet runs; each repetition consumes a colon, so matching is linear. isIPv6 decides.
// Not followed by ".<digit>": "::ffff:192.168.1.1" ends in an IPv4 address, which IPV4 judges.
const IPV6 = /(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:]|\.\d)/g;
// pii severity 45 x 0.5 = 22.5, and at most 28 with repeats (+25%): below the flag band (31), so
// local addresses alone are masked only.
const LOCAL_SCORE = 0.5;
const VERSION_WORDS = ['version', 'ver', 'v', 'release', 'build', 'firmware', 'oid', 'snmp'];

/**
 * IPv4 addresses that cannot point at a person's device, so they are not personal data:
 * - 0.0.0.0/8 (unspecified, "this network") and 127.0.0.0/8 (loopback);
 * - 224.0.0.0 and up (multicast, reserved, the limited broadcast 255.255.255.255);
 * - a last octet of 0 or 255: the network or broadcast address of the usual /24 ("10.0.0.0",
 *   "192.168.1.255"), written to name a network, not a host;
 * - netmasks (contiguous ones then zeros: 255.255.255.0, 255.255.0.0; also wildcard masks);
 * - the RFC 5737 documentation ranges 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, which are
 *   never assigned to anyone;
 * - every octet a single digit ("2.1.2.3"): section and version numbers, or well-known service
 *   addresses such as public resolvers. A random host address has this shape once in 400,000;
 * - four equal octets ("123.123.123.123"), a stand-in typed for an example;
 * - host 1 of a private /24 ("192.168.1.1", "10.0.0.1"): by convention the router, the same
 *   address in millions of home and office networks, so it singles out no one.
 * Other private addresses (10/8, 172.16/12, 192.168/16) stay: inside a network they identify a device.
 */
export function nonPersonalIpv4(ip: string): boolean {
  const o = ip.split('.').map(Number);
  const [a, b, c, d] = o as [number, number, number, number];
  if (a === 0 || a === 127 || a >= 224) return true;
  if (d === 0 || d === 255) return true;
  if (o.every((x) => x < 10)) return true;
  // Four equal octets ("123.123.123.123"): a typed stand-in, once in 16 million random addresses.
  if (o.every((x) => x === a)) return true;
  if (d === 1 && (a === 10 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168))) return true;
  if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return true;
  const bits = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  const inverted = ~bits >>> 0;
  // Contiguous ones from the top (a netmask) or from the bottom (a Cisco wildcard mask).
  return ((inverted + 1) & inverted) === 0 || ((bits + 1) & bits) === 0;
}

/**
 * Private and link-local IPv4 (10/8, 172.16/12, 192.168/16, 100.64/10 shared CGNAT space,
 * 169.254/16): they identify a device only inside its own network, so they are reported with
 * lower confidence (masked, but alone not enough to flag the text).
 */
export function localIpv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254);
}

/** The eight hextets of a valid IPv6 address in hex-only notation, "::" expanded. */
function hextets(s: string): number[] {
  const [head, tail] = s.includes('::') ? s.split('::') as [string, string] : [s, undefined];
  const parse = (part: string | undefined): number[] => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * IPv6 addresses that are not personal data: the unspecified "::" and loopback "::1"
 * shorthands, prefixes (the interface half all zero: "2001:470:1f0b::", "fe80::"), 2001:db8::/32
 * (RFC 3849 documentation), ff00::/8 multicast, netmasks
 * (ffff:ffff:ffff:ffff::), counting examples whose every group is one hex digit
 * ("1:2:3:4:5:6:7:8"), and IPv4-mapped forms of the IPv4 addresses above.
 */
export function nonPersonalIpv6(s: string): boolean {
  const hex = s.replace(/:/g, '').length;
  if (hex < 4 || !(s.includes('::') || s.split(':').length === 8)) return true;
  const h = hextets(s);
  if (h[0] === 0x2001 && h[1] === 0x0db8) return true;
  if (h.slice(4).every((x) => x === 0)) return true;
  if (h[0]! >= 0xff00) return true;
  if (/^(?:[0-9a-f]?:){0,8}[0-9a-f]?$/i.test(s)) return true;
  if (h.every((x, i) => x === 0xffff || (x === 0 && h.slice(i).every((y) => y === 0)))) return true;
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) {
    return nonPersonalIpv4(`${h[6]! >> 8}.${h[6]! & 255}.${h[7]! >> 8}.${h[7]! & 255}`);
  }
  return false;
}

/** IPv4 (valid octets, not version strings) and IPv6 addresses that can identify a device. */
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
      if (nonPersonalIpv4(m[0])) continue;
      if (contextNear(n.lower, m.index, e, VERSION_WORDS, 12)) continue;
      push(m.index, e, localIpv4(m[0]) ? LOCAL_SCORE : 0.9);
    }
    if (n.text.includes(':')) {
      for (const m of n.text.matchAll(IPV6)) {
        if (!isIPv6(m[0]) || nonPersonalIpv6(m[0])) continue;
        // fc00::/7 unique-local and fe80::/10 link-local: the IPv6 counterparts of private space.
        const local = /^f[cd][0-9a-f]{2}:|^fe[89ab][0-9a-f]:/i.test(m[0]);
        push(m.index, m.index + m[0].length, local ? LOCAL_SCORE : 0.9);
      }
    }
    return out;
  },
};
