import type { Detector, Finding } from '../types.js';
import { secretWordHits } from './candidates.js';
import { isPlaceholder, isSequenceFiller, readsAsWords, shannonEntropy } from './entropy.js';

// name (containing a secret-looking word) + separator + value. The name's prefix is bounded and
// starts at a word boundary; the value is a quoted string or an unquoted run, both bounded. Quotes
// may be escaped (code that writes code or JSON: `$password = \"...\"`), and a quoted value with
// no closing quote in reach (a truncated paste, a stream cut mid-value, a 1,000-character session
// token) counts up to there.
const ASSIGN =
  /(?<![A-Za-z0-9])[A-Za-z0-9_.-]{0,30}?(secret|token|authtok|passw(?:or)?d|pwd|pass(?:phrase|code)?|api[_-]?key|apikey|access[_-]?key|auth[_-]?key|credentials?|private[_-]?key|license[_-]?key|stream[_-]?key|query[_-]?key|signing[_-]?key|encryption[_-]?key|login|pat|key)[A-Za-z0-9_.-]{0,20}["']?\]?(?:[ \t]{0,4}:[ \t]{0,4}&?(?:'static[ \t]{1,3})?[A-Za-z_][\w.]{0,30}(?:<[^>\n]{0,40}>)?\??(?=[ \t]{1,4}=[^=>])|[ \t]{1,3}(?:string|\[\]byte)(?=[ \t]{0,4}=[^=]))?[ \t]{0,16}(:=|=>|==|!=|=|:|->|,|[ \t]is)\s{0,16}(?:\\"([^"\\\n]{1,300})\\"|"([^"\n]{1,300})"?|'([^'\n]{1,300})'?|`([^`\n]{1,300})`|((?:[^\s"'`,;)}\]<>\\]|\\(?!["'])){1,300}))/iy;
// Where to try ASSIGN: the secret-looking words themselves (found by the family's shared scan).
const KEYWORDS: ReadonlySet<string> = new Set(['secret', 'token', 'passw', 'pwd', 'pass', 'key', 'credential', 'login', 'pat']);
const IDENT = /[A-Za-z0-9_.-]/;
// The credential words of ASSIGN's name, to look for a later one when the first is part of
// another word ("KEYSTORE_PASSWORD", "keystore_password": not "key", but "password").
const NAME_WORDS = /secret|token|authtok|passw(?:or)?d|pwd|pass(?:phrase|code)?|api[_-]?key|apikey|access[_-]?key|auth[_-]?key|credentials?|private[_-]?key|license[_-]?key|stream[_-]?key|query[_-]?key|signing[_-]?key|encryption[_-]?key|login|pat|key/gi;
const lowerCode = (c: number): boolean => c >= 97 && c <= 122;
const upperCode = (c: number): boolean => c >= 65 && c <= 90;

/**
 * Whether `word` at `at` stands at an identifier part boundary of `text` (identifier from
 * `nameStart`): 'yes', 'no', or 'maybe' for an upper-case word that goes on in upper case
 * ("KEYSTORE_PASSWORD", but also "API_KEYSID"), where a later credential word is preferred.
 */
function wordAtBoundary(text: string, at: number, word: string, nameStart: number): 'yes' | 'no' | 'maybe' {
  const after = text.charCodeAt(at + word.length);
  const before = at > nameStart ? text.charCodeAt(at - 1) : 0;
  // "secret_key", "dbPassword", "API-TOKEN" yes; "secretary", "passions", "monkey" no.
  if (lowerCode(after)) return 'no';
  // Short words hide inside ordinary ones ("monkey", "bypass", "compatible"); longer ones
  // ("jwtsecret", "dbpassword") are compounds worth checking.
  if (lowerCode(before) && lowerCode(word.charCodeAt(0)) && /^(?:key|pass|pat|pwd)$/i.test(word)) return 'no';
  if (upperCode(after) && upperCode(text.charCodeAt(at + word.length - 1))) {
    // "GIT_EXEC_PATH", "PASSAGE": a short word inside a longer upper-case one.
    return /^(?:pat|pass)$/i.test(word) ? 'no' : 'maybe';
  }
  return 'yes';
}

