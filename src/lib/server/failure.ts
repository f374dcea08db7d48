import type { Language } from '../enums'
import { AppError, type ErrorCode, errorStatus, type Failure, type FailureBody } from '../errors'
import { commonMessage, fieldMessages } from './messages'

/** The message lookups live in ./messages; these names stay for the modules that import them from here. */
export { commonMessage, fieldMessage } from './messages'

/** The localized envelope of an expected failure. */
export function failureBody(
  lang: Language,
  code: ErrorCode,
  extra: { fields?: Record<string, string>; requestId?: string; retryAfterSeconds?: number; params?: Record<string, string | number> } = {},
): FailureBody {
  const minutes = extra.retryAfterSeconds ? Math.max(1, Math.ceil(extra.retryAfterSeconds / 60)) : 1
  return {
    code,
    message: commonMessage(lang, `errors.${code}`, { count: minutes, ...extra.params }),
    ...(extra.fields ? { fields: fieldMessages(lang, extra.fields) } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
  }
}

export function failureFromAppError(lang: Language, error: AppError, requestId?: string): Failure {
  return {
    success: false,
    error: failureBody(lang, error.code, {
      fields: error.fields,
      params: error.params,
      retryAfterSeconds: error.retryAfterSeconds,
      requestId,
    }),
  }
}

/** A JSON failure response with the code's status (for request middleware and server routes). */
export function failureResponse(
  lang: Language,
  code: ErrorCode,
  extra: { fields?: Record<string, string>; requestId?: string; retryAfterSeconds?: number; headers?: Record<string, string> } = {},
): Response {
  const body: Failure = { success: false, error: failureBody(lang, code, extra) }
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(extra.requestId ? { 'X-Request-Id': extra.requestId } : {}),
    ...(extra.retryAfterSeconds ? { 'Retry-After': String(extra.retryAfterSeconds) } : {}),
    ...extra.headers,
  }
  return new Response(JSON.stringify(body), { status: errorStatus[code], headers })
}
