/** `text` cut at `cuts` (taken modulo its length + 1, deduplicated, sorted); empty pieces kept. */
export function split(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let prev = 0;
  for (const p of points) {
    out.push(text.slice(prev, p));
    prev = p;
  }
  out.push(text.slice(prev));
  return out;
}

/** The same without empty pieces. */
export function splitNonEmpty(text: string, cuts: readonly number[]): string[] {
  return split(text, cuts).filter((s) => s !== '');
}
