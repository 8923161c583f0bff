import type { Detector, Finding } from '../types.js';

/*
 * Session 28: values that look like credentials and are not. A fresh probe of 100 such texts
 * (written by a helper from vendor docs, configs and logs) had a secret finding on 22; most were
 * one of these:
 *   - example values published in standards and vendor documentation, copied into answers that
 *     explain a format (RFC 7617's "Aladdin:open sesame", RFC 6749's client and token examples,
 *     the jwt.io sample token, Azure Storage's emulator key, the AWS documentation keys, Stripe's
 *     documented test key, the MongoDB manual's URI);
 *   - references to a secret held elsewhere: 1Password `op://` paths, Azure Key Vault references,
 *     SOPS-encrypted values (`ENC[AES256_GCM,data:...,iv:...,tag:...]`), AWS Secrets Manager ARNs;
 *   - values that are public by design: CSP nonces, Go module checksums, a JWT's header alone, the
 *     body lines of a PEM public key or certificate;
 *   - connection strings to the documentation domains reserved by RFC 2606 (example.com/.org/.net).
 * Each finding whose value is one of these is dropped, whatever detector made it.
 */

/** Published example values (exact, or the distinctive part of one). */
const KNOWN_EXAMPLES = [
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'AKIAI44QH8DHBEXAMPLE',
  'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY',
  // RFC 7617 (Basic auth) and RFC 6749 (OAuth 2.0)
  'QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
  'czZCaGRSa3F0MzpnWDFmQmF0M2JW',
  '2YotnFZFEjr1zCsicMWpAA',
  'tGzv3JOkF0XG5Qx2TlKWIA',
  'SplxlOBeZQQYbYS6WxSbIA',
  // the jwt.io sample token (payload and signature)
  'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ',
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  // Azure Storage emulator (Azurite) account key
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
  // Stripe's documented test key
  'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  // MongoDB manual
  'D1fficultP%40ssw0rd',
  'D1fficultP@ssw0rd',
  // Google reCAPTCHA v2 test keys (site and secret)
  '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
];

/** How far before a finding the wrapper reads (a SOPS envelope, a CSP nonce, the PEM line above). */
const LOOK_BACK = 160;

const SHORT_BACK = 16;
const WIDE = new Set(['secrets.high_entropy', 'secrets.assignment', 'secrets.named_tokens', 'secrets.code_credentials']);

/** How far after a connection string's password its host is read. */
const HOST_AHEAD = 60;
/** How far after a generic value its ellipsis is read. */
const TRUNCATION_AHEAD = 3;
/** How far after a private-key header its body is read. */
const KEY_AHEAD = 12;

