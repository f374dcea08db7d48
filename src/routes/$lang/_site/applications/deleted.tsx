import { createFileRoute } from '@tanstack/react-router'
import { DeletedPage } from '~/features/candidate/components/public/deleted-page'

export const Route = createFileRoute('/$lang/_site/applications/deleted')({
  staticData: { namespaces: ['candidate'] },
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.messages.candidate.deleted.metaTitle} · HOI Holding` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: DeletedPage,
})
