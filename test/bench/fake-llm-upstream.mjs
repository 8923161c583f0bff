#!/usr/bin/env node
/**
 * The fake LLM upstream of the proxy benchmark (test/bench/proxy.bench.ts) and of
 * scripts/proxy-stream-ab.mjs, run as its own process: `node test/bench/fake-llm-upstream.mjs`
 * listens on 127.0.0.1 (a free port, printed on stdout) and serves
 * - without `?stream`: a small JSON chat completion;
 * - with `?stream`: the same 2,000 tokens as a chat completion stream (`?pace=N`: N tokens per
 *   timer tick), or as an Anthropic Messages stream under /v1/messages, or as a Responses stream
 *   under /v1/responses, each in its API's event format.
 * Plain JS so it runs without a TS loader.
 */
import { createServer } from 'node:http';
const words = 'The shipment left the warehouse on Tuesday and should arrive within three business days; write to support.team@example.com with the order number. '.split(/(?= )/);
const base = { id: 'chatcmpl-b', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', system_fingerprint: 'fp' };
const chunk = (delta, finish = null) => 'data: ' + JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] }) + '\n\n';
const events = [chunk({ role: 'assistant', content: '' })];
for (let i = 0; i < 2000; i++) events.push(chunk({ content: words[i % words.length] }));
events.push(chunk({}, 'stop'), 'data: [DONE]\n\n');
// The same tokens as an Anthropic Messages stream and as a Responses stream, as the APIs send them.
const tokens = Array.from({ length: 2000 }, (_, i) => words[i % words.length]);
const text = tokens.join('');
const named = (event, obj) => 'event: ' + event + '\ndata: ' + JSON.stringify(obj) + '\n\n';
const messages = [
  named('message_start', { type: 'message_start', message: { id: 'msg_01B', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 20, output_tokens: 1 } } }),
  named('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
  named('ping', { type: 'ping' }),
  ...tokens.map((t) => named('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } })),
  named('content_block_stop', { type: 'content_block_stop', index: 0 }),
  named('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2000 } }),
  named('message_stop', { type: 'message_stop' }),
].join('');
const resp = (status, output, usage) => ({ id: 'resp_b', object: 'response', created_at: 1, status, error: null, incomplete_details: null, instructions: null, max_output_tokens: null, model: 'gpt-4.1-mini', output, parallel_tool_calls: true, previous_response_id: null, temperature: 1, text: { format: { type: 'text' } }, tool_choice: 'auto', tools: [], top_p: 1, truncation: 'disabled', usage, metadata: {} });
let seq = 0;
const rev = (type, body) => named(type, { type, sequence_number: seq++, ...body });
const item = { id: 'msg_b', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [], logprobs: [] }] };
const where = { item_id: 'msg_b', output_index: 0, content_index: 0 };
const responses = [
  rev('response.created', { response: resp('in_progress', [], null) }),
  rev('response.in_progress', { response: resp('in_progress', [], null) }),
  rev('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress', content: [] } }),
  rev('response.content_part.added', { ...where, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } }),
  // Each delta event padded with an 'obfuscation' string of varying length (on by default upstream).
  ...tokens.map((t, i) => rev('response.output_text.delta', { ...where, delta: t, logprobs: [], obfuscation: 'k3Xq9Lz0AbCdEfGh'.slice(0, (i * 7) % 16) })),
  rev('response.output_text.done', { ...where, text, logprobs: [] }),
  rev('response.content_part.done', { ...where, part: item.content[0] }),
  rev('response.output_item.done', { output_index: 0, item }),
  rev('response.completed', { response: resp('completed', [item], { input_tokens: 20, input_tokens_details: { cached_tokens: 0 }, output_tokens: 2000, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 2020 }) }),
].join('');
const small = JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, message: { role: 'assistant', content: 'Your order shipped on Tuesday and should arrive by Friday.', refusal: null }, logprobs: null, finish_reason: 'stop' }], usage: { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', async () => {
    const url = new URL(req.url, 'http://x');
    // Any path: the sidecar's pass-through rows ask for /v1/raw-json and /v1/raw-stream, which it does not inspect.
    if (!url.searchParams.has('stream')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(small) });
      return res.end(small);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (url.pathname === '/v1/messages') return res.end(messages);
    if (url.pathname === '/v1/responses') return res.end(responses);
    const pace = Number(url.searchParams.get('pace') ?? 0);
    if (!pace) return res.end(events.join(''));
    for (let i = 0; i < events.length; i += pace) {
      res.write(events.slice(i, i + pace).join(''));
      await new Promise((r) => setTimeout(r, 1));
    }
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