const REFERENCE = /^(?:!vault\b|\$ansible_vault|op:\/\/|@microsoft\.keyvault\(|enc\[|enc\(|vault:|arn:aws:secretsmanager:|sm:\/\/|secretsmanager:|projects\/[^/\s]+\/secrets\/)/i;
const EXAMPLE_HOST = /@(?:[\w-]+\.)*example\.(?:com|org|net)\b/i;
const BASE64_LINE = /^[A-Za-z0-9+/=]{40,76}$/;

function jwtHeaderOnly(value: string): boolean {
  try {
    const json = Buffer.from(value.replace(/\.$/, ''), 'base64url').toString('utf8');
    return /^\{\s*"(?:alg|typ|kid)"/.test(json) && !/"(?:sub|exp|iat|iss|aud|name|email)"/.test(json);
  } catch {
    return false;
  }
}

function encodesText(value: string): boolean {
  if (value.length < 16 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64');
  let printable = 0;
  let breaks = 0;
  for (const b of bytes) {
    if (b === 10 || b === 32) breaks++;
    if ((b >= 32 && b < 127) || b === 10 || b === 13 || b === 9) printable++;
  }
  return printable === bytes.length && breaks >= 2 && bytes.includes(10);
}

/** A JWT whose payload names a public role (Supabase's "anon" key is meant for the browser). */
function publicRoleJwt(value: string): boolean {
  const parts = value.split('.');
  if (parts.length < 2 || !parts[0]!.startsWith('eyJ')) return false;
  try {
    return /"role"\s*:\s*"anon"/.test(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
}

/**
 * Base64 of configuration text (a Kubernetes Secret's "FEATURE_FLAGS": "checkout_v2=true,..."):
 * two or more key=value pairs, none of them named as a credential.
 */
function encodesSettings(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const raw = Buffer.from(value, 'base64').toString('latin1');
  return /^[a-z][\w.-]{0,40}=[\w.-]{1,40}(?:[,;& ][a-z][\w.-]{0,40}=[\w.-]{1,40})+$/i.test(raw) && !/pass|secret|token|key|pwd|auth/i.test(raw);
}

function isKnownExample(value: string): boolean {
  for (const e of KNOWN_EXAMPLES) if (value.includes(e) || (value.length >= 16 && e.includes(value))) return true;
  return false;
}

/** True when [s, e) is a whole line of a PEM body (public key or certificate), next to another. */
function pemBodyLine(text: string, s: number, e: number): boolean {
  let ls = s;
  while (ls > 0 && (text[ls - 1] === ' ' || text[ls - 1] === '\t')) ls--;
  if (ls > 0 && text[ls - 1] !== '\n') return false;
  if (e < text.length && text[e] !== '\n' && text[e] !== '\r') return false;
  if (!BASE64_LINE.test(text.slice(s, e))) return false;
  // the line above: another body line or the BEGIN marker
  const prevEnd = ls - 1;
  if (prevEnd <= 0) return false;
  const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
  if (prevEnd - prevStart > 80) return false;
  const prev = text.slice(prevStart, prevEnd).trim();
  if (/^-----BEGIN (?:PUBLIC KEY|CERTIFICATE|RSA PUBLIC KEY|SSH2 PUBLIC KEY|PGP PUBLIC KEY BLOCK)-----$/.test(prev)) return true;
  if (!BASE64_LINE.test(prev)) return false;
  // a body line of a private key is the private key's own finding; here only what no private
  // header precedes within reach
  return !/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text.slice(Math.max(0, s - LOOK_BACK), s));
}

function isPublicValue(text: string, f: Finding, back: number): boolean {
  const value = text.slice(f.start, f.end);
  if (isKnownExample(value)) return true;
  if (REFERENCE.test(value)) return true;
  if (f.type === 'connection_string' && EXAMPLE_HOST.test(text.slice(f.start, Math.min(text.length, f.end + HOST_AHEAD)))) return true;
  const before = text.slice(Math.max(0, f.start - back), f.start);
  // A CSP nonce, a value inside a SOPS envelope or a reference. (Mapbox's public `pk.` tokens stay
  // findings, as in gitleaks and Nosey Parker: they name the account.)
  if (/nonce-$/i.test(before) || /^nonce-/i.test(value)) return true;
  // Keys meant for the browser: a reCAPTCHA site key, a Datadog RUM client token, a PostHog project
  // key; and a Pulumi "secure: v1:..." value, which is encrypted.
  if (/(?:data-)?site[-_]?key["'\s:=]{0,6}$/i.test(before) || /^pub[0-9a-f]{32}$/.test(value) || /^phc_[A-Za-z0-9]{30,60}$/.test(value)) return true;
  if (/\bsecure:\s{0,3}v1:[^\s]*$/.test(before) || /^v1:[A-Za-z0-9+/=]{8,}:/.test(value)) return true;
  // Go module checksums ("v5.6.0 h1:Qf4y...=" in go.sum)
  if (/\bh1:$/.test(before)) return true;
  // A JWT header alone ('{"alg":"HS256","typ":"JWT"}', the same for every token) carries no secret.
  if (/^eyJ[A-Za-z0-9_-]{10,80}\.?$/.test(value) && jwtHeaderOnly(value)) return true;
  // A private-key header over a placeholder body ("<base64-encoded key material>", "...")
  if (f.type === 'private_key' && /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----\s*$/.test(value) && /^\s*(?:<|\.\.\.|…|\[|\{|x{3}|\(|#)/i.test(text.slice(f.end, f.end + KEY_AHEAD))) return true;
  if (/ENC\[AES256_GCM,[^\]]*$/.test(before)) return true;
  if (/(?:op:\/\/|@Microsoft\.KeyVault\()[^\s"')]*$/i.test(before)) return true;
  if (f.type === 'high_entropy_token' && back >= LOOK_BACK && pemBodyLine(text, f.start, f.end)) return true;
  // Base64 of a text document (a ConfigMap's binaryData, a README): lines of printable text, which
  // a password or key almost never is.
  if (f.type === 'high_entropy_token' && encodesText(value)) return true;
  // Session 29 (a fifth fresh probe):
  // a JWK's public members (a JWKS document: "kid", the modulus "n", "e", "x", "y");
  if (/"(?:kid|n|e|x|y|x5t|x5t#S256)"\s?:\s?"$/.test(before) && /"kty"\s?:/.test(before)) return true;
  // publishable keys (Stripe, Clerk) and a JWT for a public role (Supabase's anon key);
  if (/^pk_(?:live|test)_/.test(value) || (/^eyJ/.test(value) && publicRoleJwt(value))) return true;
  // the iv or tag of a SOPS envelope, a Jenkins-encrypted secret ("{AQAAABAAAA...}"), the
  // content of an encrypted file just printed ("cat credentials/production.yml.enc");
  if (/,(?:iv|tag|data):$/.test(before) || (/\{$/.test(before) && /^AQAAAB/.test(value)) || /\.(?:enc|gpg|asc|age|sealed)["']?[ \t]*\r?\n[ \t]*$/.test(before)) return true;
  // identifiers in response headers and logs (an S3 object version, a request id, an ETag);
  if (/(?:x-amz-(?:version-id|request-id|id-2|cf-id)|x-request-id|x-correlation-id|x-trace-id|request-id|etag|x-goog-generation|cf-ray|version-?id)["']?\s?[:=]\s?["']?$/i.test(before)) return true;
  // the body of an armored PGP public key (after its header and a blank line);
  if (f.type === 'high_entropy_token' && /-----BEGIN PGP PUBLIC KEY BLOCK-----(?:\r?\n[A-Za-z]+: [^\n]{0,80})*\r?\n[ \t]*\r?\n[ \t]*$/.test(before)) return true;
  // a value assigned to a key that names an identifier (`id = "db-HKTB0MCZCF1U0BGHGYQZYI1N39"`),
  // or wrapped in Jasypt's ENC(...);
  // (generic findings only: a provider's key id, AKIA..., is its detector's to judge; Vault's
  // secret_id is a secret)
  if ((f.type === 'high_entropy_token' || f.type === 'generic_secret') && /(?:^|[\s{,"'])(?:id|(?!secret_)[a-z]+_id|uuid|arn|resource_id|instance_id)["']?\s{0,24}[=:]\s{0,3}["']?$/i.test(before)) return true;
  if (/ENC\($/.test(before)) return true;
  // Session 29 (a seventh probe): AWS KMS ciphertext blobs ("AQICAH..."), the body of an SSH
  // public key, Stripe object ids (a Checkout Session "cs_live_...", "pi_", "cus_"), the fields of
  // an encrypted envelope (Chef data bags' "encrypted_data"/"iv"/"auth_tag", "ciphertext:").
  if (/^AQICAH/.test(value) || /^AAAA(?:C3NzaC1lZDI1NTE5|B3NzaC1yc2E|E2VjZHNh)/.test(value) || /\bssh-(?:rsa|ed25519|dss) $|ecdsa-sha2-nistp\d{3} $/.test(before)) return true;
  if (/^(?:cs|pi|ch|cus|sub|in|prod|price|pm|seti|evt|txn|po|re|tr|acct|src|card|ba|py|si|ii|il|cn|dp|file)_(?:live_|test_)?[A-Za-z0-9]{14,}$/.test(value)) return true;
  if (/["']?(?:encrypted_data|encrypted_key|iv|hmac|auth_tag|cipher|ciphertext|ciphertext_blob|sealed)["']?\s?[:=]\s?["']?$/i.test(before)) return true;
  // (an eighth probe) a KMS ciphertext printed by its command, a SCRAM verifier's salt and keys, a
  // key named public (WireGuard "PublicKey = ..."), a Stripe webhook endpoint id.
  if (/ciphertext/i.test(before) && /^[A-Za-z0-9+/]{40,}={0,2}$/.test(value) && f.type === 'high_entropy_token') return true;
  if (/SCRAM-SHA-(?:1|256)\$\d+:[^\s]*$/.test(before)) return true;
  if (/(?:public[ _-]?key|\bpeer)["']?\s{0,3}[=:]\s{0,3}["']?$/i.test(before)) return true;
  if (/^we_[A-Za-z0-9]{14,}$/.test(value)) return true;
  // a PKCE code challenge (a hash of the verifier, sent in the clear by design),
  // and an OAuth authorize URL's state or nonce
  if (/code_challenge["']?\s{0,3}[=:]\s{0,3}["']?$/i.test(before) || /[?&](?:state|nonce)=$/.test(before)) return true;
  // base64 of settings text.
  if (f.type === 'high_entropy_token' && encodesSettings(value)) return true;
  // Session 32: a value cut short with an ellipsis ("for example `eyJhbGciOiJIUzI1NiIs...`"): an
  // example shown in part, not a credential that works.
  if ((f.type === 'high_entropy_token' || f.type === 'generic_secret' || f.type === 'jwt') && /^(?:\.\.\.|\u2026)/.test(text.slice(f.end, f.end + TRUNCATION_AHEAD))) return true;
  // A JWT cut short right after its payload: the matched token takes the ellipsis's first dot as its last separator.
  if (f.type === 'jwt' && value.endsWith('.') && /^(?:\.\.|\u2026)/.test(text.slice(f.end, f.end + TRUNCATION_AHEAD))) return true;
  return false;
}

/** The detector without findings on published examples, references and public-by-design values. */
export function unlessPublicValue(inner: Detector): Detector {
  const id = inner.meta.id;
  const ahead = id === 'secrets.connection_string' ? HOST_AHEAD : id === 'secrets.private_key' ? KEY_AHEAD : WIDE.has(id) || id === 'secrets.jwt' ? TRUNCATION_AHEAD : 0;
  // Values that sit inside other text (an envelope, a PEM body) come from the generic detectors;
  // the provider detectors need only a few characters before ("nonce-", "h1:").
  const back = WIDE.has(id) ? LOOK_BACK : SHORT_BACK;
  return {
    meta: { ...inner.meta, maxMatchLength: inner.meta.maxMatchLength + back + ahead },
    detect(text, ctx) {
      const found = inner.detect(text, ctx);
      if (found.length === 0) return found;
      return found.filter((f) => !isPublicValue(text, f, back));
    },
  };
}
