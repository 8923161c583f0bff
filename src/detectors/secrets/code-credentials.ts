import type { Detector, Finding } from '../types.js';
import { isPlaceholder } from './entropy.js';

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
// Literal pieces of those call names: a few native substring searches decide whether to scan.
const CALL_WORDS = ['credential', 'passwordauth', 'basicauth', 'digestauth', '.login', 'directoryentry', 'mysql', 'pdo'];

/**
 * Build-script / config DSLs that set a password with a space instead of `=` (Gradle/Groovy
 * `password 'x'`, Maven-ish `password "x"`), one per line.
 */
const DSL = /(?:password|passwd|secret|token|apikey|api_key)[ \t]{1,8}(?:"([^"\n]{1,128})"|'([^'\n]{1,128})')[ \t]{0,8};?[ \t]{0,8}(?:\n|\r|$)/iy;
const DSL_WORDS = /passw|secret|token|apikey|api_key/g;
const DSL_LITERALS = ['passw', 'secret', 'token', 'apikey', 'api_key'];
const ANY_WORD = /credential|passw|basicauth|digestauth|\.login|directoryentry|mysql|pdo|secret|token|apikey|api_key/;

function looksLikePassword(v: string): boolean {
  if (v.length < 4 || isPlaceholder(v)) return false;
  // Templates, variables and env lookups are references to the password, not the password.
  return !/^\$|\$\{|#\{|\{\{|%\(|^%|^@/.test(v);
}

/** Passwords written as string literals into credential APIs and build-script DSLs. */
export const codeCredentialsDetector: Detector = {
  // Recognition reach, counted from the finding (the password): the literal (128), its closing
  // quote and, for the DSL form, the rest of the line (17) up to the line break. The call head
  // before it is already in the text by then.
  meta: { id: 'secrets.code_credentials', category: 'secret', stage: 'fastpath', maxMatchLength: 150 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    const report = (m: RegExpExecArray): void => {
      const value = m[1] ?? m[2];
      if (value === undefined || !looksLikePassword(value)) return;
      const start = m.index + m[0].lastIndexOf(value);
      out.push({ detector: 'secrets.code_credentials', category: 'secret', type: 'generic_secret', label: 'password in code', ...n.spanToOriginal(start, start + value.length), score: 0.85 });
    };
    // One search for every literal either form needs: most texts have none and stop here.
    if (!ANY_WORD.test(n.lower)) return out;
    if (CALL_WORDS.some((w) => n.lower.includes(w))) {
      for (const re of [SECOND, THIRD]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.text); m; m = re.exec(n.text)) report(m);
      }
    }
    // The DSL form: a secret word that starts its line (after indentation), then a quoted value.
    if (!DSL_LITERALS.some((w) => n.lower.includes(w))) return out;
    DSL_WORDS.lastIndex = 0;
    for (let w = DSL_WORDS.exec(n.lower); w; w = DSL_WORDS.exec(n.lower)) {
      let i = w.index - 1;
      while (i >= 0 && (n.text[i] === ' ' || n.text[i] === '\t') && w.index - i <= 40) i--;
      if (i >= 0 && n.text[i] !== '\n' && n.text[i] !== '\r') continue;
      DSL.lastIndex = w.index;
      const m = DSL.exec(n.text);
      if (m) report(m);
    }
    return out;
  },
};
