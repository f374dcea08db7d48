import { createFileRoute } from '@tanstack/react-router'
import { reportExportResponse } from '~/features/reports/reports.http.server'

/** A report's figures as CSV (docs/product.md §17.4), for a signed-in admin or recruiter. */
export const Route = createFileRoute('/api/dashboard/reports/export')({
  server: {
    handlers: {
      GET: ({ request }) => reportExportResponse(request),
    },
  },
})
