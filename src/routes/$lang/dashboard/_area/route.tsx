import { createFileRoute, type NotFoundRouteProps, Outlet } from '@tanstack/react-router'
import { AccessDenied } from '~/components/layout/dashboard/access-denied'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { ACCESS_DENIED } from '~/lib/area-guard'

/**
 * Every dashboard page's area: the area guard (`areaGuard`, src/lib/area-guard.ts) and each page's
 * `<title>` from its `staticData.title`, both loaded on demand so that the access policy and the
 * title builder are not in the entry every public page loads (decision 013).
 */
export const Route = createFileRoute('/$lang/dashboard/_area')({
  beforeLoad: async ({ context, matches }): Promise<void> => (await import('~/lib/area-guard')).areaGuard({ context, matches }),
  head: async ({ match, matches }) => (await import('~/lib/area-guard')).dashboardHead(match.context.messages, matches),
  component: Outlet,
  notFoundComponent: AreaRefusal,
})

/** The access-denied view for the guard's refusal; the dashboard's not-found panel otherwise. */
function AreaRefusal({ data }: NotFoundRouteProps) {
  const denied = (data as Partial<typeof ACCESS_DENIED> | undefined)?.code === ACCESS_DENIED.code
  return denied ? <AccessDenied /> : <NotFoundPanel />
}
