import type { RegExpMatcher, StatefulTransformer, TransformerContainer } from 'obscenity';

// obscenity's matcher runs every character of a text through a chain of transformer objects via
// an iterator, one string concatenation per character: about 80 microseconds per kilobyte, twice
// per text (blacklist and whitelist chains), more than all its regexes together. This does the
// same with the same transformer objects: the simple (stateless) transformers are looked up in
// per-code-point caches, the stateful ones (duplicate collapsing) run as they are. The output is
// obscenity's own: the transformed string and, per UTF-16 unit of it, the start offset of the
// input character it came from.

type Applied = [number[], string];

const UNSET = -2;
const DROPPED = -1;

class CachedChain {
  /** The simple transformers before the first stateful one, composed: one lookup per character. */
  readonly #head: Array<(c: number) => number | undefined>;
  readonly #ascii = new Int32Array(128).fill(UNSET);
  readonly #other = new Map<number, number>();
  /** The rest of the chain, run as obscenity runs it. */
  readonly #tail: Array<{ fn: (c: number) => number | undefined; state?: StatefulTransformer }>;

  constructor(containers: readonly TransformerContainer[]) {
    const firstStateful = containers.findIndex((t) => 'factory' in t);
    const cut = firstStateful < 0 ? containers.length : firstStateful;
    this.#head = containers.slice(0, cut).map((t) => ('factory' in t ? () => undefined : t.transform));
    this.#tail = containers.slice(cut).map((t) => {
      if ('factory' in t) {
        const state = t.factory();
        return { fn: (c: number) => state.transform(c), state };
      }
      return { fn: t.transform };
    });
  }

  #mapHead(c: number): number {
    let t: number | undefined = c;
    for (let k = 0; k < this.#head.length && t !== undefined; k++) t = this.#head[k]!(t);
    return t ?? DROPPED;
  }

  apply(input: string): Applied {
    const ascii = this.#ascii;
    const other = this.#other;
    const tail = this.#tail;
    const single = tail.length === 1 ? tail[0]!.state : undefined;
    const units: number[] = [];
    const index: number[] = [];
    const n = input.length;
    let i = 0;
    while (i < n) {
      const pos = i;
      let c = input.charCodeAt(i++);
      // A high surrogate followed by a low one is one character (obscenity's CharacterIterator).
      if (c >= 0xd800 && c <= 0xdbff && i < n) {
        const d = input.charCodeAt(i);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
          i++;
        }
      }
      let t: number;
      if (c < 128) {
        t = ascii[c]!;
        if (t === UNSET) ascii[c] = t = this.#mapHead(c);
      } else {
        let v = other.get(c);
        if (v === undefined) {
          v = this.#mapHead(c);
          // Bounded: a text of all-distinct code points cannot grow it without limit.
          if (other.size >= 4096) other.clear();
          other.set(c, v);
        }
        t = v;
      }
      if (t === DROPPED) continue;
      if (single) t = single.transform(t) ?? DROPPED;
      else for (let k = 0; k < tail.length && t !== DROPPED; k++) t = tail[k]!.fn(t) ?? DROPPED;
      if (t === DROPPED) continue;
      if (t < 0x10000) {
        units.push(t);
        index.push(pos);
      } else {
        units.push(0xd800 + ((t - 0x10000) >> 10), 0xdc00 + ((t - 0x10000) & 0x3ff));
        index.push(pos, pos);
      }
    }
    for (const step of tail) step.state?.reset();
    let text = '';
    for (let at = 0; at < units.length; at += 8192) text += String.fromCharCode(...units.slice(at, at + 8192));
    return [index, text];
  }
}

interface MatcherInternals {
  applyTransformers(input: string, set: unknown): Applied;
  readonly blacklistMatcherTransformers: unknown;
  readonly whitelistMatcherTransformers: unknown;
}

/**
 * Makes `matcher` transform text through cached chains built from the same transformer lists it
 * was constructed with. Results are identical (test/detectors/brand checks them against an
 * unpatched matcher); obscenity is pinned, and the patch falls back to the original method for
 * any transformer set it does not recognise.
 */
export function cacheTransformers(matcher: RegExpMatcher, blacklist: readonly TransformerContainer[], whitelist: readonly TransformerContainer[]): RegExpMatcher {
  const inner = matcher as unknown as MatcherInternals;
  if (typeof inner.applyTransformers !== 'function' || !inner.blacklistMatcherTransformers || !inner.whitelistMatcherTransformers) return matcher;
  const original = inner.applyTransformers.bind(matcher);
  const black = new CachedChain(blacklist);
  const white = new CachedChain(whitelist);
  const blackSet = inner.blacklistMatcherTransformers;
  const whiteSet = inner.whitelistMatcherTransformers;
  Object.defineProperty(matcher, 'applyTransformers', {
    value: (input: string, set: unknown): Applied => (set === blackSet ? black.apply(input) : set === whiteSet ? white.apply(input) : original(input, set)),
  });
  return matcher;
}
