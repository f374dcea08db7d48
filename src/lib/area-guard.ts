import { notFound, type StaticDataRouteOption } from '@tanstack/react-router'
import { canAccess } from './access'
import type { UserRole } from './enums'
import type { ErrorCode } from './errors'
import { pageStatus } from './page-status'

export { dashboardHead } from './dashboard-head'

/** What the area guard's refusal carries to the area's `notFoundComponent`. */
export const ACCESS_DENIED = { code: 'forbidden' satisfies ErrorCode }

/**
 * The area guard of every dashboard page (the `_area` route's `beforeLoad`): each page names its
 * area in `staticData`, and a role outside the policy (src/lib/access.ts) gets the access-denied
 * view (answered 403). A page without an area is refused. The refusal is an expected answer, not a
 * failure: thrown as the router's `notFound` (not an Error, as a page about a missing row does in
 * `loadEntity`), it stops the pages' loaders and `notFoundComponent` renders in place of the page
 * without going through the error boundary, which React reports in the console as a caught error.
 * The route imports this module on demand, so that the policy is not in every public page's entry
 * (decision 013).
 */
export function areaGuard({
  context,
  matches,
}: {
  context: { user: { role: UserRole } }
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>
}): void {
  // The router hands an unknown path to the deepest route with a `notFoundComponent`: below a
  // dashboard page that is this area (or a page about one row). Like every unknown path, it gets
  // the site's not-found page, not the area's views.
  if (matches.some((match) => (match as { _notFound?: boolean })._notFound)) throw notFound({ routeId: '/$lang' })
  const area = matches.findLast((match) => match.staticData.area)?.staticData.area
  if (!area || !canAccess(context.user.role, area)) {
    pageStatus(403)
    throw notFound({ data: ACCESS_DENIED })
  }
}
