/** Failure codes a caller can act on; the client maps each to a localized message. */
export const errorCodes = [
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'invalid',
  'rate_limited',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const errorStatus: Record<ErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 400,
  rate_limited: 429,
}

/** An expected failure. Its message is the code, so it survives server-function serialization. */
export class AppError extends Error {
  readonly code: ErrorCode
  constructor(code: ErrorCode) {
    super(code)
    this.name = 'AppError'
    this.code = code
  }
}

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const message = error instanceof Error ? error.message : undefined
  return errorCodes.find((code) => code === message)
}
