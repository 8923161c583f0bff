import type { GuardKit } from '../kit.js';
import { isObj, type Json } from './session.js';

export type Surface = 'chat' | 'responses' | 'messages';

/** Checks every text and tool call of a non-streamed response; returns the body to send. */
export async function guardJsonBody(surface: Surface, body: Json, kit: GuardKit): Promise<{ body: Json; blocked: boolean }> {
  let blocked = false;
  const text = async (t: unknown): Promise<unknown> => {
    if (typeof t !== 'string' || t === '') return t;
    const r = await kit.text(t);
    if (r.blocked) blocked = true;
    return r.value;
  };
  // Reasoning is checked (a rejected one refuses the response) but returned as it came.
  const reasoning = async (t: unknown): Promise<void> => {
    if (!kit.checksReasoning || typeof t !== 'string' || t === '') return;
    if ((await kit.reasoningText(t)).blocked) blocked = true;
  };
  const args = async (a: unknown): Promise<unknown> => {
    if (typeof a !== 'string' || a === '') return a;
    const r = await kit.toolArgs(a);
    if (r.blocked) blocked = true;
    return r.value;
  };

  if (surface === 'chat' && Array.isArray(body.choices)) {
    const choices = await Promise.all(
      body.choices.map(async (c: unknown) => {
        if (!isObj(c) || !isObj(c.message)) return c;
        const m = c.message;
        const tools = Array.isArray(m.tool_calls)
          ? await Promise.all(m.tool_calls.map(async (t: unknown) => (isObj(t) && isObj(t.function) ? { ...t, function: { ...t.function, arguments: await args(t.function.arguments) } } : t)))
          : m.tool_calls;
        // Per-token logprobs would repeat the unredacted tokens.
        return { ...c, message: { ...m, content: await text(m.content), ...(tools !== undefined ? { tool_calls: tools } : {}) }, ...(c.logprobs && kit.mode === 'redact' ? { logprobs: null } : {}) };
      }),
    );
    return { body: { ...body, choices }, blocked };
  }

  if (surface === 'responses' && Array.isArray(body.output)) {
    const output = await Promise.all(
      body.output.map(async (item: unknown) => {
        if (!isObj(item)) return item;
        if (item.type === 'function_call') return { ...item, arguments: await args(item.arguments) };
        if (item.type === 'reasoning') {
          const parts = [...(Array.isArray(item.summary) ? item.summary : []), ...(Array.isArray(item.content) ? item.content : [])];
          await Promise.all(parts.map((p: unknown) => (isObj(p) ? reasoning(p.text) : undefined)));
          return item;
        }
        if (item.type !== 'message' || !Array.isArray(item.content)) return item;
        const content = await Promise.all(item.content.map(async (p: unknown) => (isObj(p) && p.type === 'output_text' ? { ...p, text: await text(p.text), ...(kit.mode === 'redact' && Array.isArray(p.logprobs) ? { logprobs: [] } : {}) } : p)));
        return { ...item, content };
      }),
    );
    const out: Json = { ...body, output };
    // Some SDK-shaped bodies carry the joined text; keep it consistent with the parts.
    if (typeof body.output_text === 'string') out.output_text = await text(body.output_text);
    return { body: out, blocked };
  }

  if (surface === 'messages' && Array.isArray(body.content)) {
    const content = await Promise.all(
      body.content.map(async (b: unknown) => {
        if (!isObj(b)) return b;
        if (b.type === 'text') return { ...b, text: await text(b.text) };
        if (b.type === 'thinking') {
          await reasoning(b.thinking);
          return b;
        }
        if (b.type === 'tool_use' && isObj(b.input)) {
          const r = await kit.toolInput(b.input);
          if (r.blocked) blocked = true;
          return { ...b, input: r.value };
        }
        return b;
      }),
    );
    return { body: { ...body, content }, blocked };
  }
  return { body, blocked };
}
