import { createFileRoute } from '@tanstack/react-router'
import { DeletedPage } from '~/features/candidate/components/public/deleted-page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/applications/deleted')({
  staticData: { namespaces: ['candidate'] },
  head: ({ match }) =>
    pageHead({
      lang: match.context.lang,
      path: '/applications/deleted',
      title: match.context.messages.candidate.deleted.metaTitle,
      description: match.context.messages.candidate.deleted.metaDescription,
      noindex: true,
    }),
  component: DeletedPage,
})
