import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/contact/components/public/contact-page'
import { handleContactPagePost } from '~/features/contact/contact.http.server'
import { isLanguage } from '~/lib/language'
import { postedForm } from '~/lib/posted-form'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/contact')({
  staticData: { namespaces: ['contact'] },
  // Schema-free (it ships in every page's entry): `?sent=1` is the success state, nothing else is read.
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => (String(search.sent) === '1' ? { sent: 1 } : {}),
  server: {
    handlers: {
      // The form's scriptless path: the same submitContactMessage as the REST endpoint (decision 013).
      POST: ({ request, params, next }) => handleContactPagePost(request, isLanguage(params.lang) ? params.lang : 'tr', next),
    },
  },
  // A failed scriptless post the page answers (src/lib/server/page-form.ts), null on a plain visit;
  // the offices from the database (decision 061), their loader imported on demand.
  loader: async ({ context }) => {
    const [posted, { offices }] = await Promise.all([
      postedForm(),
      import('~/features/site/site.page').then(({ loadCorporatePage }) => loadCorporatePage('contact', context.lang)),
    ])
    return { posted, offices }
  },
  head: ({ match }) =>
    pageHead({
      lang: match.context.lang,
      path: '/contact',
      title: match.context.messages.contact.metaTitle,
      description: match.context.messages.contact.metaDescription,
    }),
  component: function ContactRoute() {
    const { posted, offices } = Route.useLoaderData()
    const { sent } = Route.useSearch()
    return <ContactPage posted={posted} sent={sent === 1 && !posted} offices={offices} />
  },
})
