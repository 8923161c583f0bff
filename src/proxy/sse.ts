/** One dispatched server-sent event, or a comment line (kept so it can be forwarded). */
export type SseItem =
  | { kind: 'event'; event: string | undefined; data: string; id: string | undefined }
  | { kind: 'comment'; text: string };

/**
 * Incremental parser for the WHATWG `text/event-stream` format: lines end in CRLF, LF or CR
 * (a CR at the end of one chunk and an LF at the start of the next are one line end), `data:`
 * lines join with `\n`, one optional space after the colon is dropped, a stream that ends
 * without a blank line drops its unfinished event, as the spec says.
 */
export class SseParser {
  #partial = '';
  #skipLf = false;
  #started = false;
  #data: string[] = [];
  #event: string | undefined;
  #id: string | undefined;
  #lastId: string | undefined;

  push(chunk: string): SseItem[] {
    const out: SseItem[] = [];
    let i = 0;
    if (!this.#started && chunk.length > 0) {
      this.#started = true;
      if (this.#partial === '' && chunk.charCodeAt(0) === 0xfeff) i = 1;
    }
    if (this.#skipLf && i < chunk.length) {
      if (chunk.charCodeAt(i) === 10) i++;
      this.#skipLf = false;
    }
    // Next CR and LF at or after i, each found once per chunk pass (most streams have no CR).
    let cr = chunk.indexOf('\r', i);
    let lf = chunk.indexOf('\n', i);
    while (i < chunk.length) {
      if (cr !== -1 && cr < i) cr = chunk.indexOf('\r', i);
      if (lf !== -1 && lf < i) lf = chunk.indexOf('\n', i);
      const j = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (j === -1) {
        this.#partial += chunk.slice(i);
        break;
      }
      const line = this.#partial === '' ? chunk.slice(i, j) : this.#partial + chunk.slice(i, j);
      this.#partial = '';
      i = j + 1;
      if (chunk.charCodeAt(j) === 13) {
        if (i < chunk.length) {
          if (chunk.charCodeAt(i) === 10) i++;
        } else this.#skipLf = true;
      }
      this.#line(line, out);
    }
    return out;
  }

  #line(line: string, out: SseItem[]): void {
    if (line === '') {
      if (this.#data.length > 0) out.push({ kind: 'event', event: this.#event, data: this.#data.join('\n'), id: this.#id ?? this.#lastId });
      if (this.#id !== undefined) this.#lastId = this.#id;
      this.#data = [];
      this.#event = undefined;
      this.#id = undefined;
      return;
    }
    const colon = line.indexOf(':');
    if (colon === 0) {
      out.push({ kind: 'comment', text: line.slice(1) });
      return;
    }
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    switch (field) {
      case 'data':
        this.#data.push(value);
        break;
      case 'event':
        this.#event = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.#id = value;
        break;
      default:
        // `retry` and unknown fields have no meaning for a proxy that re-serializes events.
        break;
    }
  }
}

/** Serializes an event back to the wire (LF line ends; `data` split on its own line ends). */
export function formatSse(item: SseItem): string {
  if (item.kind === 'comment') return `:${item.text}\n\n`;
  let s = '';
  if (item.event !== undefined) s += `event: ${item.event}\n`;
  if (item.id !== undefined) s += `id: ${item.id}\n`;
  for (const line of item.data.split(/\r\n|\r|\n/)) s += `data: ${line}\n`;
  return s + '\n';
}

/** An event with JSON data under the given event name (none for OpenAI chat chunks). */
export function jsonEvent(event: string | undefined, data: unknown): SseItem {
  return { kind: 'event', event, data: JSON.stringify(data), id: undefined };
}
