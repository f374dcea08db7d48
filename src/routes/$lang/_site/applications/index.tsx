import { createFileRoute } from '@tanstack/react-router'
import { LinkRequestPage } from '~/features/candidate/components/public/link-request-page'
import { handleLinkRequestPost } from '~/features/candidate/candidate.http.server'
import { isLanguage } from '~/lib/language'
import { postedForm } from '~/lib/posted-form'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/applications/')({
  staticData: { namespaces: ['candidate'] },
  // Schema-free (it ships in every page's entry): `?sent=1` is the answer after a post, nothing else is read.
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => (String(search.sent) === '1' ? { sent: 1 } : {}),
  server: {
    handlers: {
      // The form's scriptless path (decision 040): the same sentence whether or not the address is known.
      POST: ({ request, params, next }) => handleLinkRequestPost(request, isLanguage(params.lang) ? params.lang : 'tr', next),
    },
  },
  loader: () => postedForm(),
  // Not for search engines: a form that mails personal links (decision 040).
  head: ({ match }) =>
    pageHead({
      lang: match.context.lang,
      path: '/applications',
      title: match.context.messages.candidate.request.metaTitle,
      description: match.context.messages.candidate.request.metaDescription,
      noindex: true,
    }),
  component: function LinkRequestRoute() {
    const posted = Route.useLoaderData()
    const { sent } = Route.useSearch()
    return <LinkRequestPage sent={sent === 1 && !posted} posted={posted} />
  },
})
