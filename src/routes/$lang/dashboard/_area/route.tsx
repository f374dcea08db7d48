import { createFileRoute, notFound, type NotFoundRouteProps, Outlet } from '@tanstack/react-router'
import { AccessDenied } from '~/components/layout/dashboard/access-denied'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { canAccess } from '~/lib/access'
import { dashboardHead } from '~/lib/dashboard-head'
import type { ErrorCode } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

/** What the area guard's refusal carries to `notFoundComponent`. */
const ACCESS_DENIED = { code: 'forbidden' satisfies ErrorCode }

/**
 * The area guard of every dashboard page, in one place: each page names its area in
 * `staticData`, and a role outside the policy (src/lib/access.ts) gets the access-denied view
 * (answered 403). A page without an area is refused. The refusal is an expected answer, not a
 * failure: thrown as the router's `notFound` (not an Error, as a page about a missing row does in
 * `loadEntity`), it stops the pages' loaders and `notFoundComponent` renders in place of the page
 * without going through the error boundary, which React reports in the console as a caught error.
 * Each page's `<title>` comes from its `staticData.title` here too.
 */
export const Route = createFileRoute('/$lang/dashboard/_area')({
  beforeLoad: ({ context, matches }) => {
    // The router hands an unknown path to the deepest route with a `notFoundComponent`: below a
    // dashboard page that is this area (or a page about one row). Like every unknown path, it gets
    // the site's not-found page, not the area's views.
    if (matches.some((match) => (match as { _notFound?: boolean })._notFound)) throw notFound({ routeId: '/$lang' })
    const area = matches.findLast((match) => match.staticData.area)?.staticData.area
    if (!area || !canAccess(context.user.role, area)) {
      pageStatus(403)
      throw notFound({ data: ACCESS_DENIED })
    }
  },
  head: ({ match, matches }) => dashboardHead(match.context.messages, matches),
  component: Outlet,
  notFoundComponent: AreaRefusal,
})

/** The access-denied view for the guard's refusal; the dashboard's not-found panel otherwise. */
function AreaRefusal({ data }: NotFoundRouteProps) {
  const denied = (data as Partial<typeof ACCESS_DENIED> | undefined)?.code === ACCESS_DENIED.code
  return denied ? <AccessDenied /> : <NotFoundPanel />
}
