import { createFileRoute } from '@tanstack/react-router'
import { handleOneClickUnsubscribe } from '~/features/alerts/alerts.http.server'

/**
 * `POST /api/alerts/unsubscribe?token=…`, the one-click unsubscribe of every job-alert mail
 * (RFC 8058, decision 043); a GET answers 405 (a link follower must not unsubscribe anyone).
 */
export const Route = createFileRoute('/api/alerts/unsubscribe')({
  server: {
    handlers: {
      GET: ({ request }) => handleOneClickUnsubscribe(request),
      POST: ({ request }) => handleOneClickUnsubscribe(request),
    },
  },
})
