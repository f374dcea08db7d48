import { getRequest } from '@tanstack/react-start/server'
import { errorStatus, type Failure } from '../errors'
import { expectedFailure, failureFromAppError } from './failure'
import { getLogger } from './logger'
import { requestContext, requestLanguage } from './request-context'
import { securityLog } from './security-log'

function currentLanguageAndId() {
  const context = requestContext()
  let lang = context.lang
  if (!lang) {
    try {
      lang = requestLanguage(getRequest())
    } catch {
      lang = 'tr'
    }
  }
  return { lang, requestId: context.requestId }
}

/**
 * Turns whatever a server function threw into the failure envelope and its HTTP status. Expected
 * failures keep their code; anything else is logged here with the request id and leaves as
 * `internal`, with no driver, SQL or stack text.
 */
export function toFailure(thrown: unknown, fn?: string): { status: number; failure: Failure } {
  const { lang, requestId } = currentLanguageAndId()
  // An unreachable database is `unavailable` (503) rather than a fault of ours (db-errors.ts).
  const error = expectedFailure(thrown)
  const status = errorStatus[error.code]
  if (status >= 500) getLogger().error({ err: thrown, requestId, fn }, 'server function failed')
  else if (!error.logged)
    securityLog(
      error.code === 'rate_limited'
        ? 'rate_limited'
        : error.code === 'forbidden' || error.code === 'unauthorized'
          ? 'access_denied'
          : 'client_error',
      { status, reason: error.code, requestId },
    )
  return { status, failure: failureFromAppError(lang, error, requestId) }
}
