import type { Detector, Finding } from '../types.js';
import { secretWordHits, type WordHit } from './candidates.js';
import { isPlaceholder, readsAsWords } from './entropy.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';
import { secretValueScore } from './assignment.js';

// A string literal, double or single quoted, escapes not needed for credentials.
const STR = `(?:"[^"\\n]{0,200}"|'[^'\\n]{0,200}')`;
// An argument that is not the password: a string literal or a plain expression (variable, member).
const ARG = `(?:${STR}|[A-Za-z_$][\\w.$]{0,60})`;
const SEP = '\\s{0,20},\\s{0,20}';
const PASSWORD_ARG = `(?:"([^"\\n]{1,128})"|'([^'\\n]{1,128})')`;

/**
 * Library calls whose password is a positional argument, written as a string literal:
 * .NET NetworkCredential(user, password[, domain]), Java PasswordAuthentication(user, password),
 * Apache UsernamePasswordCredentials(user, password), Python requests HTTPBasicAuth /
 * HTTPDigestAuth(user, password), smtplib/ftplib/imaplib .login(user, password);
 * DirectoryEntry(path, user, password), PHP mysqli_connect/mysql_connect(host, user, password),
 * PDO(dsn, user, password).
 */
const SECOND = new RegExp(
  `(?:(?<![\\w$])(?:NetworkCredential|PasswordAuthentication|UsernamePasswordCredentials|HTTPBasicAuth|HTTPDigestAuth)|\\.login)\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${PASSWORD_ARG}`,
  'g',
);
const THIRD = new RegExp(`(?<![\\w$])(?:DirectoryEntry|mysqli_connect|mysql_connect|mysqli|PDO)\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${ARG}${SEP}${PASSWORD_ARG}`, 'g');
/** Whether a shared credential word is part of one of those call names ("HTTPBasicAuth", ".login"...). */
function isCallWord(lower: string, h: WordHit): boolean {
  switch (h.word) {
    case 'credential':
    case 'mysql':
    case 'pdo':
    case 'directoryentry':
      return true;
    case 'login':
      return lower[h.index - 1] === '.';
    case 'auth':
      return lower.startsWith('basic', h.index - 5) || lower.startsWith('digest', h.index - 6) || lower.startsWith('password', h.index - 8);
    default:
      return false;
  }
}

/**
 * Build-script / config DSLs that set a password with a space instead of `=` (Gradle/Groovy
 * `password 'x'`, Maven-ish `password "x"`), one per line.
 */
const DSL = /[A-Za-z_]{0,30}?(?:password|passwd|secret|token|apikey|api_key)[ \t]{1,8}(?:"([^"\n]{1,128})"|'([^'\n]{1,128})')[ \t]{0,8};?[ \t]{0,8}(?:\n|\r|$)/iy;
const DSL_WORDS: ReadonlySet<string> = new Set(['passw', 'secret', 'token', 'key']);

/**
 * Prose that states a password for someone: `the password for user "x" is "y"`. The quotes around
 * the value make it a value and not a description ("...is strong").
 */
const STATED = /(?<![\w-])(?:password|passwd|passphrase) for [^\n.:;]{1,40}? (?:is|was|is set to|was set to) (?:"([^"\n]{1,128})"|'([^'\n]{1,128})')/giy;

/**
 * Session 28: a password given in prose without quotes ("the admin password is 4RT*lsQ%aPEk",
 * "the guest Wi-Fi is \"Acme-Guest\" with password VmMqAdkt8TScSq", "the pre-shared key I
 * configured on both ends is 0fGvF#Gds9zs99ab"). Unquoted, only a value that mixes three kinds of
 * character and does not read as words counts ("the password is incorrect", "is case-sensitive").
 */
