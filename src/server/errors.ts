/**
 * Internal error codes. They appear in logs only; response bodies carry `{detail}` and nothing else.
 */
export const ErrorCode = {
  AUTH_REJECTED: 'GRD_ERR_AUTH_REJECTED',
  AUTH_STORE_UNAVAILABLE: 'GRD_ERR_AUTH_STORE_UNAVAILABLE',
  ACCOUNT_SUSPENDED: 'GRD_ERR_ACCOUNT_SUSPENDED',
  PLAN_NOT_CONFIGURED: 'GRD_ERR_PLAN_NOT_CONFIGURED',
  BODY_NOT_JSON: 'GRD_ERR_BODY_NOT_JSON',
  BODY_INVALID: 'GRD_ERR_BODY_INVALID',
  TEXT_TOO_LONG: 'GRD_ERR_TEXT_TOO_LONG',
  BODY_TOO_LARGE: 'GRD_ERR_BODY_TOO_LARGE',
  QUOTA_EXHAUSTED: 'GRD_ERR_QUOTA_EXHAUSTED',
  SPEND_CAP_REACHED: 'GRD_ERR_SPEND_CAP_REACHED',
  RATE_LIMITED: 'GRD_ERR_RATE_LIMITED',
  ADMISSION_STORE_UNAVAILABLE: 'GRD_ERR_ADMISSION_STORE_UNAVAILABLE',
  PIPELINE_THREW: 'GRD_ERR_PIPELINE_THREW',
  PIPELINE_TIMEOUT: 'GRD_ERR_PIPELINE_TIMEOUT',
  VERDICT_LOG_FAILED: 'GRD_ERR_VERDICT_LOG_FAILED',
  REFUND_FAILED: 'GRD_ERR_REFUND_FAILED',
  STORE_NOT_READY: 'GRD_ERR_STORE_NOT_READY',
  UNSUPPORTED_MEDIA_TYPE: 'GRD_ERR_UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'GRD_ERR_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'GRD_ERR_METHOD_NOT_ALLOWED',
  INTERNAL: 'GRD_ERR_INTERNAL',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An error that becomes `{detail}` with `status`; `code` goes to the log. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: ErrorCodeValue,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
