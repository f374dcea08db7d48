import { createFileRoute, Outlet } from '@tanstack/react-router'
import { canAccess } from '~/lib/access'
import type { ErrorCode } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

/**
 * The area guard of every dashboard page, in one place: each page names its area in
 * `staticData`, and a role outside the policy (src/lib/access.ts) gets the access-denied view
 * (the route error view renders it for `forbidden`, `errorCodeOf`). A page without an area is
 * refused. A plain Error: the route tree is in every page's entry, `AppError` is not (decision 013).
 */
export const Route = createFileRoute('/$lang/dashboard/_area')({
  beforeLoad: ({ context, matches }) => {
    const area = matches.findLast((match) => match.staticData.area)?.staticData.area
    if (!area || !canAccess(context.user.role, area)) {
      pageStatus(403)
      throw new Error('forbidden' satisfies ErrorCode)
    }
  },
  component: Outlet,
})
