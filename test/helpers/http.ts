/** Small fetch wrappers for tests against a real listening server. */

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Raw body text (for byte-for-byte comparisons). */
  text: string;
  // Tests inspect arbitrary response shapes.
  body: any;
}

async function toJson(r: Response): Promise<JsonResponse> {
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: r.status, headers: r.headers, text, body };
}

/** POST /v1/guardrail/check. `body` is serialised unless it is already a string. */
export async function postCheck(url: string, key: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (key !== undefined) h.authorization = `Bearer ${key}`;
  const r = await fetch(`${url}/v1/guardrail/check`, { method: 'POST', headers: h, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return toJson(r);
}

export async function getJson(url: string, path: string, key?: string): Promise<JsonResponse> {
  const r = await fetch(`${url}${path}`, key ? { headers: { authorization: `Bearer ${key}` } } : {});
  return toJson(r);
}

/** Asserts-free helper: true when the body is exactly `{"detail": <string>}`. */
export function isDetailOnly(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).length === 1 && typeof (body as { detail?: unknown }).detail === 'string';
}
