import type { Detector, Finding, NormalizedText } from '../types.js';
import { regexDetector, type RegexRule } from '../regex.js';
import { AhoCorasick, type TextShape } from './aho-corasick.js';

// Every anchor of every gated detector goes into one Aho-Corasick automaton that scans each
// text once; the result is kept for the NormalizedText object last scanned, which all detectors
// of one check share (they run one after another on it). That single pass replaces dozens of
// `includes()` calls per detector, which was the bulk of the fastpath's cost on ordinary prose
// (where almost no anchor occurs).
const ids = new Map<string, number>();
const nonAscii: string[] = [];
let compiled: { size: number; ac: AhoCorasick } | undefined;
// One entry, not a WeakMap keyed by text: a WeakMap entry per check cost about 5 microseconds
// in garbage collection, more than half the scan itself. Another text in between only means a
// rescan. Holds the last text until the next one arrives.
let last: { n: NormalizedText; size: number; hits: Uint8Array; shape: TextShape } | undefined;

function automaton(): AhoCorasick {
  if (!compiled || compiled.size !== ids.size) {
    const ascii = [...ids.keys()].filter((a) => /^[\x00-\x7f]*$/.test(a));
    // Anchors with non-ASCII characters (emoji, other scripts) are rare and checked with includes().
    const ac = new AhoCorasick(ascii);
    compiled = { size: ids.size, ac };
    asciiIndex = Int32Array.from(ascii.map((a) => ids.get(a)!));
  }
  return compiled.ac;
}
let asciiIndex = new Int32Array(0);

function scanned(n: NormalizedText): { size: number; hits: Uint8Array; shape: TextShape } {
  if (last && last.n === n && last.size === ids.size) return last;
  const ac = automaton();
  const hits = new Uint8Array(ids.size);
  const shape: TextShape = { wide: false, b64Run: 0, hexRun: 0, symbolic: false, spaced: false };
  if (ac.scan(n.lower, hits, asciiIndex, shape)) for (const a of nonAscii) if (n.lower.includes(a)) hits[ids.get(a)!] = 1;
  last = { n, size: ids.size, hits, shape };
  return last;
}

/** Character-level facts about the lower-cased normalized text, from the same single pass. */
export function textShape(n: NormalizedText): TextShape {
  return scanned(n).shape;
}

/** A registered set of anchors, as automaton ids. */
export interface Anchors {
  readonly ids: Int32Array;
}

/** Adds lower-case anchor strings to the shared prefilter. */
export function registerAnchors(anchors: readonly string[]): Anchors {
  const out: number[] = [];
  for (const a of anchors) {
    if (a !== a.toLowerCase() || a.length === 0) throw new Error(`anchor "${a}" must be non-empty lower case`);
    let id = ids.get(a);
    if (id === undefined) {
      id = ids.size;
      ids.set(a, id);
      if (!/^[\x00-\x7f]*$/.test(a)) nonAscii.push(a);
    }
    out.push(id);
  }
  return { ids: Int32Array.from(out) };
}

/** True when any of `anchors` occurs in the lower-cased normalized text. */
export function anyAnchor(n: NormalizedText, anchors: Anchors): boolean {
  const hits = scanned(n).hits;
  for (let i = 0; i < anchors.ids.length; i++) if (hits[anchors.ids[i]!]) return true;
  return false;
}

/**
 * Wraps a detector with the keyword prefilter: when none of `anchors` (lower-case substrings)
 * occurs in the lower-cased normalized text, the detector's regexes never run. Shared by the
 * phrase-based families (injection, jailbreak, extraction, financial, brand, hallucination).
 */
export function gated(anchors: readonly string[], inner: Detector): Detector {
  const registered = registerAnchors(anchors);
  return {
    meta: inner.meta,
    detect(text, ctx): Finding[] {
      return anyAnchor(ctx.normalized, registered) ? inner.detect(text, ctx) : [];
    },
  };
}

/**
 * A pattern and the anchors it cannot match without: every match contains at least one anchor of
 * EACH group (lower-case substrings of the lower-cased text the pattern runs over).
 */
export interface AnchoredPattern {
  readonly re: RegExp;
  readonly needs: ReadonlyArray<readonly string[]>;
}

/**
 * `gated(anchors, regexDetector(rule))`, and then each pattern runs only when its own anchor groups
 * all occur. A detector's anchors are the union over its patterns, so one common word ("should
 * be", "break") used to send the text through every pattern; most patterns need two rarer words
 * together. The detector-wide gate stays first, so findings are exactly those of the plain form.
 */
export function gatedPatterns(anchors: readonly string[], rule: Omit<RegexRule, 'patterns' | 'choose'>, patterns: readonly AnchoredPattern[]): Detector {
  const groups = patterns.map((p) => p.needs.map((g) => registerAnchors(g)));
  const all = patterns.map((p) => p.re);
  return gated(
    anchors,
    regexDetector({
      ...rule,
      patterns: all,
      choose(n) {
        const chosen: RegExp[] = [];
        for (let i = 0; i < all.length; i++) if (groups[i]!.every((g) => anyAnchor(n, g))) chosen.push(all[i]!);
        return chosen.length === all.length ? all : chosen;
      },
    }),
  );
}
