import type { Language } from '../enums'
import { AppError, type ErrorCode, errorStatus, type Failure, type FailureBody } from '../errors'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db-errors'
import { getLogger } from './logger'
import { commonMessage, fieldMessages, type OwnMessages } from './messages'

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

/**
 * A public form's failure envelope: its field messages in the form's own words where it has them
 * (`own`), and the request id only for a fault of ours.
 */
export function formFailureBody(lang: Language, error: AppError, own: OwnMessages, requestId?: string): FailureBody {
  return failureBody(lang, error.code, {
    fields: fieldMessages(lang, error.fields, own),
    retryAfterSeconds: error.retryAfterSeconds,
    requestId: error.code === 'internal' ? requestId : undefined,
  })
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
  extra: {
    fields?: Record<string, string>
    requestId?: string
    retryAfterSeconds?: number
    params?: Record<string, string | number>
    headers?: Record<string, string>
  } = {},
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

/** A JSON answer that no cache keeps: what every REST write answers. */
export const noStoreJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * The answer of a REST write that failed: an expected failure as it is, anything else as `internal`
 * and logged with the request id (`what` names the write); `envelope` words it in the caller's
 * language, and a rate limit carries Retry-After.
 */
export function writeFailureResponse(error: unknown, requestId: string | undefined, what: string, envelope: (known: AppError) => Failure) {
  const known = expectedFailure(error)
  if (known !== error) getLogger().error({ err: error, requestId }, what)
  return noStoreJson(
    errorStatus[known.code],
    envelope(known),
    known.retryAfterSeconds ? { 'Retry-After': String(known.retryAfterSeconds) } : {},
  )
}

/**
 * What a caught error is to a client: an expected failure as thrown; an unreachable database
 * `unavailable` (503, retry in 30 s; db-errors.ts); a full disk `insufficient_storage` (507);
 * anything else `internal` (decision 005).
 */
export function expectedFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (isDatabaseUnavailable(error)) return new AppError('unavailable', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS })
  if (isDiskFull(error)) return new AppError('insufficient_storage')
  return new AppError('internal')
}

/** A write that failed because the disk or the user's quota is full (ENOSPC, EDQUOT), also wrapped (`cause`). */
export function isDiskFull(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true
    e = e.cause as typeof e
  }
  return false
}