const PROSE = /(?<![\w-])(?:password|passwd|passphrase|passcode|pre-shared key|psk)\b(?:[^\n.:;]{0,40}?\s(?:is|was|is now|is set to|was set to)|\s?[:=])\s{1,3}(?:["'\u201c`]|\*\*)?([^\s"'\u201d`]{8,64})/gi;
const WITH_PASSWORD = /\b(?:with|use|using|enter|type|and) (?:the )?(?:password|passphrase|pin)\s{1,3}["'\u201c`]?([^\s"'\u201d`]{8,64})|(?:,|;|\band)[ \t](?:pw|pwd|pass)[ \t]{1,3}["'`]?([^\s"'`]{8,64})/gi;
/** Java `DriverManager.getConnection(url, user, password)`. */
const GET_CONNECTION = new RegExp(`(?<![\\w$])getConnection\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${ARG}${SEP}${PASSWORD_ARG}`, 'g');
/** MicroPython/Arduino `wlan.connect(ssid, "pass")`, `WiFi.begin(ssid, "pass")`; PubSubClient `mqtt.connect(id, user, "pass")`. */
const WIFI_CONNECT = new RegExp(`(?<![\\w$])(?:wlan|wifi|sta|sta_if|station|WiFi|WLAN)\\.(?:connect|begin)\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${PASSWORD_ARG}`, 'gi');
const MQTT_CONNECT = new RegExp(`(?<![\\w$])(?:mqtt|mqttClient|mqtt_client|client)\\.connect\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${ARG}${SEP}${PASSWORD_ARG}`, 'g');
/** COBOL `01 WS-DB-PASSWORD PIC X(16) VALUE 'secret'.` */
const COBOL_VALUE = /\b[A-Z0-9-]{0,30}(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN|APIKEY|API-KEY)\s{1,20}PIC\s{1,3}X\(\d{1,3}\)\s{1,20}VALUE\s{1,3}'([^'\n]{4,128})'/g;
/** Perl `DBI->connect($dsn, $user, $password)` (session 29). */
const DBI_CONNECT = new RegExp(`DBI->connect\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${ARG}${SEP}${PASSWORD_ARG}`, 'g');
const CALL_ANCHORS = registerAnchors(['.connect(', '.begin(', ' pic x(', 'dbi->connect', 'getconnection', 'define(', 'twilio(', "'twilio')(", '"twilio")(', '<pass']);
/** twilio(accountSid, authToken) */
const TWILIO = new RegExp(`(?:(?<![\\w$])twilio|require\\(\\s{0,3}['"]twilio['"]\\s{0,3}\\))\\s{0,3}\\(\\s{0,20}${ARG}${SEP}${PASSWORD_ARG}`, 'g');
/** XML config elements: <Pass encoding="base64">...</Pass>, <password>...</password> (FileZilla, Maven, NuGet). */
const XML_PASSWORD = /<(pass|password|passwd|secret|clearTextPassword|ClearTextPassword)(?:\s[^>\n]{0,60})?>([^<\s]{6,128})<\/\1>/gi;
/** WordPress `define('AUTH_KEY', '...')` salts and `define('DB_PASSWORD', '...')`. */
const WP_DEFINE = /\bdefine\(\s{0,3}'(?:(?:SECURE_)?AUTH_(?:KEY|SALT)|LOGGED_IN_(?:KEY|SALT)|NONCE_(?:KEY|SALT)|DB_PASSWORD)'\s{0,3},\s{0,20}'([^'\n]{8,128})'/g;

/**
 * Session 29: .NET appSettings `<add key="SmtpPassword" value="..."/>`: a key whose name ends
 * in a credential word, then its value attribute. Names that go on ("PasswordResetUrl",
 * "ApiKeyHeaderName") are settings about a credential, not one.
 */
const APP_SETTING = /<add[ \t]{1,3}key[ \t]{0,2}=[ \t]{0,2}["']([A-Za-z0-9_.:-]{1,80})["'][ \t]{1,3}value[ \t]{0,2}=[ \t]{0,2}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')/gi;
const SETTING_WORD = /(passw(?:or)?d|pwd|pass(?:phrase)?|secret|token|api[_.-]?key|access[_.-]?key|private[_.-]?key|signing[_.-]?key|encryption[_.-]?key|license[_.-]?key)$/i;
const SETTING_ANCHORS = registerAnchors(['<add ']);

/**
 * Session 29: a terminal transcript that prints a file named as a secret (Rails' master.key, a
 * .vault_pass, token.txt, db_password) and the single random value it holds on the next line.
 */
