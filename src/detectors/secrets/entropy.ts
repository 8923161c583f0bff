/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  // Key material is ASCII: count in a flat array (a Map per call costs more than the rest of a scan).
  const ascii = ASCII_COUNTS.fill(0);
  let other: Map<string, number> | undefined;
  let total = 0;
  for (const ch of s) {
    total++;
    const c = ch.charCodeAt(0);
    if (c < 128) ascii[c]!++;
    else (other ??= new Map()).set(ch, (other.get(ch) ?? 0) + 1);
  }
  let h = 0;
  const add = (count: number): void => {
    const p = count / total;
    h -= p * Math.log2(p);
  };
  for (let i = 0; i < 128; i++) if (ascii[i]! > 0) add(ascii[i]!);
  if (other) for (const count of other.values()) add(count);
  return h;
}
const ASCII_COUNTS = new Uint32Array(128);

// Values people put where a secret goes when they do not mean a real one.
const PLACEHOLDER_WORDS = [
  'xxx', 'your', 'example', 'sample', 'dummy', 'changeme', 'change_me', 'change-me', 'placeholder', 'redacted',
  'replace', 'insert', 'todo', 'fixme', 'secret_here', 'key_here', 'token_here', 'here', 'foobar', 'test123',
  'notreal', 'fake', 'mock', 'abcdef', '123456789', 'a1b2c3', 'null', 'none', 'undefined', 'empty', 'process.env', 'os.environ', 'getenv', 'env(',
  '${', '{{', '%s', '#{', 'config.', 'settings.', 'secrets.', 'vault:', 'required', 'optional',
];

// Generic words that are a placeholder when they are the whole value ("password = 'password'"),
// but not inside one: "Password=thisismypassword;" is a (weak) credential that was really set.
const PLACEHOLDER_VALUES = new Set(['password', 'passwd', 'token', 'apikey', 'api_key', 'api-key', 'pass', 'pwd', 'yourpassword', 'your_password', 'yoursecret', 'yourtoken',
  // (session 29: the official postgres image's documented example)
  'mysecretpassword',
  // (famous examples: bash.org's and xkcd's)
  'hunter2', 'correct horse battery staple', 'correcthorsebatterystaple', 'test']);

/** True for placeholder values: `xxxx`, `<your-key>`, `changeme`, `${VAR}`, `****`, all one character... */
export function isPlaceholder(value: string): boolean {
  const v = value.toLowerCase();
  if (v.length < 4) return true;
  if (/^(.)\1+$/.test(v)) return true;
  // Terraform's "(sensitive value)", "[hidden]": a value shown as withheld.
  if (/^[([]\s?(?:sensitive|hidden|redacted|masked|secret|omitted)\b/.test(v)) return true;
  if (/^[*•.x_-]+$/.test(v)) return true;
  // Session 30: a price ("Standard pass: $199", "VIP pass: €449.00"): a currency sign and a number
  // and nothing else is what something costs, not a password.
  // (the sentence's own full stop or comma may come with it: "VIP pass: $449.")
  if (/^[$€£¥₹]\s?\d{1,3}(?:[,.]?\d{3})*(?:[.,]\d{1,2})?[.,;:!?)]?$/.test(v)) return true;
  if (/(?:\*{3}|x{4}|\.{3}|•{3}|…)/.test(v)) return true;
  // "<your-key>", "sk-<redacted>"; a '<' inside random characters is just one of them (session 29).
  if (/^<|<[a-z0-9_ .:/-]{1,40}>/.test(v)) return true;
  if (PLACEHOLDER_VALUES.has(v.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))) return true;
  // Session 28: words saying the value is not a real one ("dev-session-secret-not-for-prod",
  // "test-password", "local-dev-key").
  if (/^(?:test|dev|local|demo|dummy|mock|stub|ci)[-_](?:password|passwd|secret|key|token|api[-_]?key|pass)$/.test(v) || /not[-_]?for[-_]?prod|dev[-_]only|local[-_]only|do[-_]not[-_]use/.test(v)) return true;
  return PLACEHOLDER_WORDS.some((w) => containsPlaceholderWord(v, w));
}

function seqClass(c: number): number {
  if (c >= 48 && c <= 57) return 1;
  if (c >= 97 && c <= 122) return 2;
  return 0;
}

/**
 * True when most letters and digits of a (lower-cased) value continue an alphabet or counting
 * run, directly or interleaved: "a1b2c3d4e5...", "x9y8z7...", "d4c3-b2a1". Hand-typed stand-ins
 * for a key; in random key material a neighbour one step away is rare (about one in ten).
 * Only for values judged on randomness alone: a provider token's fixed structure already
 * tells a key from a word, whatever its body.
 */
export function isSequenceFiller(v: string): boolean {
  let alnum = 0;
  let marked = 0;
  // Bit i set: position i is part of a run step.
  const codes: number[] = [];
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (seqClass(c) !== 0) codes.push(c);
  }
  alnum = codes.length;
  if (alnum < 16) return false;
  const inRun = new Uint8Array(alnum);
  for (let i = 1; i < alnum; i++) {
    for (const back of [1, 2]) {
      if (i < back) continue;
      const a = codes[i - back]!;
      const b = codes[i]!;
      if (seqClass(a) === seqClass(b) && Math.abs(a - b) === 1) {
        inRun[i] = 1;
        inRun[i - back] = 1;
      }
    }
  }
  for (const x of inRun) marked += x;
  return marked / alnum >= 0.7;
}

const ALNUM = /[a-z0-9]/;
// Past this length a value is a long random body (a JWT, a key file) in which a short word such
// as "todo" or "here" turns up by chance: there a word counts only when it stands apart.
const LOOSE_WORD_MAX_LENGTH = 64;

function containsPlaceholderWord(v: string, w: string): boolean {
  let i = v.indexOf(w);
  if (i < 0) return false;
  if (v.length <= LOOSE_WORD_MAX_LENGTH || !ALNUM.test(w)) return true;
  for (; i >= 0; i = v.indexOf(w, i + 1)) {
    const before = i === 0 ? '' : v[i - 1]!;
    const after = v[i + w.length] ?? '';
    if (!ALNUM.test(before) && !ALNUM.test(after)) return true;
  }
  return false;
}

// Chunks of an identifier: a capitalised or lower-case word, an upper-case run, a digit run.
const CHUNK = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;
const VOWELS = /[aeiouy]/g;
const CONSONANT_RUN = /[b-df-hj-np-tv-xz]{4}/;

function wordlike(chunk: string): boolean {
  if (chunk.length < 3) return false;
  const w = chunk.toLowerCase();
  const vowels = w.match(VOWELS)?.length ?? 0;
  return vowels > 0 && vowels / w.length >= 0.2 && !CONSONANT_RUN.test(w);
}

/**
 * True when nearly all letters of `v` belong to pronounceable word chunks, split at case changes,
 * digits and punctuation: "SuperSecretToken", "Socks5ProxyAgent.Options", "{butOnlyThis". Code
 * identifiers, type names and host names read this way; random key material splits into one-
 * and two-letter pieces and consonant clusters ("fWfSMcDzyHfMuH8BW6", "xbzsovaw9ix4qfhi").
 */
export function readsAsWords(v: string): boolean {
  let letters = 0;
  let covered = 0;
  CHUNK.lastIndex = 0;
  for (let m = CHUNK.exec(v); m; m = CHUNK.exec(v)) {
    const c = m[0];
    if (c.charCodeAt(0) <= 57) continue;
    letters += c.length;
    if (wordlike(c)) covered += c.length;
  }
  return letters >= 8 && covered / letters >= 0.8;
}
