import type { Language } from '../enums'
import { failureResponse } from './failure'
import { bearerMatches, type Metrics } from './metrics'

// Apart from metrics.ts, which the page cache and the database client import: the failure
// replies bring the message catalogues, which only the server bundle (and Vitest) can load.

/**
 * The answer to `GET /metrics`: 404, as any unknown path, while metrics are off; 401 without the
 * token; else the registry in Prometheus's text format, never stored by anyone.
 */
export async function metricsReply(
  request: Request,
  options: { token: string | undefined; metrics: Metrics | undefined; lang: Language; requestId?: string },
): Promise<Response> {
  const { token, lang, requestId } = options
  const instruments = options.metrics
  if (!token || !instruments) return failureResponse(lang, 'not_found', { requestId })
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return failureResponse(lang, 'unauthorized', { requestId, headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } })
  }
  const body = await instruments.registry.metrics()
  return new Response(body, { headers: { 'Content-Type': instruments.registry.contentType, 'Cache-Control': 'no-store' } })
}
