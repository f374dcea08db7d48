import { createFileRoute, notFound } from '@tanstack/react-router'
import { handleAlertPagePost } from '~/features/alerts/alerts.http.server'
import { readAlertPageSearch } from '~/features/alerts/alerts.search'
import { AlertMissing, AlertPage } from '~/features/alerts/components/public/alert-page'
import { isLanguage } from '~/lib/language'
import { postedForm } from '~/lib/posted-form'

export const Route = createFileRoute('/$lang/_site/alerts/$token')({
  staticData: { namespaces: ['alerts', 'jobs'] },
  validateSearch: readAlertPageSearch,
  server: {
    handlers: {
      // Confirm, change the rhythm, unsubscribe: each a plain form post (decision 043).
      POST: ({ request, params, next }) => handleAlertPagePost(request, isLanguage(params.lang) ? params.lang : 'tr', params.token, next),
    },
  },
  loader: async ({ params }) => {
    // On demand: no public first load carries the function's stub.
    const { alertPageFn } = await import('~/features/alerts/alerts.functions')
    const alert = await alertPageFn({ data: { token: params.token } })
    if (!alert) throw notFound()
    return { alert, posted: postedForm() }
  },
  // The address (masked) is personal data: never indexed; the route policy says no-store.
  head: ({ match }) => ({
    meta: [{ title: `${match.context.messages.alerts.manage.metaTitle} · HOI Holding` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  notFoundComponent: AlertMissing,
  component: function AlertRoute() {
    const { alert, posted } = Route.useLoaderData()
    const { token } = Route.useParams()
    const { confirmed, saved } = Route.useSearch()
    return <AlertPage alert={alert} token={token} posted={posted} state={confirmed ? 'confirmed' : saved ? 'saved' : undefined} />
  },
})