const PASSWORD_WORDS = /passw|pwd|^pass|secret|credential|authtok/;
const CODE_REF = /^(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(|\[|$)|\$\w|%\w|@\w)/;
// Variables, member access, calls, templates, ARNs: references to a secret, not the secret.
const REFERENCE = /^(?:["']?\\?\$[A-Za-z_{(]|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$|[A-Za-z_][\w.:]*!?\(|arn:|#)|^\s|\s$|["'] ?\+|\+ ?["']/;
// Session 29: a PowerShell cmdlet (`$password = Read-Host -AsSecureString`), a snake_case
// variable that names a credential (`@password = new_password`), a UI label ("Forgot password?",
// "Show token"): not values.
const CMDLET = /^[A-Z][a-z]+-[A-Z][A-Za-z]+$/;
const CREDENTIAL_VARIABLE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:pass|passwd|password|pwd|secret|token|key|passphrase)$|^(?:pass|passwd|password|pwd|secret|token|key)(?:_[a-z0-9]+)+$/;
const UI_LABEL = /^(?:[A-Za-z]+ ){1,4}[A-Za-z]+[?.!:]?$/;
const UI_WORD = /\b(?:password|passphrase|passcode|token|key|secret|pin|forgot|enter|show|hide|reset|confirm|current|new|your|sign|log)\b/i;
// Identifier-looking values in code (`password = userPassword`) are variables; camelCase gives them away.
const CAMEL = /^[a-z]+[A-Z][A-Za-z]*$/;
const URLISH = /^(?:https?:|\/|\.\/|~\/)/;
// (a base64 key may start with "/": "/EWZVZQlHDt6VgC5aHA/TbApLPgUhep4pAoeY9TRMJtG/Jfh11h1NTyelMMY8vY+")
const BASE64_NOT_PATH = /^\/[A-Za-z0-9+/]{30,}={0,2}$/;
// Type annotations (`password: string;` in an interface) name a type, not a value.
// Session 32: the secret-holding types of settings libraries too (pydantic `SecretStr`, .NET
// `SecureString`, `SecretBytes`, `Secret<String>`), unquoted after a colon.
const TYPE_NAME = /^(?:string|str|number|int|integer|bool|boolean|bytes|any|object|text|varchar|char|secretstr|secretbytes|secret_str|securestring|secretstring|sensitivestring|secret<string>|secret<str>|option<string>|optional\[(?:str|secretstr)\])$/i;
// Masked or redacted output ("**GDPR COMPLIANT**", "[REDACTED]", "hidden") shows a secret was removed.
const MASKED = /^(?:\*\*.{0,300}\*\*|\[[^\]]*\]|hidden|masked|censored|removed|omitted)$/i;
// A quoted run of three or more words with a function word among them is a description
// ("Password used to generate key", "as will this"), not a passphrase.
const PROSE = /^[A-Za-z]+(?: (?:[A-Za-z]+|\{\w{1,20}\}|%[sd]|\d{1,3})){2,}[.!?]?$/;
const FUNCTION_WORD = /(?:^| )(?:the|a|an|to|of|for|is|be|will|this|that|with|used|your|and|or|in|on)(?= |$)/i;

