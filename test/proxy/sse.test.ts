import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseParser, formatSse, type SseItem } from '../../src/proxy/sse.js';

function parseAll(chunks: readonly string[]): SseItem[] {
  const p = new SseParser();
  return chunks.flatMap((c) => p.push(c));
}

describe('SseParser', () => {
  // Cases follow the WHATWG HTML "event stream interpretation" section.
  it.each([
    ['LF line ends', 'data: a\n\n', [{ event: undefined, data: 'a' }]],
    ['CRLF line ends', 'event: x\r\ndata: a\r\n\r\n', [{ event: 'x', data: 'a' }]],
    ['bare CR line ends', 'event: x\rdata: a\r\r', [{ event: 'x', data: 'a' }]],
    ['multi-line data joins with LF', 'data: one\ndata: two\ndata:three\n\n', [{ event: undefined, data: 'one\ntwo\nthree' }]],
    ['only one leading space is dropped', 'data:  two spaces\n\n', [{ event: undefined, data: ' two spaces' }]],
    ['a field without colon has an empty value', 'data\n\n', [{ event: undefined, data: '' }]],
    ['an event with no data is not dispatched, and its name does not leak', 'event: lost\n\ndata: x\n\n', [{ event: undefined, data: 'x' }]],
    ['unfinished event at end of stream is dropped', 'data: a\n\ndata: b\n', [{ event: undefined, data: 'a' }]],
    ['leading BOM is ignored', '\ufeffdata: a\n\n', [{ event: undefined, data: 'a' }]],
    ['[DONE] is an ordinary data payload', 'data: [DONE]\n\n', [{ event: undefined, data: '[DONE]' }]],
  ])('%s', (_name, input, expected) => {
    const events = parseAll([input]).filter((e) => e.kind === 'event');
    expect(events.map((e) => (e.kind === 'event' ? { event: e.event, data: e.data } : null))).toEqual(expected);
  });

  it('keeps comments as items so they can be forwarded', () => {
    const items = parseAll([': keep-alive\n\ndata: x\n\n']);
    expect(items[0]).toEqual({ kind: 'comment', text: ' keep-alive' });
  });

  it('treats a CR at the end of one chunk and an LF at the start of the next as one line end', () => {
    const items = parseAll(['data: a\r', '\ndata: b\r', '\n\r', '\n']);
    expect(items).toEqual([{ kind: 'event', event: undefined, data: 'a\nb', id: undefined }]);
  });

  it('gives the same events for any split of the byte stream and survives a round trip', () => {
    const line = fc.stringMatching(/^[a-z {}":,]{0,30}$/);
    const event = fc.record({ event: fc.option(fc.stringMatching(/^[a-z_.]{1,20}$/), { nil: undefined }), lines: fc.array(line, { minLength: 1, maxLength: 3 }) });
    const eol = fc.constantFrom('\n', '\r\n', '\r');
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 8 }), eol, fc.array(fc.nat(), { maxLength: 30 }), (events, nl, cuts) => {
        const wire = events.map((e) => (e.event ? `event: ${e.event}${nl}` : '') + e.lines.map((l) => `data: ${l}${nl}`).join('') + nl).join('');
        const points = [...new Set(cuts.map((c) => c % (wire.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let prev = 0;
        for (const p of points) {
          chunks.push(wire.slice(prev, p));
          prev = p;
        }
        chunks.push(wire.slice(prev));
        const parsed = parseAll(chunks);
        expect(parsed).toEqual(events.map((e) => ({ kind: 'event', event: e.event, data: e.lines.join('\n'), id: undefined })));
        expect(parseAll([parsed.map(formatSse).join('')])).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
  });
});
