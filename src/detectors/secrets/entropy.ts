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
  return PLACEHOLDER_WORDS.some((w) => v.includes(w));
}
