import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '~/features/contact/components/admin/inbox-page'
import { inboxQueries } from '~/features/contact/contact.queries'
import { readInboxSearch } from '~/features/contact/contact.search'

export const Route = createFileRoute('/$lang/dashboard/_area/contact/')({
  staticData: { area: 'messages', title: 'contact', namespaces: ['inbox'] },
  validateSearch: readInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(inboxQueries.list(deps)),
  component: function InboxRoute() {
    return <InboxPage search={Route.useSearch()} />
  },
})
