import type { FastifyError } from 'fastify';
import { ErrorCode, HttpError } from './errors.js';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describeIssue(i: ValidationIssue): string {
  const where = i.instancePath ? i.instancePath.replace(/^\//, '').replaceAll('/', '.') : 'body';
  if (i.keyword === 'required') return `body must have the field "${String(i.params?.missingProperty)}"`;
  if (i.keyword === 'pattern' && where === 'agent_id') return 'agent_id must be 1 to 128 characters of A-Z, a-z, 0-9, underscore, dot or hyphen';
  if (i.keyword === 'minLength' && where === 'proposed_text') return 'proposed_text must not be empty';
  return `${where} ${i.message ?? 'is invalid'}`;
}

/** Schema failures are 422, except a too-long `proposed_text` alone, which is a size problem (413). */
function fromValidation(issues: ValidationIssue[]): HttpError {
  const tooLong = (i: ValidationIssue) => i.keyword === 'maxLength' && i.instancePath === '/proposed_text';
  if (issues.length > 0 && issues.every(tooLong)) {
    return new HttpError(413, `proposed_text exceeds the absolute maximum of ${String(issues[0]?.params?.limit)} characters`, ErrorCode.TEXT_TOO_LONG);
  }
  const detail = issues.filter((i) => !tooLong(i)).map(describeIssue).join('; ');
  return new HttpError(422, detail || 'request body is invalid', ErrorCode.BODY_INVALID);
}

/** Turns anything thrown while serving a request into the `{detail}` error it answers with. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (Array.isArray(e.validation)) return fromValidation(e.validation);
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'request body is too large', ErrorCode.BODY_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'unsupported Content-Type; send application/json', ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'request body is not valid JSON', ErrorCode.BODY_NOT_JSON);
  }
  if (e instanceof SyntaxError) return new HttpError(400, 'request body is not valid JSON', ErrorCode.BODY_NOT_JSON);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) return new HttpError(status, e.message || 'bad request', ErrorCode.BODY_INVALID);
  return new HttpError(500, 'internal error', ErrorCode.INTERNAL);
}
