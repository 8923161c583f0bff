import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Where a stream session writes. */
export interface StreamOut {
  /** True once the status line went out: from then on a block must end the stream in-protocol. */
  readonly started: boolean;
  /** Queues `chunk`; `commit` (text the agent will read) sends the head and everything queued. */
  send(chunk: string, commit?: boolean): void;
  /** Replaces the whole response with a JSON error; only before `started`. */
  fail(status: number, body: unknown): void;
  end(): void;
}

/**
 * Holds the response head and structural events (role chunk, message_start, pings) until the
 * first released text, so that a block found before then can still be a plain JSON error.
 */
export class ClientStreamWriter implements StreamOut {
  readonly #res: ServerResponse;
  readonly #status: number;
  readonly #headers: OutgoingHttpHeaders;
  #queue: string[] = [];
  #started = false;

  constructor(res: ServerResponse, status: number, headers: OutgoingHttpHeaders) {
    this.#res = res;
    this.#status = status;
    this.#headers = headers;
  }

  get started(): boolean {
    return this.#started;
  }

  send(chunk: string, commit = false): void {
    if (this.#res.destroyed) return;
    if (!this.#started) {
      this.#queue.push(chunk);
      if (commit) this.#flush();
      return;
    }
    this.#res.write(chunk);
  }

  #flush(): void {
    this.#started = true;
    this.#res.writeHead(this.#status, this.#headers);
    // Events must reach the agent as they are released, not when a buffer fills.
    this.#res.flushHeaders();
    if (this.#queue.length > 0) this.#res.write(this.#queue.join(''));
    this.#queue = [];
  }

  fail(status: number, body: unknown): void {
    if (this.#started) throw new Error('GRD_ERR_PROXY_STARTED: cannot replace a response already sent');
    this.#started = true;
    this.#queue = [];
    if (this.#res.destroyed) return;
    this.#res.writeHead(status, { 'content-type': 'application/json' });
    this.#res.end(JSON.stringify(body));
  }

  end(): void {
    if (this.#res.destroyed || this.#res.writableEnded) return;
    if (!this.#started) this.#flush();
    this.#res.end();
  }
}

/** For annotate/observe: the raw upstream bytes go to the client, sessions only observe. */
export class NullOut implements StreamOut {
  readonly started = true;
  send(): void {}
  fail(): void {}
  end(): void {}
}
