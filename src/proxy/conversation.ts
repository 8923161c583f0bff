import type { ProxyApi } from '../config/sections/proxy.js';

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text of a message `content`: a string, or an array of parts with `text` (or nested `content`). */
function textOf(content: unknown, out: string[]): void {
  if (typeof content === 'string') {
    if (content) out.push(content);
    return;
  }
  if (!Array.isArray(content)) return;
  for (const part of content) {
    if (!isObj(part)) continue;
    if (typeof part.text === 'string') out.push(part.text);
    else if (part.content !== undefined) textOf(part.content, out);
    else if (typeof part.output === 'string') out.push(part.output);
  }
}

const CONTEXT_ROLES = new Set(['system', 'developer', 'user', 'tool', 'function']);

/**
 * What the agent gave the model: system/developer instructions, user turns and tool results.
 * It grounds the checks (e.g. hallucination, system prompt leaks); assistant turns are left out.
 */
export function conversationContext(api: ProxyApi, body: unknown): string[] {
  const out: string[] = [];
  if (!isObj(body)) return out;
  if (api === 'anthropic') {
    textOf(body.system, out);
    if (Array.isArray(body.messages))
      for (const m of body.messages) if (isObj(m) && m.role === 'user') textOf(m.content, out);
    return out;
  }
  if (typeof body.instructions === 'string') out.push(body.instructions);
  if (typeof body.input === 'string') out.push(body.input);
  const items = Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : [];
  for (const m of items) {
    if (!isObj(m)) continue;
    if (typeof m.role === 'string' && CONTEXT_ROLES.has(m.role)) textOf(m.content, out);
    else if (m.type === 'function_call_output') textOf(m.output, out);
  }
  return out;
}
