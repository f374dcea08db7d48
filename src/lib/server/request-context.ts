import { getGlobalStartContext } from '@tanstack/react-start'
import type { Language } from '../enums'
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, languageOfPath } from '../language'

/** What the request middleware (src/start.ts) puts in the global start context of each request. */
export interface RequestContext {
  requestId: string
  nonce: string
  lang: Language
  clientAddress: string
}

/** The current request's context; undefined outside a request (scripts, tests). */
export function requestContext(): Partial<RequestContext> {
  try {
    return (getGlobalStartContext() as Partial<RequestContext> | undefined) ?? {}
  } catch {
    return {}
  }
}

/** Header the client sends with every server-function call: the language of the page it is on. */
export const LANGUAGE_HEADER = 'x-hoi-language'

/**
 * The language to answer in: the client's header, else the page path, else the page the request
 * came from, else the cookie and Accept-Language (DESIGN §1 detection order).
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
  return detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') }) ?? DEFAULT_LANGUAGE
}
