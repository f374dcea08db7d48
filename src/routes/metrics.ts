import { createFileRoute } from '@tanstack/react-router'
import { getEnv } from '~/lib/env'
import { DEFAULT_LANGUAGE } from '~/lib/language'
import { metrics } from '~/lib/server/metrics'
import { metricsReply } from '~/lib/server/metrics-reply'
import { requestContext } from '~/lib/server/request-context'

/** Prometheus metrics for a bearer of METRICS_TOKEN; not found while it is unset (decision 035). */
export const Route = createFileRoute('/metrics')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const { lang = DEFAULT_LANGUAGE, requestId } = requestContext()
        return metricsReply(request, { token: getEnv().METRICS_TOKEN, metrics: metrics(), lang, requestId })
      },
    },
  },
})
