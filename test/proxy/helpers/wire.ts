/**
 * Response bodies in each API's published wire format. Shapes follow the type definitions
 * shipped in the `openai` v6 and `@anthropic-ai/sdk` 0.71 packages (ChatCompletionChunk,
 * ResponseStreamEvent, RawMessageStreamEvent) and the APIs' streaming reference pages.
 */

export interface ToolSpec {
  name: string;
  /** The arguments JSON, cut into the deltas upstream sends. */
  argChunks: string[];
}

const CREATED = 1_763_700_000;

function data(obj: unknown): string {
  return `data: ${JSON.stringify(obj)}\n\n`;
}
function named(event: string, obj: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(obj)}\n\n`;
}

// ---------------------------------------------------------------- Chat Completions

export const CHAT_USAGE = { prompt_tokens: 12, completion_tokens: 34, total_tokens: 46 };

export function chatEvents(chunks: readonly string[], o: { tools?: ToolSpec[]; usage?: boolean; finish?: string; refusal?: string[] } = {}): string[] {
  const base = { id: 'chatcmpl-fake1', object: 'chat.completion.chunk', created: CREATED, model: 'gpt-4o-mini-2024-07-18', service_tier: 'default', system_fingerprint: 'fp_fake', ...(o.usage ? { usage: null } : {}) };
  const ch = (delta: unknown, finish: string | null = null) => data({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const out = [ch({ role: 'assistant', content: '', refusal: null })];
  for (const c of chunks) out.push(ch({ content: c }));
  for (const r of o.refusal ?? []) out.push(ch({ refusal: r }));
  (o.tools ?? []).forEach((t, index) => {
    out.push(ch({ tool_calls: [{ index, id: `call_fake${index}`, type: 'function', function: { name: t.name, arguments: '' } }] }));
    for (const a of t.argChunks) out.push(ch({ tool_calls: [{ index, function: { arguments: a } }] }));
  });
  out.push(ch({}, o.finish ?? (o.tools?.length ? 'tool_calls' : 'stop')));
  if (o.usage) out.push(data({ ...base, choices: [], usage: CHAT_USAGE }));
  out.push('data: [DONE]\n\n');
  return out;
}

export function chatJson(text: string, tools: Array<{ name: string; args: string }> = []): unknown {
  return {
    id: 'chatcmpl-fake2',
    object: 'chat.completion',
    created: CREATED,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null, annotations: [], ...(tools.length ? { tool_calls: tools.map((t, i) => ({ id: `call_${i}`, type: 'function', function: { name: t.name, arguments: t.args } })) } : {}) },
        logprobs: null,
        finish_reason: tools.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: CHAT_USAGE,
    service_tier: 'default',
    system_fingerprint: 'fp_fake',
  };
}

// ---------------------------------------------------------------- Responses

export const RESP_USAGE = { input_tokens: 20, input_tokens_details: { cached_tokens: 0 }, output_tokens: 40, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 60 };

function responseObject(status: string, output: unknown[], usage: unknown): Record<string, unknown> {
  return {
    id: 'resp_fake1',
    object: 'response',
    created_at: CREATED,
    status,
    background: false,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model: 'gpt-4.1-mini-2025-04-14',
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    truncation: 'disabled',
    usage,
    metadata: {},
  };
}

export function responsesEvents(chunks: readonly string[], o: { tools?: ToolSpec[] } = {}): string[] {
  let seq = 0;
  const ev = (type: string, body: Record<string, unknown>) => named(type, { type, ...body, sequence_number: seq++ });
  const text = chunks.join('');
  const msgId = 'msg_fake1';
  const done = { id: msgId, type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [], logprobs: [] }] };
  const out = [ev('response.created', { response: responseObject('in_progress', [], null) }), ev('response.in_progress', { response: responseObject('in_progress', [], null) })];
  out.push(ev('response.output_item.added', { output_index: 0, item: { id: msgId, type: 'message', status: 'in_progress', role: 'assistant', content: [] } }));
  out.push(ev('response.content_part.added', { item_id: msgId, output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } }));
  for (const c of chunks) out.push(ev('response.output_text.delta', { item_id: msgId, output_index: 0, content_index: 0, delta: c, logprobs: [] }));
  out.push(ev('response.output_text.done', { item_id: msgId, output_index: 0, content_index: 0, text, logprobs: [] }));
  out.push(ev('response.content_part.done', { item_id: msgId, output_index: 0, content_index: 0, part: { type: 'output_text', text, annotations: [], logprobs: [] } }));
  out.push(ev('response.output_item.done', { output_index: 0, item: done }));
  const output: unknown[] = [done];
  (o.tools ?? []).forEach((t, i) => {
    const id = `fc_fake${i}`;
    const outputIndex = i + 1;
    const args = t.argChunks.join('');
    const item = { id, type: 'function_call', status: 'completed', arguments: args, call_id: `call_fake${i}`, name: t.name };
    out.push(ev('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress', arguments: '' } }));
    for (const a of t.argChunks) out.push(ev('response.function_call_arguments.delta', { item_id: id, output_index: outputIndex, delta: a }));
    out.push(ev('response.function_call_arguments.done', { item_id: id, output_index: outputIndex, arguments: args }));
    out.push(ev('response.output_item.done', { output_index: outputIndex, item }));
    output.push(item);
  });
  out.push(ev('response.completed', { response: responseObject('completed', output, RESP_USAGE) }));
  return out;
}

export function responsesJson(text: string, tools: Array<{ name: string; args: string }> = []): unknown {
  const output: unknown[] = [{ id: 'msg_fake2', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [], logprobs: [] }] }];
  tools.forEach((t, i) => output.push({ id: `fc_${i}`, type: 'function_call', status: 'completed', arguments: t.args, call_id: `call_${i}`, name: t.name }));
  return responseObject('completed', output, RESP_USAGE);
}

// ---------------------------------------------------------------- Anthropic Messages

export function anthropicEvents(chunks: readonly string[], o: { tools?: ToolSpec[]; stopReason?: string; ping?: boolean } = {}): string[] {
  const out = [
    named('message_start', {
      type: 'message_start',
      message: { id: 'msg_01Fake', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 25, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1, service_tier: 'standard' } },
    }),
    named('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
  ];
  if (o.ping !== false) out.push(named('ping', { type: 'ping' }));
  for (const c of chunks) out.push(named('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: c } }));
  out.push(named('content_block_stop', { type: 'content_block_stop', index: 0 }));
  (o.tools ?? []).forEach((t, i) => {
    const index = i + 1;
    out.push(named('content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: `toolu_fake${i}`, name: t.name, input: {} } }));
    for (const a of t.argChunks) out.push(named('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: a } }));
    out.push(named('content_block_stop', { type: 'content_block_stop', index }));
  });
  out.push(named('message_delta', { type: 'message_delta', delta: { stop_reason: o.stopReason ?? (o.tools?.length ? 'tool_use' : 'end_turn'), stop_sequence: null }, usage: { output_tokens: 57 } }));
  out.push(named('message_stop', { type: 'message_stop' }));
  return out;
}

export function anthropicJson(text: string, tools: Array<{ name: string; input: unknown }> = []): unknown {
  return {
    id: 'msg_01Fake2',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'text', text }, ...tools.map((t, i) => ({ type: 'tool_use', id: `toolu_${i}`, name: t.name, input: t.input }))],
    stop_reason: tools.length ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 25, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 57, service_tier: 'standard' },
  };
}
