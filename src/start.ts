import { randomBytes, randomUUID } from 'node:crypto'
import { createMiddleware, createStart } from '@tanstack/react-start'
import { getEnv } from '~/lib/env'
import { detectLanguage, languageOfPath } from '~/lib/language'
import { contentSecurityPolicy, isForeignStateChange } from '~/lib/server/security-headers'

/** Paths that are not pages and so carry no language segment (DESIGN §1). */
const LANGUAGE_EXEMPT = /^\/(?:api\/|_serverFn\/|assets\/|healthz$|readyz$|robots\.txt$|sitemap\.xml$|favicon\.ico$)/

function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v)
    return response
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them.
    const copy = new Response(response.body, response)
    for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v)
    return copy
  }
}

/** Pages are gzipped on the fly (assets are precompressed at build time by Nitro). */
function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    !type.startsWith('text/html') ||
    response.headers.has('content-encoding') ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  headers.append('Vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

const securityMiddleware = createMiddleware().server(async ({ request, next }) => {
  const env = getEnv()
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID()
  if (isForeignStateChange(request, env)) {
    return new Response(JSON.stringify({ success: false, error: { code: 'forbidden', message: 'Cross-origin request refused' } }), {
      status: 403,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    })
  }

  const url = new URL(request.url)
  if (!LANGUAGE_EXEMPT.test(url.pathname) && !languageOfPath(url.pathname)) {
    const lang = detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
    return new Response(null, { status: 302, headers: { Location: `/${lang}`, Vary: 'Cookie, Accept-Language', 'X-Request-Id': requestId } })
  }

  const nonce = randomBytes(16).toString('base64')
  const result = await next({ context: { nonce, requestId } })
  const headers: Record<string, string> = { 'X-Request-Id': requestId }
  if (import.meta.env.PROD) headers['Content-Security-Policy'] = contentSecurityPolicy(nonce, env)
  return { ...result, response: compressHtml(request, withHeaders(result.response, headers)) }
})

export const startInstance = createStart(() => ({ requestMiddleware: [securityMiddleware] }))
