import { getGlobalStartContext } from '@tanstack/react-start'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { ErrorView } from '~/components/layout/error-view'
import { PendingView } from '~/components/layout/pending-view'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from './routeTree.gen'

/** DESIGN §8 router constants. */
export const ROUTER_PRELOAD_DELAY_MS = 50
export const ROUTER_PENDING_MS = 1000
export const ROUTER_PENDING_MIN_MS = 500

const getNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce)
  .client(() => undefined)

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadDelay: ROUTER_PRELOAD_DELAY_MS,
    defaultPendingMs: ROUTER_PENDING_MS,
    defaultPendingMinMs: ROUTER_PENDING_MIN_MS,
    defaultPendingComponent: PendingView,
    defaultErrorComponent: ErrorView,
    ssr: { nonce: getNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
