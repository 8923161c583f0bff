import type { DetectContext, Detector, Finding } from '../types.js';

// Markdown image/link targets and HTML img/src attributes. Bounded, disjoint classes.
const MD_IMAGE = /!\[[^[\]\n]{0,300}\]\(\s{0,3}<?((?:https?:)?\/\/[^\s)>]{1,2048})/g;
const MD_LINK = /(?<!!)\[[^[\]\n]{0,300}\]\(\s{0,3}<?((?:https?:)?\/\/[^\s)>]{1,2048})/g;
const HTML_SRC = /<(?:img|image|iframe|script|link|source|video|audio)\b[^<>]{0,300}?\b(?:src|href|srcset)\s{0,2}=\s{0,2}["']?((?:https?:)?\/\/[^\s"'<>]{1,2048})/gi;

// A template slot the reader is meant to fill with conversation data.
// Also a query value written as a capitalised placeholder for the user's data ("?u=USER_EMAIL&h=CHAT_HISTORY"),
// not the reader's own value ("YOUR_API_KEY").
const PLACEHOLDER = /[?&][A-Za-z0-9_]{1,30}=(?:USER_|USERS_|THE_)?(?:EMAIL|CHAT_?HISTORY|CHAT|CONVERSATION|HISTORY|PASSWORD|SECRET|SSN|PHONE|ADDRESS|MEMORY|CONTEXT|SYSTEM_?PROMPT|TRANSCRIPT|MESSAGES)(?=[&#]|$)/;
const TEMPLATE = /\{\{[^{}]{0,100}\}\}|\{[A-Za-z_]{1,40}\}|\$\{[^{}]{0,100}\}|%7B%7B|\[(?:data|info|secret|password|conversation|history|summary|user[ _]?data|chat)\]|<(?:data|secret|password|conversation|summary)>/i;
// An inline image sent as a parameter (a badge's "logo=data:image/png;base64,...") is a picture
// the page already holds, not text taken from the conversation; it runs to the next "&".
const DATA_IMAGE = /data(?::|%3a)image(?:\/|%2f)[^&]{0,2048}/gi;
const FIELD_SEP = /\||%7C/i;
const B64ISH = /^[A-Za-z0-9+/_-]{20,}={0,2}$/;
// A URL is judged on its first URL_HEAD characters only, so a streamed image is recognised once
// they have arrived, without waiting for the closing ")". The URL starts at most 319 characters
// into a match (HTML: "<iframe" + 300 attribute characters + "srcset=\""), hence the reach.
const URL_HEAD = 280;
const REACH = 600;

/** Does a URL carry data (judged on its first 280 characters): a template slot, or a query value that is long or encoded? */
export function carriesData(whole: string, strict: boolean): boolean {
  const url = whole.slice(0, URL_HEAD);
  if (TEMPLATE.test(url) || PLACEHOLDER.test(url)) return true;
  if (strict) return false;
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const part of url.slice(q + 1).replace(DATA_IMAGE, '').split(/[&;]/)) {
    const eq = part.indexOf('=');
    const value = eq >= 0 ? part.slice(eq + 1) : part;
    // A long value split by pipes into many fields ("chxl=0:|ajv|djv|...", a chart's labels) is a
    // rendering parameter; data lifted from a conversation comes as one run or as prose.
    if (value.length >= 48 && value.split(FIELD_SEP).length < 4) return true;
    if (value.length >= 20 && B64ISH.test(value) && /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value)) return true;
    // Percent-encoded prose ("my%20password%20is...") is conversation text, not an id.
    if ((value.match(/%20|\+/g)?.length ?? 0) >= 4) return true;
  }
  return false;
}

function finding(ctx: DetectContext, start: number, end: number, label: string, score: number): Finding {
  return { detector: 'injection.exfiltration', category: 'injection', type: 'data_exfiltration', label, ...ctx.normalized.spanToOriginal(start, end), score };
}

/**
 * Data exfiltration through rendered URLs: a markdown image or HTML element whose URL carries
 * data is fetched the moment the reader renders it. Links need a click, so only templated
 * links count (long query strings in links are ordinary tracking parameters).
 */
export const exfiltrationDetector: Detector = {
  meta: { id: 'injection.exfiltration', category: 'injection', stage: 'fastpath', maxMatchLength: REACH },
  detect(_text, ctx) {
    const t = ctx.normalized.text;
    const out: Finding[] = [];
    if (t.includes('](')) {
      for (const m of t.matchAll(MD_IMAGE)) if (carriesData(m[1]!, false)) out.push(finding(ctx, m.index, m.index + m[0].length, 'data exfiltration via markdown image', 0.85));
      for (const m of t.matchAll(MD_LINK)) if (carriesData(m[1]!, true)) out.push(finding(ctx, m.index, m.index + m[0].length, 'data exfiltration via templated link', 0.8));
    }
    if (t.includes('<') && /src|href/i.test(t)) {
      for (const m of t.matchAll(HTML_SRC)) if (carriesData(m[1]!, false)) out.push(finding(ctx, m.index, m.index + m[0].length, 'data exfiltration via HTML element', 0.85));
    }
    return out;
  },
};
