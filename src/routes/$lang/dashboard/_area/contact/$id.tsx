import { createFileRoute } from '@tanstack/react-router'
import { MessageDetailPage } from '~/features/contact/components/admin/message-detail-page'
import { inboxQueries } from '~/features/contact/contact.queries'
import { readId } from '~/lib/ids'
import { dashboardHead, loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/contact/$id')({
  staticData: { area: 'messages', namespaces: ['inbox'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(inboxQueries.detail(id))),
  head: ({ match }) => dashboardHead(match.context.messages, 'contactDetail'),
  component: function MessageDetailRoute() {
    return <MessageDetailPage id={readId(Route.useParams().id) ?? ''} />
  },
})
