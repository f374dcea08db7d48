import { getGlobalStartContext } from '@tanstack/react-start'
import type { Language } from '../enums'
import type { PostedForm } from '../posted-form'
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, languageOfPath } from '../language'

/** What the request middleware (src/start.ts) puts in the global start context of each request. */
export interface RequestContext {
  requestId: string
  nonce: string
  lang: Language
  clientAddress: string
  /** A page's status when the router can only say 200, 404 or 500 (an access-denied page is 403). */
  page: { status?: number }
  /** The signed-in user once the access check has resolved one, for the security log. */
  actor: { userId?: string }
  /** A failed page form post the page is rendered again for (src/lib/server/page-form.ts). */
  form?: PostedForm
  /**
   * Set when a query of this request found the database unreachable (src/db/client.ts): whatever
   * was rendered is answered 503 and never stored in the page cache (src/start.ts).
   */
  database: { unavailable?: boolean }
}

/** The current request's context; undefined outside a request (scripts, tests). */
export function requestContext(): Partial<RequestContext> {
  try {
    return (getGlobalStartContext() as Partial<RequestContext> | undefined) ?? {}
  } catch {
    return {}
  }
}

/** Sets the status the current page is answered with (see `page` above). */
export function setPageStatus(status: number) {
  const page = requestContext().page
  if (page) page.status = status
}

/** Records that the current request met a database it could not reach (a no-op outside a request). */
export function markDatabaseUnavailable() {
  const database = requestContext().database
  if (database) database.unavailable = true
}

/** Records who the current request acts for (set by the access check). */
export function setRequestActor(userId: string) {
  const actor = requestContext().actor
  if (actor) actor.userId = userId
}

/** Header the client sends with every server-function call: the language of the page it is on. */
export const LANGUAGE_HEADER = 'x-hoi-language'

/**
 * The language to answer in: the client's header, else the page path, else the page the request
 * came from, else the cookie and Accept-Language (docs/product.md §2.1 detection order).
 */
export function requestLanguage(request: Request): Language {
  const header = request.headers.get(LANGUAGE_HEADER)
  if (isLanguage(header)) return header
  const fromPath = languageOfPath(new URL(request.url).pathname)
  if (fromPath) return fromPath
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const fromReferer = languageOfPath(new URL(referer).pathname)
      if (fromReferer) return fromReferer
    } catch {
      // A malformed Referer says nothing.
    }
  }
  return (
    detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') }) ?? DEFAULT_LANGUAGE
  )
}
