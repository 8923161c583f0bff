import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpanIndex } from '../../src/detectors/span-index.js';

// The index must answer exactly as asking every added span would.
const span = fc.tuple(fc.nat(3000), fc.nat(900)).map(([start, len]) => ({ start, end: start + len }));

describe('SpanIndex', () => {
  it('answers overlaps and covers as a scan of every added span does', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 60 }), fc.array(span, { maxLength: 30 }), (added, asked) => {
        const idx = new SpanIndex(added);
        for (const s of asked) {
          expect(idx.overlaps(s)).toBe(added.some((o) => o.start < s.end && s.start < o.end));
          expect(idx.covers(s)).toBe(added.some((o) => o.start <= s.start && o.end >= s.end));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('spans added after construction count too', () => {
    const idx = new SpanIndex([{ start: 10, end: 20 }]);
    expect(idx.overlaps({ start: 300, end: 310 })).toBe(false);
    idx.add({ start: 290, end: 900 });
    expect(idx.overlaps({ start: 300, end: 310 })).toBe(true);
    expect(idx.covers({ start: 600, end: 700 })).toBe(true);
  });
});
