import type { Detector, Finding, NormalizedText } from '../types.js';

// Every anchor of every gated detector goes into one alternation that scans each text once;
// the per-text result is cached on the NormalizedText object, which all detectors share.
// That single pass replaces dozens of `includes()` calls per detector, which was the bulk of
// the fastpath's cost on ordinary prose (where almost no anchor occurs).
const registry = new Set<string>();
let version = 0;
let compiled: { version: number; re: RegExp; implied: Map<string, string[]> } | undefined;
const hitsCache = new WeakMap<NormalizedText, { version: number; hits: Set<string> }>();

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(): NonNullable<typeof compiled> {
  const all = [...registry].sort((a, b) => b.length - a.length);
  // Longest first, so at one position the longest anchor wins; the shorter anchors it contains
  // are then credited through `implied`.
  const implied = new Map<string, string[]>();
  for (const a of all) implied.set(a, all.filter((b) => b !== a && a.includes(b)));
  return { version, re: new RegExp(all.map(escape).join('|'), 'g'), implied };
}

/** The registered anchors that occur in the lower-cased normalized text (computed once per text). */
export function anchorHits(n: NormalizedText): Set<string> {
  const cached = hitsCache.get(n);
  if (cached && cached.version === version) return cached.hits;
  if (!compiled || compiled.version !== version) compiled = compile();
  const hits = new Set<string>();
  const { re, implied } = compiled;
  re.lastIndex = 0;
  for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
    hits.add(m[0]);
    for (const b of implied.get(m[0]) ?? []) hits.add(b);
  }
  hitsCache.set(n, { version, hits });
  return hits;
}

/** True when any of `anchors` (registered beforehand with `registerAnchors`) occurs in the text. */
export function anyAnchor(n: NormalizedText, anchors: readonly string[]): boolean {
  const hits = anchorHits(n);
  if (hits.size === 0) return false;
  for (const a of anchors) if (hits.has(a)) return true;
  return false;
}

/** Adds lower-case anchor strings to the shared prefilter. */
export function registerAnchors(anchors: readonly string[]): readonly string[] {
  for (const a of anchors) {
    if (a !== a.toLowerCase() || a.length === 0) throw new Error(`anchor "${a}" must be non-empty lower case`);
    if (!registry.has(a)) {
      registry.add(a);
      version++;
    }
  }
  return anchors;
}

/**
 * Wraps a detector with the keyword prefilter: when none of `anchors` (lower-case substrings)
 * occurs in the lower-cased normalized text, the detector's regexes never run. Shared by the
 * phrase-based families (injection, jailbreak, extraction, financial, brand, hallucination).
 */
export function gated(anchors: readonly string[], inner: Detector): Detector {
  registerAnchors(anchors);
  return {
    meta: inner.meta,
    detect(text, ctx): Finding[] {
      return anyAnchor(ctx.normalized, anchors) ? inner.detect(text, ctx) : [];
    },
  };
}
