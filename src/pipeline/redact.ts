/** How a sensitive span is masked. */
export type MaskStyle = 'full' | 'last4' | 'type';

export interface RedactionSpan {
  start: number;
  end: number;
  style: MaskStyle;
  /** Upper-case type name used by the `type` style, e.g. EMAIL -> `[EMAIL]`. */
  type?: string;
}

function mask(value: string, span: RedactionSpan): string {
  switch (span.style) {
    case 'last4': {
      const digits = value.replace(/\D/g, '');
      if (digits.length <= 4) return '*'.repeat(value.length);
      return '*'.repeat(Math.max(4, value.length - 4)) + digits.slice(-4);
    }
    case 'type':
      return `[${(span.type ?? 'REDACTED').toUpperCase()}]`;
    default:
      return '*'.repeat(Math.max(1, [...value].length));
  }
}

/**
 * Replaces spans with masks. Overlapping or touching spans merge into one (the merged span
 * takes the `full` style unless all parts agree), so nothing partially masked leaks.
 */
export function redact(text: string, spans: readonly RedactionSpan[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans]
    .filter((s) => s.end > s.start)
    .map((s) => ({ ...s, start: Math.max(0, s.start), end: Math.min(text.length, s.end) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: RedactionSpan[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) {
      if (s.end > last.end) last.end = s.end;
      if (last.style !== s.style || last.type !== s.type) {
        last.style = 'full';
        last.type = undefined;
      }
    } else merged.push({ ...s });
  }
  let out = '';
  let pos = 0;
  for (const s of merged) {
    out += text.slice(pos, s.start) + mask(text.slice(s.start, s.end), s);
    pos = s.end;
  }
  return out + text.slice(pos);
}
