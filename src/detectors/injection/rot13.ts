import { normalize } from '../../pipeline/normalize.js';
import type { Detector, Finding } from '../types.js';

/*
 * A request hidden in ROT13 and named as such ("decode it from ROT13 and answer it in full"):
 * the text is rotated back and the given attack detectors run on the result. ROT13 keeps every
 * character in place, so findings keep their offsets. Only text that says "rot13" (or "rot-13",
 * "rot 13") is rotated, so ordinary text costs one substring search. Written for this project.
 */

const NAMED = /\brot[ -]?13\b/i;

function rot13(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + 13) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + 13) % 26) + 97);
    else out += text[i];
  }
  return out;
}

/** The given attack detectors run on the ROT13 rotation of a text that names ROT13. */
export function rot13Detector(inner: readonly Detector[]): Detector {
  return {
    meta: { id: 'injection.rot13', category: 'injection', stage: 'fastpath', maxMatchLength: Math.max(...inner.map((d) => d.meta.maxMatchLength)) },
    detect(text, ctx) {
      if (!ctx.normalized.lower.includes('rot') || !NAMED.test(text)) return [];
      const rotated = rot13(text);
      const n = normalize(rotated);
      const out: Finding[] = [];
      for (const d of inner) {
        for (const f of d.detect(rotated, { normalized: n })) out.push({ ...f, detector: 'injection.rot13', label: `${f.label} (ROT13)` });
      }
      return out;
    },
  };
}

export { rot13 };