// Session 29: the quote before the value closed a string and code goes on after it
// ('password = '.$p['daemon_password'], "_password = "+new Buffer(...)), or the value is a cast
// or grouped expression (`pwd = (char *) (p + ulen + 2);`).
const CODE_AFTER_QUOTE = /^["']?(?: ?(?:\+|\.|\|\||&&?) ?(?:new [A-Za-z_]|\$[A-Za-z_]|[a-z_]{3,}[\w.]{0,60}[([])| (?:\+|\.|\|\||&&?) [A-Za-z_$])/;
const CAST = /^\( ?[A-Za-z_]/;
// A path or route of lower-case words ("cms/sites/passwords#update", "users/sign_in"): a location.
const ROUTE = /^\/?[a-z0-9_.-]+(?:\/[a-z0-9_.:-]+)+(?:#[a-z_]+)?$/;

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function classes(v: string): number {
  return (/[a-z]/.test(v) ? 1 : 0) + (/[A-Z]/.test(v) ? 1 : 0) + (/\d/.test(v) ? 1 : 0) + (/[^A-Za-z0-9]/.test(v) ? 1 : 0);
}

/** How confident we are that `value`, assigned to a name containing `word`, is a real secret (0 = not). */
export function secretValueScore(word: string, value: string, quoted: boolean): number {
  const v = value.trim();
  if (isPlaceholder(v) || isSequenceFiller(v.toLowerCase())) return 0;
  if ((URLISH.test(v) && !(BASE64_NOT_PATH.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && !readsAsWords(v))) || REFERENCE.test(value)) return 0;
  // Session 29: an interpolation (`?secret={secret}&`, `Password={secret.Value};`), a subscript
  // (`password=creds["password"]`), a digest or fingerprint ("sha256:d586..."), Jasypt's ENC(...).
  if (/^[\w.-]{1,60}:\/[\w./-]+$/.test(v) || /^\{[A-Za-z_][\w.]*\}?$|^[A-Za-z_][\w.]*\[$|^(?:sha(?:1|224|256|384|512)|md5|blake2b?):|^ENC\(/.test(v)) return 0;
  if (CODE_AFTER_QUOTE.test(value) || (!quoted && CAST.test(v))) return 0;
  if (CMDLET.test(v) || CREDENTIAL_VARIABLE.test(v) || /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:secrets?|passwords?|tokens?|keys?)(?:-[a-z0-9]+)*$/.test(v) || (UI_LABEL.test(v) && UI_WORD.test(v))) return 0;
  // A language keyword (`case .wrongPassword: return "..."`), or the NAME of a variable or key
  // ("secretKey: STRIPE_SECRET_KEY" in an ExternalSecret).
  if (!quoted && /^(?:return|case|default|break|continue|new|await|yield|throw|throws|async|function|func|fn|def|let|var|const|val|self|this|super|nil|null|none|true|false)$/i.test(v)) return 0;
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v) && /(?:SECRET|KEY|TOKEN|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|AUTH)/.test(v)) return 0;
  if (ROUTE.test(v) && /[a-z]{3}/.test(v)) return 0;
  if (MASKED.test(v) || (PROSE.test(v) && FUNCTION_WORD.test(v))) return 0;
  if (!quoted && TYPE_NAME.test(v)) return 0;
  // A date or timestamp ("last_login": "2024-05-02T08:11:09Z", "token_expires": "2025-01-31").
  if (DATE_VALUE.test(v)) return 0;
  const w = word.toLowerCase();
  const entropy = shannonEntropy(v);
  // AWS secret access keys are exactly 40 characters; other lengths are near misses.
  if (/aws/.test(w) && /secret/.test(w) && v.length !== 40) return 0;
  if (PASSWORD_WORDS.test(w)) {
    if (!quoted && (CAMEL.test(v) || /^(?:null|none|nil|undefined|true|false|input|prompt)$/i.test(v))) return 0;
    if (v.length < 4 || v.length > 128) return 0;
    if (/^(?:true|false|yes|no|on|off|\d{1,3})$/i.test(v)) return 0;
    return v.length >= 8 && entropy >= 3 ? 0.9 : 0.75;
  }
  // token / key names: the value itself must look random.
  if (!quoted && CODE_REF.test(v) && !/\d/.test(v)) return 0;
  if (v.length < 12 || /\s/.test(v)) return 0;
  const minEntropy = w === 'key' ? 3.5 : 3.0;
  if (entropy < minEntropy) return 0;
  if (classes(v) < 2) return 0;
  // Letters that split into words ("SuperSecretToken", "{butOnlyThis}") are a name, not key material.
  if (readsAsWords(v)) return 0;
  return entropy >= 4 ? 0.9 : 0.8;
}

/** High-entropy values (and any non-placeholder password) assigned to secret-looking names. */
export const assignmentDetector: Detector = {
  meta: { id: 'secrets.assignment', category: 'secret', stage: 'fastpath', maxMatchLength: 30 + 40 + 20 + 50 + 10 + 302 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    let done = 0;
    for (const k of secretWordHits(n)) {
      // ("auth" only as SSSD's "ldap_default_authtok")
      if (k.index < done || !(KEYWORDS.has(k.word) || (k.word === 'auth' && n.lower.startsWith('authtok', k.index)))) continue;
      // Back to the start of the identifier that contains the word (at most 30 characters).
      let start = k.index;
      while (start > 0 && k.index - start < 30 && IDENT.test(n.text[start - 1]!)) start--;
      ASSIGN.lastIndex = start;
      const m = ASSIGN.exec(n.text);
      if (!m) continue;
      done = m.index + m[0].length;
      // The first credential word of the name that stands at an identifier part boundary.
      let word = m[1]!;
      let wordAt = m.index + m[0].indexOf(word);
      const first = wordAtBoundary(n.text, wordAt, word, m.index);
      if (first !== 'yes') {
        let nameEnd = wordAt + word.length;
        while (nameEnd < n.text.length && nameEnd - m.index < 60 && IDENT.test(n.text[nameEnd]!)) nameEnd++;
        const name = n.text.slice(m.index, nameEnd);
        let found = false;
        NAME_WORDS.lastIndex = wordAt - m.index + 1;
        for (let w = NAME_WORDS.exec(name); w; w = NAME_WORDS.exec(name)) {
          if (wordAtBoundary(n.text, m.index + w.index, w[0], m.index) !== 'no') {
            word = w[0];
            wordAt = m.index + w.index;
            found = true;
            break;
          }
        }
        if (!found && first === 'no') continue;
      }
      const quotedValue = m[3] ?? m[4] ?? m[5] ?? m[6];
      // A comma separates a name from its value only in quoted argument lists ('login', 'abc'):
      // the value is quoted too, and the pair is not two elements of an array (['auth', 'login',
      // '--with-token'], ['x-auth-token', 'x-csrf-token'], paths: ['password'], censor: ...).
      if (m[2] === ',') {
        if (quotedValue === undefined) continue;
        if (!/["']\]?[ \t]*,$/.test(m[0].slice(0, m[0].indexOf(',', wordAt - m.index + word.length) + 1))) continue;
        if (/\[[ \t\r\n]{0,8}["']$/.test(n.text.slice(Math.max(0, m.index - 8), m.index))) continue;
        const afterValue = m.index + m[0].length;
        if (/^["'`]?[ \t\r\n]{0,8}(?:\]|,[ \t\r\n]{0,8}["']|:)/.test(n.text.slice(afterValue, afterValue + 12))) continue;
      }
      let value = quotedValue ?? m[7];
      if (!value) continue;
      // An empty value at the end of its line ("APP_KEY=" then "DB_HOST=127.0.0.1" below): the
      // next line is the next entry, not this one's value.
      if (quotedValue === undefined && /\n/.test(m[0].slice(m[0].indexOf(m[2]!, wordAt - m.index) + m[2]!.length, m[0].length - value.length)) && (m[2] === '=' || /[=:]/.test(value))) continue;
      const vstart = m.index + m[0].lastIndexOf(value);
      // In a URL query ("?apikey=API_KEY&query=..."), the value ends at the next parameter.
      if (quotedValue === undefined) {
        const amp = value.search(/&[A-Za-z_][\w.-]{0,40}=/);
        if (amp > 0) value = value.slice(0, amp);
      }
      // A namespaced command or identifier ("bin/rails credentials:edit", "secrets:list").
      if (m[2] === ':' && quotedValue === undefined && n.text[vstart - 1] === ':' && /^[a-z]+$/.test(value)) continue;
      // "the password is strong" is prose; "the password is 'hunter2'" is a leak.
      if (m[2]!.endsWith('is') && quotedValue === undefined) continue;
      if (quotedValue === undefined) {
        // The next key of an object literal ("host:", "censor:") or a doubled separator
        // ("key::ecdsa-...") is not a value.
        if (/:$/.test(value) || /^[:=]/.test(value)) continue;
        // "validation pass: valid JS source is...", "passwd: compat systemd": a label in prose
        // or a config line listing words, not `name: value`.
        // (Only a plain lower-case word: "password: Summer2023 please" is still a leak.)
        if (m[2] === ':' && /^[a-z]+$/.test(value) && /^[ \t]+[A-Za-z]/.test(n.text.slice(vstart + value.length, vstart + value.length + 3))) continue;
      }
      // Session 28: a name that says what follows is an identifier of the secret, not the secret
      // ("secret_id = \"prod/orders/db\"", "api_key_name", "token_ttl").
      if (/^[a-z0-9]*[_-]?(?:id|ids|name|names|arn|path|ref|version|file|dir|url|uri|length|len|size|type|ttl|expiry|expires|prefix|suffix|header|field|param|fp|fingerprint|hash|digest|checksum|sha|store|policy|alias|backend|provider|manager|engine|mode|strategy|scheme|algorithm|algo|method|source|format|pref|strength|rotation|hint|label|placeholder|prompt|min|max|minlength|maxlength)\b/i.test(n.text.slice(wordAt + word.length, wordAt + word.length + 16).replace(/^s(?=[_-])/, ''))) continue;
      // Session 28: the name of a secret held elsewhere ("existingSecret: pg-credentials",
      // "secretName: db-creds") is a reference.
      if (/(?:existing|secret)[ \t_-]?(?:secret)?[ \t_-]?name$|existingsecret$/i.test(n.text.slice(Math.max(0, m.index - 16), wordAt + word.length).replace(/[^A-Za-z_-]/g, ''))) continue;
      // Session 28: keys that name an identifier, not a credential ("idempotency_key",
      // "cache_key", "request key", "sort_key", "partition_key", "primary_key").
      if (/(?:idempoten\w*|cache|sort|partition|primary|foreign|composite|dedup\w*|request|trace|correlation|object|s3|row|hash|routing|public|nonce)[ \t_-]?$/i.test(n.text.slice(Math.max(0, m.index - 16), wordAt))) continue;
      // A key named as public ("GPG key: 3ABC...", "public key = ...") is not a secret.
      if (/(?:gpg|pgp|public)[ \t_-]?$/i.test(n.text.slice(Math.max(0, m.index - 8), m.index) + n.text.slice(m.index, wordAt))) continue;
      // "an example password: ..." / "e.g. password = ..." is an illustration, not a leak.
      if (/\b(?:example|sample|e\.g\.|for instance|such as|dummy|fake)\b[^.\n]{0,24}$/.test(n.lower.slice(Math.max(0, m.index - 40), wordAt))) continue;
      const name = n.text.slice(m.index, vstart);
      const score = secretValueScore(/aws/i.test(name) ? `aws ${word}` : word, value, quotedValue !== undefined);
      if (score === 0) continue;
      const end = vstart + value.length;
      out.push({ detector: 'secrets.assignment', category: 'secret', type: 'generic_secret', label: 'secret value', ...n.spanToOriginal(vstart, end), score });
    }
    return out;
  },
};