const CAT_SECRET_FILE = /^[ \t]{0,8}(?:[$#%>] ?|PS [^>\n]{0,80}> ?)?(?:sudo )?(?:cat|Get-Content)[ \t]{1,4}["']?[^\s"'|;&<>]{0,160}?(master\.key|\.vault[_-]?pass(?:word)?|(?:secret|token|passw(?:or)?d|passphrase|api[_-]?key|credentials?)[\w-]{0,30}(?:\.txt|\.key)?)["']?[ \t]{0,8}\r?\n[ \t]{0,8}([^\s]{16,256})[ \t]{0,8}(?:\r?\n|$)/gim;
/** PowerShell `ConvertTo-SecureString 'secret' -AsPlainText -Force`. */
const SECURE_STRING = /ConvertTo-SecureString[ \t]{1,3}(?:-String[ \t]{1,3})?(?:'([^'\n]{3,128})'|"([^"\n$]{3,128})")[ \t]{1,3}-AsPlainText/gi;
/** C/C++ `#define WIFI_PASSWORD "..."` / `#define MQTT_PASS "..."` (firmware configs). */
const C_DEFINE = /^[ \t]{0,8}#[ \t]{0,3}define[ \t]{1,8}[A-Za-z0-9_]{0,40}?(PASS(?:WORD|WD|PHRASE)?|PWD|PSK|SECRET|TOKEN|API_?KEY|AUTH_?KEY|ACCESS_?KEY|SECRET_?KEY)[ \t]{1,16}(?:L|u8)?"([^"\n]{1,128})"/gim;
const CODE_ANCHORS = registerAnchors(['convertto-securestring', '#define', '# define']);
/** Apple plists: `<key>APIRequestSigningSecret</key> <string>...</string>`. */
const PLIST = /<key>([A-Za-z0-9_.-]{0,60}?(?:Password|Passwd|Secret|Token|ApiKey|APIKey|API_KEY|AccessKey|PrivateKey|SigningKey|ClientSecret)[A-Za-z0-9_.-]{0,20})<\/key>\s{0,40}<string>([^<\s]{6,300})<\/string>/gi;
/** wpa_supplicant `psk="..."` and hostapd `wpa_passphrase=...`. */
const PSK = /(?<![\w-])(?:psk|wpa_passphrase|sae_password)[ \t]{0,3}=[ \t]{0,3}(?:"([^"\n]{8,63})"|([^\s"#]{8,63}))/g;
const PW_ANCHORS = registerAnchors([', pw ', '; pw ', ' and pw ']);
const CONFIG_ANCHORS = registerAnchors(['</key>', 'psk=', 'psk =', 'wpa_passphrase', 'sae_password']);
/** A secret-named variable given bytes of a literal: Go `[]byte("...")`, Node `Buffer.from("...")`, Python `b"..."`/`bytes("...")`/`"...".encode()`. */
const BYTES_LITERAL = /(?<![A-Za-z0-9])([A-Za-z0-9_]{0,30}?(?:secret|token|key|password|passwd|pwd))[A-Za-z0-9_]{0,20}\s{0,3}(?::=|=)\s{0,3}(?:\[\]byte\(|Buffer\.from\(|bytes\(|b(?=["']))\s{0,3}["']([^"'\n]{8,200})["']/gi;
const BYTES_ANCHORS = registerAnchors(['[]byte(', 'buffer.from(', 'bytes(', '= b"', "= b'", '=b"', "=b'"]);
// Postfix sasl_passwd lines: "[smtp.example.net]:587 user@domain:password".
const SASL_PASSWD = /^[ \t]{0,4}\[?[A-Za-z0-9.-]{3,100}\]?(?::\d{2,5})?[ \t]+[^\s:]{1,100}:([^\s]{4,128})[ \t]*$/gm;
const SASL_ANCHORS = registerAnchors(['sasl_passwd']);
const CAT_ANCHORS = registerAnchors(['cat ', 'get-content ']);

function mixedClasses(v: string): boolean {
  let k = 0;
  if (/[a-z]/.test(v)) k++;
  if (/[A-Z]/.test(v)) k++;
  if (/\d/.test(v)) k++;
  if (/[^A-Za-z0-9]/.test(v)) k++;
  return k >= 3;
}

function looksLikePassword(v: string): boolean {
  if (v.length < 4 || isPlaceholder(v)) return false;
  // Templates, variables and env lookups are references to the password, not the password.
  return !/^\$|\$\{|#\{|\{\{|%\(|^%|^@/.test(v);
}

/** Passwords written as string literals into credential APIs, build-script DSLs and stated in prose. */
export const codeCredentialsDetector: Detector = {
  // Recognition reach, counted from the finding (the password): the literal (128), its closing
  // quote and, for the DSL form, the rest of the line (17) up to the line break. The call head
  // before it is already in the text by then.
  // (Session 29: an appSettings or plist key and its 300-character value, a `cat` line and the
  // 256-character value printed below it.)
  meta: { id: 'secrets.code_credentials', category: 'secret', stage: 'fastpath', maxMatchLength: 460 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    const emit = (start: number, value: string, label: string): void => {
      out.push({ detector: 'secrets.code_credentials', category: 'secret', type: 'generic_secret', label, ...n.spanToOriginal(start, start + value.length), score: 0.85 });
    };
    const report = (m: RegExpExecArray): void => {
      const value = m[1] ?? m[2];
      if (value === undefined || !looksLikePassword(value)) return;
      const start = m.index + m[0].lastIndexOf(value);
      emit(start, value, 'password in code');
    };
    const hits = secretWordHits(n);
    if (hits.some((h) => isCallWord(n.lower, h))) {
      for (const re of [SECOND, THIRD]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) report(m);
      }
    }
    for (const h of hits) {
      if (h.word !== 'passw' && !(h.word === 'pass' && n.lower.startsWith('passphrase', h.index))) continue;
      STATED.lastIndex = h.index;
      const m = STATED.exec(n.text);
      if (m) report(m);
    }
    if (hits.some((h) => h.word === 'passw' || h.word === 'pass' || h.word === 'key' || h.word === 'pwd') || anyAnchor(n, PW_ANCHORS)) {
      for (const re of [PROSE, WITH_PASSWORD]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) {
          // (a final "!" stays: passwords end with one more often than sentences around them do)
          const raw = (m[1] ?? m[2])!;
          const v = raw.replace(/\*\*$/, '').replace(/[.,;:?)\]]+$/, '');
          // (not a call or member, "z.string().min(12)"; not an illustration, "an example password: ...")
          if (/[()]|^[A-Za-z_$][\w$]*\.[A-Za-z_$]/.test(v) || /\b(?:example|e\.g\.|for instance|such as|something like|like)\b[^.\n]{0,30}$/i.test(n.text.slice(Math.max(0, m.index - 40), m.index + m[0].length - raw.length))) continue;
          // (words with a digit and a symbol are a password too: "Ember-Ember22%")
          if (v.length >= 8 && mixedClasses(v) && (!readsAsWords(v) || (/\d/.test(v) && /[^A-Za-z0-9]/.test(v))) && !/^(?:https?:|\/|\$|<|\{)/.test(v)) report(Object.assign([m[0].slice(0, m[0].lastIndexOf(raw)) + v, v], { index: m.index, input: m.input }) as unknown as RegExpExecArray);
        }
      }
    }
    if (anyAnchor(n, CALL_ANCHORS)) {
      for (const re of [GET_CONNECTION, WP_DEFINE, TWILIO, DBI_CONNECT, WIFI_CONNECT, MQTT_CONNECT, COBOL_VALUE]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) report(m);
      }
    }
    if (anyAnchor(n, CALL_ANCHORS)) {
      XML_PASSWORD.lastIndex = 0;
      for (let m = XML_PASSWORD.exec(n.text); m; m = XML_PASSWORD.exec(n.text)) {
        const v = m[2]!;
        if (!looksLikePassword(v) || /^[$%{]/.test(v)) continue;
        const start = m.index + m[0].indexOf('>') + 1;
        emit(start, v, 'password in code');
      }
    }
    if (anyAnchor(n, SETTING_ANCHORS)) {
      APP_SETTING.lastIndex = 0;
      for (let m = APP_SETTING.exec(n.text); m; m = APP_SETTING.exec(n.text)) {
        const word = SETTING_WORD.exec(m[1]!)?.[1];
        const v = m[2] ?? m[3]!;
        if (word === undefined || secretValueScore(word, v, true) === 0) continue;
        const start = m.index + m[0].length - v.length - 1;
        emit(start, v, 'password in code');
      }
    }
    if (anyAnchor(n, CONFIG_ANCHORS)) {
      for (const re of [PLIST, PSK]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) {
          const v = re === PLIST ? m[2]! : (m[1] ?? m[2])!;
          const word = re === PLIST ? (/pass/i.test(m[1]!) ? 'password' : 'token') : 'password';
          // (a PSK of 64 hex characters is the derived key; a passphrase is 8-63 characters)
          if (secretValueScore(word, v, true) === 0 || (re === PLIST && /Id$|ID$|Name$|URL$|Url$/.test(m[1]!))) continue;
          const start = m.index + m[0].lastIndexOf(v);
          emit(start, v, 'password in a config file');
        }
      }
    }
    if (anyAnchor(n, BYTES_ANCHORS)) {
      BYTES_LITERAL.lastIndex = 0;
      for (let m = BYTES_LITERAL.exec(n.text); m; m = BYTES_LITERAL.exec(n.text)) {
        const v = m[2]!;
        const word = /pass|pwd/i.test(m[1]!) ? 'password' : 'token';
        if (/(?:id|name|url|path|file|len|size)$/i.test(m[1]!) || secretValueScore(word, v, true) === 0) continue;
        const start = m.index + m[0].lastIndexOf(v);
        emit(start, v, 'secret in code');
      }
    }
    if (anyAnchor(n, SASL_ANCHORS)) {
      SASL_PASSWD.lastIndex = 0;
      for (let m = SASL_PASSWD.exec(n.text); m; m = SASL_PASSWD.exec(n.text)) {
        const v = m[1]!;
        if (secretValueScore('password', v, true) === 0) continue;
        const start = m.index + m[0].lastIndexOf(v);
        emit(start, v, 'password in a config file');
      }
    }
    if (hits.length > 0 && anyAnchor(n, CAT_ANCHORS)) {
      CAT_SECRET_FILE.lastIndex = 0;
      for (let m = CAT_SECRET_FILE.exec(n.text); m; m = CAT_SECRET_FILE.exec(n.text)) {
        const v = m[2]!;
        if (secretValueScore(/pass/i.test(m[1]!) ? 'password' : 'token', v, true) === 0) continue;
        const start = m.index + m[0].lastIndexOf(v);
        emit(start, v, 'secret file printed');
      }
    }
    if (anyAnchor(n, CODE_ANCHORS)) {
      for (const re of [SECURE_STRING, C_DEFINE]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) {
          const v = re === C_DEFINE ? m[2]! : (m[1] ?? m[2])!;
          if (secretValueScore(re === C_DEFINE ? m[1]!.replace(/_/g, '') : 'password', v, true) === 0) continue;
          const start = m.index + m[0].lastIndexOf(v);
          emit(start, v, 'password in code');
        }
      }
    }
    // The DSL form: a secret word that starts its line (after indentation), then a quoted value.
    for (const h of hits) {
      if (!DSL_WORDS.has(h.word)) continue;
      // "key" counts only as the end of "apikey"/"api_key".
      let at = h.word !== 'key' ? h.index : n.lower.startsWith('api_', h.index - 4) ? h.index - 4 : n.lower.startsWith('api', h.index - 3) ? h.index - 3 : -1;
      if (at < 0) continue;
      // (Gradle's signing config: "storePassword", "keyPassword")
      while (at > 0 && h.index - at < 30 && /[A-Za-z_]/.test(n.text[at - 1]!)) at--;
      let i = at - 1;
      while (i >= 0 && (n.text[i] === ' ' || n.text[i] === '\t') && at - i <= 40) i--;
      if (i >= 0 && n.text[i] !== '\n' && n.text[i] !== '\r') continue;
      DSL.lastIndex = at;
      const m = DSL.exec(n.text);
      if (m) report(m);
    }
    return out;
  },
};
