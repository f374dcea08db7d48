import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query'
import { takeDehydratedQueries } from './query-hydration'
import { retryDelay, retryQuery, retryWrite } from './retry-policy'

/** docs/product.md §9: stale 2 min, refetch on focus; retries as §7.5 (retry-policy.ts). */
export const QUERY_STALE_MS = 2 * 60 * 1000

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        refetchOnWindowFocus: true,
        retry: retryQuery,
        retryDelay,
      },
      mutations: { retry: retryWrite, retryDelay },
    },
  })
}

let browserClient: QueryClient | undefined

/**
 * The browser's one query client, created when the first page that uses queries loads. It takes
 * over what the server rendered: the queries sent with the page and those streamed after it
 * (the client half of @tanstack/router-ssr-query-core, whose server half runs in src/router.tsx).
 */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient
  // One per browser tab; on the server each render has its own (src/router.tsx), never this one.
  if (typeof window === 'undefined') throw new Error('browserQueryClient() was called on the server')
  const client = createQueryClient()
  browserClient = client
  const dehydrated = takeDehydratedQueries()
  const take = (queries: unknown[]) => hydrate(client, { queries } as unknown as DehydratedState)
  if (dehydrated?.initial) take(dehydrated.initial)
  const reader = dehydrated?.stream?.getReader()
  if (reader) {
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          take(value)
        }
      } catch {
        // A broken stream only means those queries are fetched again.
        await reader.cancel().catch(() => {})
      } finally {
        reader.releaseLock()
      }
    })()
  }
  return client
}
