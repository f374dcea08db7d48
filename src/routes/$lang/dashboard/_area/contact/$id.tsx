import { createFileRoute } from '@tanstack/react-router'
import { MessageDetailPage } from '~/features/contact/components/admin/message-detail-page'
import { inboxQueries } from '~/features/contact/contact.queries'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/contact/$id')({
  staticData: { area: 'messages', title: 'contactDetail', namespaces: ['inbox'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(inboxQueries.detail(id))),
  component: function MessageDetailRoute() {
    return <MessageDetailPage id={readId(Route.useParams().id) ?? ''} />
  },
})
