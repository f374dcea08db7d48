/**
 * Expected failures, one vocabulary for the server, the wire and the client (docs/product.md §7.2):
 * `{ success: false, error: { code, message, fields?, requestId? } }` with the code's HTTP status.
 * Client-safe: no server imports here.
 */
export const errorStatus = {
  bad_request: 400,
  invalid: 400,
  wrong_password: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  forbidden: 403,
  /** A form or call posted from another origin than APP_ORIGIN (the site opened under another address). */
  wrong_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** An upload that sent nothing for UPLOAD_IDLE_TIMEOUT_MS. */
  request_timeout: 408,
  conflict: 409,
  /** A private link past its expiry (decision 040). */
  gone: 410,
  email_taken: 409,
  self_deactivation: 409,
  last_admin: 409,
  invalid_transition: 409,
  /** HR tried to change the status of an application its candidate withdrew (decision 040). */
  application_withdrawn: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** The disk (or the volume of DATA_DIR) is full. */
  insufficient_storage: 507,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof errorStatus
export const errorCodes = Object.keys(errorStatus) as ErrorCode[]

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(errorStatus, value)

/** The `error` member of a failure envelope. `fields` maps a field name to a localized message. */
export interface FailureBody {
  code: ErrorCode
  message: string
  fields?: Record<string, string>
  requestId?: string
  retryAfterSeconds?: number
}

export interface Failure {
  success: false
  error: FailureBody
}

export interface Success<T> {
  success: true
  data: T
}

export type Result<T> = Success<T> | Failure

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Failure).success === false && isErrorCode((value as Failure).error?.code)

/**
 * An expected failure thrown on the server. `fields` holds locale keys (`validation.*`) or
 * already-localized text per field; the server localizes them before they leave.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields?: Record<string, string>
  readonly params?: Record<string, string | number>
  readonly retryAfterSeconds?: number
  /** True when the thrower already wrote its security log line (sign-in failures). */
  readonly logged: boolean
  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>
      params?: Record<string, string | number>
      retryAfterSeconds?: number
      logged?: boolean
    } = {},
  ) {
    super(code)
    this.name = 'AppError'
    this.code = code
    this.fields = options.fields
    this.params = options.params
    this.retryAfterSeconds = options.retryAfterSeconds
    this.logged = options.logged ?? false
  }
}

/**
 * A failed call as the client sees it: the envelope's error, thrown by the server-function
 * client middleware. Its message is the code, so it survives the SSR → client error hand-over.
 */
export class RequestError extends Error {
  readonly code: ErrorCode
  readonly fields?: Record<string, string>
  readonly serverMessage: string
  readonly requestId?: string
  readonly retryAfterSeconds?: number
  constructor(body: FailureBody) {
    super(body.code)
    this.name = 'RequestError'
    this.code = body.code
    this.fields = body.fields
    this.serverMessage = body.message
    this.requestId = body.requestId
    this.retryAfterSeconds = body.retryAfterSeconds
  }
}

/** The code of any error a call can end with (thrown AppError, RequestError, or one rebuilt from its message). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof AppError || error instanceof RequestError) return error.code
  const message = error instanceof Error ? error.message : undefined
  return isErrorCode(message) ? message : undefined
}
