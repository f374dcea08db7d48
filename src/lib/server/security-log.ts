import { getLogger } from './logger'
import { requestContext } from './request-context'

export type SecurityEvent =
  | 'sign_in_success'
  | 'sign_in_failure'
  | 'sign_in_locked'
  | 'sign_out'
  | 'password_changed'
  | 'origin_refused'
  | 'rate_limited'
  | 'access_denied'
  | 'client_error'
  | 'server_error'

export interface SecurityDetails {
  requestId?: string
  userId?: string
  ip?: string
  status?: number
  method?: string
  path?: string
  /** A short machine word (error code, reason); never a password, token or message body. */
  reason?: string
  /** For sign-in events: the domain of the e-mail only, never the full address. */
  emailDomain?: string
  /** For a refused origin: the Origin that arrived and the one forms are accepted from (APP_ORIGIN). */
  origin?: string
  expected?: string
}

/** One structured line per security-relevant event (docs/product.md §11), with the request id and user id. */
export function securityLog(event: SecurityEvent, details: SecurityDetails = {}) {
  const context = requestContext()
  const line = {
    security: event,
    requestId: details.requestId ?? context.requestId,
    ip: details.ip ?? context.clientAddress,
    userId: details.userId ?? context.actor?.userId,
    ...details,
  }
  const level =
    event === 'server_error'
      ? 'error'
      : event === 'sign_in_success' || event === 'sign_out' || event === 'password_changed'
        ? 'info'
        : 'warn'
  getLogger()[level](line, event)
}

/** The part after the @ of an address, for logs that must not hold the address itself. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1, email.lastIndexOf('@') + 1 + 253) || undefined
