import type { Detector, Finding, NormalizedText } from '../types.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';
import { secretValueScore } from './assignment.js';
import { isPlaceholder } from './entropy.js';
import { secretWordHits } from './candidates.js';

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

/** How far before a finding's end its context is read (the detector's reach, less a margin). */
const REACH = 620;

const random = (v: string): boolean => secretValueScore('token', v, true) > 0;

// A cookie header's pairs; a session/auth cookie's value is the credential.
const COOKIE_LINE = /^[ \t]{0,8}(?:[<>][ \t])?(?:set-)?cookie[ \t]{0,3}:[ \t]{0,3}([^\n]{1,560})/gim;
const COOKIE_PAIR = /(?:^|;[ \t]{0,3})([A-Za-z0-9_.-]{1,64})=([^;\s]{1,600})/g;
const SESSION_COOKIE = /sess|^sid$|[._-]sid$|^connect\.sid$|auth|token|jwt|remember|^_?[a-z]+_session$|login/i;

// API keys that URL query parameters name without a credential word ("&appid=" for
// OpenWeatherMap, "app_key", "private_token").
const KEY_PARAM = /[?&](?:appid|app_key|apikey|api_key|private_token|access_key|client_secret|subscription-key|x-api-key)=([A-Za-z0-9_.~-]{16,256})(?=[&#\s"'`)]|$)/gi;
// The signature parameter of a signed URL.
const SIGNED_URL = /[?&](?:X-Amz-Signature|X-Amz-Security-Token|X-Goog-Signature|sig|Signature)=([A-Za-z0-9%+/=_-]{20,600})/g;

// "recovery codes" / "backup codes" and the list of codes after them.
const CODES_HEADING = /\b(?:recovery|backup|2fa|two-factor|mfa|scratch|one-time)[ \t_-]codes?\b[^\n]{0,160}\n/gi;
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
const NAME_VALUE = /"name"[ \t]{0,3}:[ \t]{0,3}"([A-Za-z0-9_.-]{1,64})"[ \t]{0,3},[ \t\r\n]{0,20}"value"[ \t]{0,3}:[ \t]{0,3}"([^"\s]{16,500})"/g;
const CREDENTIAL_HEADER = /^(?:authorization|x-api-key|api-key|apikey|x-auth-token|x-access-token|proxy-authorization)$/i;
// An OpenVPN static key (tls-auth / tls-crypt): the block is the secret.
const OPENVPN_KEY = /-----BEGIN OpenVPN Static key V1-----\s{1,4}([0-9a-f]{32})/g;
// Session 29 (an eighth probe, agents reporting tool output): query results and dumps.
// A table's header row with a credential column ("| credential |", " api_token "), then its rows.
const CREDENTIAL_COLUMN = /^(?:[a-z0-9]+_)*(?:password|passwd|pwd|pass|secret|client_secret|api_?key|api_?token|token|access_token|refresh_token|auth_token|credentials?|private_key|secret_key|webhook_secret|license_key)$/i;
const NOT_CREDENTIAL_COLUMN = /(?:_hash|_digest|_id|_at|_expires|_expiry|_ttl|_type|_name|_prefix|_hint|_last4|_fingerprint|_salt|_encrypted|_enc)$/i;
// INSERT INTO t (cols) VALUES (...), (...)
const INSERT = /insert[ \t]+into[ \t]+[^\n(]{1,80}\(([^)\n]{1,600})\)[ \t\r\n]{0,10}values[ \t\r\n]{0,10}/gi;
// Netscape cookies.txt: domain, flag, path, secure, expiry, name, value
const COOKIE_FILE = /^[ \t]{0,4}(?:#HttpOnly_)?\.?[A-Za-z0-9.-]{1,100}[ \t]+(?:TRUE|FALSE|true|false)[ \t]+\/[^\s]{0,100}[ \t]+(?:TRUE|FALSE|true|false)[ \t]+\d{1,12}[ \t]+([A-Za-z0-9_.-]{1,64})[ \t]+([^\s]{16,600})[ \t]*$/gm;
// ldapsearch/ldapmodify -D "bind dn" -w password
const LDAP_BIND = /(?<![\w-])-D[ \t]{1,3}(?:"[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s]{1,200})[ \t]{1,3}-w[ \t]{1,3}(?:'([^'\n]{4,128})'|"([^"\n]{4,128})"|([^\s'"-][^\s'"]{3,127}))/g;
// Fernet keys: 32 bytes, URL-safe base64 with its padding.
const FERNET = /Fernet[ \t]{0,3}\([ \t]{0,3}b?["']([A-Za-z0-9_-]{43}=)["']/g;

const ANCHORS = {
  cookie: registerAnchors(['cookie']),
  signed: registerAnchors(['signature=', 'sig=']),
  param: registerAnchors(['appid=', 'app_key=', 'apikey=', 'api_key=', 'private_token=', 'access_key=', 'client_secret=', 'subscription-key=', 'x-api-key=']),
  codes: registerAnchors(['recovery-code', 'recovery_code', 'backup-code', 'recovery code', 'backup code', '2fa code', 'two-factor code', 'mfa code', 'scratch code', 'one-time code']),
  pair: registerAnchors(['akia', 'akid', 'ltai', 'key_id', 'keyid', 'access_key', 'accesskey', 'client_id', 'clientid', 'app_id', 'appid', 'secret_id']),
  client: registerAnchors(['client(', 'api(', 'sdk(', 'configuration(']),
  auth: registerAnchors(['auth(']),
  header: registerAnchors(['forhttpheaderfield', 'header(', 'set(', 'append(']),
  fernet: registerAnchors(['fernet(']),
  nameValue: registerAnchors(['"value"']),
  table: registerAnchors(['|']),
  insert: registerAnchors(['insert into']),
  cookieFile: registerAnchors(['\ttrue\t', '\tfalse\t', ' true ', ' false ']),
  ldap: registerAnchors([' -w ']),
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
  // Reach: everything a finding is recognised by lies within 640 characters of its end (a cookie
  // line, a table's header and the rows under it, an INSERT and its tuples, a codes heading and its
  // list are read only that far), so a stream guard holding this much back sees it all.
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
          if (at + line.length - h.index > REACH) break;
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
    if (anyAnchor(n, ANCHORS.table) && secretWordHits(n).length > 0) tableValues(n, out);
    if (anyAnchor(n, ANCHORS.insert)) insertValues(n, out);
    if (anyAnchor(n, ANCHORS.cookieFile)) {
      COOKIE_FILE.lastIndex = 0;
      for (let m = COOKIE_FILE.exec(n.text); m; m = COOKIE_FILE.exec(n.text)) {
        const v = m[2]!;
        if (!SESSION_COOKIE.test(m[1]!) || isPlaceholder(v) || !random(v.slice(0, 200))) continue;
        add(out, n, m.index + m[0].lastIndexOf(v), v, 'session cookie');
      }
    }
    if (anyAnchor(n, ANCHORS.ldap)) each(LDAP_BIND, n, out, 'LDAP bind password', (v) => secretValueScore('password', v, true) > 0);
    if (anyAnchor(n, ANCHORS.openvpn)) {
      OPENVPN_KEY.lastIndex = 0;
      for (let m = OPENVPN_KEY.exec(n.text); m; m = OPENVPN_KEY.exec(n.text)) add(out, n, m.index, m[0], 'OpenVPN static key');
    }
    return out;
  },
};

/** The cells of a table row ("| a | b |", " a | b "), with their offsets in the text. */
function cells(line: string, at: number): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let from = 0;
  const trimmed = line.replace(/[ \t]+$/, '');
  const inner = trimmed.startsWith('|') ? 1 : 0;
  const end = trimmed.endsWith('|') && trimmed.length > 1 ? trimmed.length - 1 : trimmed.length;
  from = inner;
  for (let i = inner; i <= end; i++) {
    if (i === end || trimmed[i] === '|') {
      const raw = trimmed.slice(from, i);
      const lead = raw.length - raw.trimStart().length;
      out.push({ text: raw.trim(), start: at + from + lead });
      from = i + 1;
    }
  }
  return out;
}

/**
 * A table cell under a credential column is a secret when it looks generated, or (a password
 * column) mixes three kinds of character; not a stored hash ("*D35F..." in mysql.user, "$2b$..."),
 * not a plugin or method name ("auth_socket").
 */
function tableValueIsSecret(word: string, v: string): boolean {
  if (/^\*[0-9A-F]{40}$|^\$[0-9a-z]{1,8}\$/i.test(v)) return false;
  if (random(v)) return true;
  if (word !== 'password' || secretValueScore('password', v, true) === 0) return false;
  let kinds = 0;
  for (const re of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]) if (re.test(v)) kinds++;
  return kinds >= 3;
}

/** Values under a credential column of a psql/mysql/markdown table. */
function tableValues(n: NormalizedText, out: Finding[]): void {
  const text = n.text;
  let pos = 0;
  let scanned = 0;
  while (pos < text.length && scanned < 2000) {
    scanned++;
    const end = text.indexOf('\n', pos);
    const lineEnd = end < 0 ? text.length : end;
    const line = text.slice(pos, lineEnd);
    if (line.includes('|') && line.length < 600) {
      const head = cells(line, pos);
      const col = head.findIndex((c) => CREDENTIAL_COLUMN.test(c.text) && !NOT_CREDENTIAL_COLUMN.test(c.text));
      if (head.length >= 2 && col >= 0) {
        // the rows below, while they have as many cells (separator lines skipped)
        let rowStart = lineEnd + 1;
        for (let k = 0; k < 60 && rowStart < text.length; k++) {
          const e2 = text.indexOf('\n', rowStart);
          const rEnd = e2 < 0 ? text.length : e2;
          const row = text.slice(rowStart, rEnd);
          if (/^[ \t|:+-]+$/.test(row)) {
            rowStart = rEnd + 1;
            continue;
          }
          if (rEnd - pos > REACH) break;
          const rc = cells(row, rowStart);
          if (!row.includes('|') || rc.length !== head.length) break;
          const c = rc[col]!;
          const v = c.text.replace(/^`|`$/g, '');
          const word = /pass|pwd|secret/i.test(head[col]!.text) ? 'password' : 'token';
          if (v && !/^(?:null|none|nil|-|—|\(null\))$/i.test(v) && tableValueIsSecret(word, v)) add(out, n, c.start + (c.text.startsWith('`') ? 1 : 0), v, 'credential in a query result');
          rowStart = rEnd + 1;
        }
        pos = rowStart;
        continue;
      }
    }
    if (end < 0) break;
    pos = end + 1;
  }
}

/** Values of a credential column in SQL INSERT statements. */
function insertValues(n: NormalizedText, out: Finding[]): void {
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(n.text); m; m = INSERT.exec(n.text)) {
    const cols = m[1]!.split(',').map((c) => c.trim().replace(/^[`"'[]|[`"'\]]$/g, ''));
    const col = cols.findIndex((c) => CREDENTIAL_COLUMN.test(c) && !NOT_CREDENTIAL_COLUMN.test(c));
    if (col < 0) continue;
    const word = /pass|pwd|secret/i.test(cols[col]!) ? 'password' : 'token';
    // the tuples: "(v1, 'v2', ...)" separated by commas, up to 50
    let i = m.index + m[0].length;
    for (let t = 0; t < 50 && n.text[i] === '('; t++) {
      const values: Array<{ text: string; start: number }> = [];
      let j = i + 1;
      let cur = '';
      let curStart = j;
      let quote = '';
      for (; j < n.text.length && j - i < 2000; j++) {
        const ch = n.text[j]!;
        if (quote) {
          if (ch === '\\') { cur += n.text[j + 1] ?? ''; j++; continue; }
          if (ch === quote) { if (n.text[j + 1] === quote) { cur += ch; j++; continue; } quote = ''; continue; }
          cur += ch;
          continue;
        }
        if (ch === "'" || ch === '"') { quote = ch; curStart = j + 1; continue; }
        if (ch === ',' || ch === ')') {
          values.push({ text: cur.trim(), start: curStart });
          cur = '';
          curStart = j + 1;
          if (ch === ')') break;
          continue;
        }
        if (cur === '' && ch !== ' ') curStart = j;
        cur += ch;
      }
      if (j - m.index > REACH) break;
      const v = values[col];
      if (v && v.text && v.text.toUpperCase() !== 'NULL' && tableValueIsSecret(word, v.text) && n.text.startsWith(v.text, v.start)) add(out, n, v.start, v.text, 'credential in a SQL dump');
      // to the next tuple
      i = j + 1;
      while (i < n.text.length && /[\s,]/.test(n.text[i]!)) i++;
    }
  }
}

function decodeURIComponentSafe(v: string): string {
  if (!v.includes('%')) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
