import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { MessageDetailPage } from '~/features/contact/components/admin/message-detail-page'
import { inboxQueries } from '~/features/contact/contact.queries'
import { readId } from '~/lib/ids'
import { dashboardHead } from '~/lib/dashboard-head'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/contact/$id')({
  staticData: { area: 'messages', namespaces: ['inbox'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(inboxQueries.detail(id))),
  head: ({ match }) => dashboardHead(match.context.messages, 'contactDetail'),
  notFoundComponent: NotFoundPanel,
  component: function MessageDetailRoute() {
    return <MessageDetailPage id={readId(Route.useParams().id) ?? ''} />
  },
})
