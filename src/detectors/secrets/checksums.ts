// Structure checks for provider tokens that carry one. A valid checksum or structure raises
// confidence; whether a failed one drops the match is each rule's call (synthetic and
// older-format tokens in docs and tests fail checksums but are still meant as keys).

let table: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, as zlib) of the UTF-8/ASCII bytes of `s`. */
export function crc32(s: string): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[i] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < s.length; i++) crc = table[(crc ^ s.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(n: number, width: number): string {
  let out = '';
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

/**
 * GitHub (ghp_/gho_/ghu_/ghs_/ghr_) and npm (npm_) tokens since 2021: 30 random base62
 * characters, then the CRC-32 of those 30 in 6 base62 digits.
 */
export function hasBase62Crc32(token: string): boolean {
  const body = token.slice(token.indexOf('_') + 1);
  if (body.length !== 36) return false;
  return base62(crc32(body.slice(0, 30)), 6) === body.slice(30);
}

function decodeBase64(s: string): string | undefined {
  try {
    return Buffer.from(s, 'base64').toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * PyPI API tokens are `pypi-` + a base64url macaroon (v2 binary): version byte 2, a location
 * field (type 1, length, "pypi.org" or "test.pypi.org"). Checked on the first 24 characters, so a
 * streamed token is judged as soon as its head has arrived.
 */
export function isPypiMacaroon(token: string): boolean {
  const raw = decodeBase64(token.slice(5, 29).replace(/-/g, '+').replace(/_/g, '/'));
  if (!raw || raw.charCodeAt(0) !== 2 || raw.charCodeAt(1) !== 1) return false;
  const len = raw.charCodeAt(2);
  const location = raw.slice(3, 3 + len);
  return location.length === len && /^(?:test\.)?pypi\.org$/.test(location);
}

/**
 * Grafana API keys (before service-account tokens): base64 of `{"k":"<key>","n":"<name>","id":N}`.
 * The first 48 characters must decode to `{"k":"` and at least 20 key characters.
 */
export function isGrafanaLegacyKey(token: string): boolean {
  const raw = decodeBase64(token.slice(0, 48));
  return raw !== undefined && /^\{"k":"[A-Za-z0-9]{20}/.test(raw);
}
