import { createFileRoute } from '@tanstack/react-router'
import { handleAlertSubscribePost } from '~/features/alerts/alerts.http.server'
import { readAlertsSearch } from '~/features/alerts/alerts.search'
import { AlertsPage } from '~/features/alerts/components/public/alerts-page'
import { isLanguage } from '~/lib/language'
import { postedForm } from '~/lib/posted-form'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/alerts/')({
  staticData: { namespaces: ['alerts', 'jobs'] },
  validateSearch: readAlertsSearch,
  server: {
    handlers: {
      // The subscription posted by the job board's form, with or without scripts (decision 043).
      POST: ({ request, params, next }) => handleAlertSubscribePost(request, isLanguage(params.lang) ? params.lang : 'tr', next),
    },
  },
  // A failed post the page answers (src/lib/server/page-form.ts); null on a plain visit.
  loader: () => postedForm(),
  head: ({ match }) =>
    pageHead({
      lang: match.context.lang,
      path: '/alerts',
      title: `${match.context.messages.alerts.metaTitle} · HOI Holding`,
      description: match.context.messages.alerts.metaDescription,
      noindex: true,
    }),
  component: function AlertsRoute() {
    const posted = Route.useLoaderData()
    const { sent, unsubscribed, ...filters } = Route.useSearch()
    const state = posted ? undefined : sent ? 'sent' : unsubscribed ? 'unsubscribed' : undefined
    return <AlertsPage filters={filters} posted={posted} state={state} />
  },
})
