import { StringDecoder } from 'node:string_decoder';
import { AnthropicStreamSession } from './adapters/anthropic-stream.js';
import { ChatStreamSession } from './adapters/chat-stream.js';
import type { Surface } from './adapters/json.js';
import { ResponsesStreamSession } from './adapters/responses-stream.js';
import type { StreamSession } from './adapters/session.js';
import type { GuardKit } from './kit.js';
import { writable, type Responded, type ResponseContext } from './respond.js';
import { SseParser, type SseItem } from './sse.js';
import { ClientStreamWriter, NullOut, type StreamOut } from './writer.js';

/**
 * Upstream reads are decoded at most this many bytes at a time. A read can be several hundred
 * KB when upstream writes fast; a string over V8's largest regular object (128 KiB) goes to
 * large-object space, which made decoding such a read about 50 times slower per byte (~1 ms for
 * 200 KB). 32 KiB stays under that even as a two-byte string.
 */
const DECODE_SLICE = 32 * 1024;

function session(surface: Surface, out: StreamOut, kit: GuardKit): StreamSession {
  if (surface === 'chat') return new ChatStreamSession(out, kit);
  if (surface === 'responses') return new ResponsesStreamSession(out, kit);
  return new AnthropicStreamSession(out, kit);
}

/**
 * An SSE response: events go through the protocol's session as upstream sends them. For
 * annotate/observe the upstream bytes go to the agent as they are and the session only watches.
 */
export async function respondStream(c: ResponseContext): Promise<Responded> {
  const { res, body, kit } = c;
  const watchOnly = c.mode === 'pass';
  const out: StreamOut = watchOnly ? new NullOut() : new ClientStreamWriter(res, c.status, c.headers);
  const s = session(c.surface, out, kit);
  if (watchOnly) {
    res.writeHead(c.status, c.headers);
    res.flushHeaders();
  }
  const parser = new SseParser();
  // StringDecoder: the same UTF-8 decoding (split sequences joined, invalid bytes as U+FFFD; the
  // parser drops a BOM) at about a fifth of TextDecoder's cost per chunk.
  const decoder = new StringDecoder('utf8');
  let added = 0;
  let drainTimer: NodeJS.Timeout | undefined;
  let drainExpired = false;
  let failed = false;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const t0 = performance.now();
      // One socket write per upstream chunk, not one per event.
      res.cork();
      if (watchOnly) res.write(chunk);
      try {
        let items: SseItem[];
        if (chunk.length <= DECODE_SLICE) items = parser.push(decoder.write(chunk));
        else {
          items = [];
          for (let o = 0; o < chunk.length; o += DECODE_SLICE) {
            for (const item of parser.push(decoder.write(chunk.subarray(o, o + DECODE_SLICE)))) items.push(item);
          }
        }
        for (let i = 0; i < items.length; i++) {
          // Events behind this one (in this read or already buffered) let the guard coalesce
          // scans. Before the last event of a read, one turn of the event loop lets bytes that
          // already sit in the socket arrive: only a real pause in upstream makes the guard scan.
          let queued = i < items.length - 1 || body.readableLength > 0;
          if (!queued && kit.guarding) {
            await new Promise<void>((r) => setImmediate(r));
            queued = body.readableLength > 0;
          }
          kit.queued = queued;
          if (!s.tryItem(items[i]!)) await s.onItem(items[i]!);
          if (s.state === 'done') break;
        }
      } finally {
        kit.queued = false;
        res.uncork();
      }
      added += performance.now() - t0;
      if (s.state === 'done') break;
      if (s.state === 'draining' && !drainTimer) {
        drainTimer = setTimeout(() => {
          drainExpired = true;
          body.destroy();
        }, c.cfg.block_drain_ms);
      }
      await writable(res);
    }
    if (s.state !== 'done') await s.onEnd();
  } catch {
    // Upstream broke, the drain time ran out, or a check failed (fail closed: end the stream).
    if (!c.clientGone()) {
      if (drainExpired) await s.onEnd();
      else {
        failed = !s.blocked;
        s.onUpstreamFailure();
      }
    }
  } finally {
    clearTimeout(drainTimer);
    if (!body.destroyed) body.destroy();
  }
  if (watchOnly && !res.writableEnded) {
    if (c.route.action === 'annotate') {
      const v = kit.verdict.summary();
      res.write(`: guardrail status=${v.status} risk_score=${v.riskScore} flags=${JSON.stringify(v.flags)}\n\n`);
    }
    res.end();
  }
  return { outcome: s.blocked ? 'blocked' : failed ? 'error' : kit.changed && c.mode === 'redact' ? 'redacted' : 'passed', addedMs: added };
}
