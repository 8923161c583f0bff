import type { Detector, Finding, NormalizedText } from '../types.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';
import { secretValueScore } from './assignment.js';
import { isPlaceholder } from './entropy.js';

/*
 * Session 29: secrets with no provider prefix and no secret-named variable, recognised by where
 * they stand. A fresh probe (80 leaks written by a helper who never saw this code) had these
 * among its misses:
 *   - session cookies in a request dump ("cookie: _shop_session=...", "sessionid=..."),
 *   - the signature of a presigned or signed URL (X-Amz-Signature, X-Goog-Signature, an Azure
 *     SAS "sig="), which lets anyone holding the URL read the object until it expires,
 *   - two-factor recovery codes listed under a heading that names them,
 *   - a secret passed beside its key id (`NewCredential("AKID...", "<secret>")`,
 *     `new Api(getenv('RAZORPAY_KEY_ID'), '<secret>')`),
 *   - an API client built with a literal key (`createClient("<key>")`, `new Configuration("...")`),
 *     a Redis AUTH call (`red:auth("...")`), a header set in code (`setValue("...",
 *     forHTTPHeaderField: "X-API-Key")`, `setRequestHeader("Authorization", "...")`),
 *   - a Fernet key (`Fernet(b"...=")`).
 * The value must look generated (the same test as a value assigned to a token name).
 */

const random = (v: string): boolean => secretValueScore('token', v, true) > 0;

// A cookie header's pairs; a session/auth cookie's value is the credential.
const COOKIE_LINE = /^[ \t]{0,8}(?:[<>][ \t])?(?:set-)?cookie[ \t]{0,3}:[ \t]{0,3}([^\n]{1,2000})/gim;
const COOKIE_PAIR = /(?:^|;[ \t]{0,3})([A-Za-z0-9_.-]{1,64})=([^;\s]{1,600})/g;
const SESSION_COOKIE = /sess|^sid$|[._-]sid$|^connect\.sid$|auth|token|jwt|remember|^_?[a-z]+_session$|login/i;

// API keys that URL query parameters name without a credential word ("&appid=" for
// OpenWeatherMap, "app_key", "private_token").
const KEY_PARAM = /[?&](?:appid|app_key|apikey|api_key|private_token|access_key|client_secret|subscription-key|x-api-key)=([A-Za-z0-9_.~-]{16,256})(?=[&#\s"'`)]|$)/gi;
// The signature parameter of a signed URL.
const SIGNED_URL = /[?&](?:X-Amz-Signature|X-Goog-Signature|sig|Signature)=([A-Za-z0-9%+/=_-]{20,1024})/g;

// "recovery codes" / "backup codes" and the list of codes after them.
const CODES_HEADING = /\b(?:recovery|backup|2fa|two-factor|mfa|scratch|one-time)[ \t]codes?\b[^\n]{0,120}\n/gi;
const CODE = /^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])?[ \t]{0,3}([a-z0-9]{4,6}-[a-z0-9]{4,6}|[A-Z0-9]{4,6}-[A-Z0-9]{4,6}|\d{4}[ -]\d{4}|\d{8,10})[ \t]{0,8}$/;

