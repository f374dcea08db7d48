import { type ErrorCode, isErrorCode } from '~/lib/errors'
import { enumParam, textParam } from '~/lib/list-search'

const reasons = ['signin', 'expired', 'logout'] as const
const loginFields = ['email', 'password'] as const

export interface LoginSearch {
  redirect?: string
  reason?: (typeof reasons)[number]
  /** Set by the scriptless form post: the failure's code, its field keys and the wait. */
  error?: ErrorCode
  /** `name:key` pairs joined by commas, as the form post wrote them (the URL keeps this shape). */
  fields?: string
  retry?: number
}

export type LoginFieldErrors = Partial<Record<(typeof loginFields)[number], string>>

/** The field errors a scriptless attempt carried back: known fields with `validation.*` keys only. */
export function loginFieldErrors(fields: string | undefined): LoginFieldErrors | undefined {
  const errors: LoginFieldErrors = {}
  for (const pair of (fields ?? '').split(',')) {
    const colon = pair.indexOf(':')
    const field = enumParam(pair.slice(0, colon), loginFields)
    const key = pair.slice(colon + 1)
    if (field && key.startsWith('validation.')) errors[field] = key
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

/** The login page's search, read without a schema library (it ships in every page's entry). */
export function readLoginSearch(search: Record<string, unknown>): LoginSearch {
  const error = textParam(search.error, 40)
  const fields = textParam(search.fields, 200)
  const retry = Number(search.retry)
  return {
    redirect: textParam(search.redirect, 2000),
    reason: enumParam(search.reason, reasons),
    error: isErrorCode(error) ? error : undefined,
    fields: loginFieldErrors(fields) ? fields : undefined,
    retry: Number.isInteger(retry) && retry > 0 && retry < 100_000 ? retry : undefined,
  }
}
