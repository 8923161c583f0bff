import type { Detector, Finding } from '../types.js';
import type { BannedTopic } from './config.js';
import { listDetector } from './lists.js';

/** Configured banned phrases and banned topics (each topic a list of keywords). */
export function bannedDetector(phrases: readonly string[], topics: readonly BannedTopic[]): Detector | undefined {
  const parts: Detector[] = [];
  const p = listDetector({ id: 'brand.banned', type: 'banned_phrase', label: () => 'banned phrase', phrases, score: 0.8 });
  if (p) parts.push(p);
  for (const t of topics) {
    const d = listDetector({ id: 'brand.banned', type: 'banned_topic', label: () => `banned topic: ${t.name}`, phrases: t.keywords, score: 0.7 });
    if (d) parts.push(d);
  }
  if (parts.length === 0) return undefined;
  return {
    meta: { id: 'brand.banned', category: 'brand', stage: 'fastpath', maxMatchLength: Math.max(...parts.map((d) => d.meta.maxMatchLength)) },
    detect(text, ctx): Finding[] {
      return parts.flatMap((d) => d.detect(text, ctx));
    },
  };
}
