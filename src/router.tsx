import type { QueryClient } from '@tanstack/react-query'
import { type AnyRouter, createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setupCoreRouterSsrQueryIntegration } from '@tanstack/router-ssr-query-core'
import { PendingView } from '~/components/layout/pending-view'
import { createQueryClient } from '~/lib/query-client'
import { keepDehydratedQueries } from '~/lib/query-hydration'
import { routeTree } from './routeTree.gen'

/** docs/product.md §9 router constants. */
export const ROUTER_PRELOAD_DELAY_MS = 50
export const ROUTER_PENDING_MS = 1000
export const ROUTER_PENDING_MIN_MS = 500

const getNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce)
  .client(() => undefined)

/**
 * The server renders every request with a query client of its own and sends the queries it ran
 * with the page. In the browser the query library loads only with the pages that use it (the
 * dashboard, `browserQueryClient`), so public pages do not carry it (decision 013).
 */
const serverQueryClient = createIsomorphicFn()
  .server(() => createQueryClient())
  .client((): QueryClient | undefined => undefined)

const sendQueriesWithPage = createIsomorphicFn()
  .server((router: AnyRouter, queryClient: QueryClient | undefined) => {
    if (queryClient) setupCoreRouterSsrQueryIntegration({ router, queryClient, handleRedirects: false })
  })
  .client(() => {})

/** What loaders use: the render's client on the server, the browser's (loaded on demand) in the browser. */
const loadQueryClient = (queryClient: QueryClient | undefined) => async () =>
  queryClient ?? (await import('~/lib/query-client')).browserQueryClient()

export function getRouter() {
  const queryClient = serverQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient, getQueryClient: loadQueryClient(queryClient) },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadDelay: ROUTER_PRELOAD_DELAY_MS,
    defaultPendingMs: ROUTER_PENDING_MS,
    defaultPendingMinMs: ROUTER_PENDING_MIN_MS,
    defaultPendingComponent: PendingView,
    // Loaded when a page fails, not with every page (decision 013).
    defaultErrorComponent: lazyRouteComponent(() => import('~/components/layout/error-view'), 'ErrorView'),
    hydrate: keepDehydratedQueries,
    ssr: { nonce: getNonce() },
  })
  sendQueriesWithPage(router, queryClient)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
