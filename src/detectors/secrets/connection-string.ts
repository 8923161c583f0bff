import type { Detector, Finding } from '../types.js';
import { secretWordHits } from './candidates.js';
import { isPlaceholder } from './entropy.js';
import { secretValueScore } from './assignment.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';

// scheme://user:password@host — the password is the finding.
const URL_CREDENTIALS = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:/@'"]{0,100}:([^\s@/'"]{1,200})@[A-Za-z0-9.[\]-]/g;
// curl -u user:password, psexec/mysql -p password
// (Session 29: a shell line continuation between them, `-u $APP_ID \<newline>  -p secret`.)
const CLI_CREDENTIALS = /(?<![\w-])(?:-u|--user)\s{1,3}["']?[^\s:"']{1,64}:([^\s"']{3,128})|(?<![\w-])(?:-u|--username)\s{1,3}[^\s]{1,200}?(?:\s{1,3}|[ \t]{0,3}[\\`^]\r?\n[ \t]{0,12})(?:-p|--password[= ])\s{0,3}["']?([^\s"'-][^\s"']{2,127})/g;
// Session 29: Go's MySQL DSN "user:password@tcp(host:3306)/db" (also unix(...)).
const GO_DSN = /["'`]([A-Za-z0-9_.-]{1,64}):([^\s"'`@:]{3,128})@(?:tcp|tcp6|unix|udp)\(/g;
// sshpass -p 'secret' ssh ...
const SSHPASS = /(?<![\w-])sshpass[ \t]{1,3}-p[ \t]{0,3}(?:'([^'\n]{3,128})'|"([^"\n]{3,128})"|([^\s'"$-][^\s'"]{2,127}))/g;
// Windows `net use Z: \\server\share <password> /user:DOMAIN\user` (either order).
const NET_USE = /(?<![\w-])net use(?:[ \t]{1,3}[A-Za-z]:)?[ \t]{1,3}\\\\[^\s]{1,200}(?:[ \t]{1,3}\/user:[^\s]{1,100})?[ \t]{1,3}([^\s/*"][^\s"]{3,127})(?=[ \t]{1,3}\/|[ \t]*(?:\r?\n|$))/gi;
// SQL `CREATE USER ... IDENTIFIED BY 'secret'` / Oracle `ALTER USER x IDENTIFIED BY "secret"`.
const IDENTIFIED_BY = /(?<![\w-])IDENTIFIED[ \t]{1,3}(?:WITH[ \t]{1,3}\w{1,40}[ \t]{1,3})?BY[ \t]{1,3}(?:'([^'\n]{3,128})'|"([^"\n]{3,128})"|([A-Za-z0-9_#$!@%^&+=.-]{6,128})(?![\w'"]))/gi;
// (gated through the shared anchor scan: a string search per form costs more on every text)
const DSN_ANCHORS = registerAnchors(['@tcp(', '@unix(', '@tcp6(', '@udp(']);
const SSHPASS_ANCHORS = registerAnchors(['sshpass']);
const NET_USE_ANCHORS = registerAnchors(['net use']);
const IDENTIFIED_ANCHORS = registerAnchors(['identified']);
const PGPASS_ANCHORS = registerAnchors([':5432:', ':*:', ':6432:', ':5433:', 'pgpass']);
// ~/.pgpass lines: host:port:database:user:password (a port number or * second).
const PGPASS = /^[ \t]{0,8}[A-Za-z0-9_.*-]{1,100}:(?:\d{2,5}|\*):[^:\s]{1,64}:[^:\s]{1,64}:([^\s]{4,128})[ \t]{0,8}$/gm;
// redis-server --requirepass <password> (session 28)
const REQUIREPASS = /(?<![\w-])--requirepass["']?(?:[ \t=]{1,3}|,[ \t]{0,3})["']?([^\s"'$,\]][^\s"',\]]{5,127})/g;
// netrc / .pgpass-like "password secret" lines
// PowerShell -Password value
const PS_PASSWORD = /(?<![\w-])-Password\s{1,3}["']?([^\s"'$|][^\s"'|]{2,127})/gi;
// ADO.NET / ODBC / JDBC-style "Key=Value;" connection strings: the Password/Pwd value, when a
// connection key (server, data source, database, uid...) shows the string is one.
const KV_PASSWORD = /(?<![A-Za-z0-9_])(?:password|pwd)[ \t]{0,3}=[ \t]{0,3}([^;'"\s{}][^;'"\n]{0,127}?)[ \t]{0,3}(?=;|["']|$)/gim;
const KV_CONNECTION = /(?:^|;)[ \t]{0,3}(?:server|data source|host|database|initial catalog|uid|user id|username|user|provider|driver|dsn|port)[ \t]{0,3}=/im;
// Docker config.json `"auth": "<base64 user:password>"` and .npmrc `_auth=<base64 user:password>`.
const BASE64_USERPASS = /(?:"auth"[ \t]{0,3}:[ \t]{0,3}"|(?<![\w-])_auth[ \t]{0,3}=[ \t]{0,3}["']?)([A-Za-z0-9+/]{8,340}={0,2})(?![A-Za-z0-9+/=])/g;
// A password announced at the end of a line ("...use the following password:") and given alone
// on a following line, as installers and admin tools print it.
const ANNOUNCED = /(?<![\w-])(?:password|passwd|passphrase)\b[^\n]{0,60}:[ \t]{0,20}\n(?:[ \t]{0,20}\n){0,2}[ \t]{0,8}([^\s"'`]{8,128})[ \t]{0,20}(?:\n|$)/gi;
// A netrc line: "password <value>" alone on its line, or after machine/login/default on it.
// Prose that ends a line with "...your password reset." is neither.
const NETRC = /^[ \t]{0,40}(?:(?:machine|login|default)[ \t][^\n]{0,200}?[ \t])?(?:password|passwd)[ \t]{1,4}([^\s=:"'()]{3,128})[ \t]{0,20}$/gm;

/** Credentials inside connection URLs, command lines and netrc-style files. */
export const connectionStringDetector: Detector = {
  // (session 29: net use's share path and user, a .pgpass line, -u with a 200-character user)
  meta: { id: 'secrets.connection_string', category: 'secret', stage: 'fastpath', maxMatchLength: 480 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    const push = (m: RegExpExecArray, value: string): void => {
      // (or code: a cast or grouped expression, `pwd = (char *) (p + ulen + 2);`)
      if (isPlaceholder(value) || value === 'password' || /^[#$%@]|\$\{|#\{|\{\{|^\( ?[A-Za-z_]/.test(value)) return;
      const start = m.index + m[0].lastIndexOf(value);
      out.push({ detector: 'secrets.connection_string', category: 'secret', type: 'connection_string', label: 'credential in connection string', ...n.spanToOriginal(start, start + value.length), score: 0.9 });
    };
    const lower = n.lower;
    // The family's shared word scan says which of the word-led forms can occur at all.
    let passw = false;
    let passphrase = false;
    let pwd = false;
    let auth = false;
    for (const h of secretWordHits(n)) {
      if (h.word === 'passw') passw = true;
      else if (h.word === 'pwd') pwd = true;
      else if (h.word === 'pass' && lower.startsWith('passphrase', h.index)) passphrase = true;
      else if (h.word === 'auth' && (lower[h.index - 1] === '"' || lower[h.index - 1] === '_')) auth = true;
    }
    const scans: Array<[RegExp, boolean]> = [
      [URL_CREDENTIALS, lower.includes('://')],
      [CLI_CREDENTIALS, lower.includes('-u') || lower.includes('--user')],
      [PS_PASSWORD, passw && lower.includes('-password')],
      [REQUIREPASS, lower.includes('--requirepass')],
      [GO_DSN, anyAnchor(n, DSN_ANCHORS)],
      [SSHPASS, anyAnchor(n, SSHPASS_ANCHORS)],
      [NET_USE, anyAnchor(n, NET_USE_ANCHORS)],
      [IDENTIFIED_BY, anyAnchor(n, IDENTIFIED_ANCHORS)],
      [PGPASS, anyAnchor(n, PGPASS_ANCHORS)],
      [NETRC, passw],
      [ANNOUNCED, passw || passphrase],
      [BASE64_USERPASS, auth],
      [KV_PASSWORD, (passw || pwd) && lower.includes(';') && KV_CONNECTION.test(n.text)],
    ];
    for (const [re, worth] of scans) {
      if (!worth) continue;
      re.lastIndex = 0;
      for (let m = re.exec(n.text); m; m = re.exec(n.text)) {
        const value = re === GO_DSN ? m[2] : m[1] ?? m[2] ?? m[3];
        if (!value || (re === BASE64_USERPASS && !isBase64UserPass(value))) continue;
        // An announced value must look generated (a digit), not be the next sentence's first word.
        if (re === ANNOUNCED && (!/\d/.test(value) || !/[A-Za-z]/.test(value))) continue;
        // A bind variable or expression is not the password (`IDENTIFIED BY :new_pwd`, `' || p_pwd || '`).
        if ((re === IDENTIFIED_BY || re === SSHPASS || re === NET_USE || re === PGPASS) && secretValueScore('password', value, m[0].endsWith("'") || m[0].endsWith('"')) === 0) continue;
        push(m, value);
      }
    }
    return out;
  },
};

/** True when `b64` decodes to printable `user:password` (both parts non-empty). */
function isBase64UserPass(b64: string): boolean {
  const raw = Buffer.from(b64, 'base64').toString('latin1');
  const colon = raw.indexOf(':');
  return colon > 0 && colon < raw.length - 1 && /^[\x20-\x7e]+$/.test(raw);
}
