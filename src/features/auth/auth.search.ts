import { enumParam, textParam } from '~/lib/list-search'

const reasons = ['signin', 'expired', 'logout'] as const

export interface LoginSearch {
  redirect?: string
  reason?: (typeof reasons)[number]
}

/** The login page's search, read without a schema library (it ships in every page's entry). */
export function readLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: textParam(search.redirect, 2000), reason: enumParam(search.reason, reasons) }
}