// A call whose first argument names or is a key id and whose second is a string literal.
const KEY_ID_PAIR =
  /(?:["'](?:AKIA[A-Z0-9]{16}|AKID[A-Za-z0-9]{32,36}|LTAI[A-Za-z0-9]{12,24})["']|\([ \t\r\n]{0,20}(?:[A-Za-z_$][\w$.]{0,40}\([ \t]{0,3}["'][A-Z0-9_]{0,40}(?:KEY_?ID|ACCESS_?KEY(?:_?ID)?|CLIENT_?ID|APP_?ID|SECRET_?ID)["'][ \t]{0,3}\)|[A-Za-z_$][\w$.]{0,40}(?:KeyId|KEY_ID|key_id|AccessKeyId|ACCESS_KEY_ID|access_key_id|ClientId|CLIENT_ID|client_id|AppId|APP_ID|app_id)))[ \t]{0,3},[ \t\r\n]{0,20}["']([^"'\s]{16,128})["']/g;
// An API client built from a literal, a Redis AUTH call, a header set in code.
const CLIENT_CALL =
  /(?<![\w$])(?:create[A-Z]?\w{0,30}Client|new[ \t]{1,3}[A-Z]\w{0,30}(?:Client|Api|API|SDK|Configuration))[ \t]{0,3}\([ \t\r\n]{0,20}["']([A-Za-z0-9_.-]{20,128})["'][ \t\r\n]{0,20}[),]/g;
const AUTH_CALL = /[.:]auth[ \t]{0,3}\([ \t]{0,3}["']([^"'\s]{8,128})["'][ \t]{0,3}\)/g;
const HEADER_CALL =
  /(?:setValue|addValue)[ \t]{0,3}\([ \t]{0,3}"([^"\s]{16,300})"[ \t]{0,3},[ \t]{0,3}forHTTPHeaderField:[ \t]{0,3}"(?:authorization|x-api-key|api-key|apikey|x-auth-token|x-access-token|authentication|x-[a-z-]{1,20}-key)"|(?:setRequestHeader|setHeader|addHeader|header|set|append)[ \t]{0,3}\([ \t]{0,3}["'](?:x-api-key|api-key|apikey|x-auth-token|x-access-token|x-[a-z-]{1,20}-(?:key|token))["'][ \t]{0,3},[ \t]{0,3}["']([^"'\s]{16,300})["']/gi;
// A HAR or Postman entry: {"name": "session", "value": "..."} (a cookie or a credential header).
const NAME_VALUE = /"name"[ \t]{0,3}:[ \t]{0,3}"([A-Za-z0-9_.-]{1,64})"[ \t]{0,3},[ \t\r\n]{0,20}"value"[ \t]{0,3}:[ \t]{0,3}"([^"\s]{16,2000})"/g;
const CREDENTIAL_HEADER = /^(?:authorization|x-api-key|api-key|apikey|x-auth-token|x-access-token|proxy-authorization)$/i;
// An OpenVPN static key (tls-auth / tls-crypt): the block is the secret.
const OPENVPN_KEY = /-----BEGIN OpenVPN Static key V1-----\s{1,4}([0-9a-f]{32})/g;
// Fernet keys: 32 bytes, URL-safe base64 with its padding.
const FERNET = /Fernet[ \t]{0,3}\([ \t]{0,3}b?["']([A-Za-z0-9_-]{43}=)["']/g;

const ANCHORS = {
  cookie: registerAnchors(['cookie']),
  signed: registerAnchors(['signature=', 'sig=']),
  param: registerAnchors(['appid=', 'app_key=', 'apikey=', 'api_key=', 'private_token=', 'access_key=', 'client_secret=', 'subscription-key=', 'x-api-key=']),
  codes: registerAnchors(['recovery code', 'backup code', '2fa code', 'two-factor code', 'mfa code', 'scratch code', 'one-time code']),
  pair: registerAnchors(['akia', 'akid', 'ltai', 'key_id', 'keyid', 'access_key', 'accesskey', 'client_id', 'clientid', 'app_id', 'appid', 'secret_id']),
  client: registerAnchors(['client(', 'api(', 'sdk(', 'configuration(']),
  auth: registerAnchors(['auth(']),
  header: registerAnchors(['forhttpheaderfield', 'header(', 'set(', 'append(']),
  fernet: registerAnchors(['fernet(']),
  nameValue: registerAnchors(['"value"']),
  openvpn: registerAnchors(['openvpn static key']),
};

function add(out: Finding[], n: NormalizedText, start: number, value: string, label: string): void {
  out.push({ detector: 'secrets.in_context', category: 'secret', type: 'generic_secret', label, ...n.spanToOriginal(start, start + value.length), score: 0.85 });
}

/** Every match of a global pattern whose capture (first defined group) passes `ok`. */
function each(re: RegExp, n: NormalizedText, out: Finding[], label: string, ok: (v: string) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(n.text); m; m = re.exec(n.text)) {
    const v = m[1] ?? m[2];
    if (v === undefined || !ok(v)) continue;
    add(out, n, m.index + m[0].lastIndexOf(v), v, label);
  }
}

/** Secrets recognised by where they stand: cookies, signed URLs, recovery codes, call arguments. */
export const inContextDetector: Detector = {
  // Reach from the finding: a cookie value (600) and the rest of its pair; a call's closing part.
  meta: { id: 'secrets.in_context', category: 'secret', stage: 'fastpath', maxMatchLength: 640 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    if (anyAnchor(n, ANCHORS.cookie)) {
      COOKIE_LINE.lastIndex = 0;
      for (let m = COOKIE_LINE.exec(n.text); m; m = COOKIE_LINE.exec(n.text)) {
        const line = m[1]!;
        const base = m.index + m[0].length - line.length;
        COOKIE_PAIR.lastIndex = 0;
        for (let p = COOKIE_PAIR.exec(line); p; p = COOKIE_PAIR.exec(line)) {
          const v = decodeURIComponentSafe(p[2]!);
          if (!SESSION_COOKIE.test(p[1]!) || v.length < 16 || isPlaceholder(v) || !random(v)) continue;
          add(out, n, base + p.index + p[0].length - p[2]!.length, p[2]!, 'session cookie');
        }
      }
    }
    if (anyAnchor(n, ANCHORS.signed)) each(SIGNED_URL, n, out, 'signed URL signature', (v) => !isPlaceholder(v) && random(decodeURIComponentSafe(v)));
    if (anyAnchor(n, ANCHORS.param)) each(KEY_PARAM, n, out, 'API key in a URL', (v) => !isPlaceholder(v) && random(v));
    if (anyAnchor(n, ANCHORS.codes)) {
      CODES_HEADING.lastIndex = 0;
      for (let h = CODES_HEADING.exec(n.text); h; h = CODES_HEADING.exec(n.text)) {
        // the list: consecutive code lines after the heading (blank lines allowed), at most 16
        let at = h.index + h[0].length;
        let found = 0;
        for (let lines = 0; lines < 24 && at < n.text.length && found < 16; lines++) {
          const end = n.text.indexOf('\n', at);
          const line = n.text.slice(at, end < 0 ? n.text.length : end);
          const c = CODE.exec(line);
          if (c) {
            add(out, n, at + line.indexOf(c[1]!), c[1]!, 'recovery code');
            found++;
          } else if (line.trim() !== '' && !/^[ \t]*`{3}/.test(line)) break;
          if (end < 0) break;
          at = end + 1;
        }
        CODES_HEADING.lastIndex = Math.max(CODES_HEADING.lastIndex, at);
      }
    }
    if (anyAnchor(n, ANCHORS.pair)) each(KEY_ID_PAIR, n, out, 'secret beside its key id', random);
    if (anyAnchor(n, ANCHORS.client)) each(CLIENT_CALL, n, out, 'API key in a client constructor', random);
    if (anyAnchor(n, ANCHORS.auth)) each(AUTH_CALL, n, out, 'password in an AUTH call', (v) => secretValueScore('password', v, true) > 0 && /\d/.test(v));
    if (anyAnchor(n, ANCHORS.header)) each(HEADER_CALL, n, out, 'credential header set in code', (v) => !/^(?:Bearer|Basic|Token)\b/.test(v) && random(v));
    if (anyAnchor(n, ANCHORS.fernet)) each(FERNET, n, out, 'Fernet key', random);
    if (anyAnchor(n, ANCHORS.nameValue)) {
      NAME_VALUE.lastIndex = 0;
      for (let m = NAME_VALUE.exec(n.text); m; m = NAME_VALUE.exec(n.text)) {
        const name = m[1]!;
        let v = m[2]!;
        if (CREDENTIAL_HEADER.test(name)) v = v.replace(/^(?:Bearer|Basic|Token)\s?/i, '');
        else if (!SESSION_COOKIE.test(name)) continue;
        if (v.length < 16 || isPlaceholder(v) || !random(v.slice(0, 200))) continue;
        const start = m.index + m[0].length - 1 - v.length;
        add(out, n, start, v, 'credential in a request record');
      }
    }
    if (anyAnchor(n, ANCHORS.openvpn)) {
      OPENVPN_KEY.lastIndex = 0;
      for (let m = OPENVPN_KEY.exec(n.text); m; m = OPENVPN_KEY.exec(n.text)) add(out, n, m.index, m[0], 'OpenVPN static key');
    }
    return out;
  },
};

function decodeURIComponentSafe(v: string): string {
  if (!v.includes('%')) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
