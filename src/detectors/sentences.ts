/**
 * Sentence bounds [start, end) of a text, for detectors that read a text sentence by sentence: a
 * sentence ends at a line break, or at `.`, `!`, `?` or `;` followed by a space or the end, or at
 * the ideographic full stop and question mark (which need no space); one longer than `max`
 * characters is cut there, so a text without punctuation costs no more than a punctuated one.
 */
export function sentenceBounds(text: string, max: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text[i]! : '\n';
    const end =
      c === '\n' ||
      c === '\u3002' ||
      c === '\uff1f' ||
      ((c === '.' || c === '!' || c === '?' || c === ';') && (i + 1 >= text.length || /\s/.test(text[i + 1]!)));
    if (!end && i - start < max) continue;
    const e = c === '\n' ? i : Math.min(text.length, i + 1);
    if (e > start) out.push([start, e]);
    start = i + 1;
  }
  return out;
}

/**
 * Start of the line holding offset `pos`, looked for at most `maxBack` characters back (then
 * `pos - maxBack`): per-finding look-backs stay bounded on a text without line breaks.
 */
export function lineStartWithin(text: string, pos: number, maxBack: number): number {
  const floor = Math.max(0, pos - maxBack);
  for (let i = pos - 1; i >= floor; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return floor;
}
