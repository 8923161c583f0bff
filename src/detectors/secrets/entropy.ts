/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

// Values people put where a secret goes when they do not mean a real one.
const PLACEHOLDER_WORDS = [
  'xxx', 'your', 'example', 'sample', 'dummy', 'changeme', 'change_me', 'change-me', 'placeholder', 'redacted',
  'replace', 'insert', 'todo', 'fixme', 'secret_here', 'key_here', 'token_here', 'here', 'foobar', 'test123',
  'notreal', 'fake', 'password', 'passwd', 'abcdef', '123456789', 'a1b2c3', 'null', 'none', 'undefined', 'empty', 'process.env', 'os.environ', 'getenv', 'env(',
  '${', '{{', '<', '%s', '#{', 'config.', 'settings.', 'secrets.', 'vault:', 'required', 'optional',
];

/** True for placeholder values: `xxxx`, `<your-key>`, `changeme`, `${VAR}`, `****`, all one character... */
export function isPlaceholder(value: string): boolean {
  const v = value.toLowerCase();
  if (v.length < 4) return true;
  if (/^(.)\1+$/.test(v)) return true;
  if (/^[*•.x_-]+$/.test(v)) return true;
  if (/(?:\*{3}|x{4}|\.{3})/.test(v)) return true;
  return PLACEHOLDER_WORDS.some((w) => containsPlaceholderWord(v, w));
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
