import { createFileRoute } from '@tanstack/react-router'
import { MessageDetailPage } from '~/features/contact/components/admin/message-detail-page'
import { inboxQueries } from '~/features/contact/contact.queries'
import { isMessageId } from '~/features/contact/contact.search'
import { AppError } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

export const Route = createFileRoute('/$lang/dashboard/_area/contact/$id')({
  staticData: { area: 'messages', namespaces: ['inbox'] },
  loader: async ({ context, params }) => {
    const notFound = () => {
      pageStatus(404)
      return new AppError('not_found')
    }
    if (!isMessageId(params.id)) throw notFound()
    const message = await (await context.getQueryClient()).ensureQueryData(inboxQueries.detail(params.id.toLowerCase()))
    if (!message) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.contactDetail} · HOI Holding` }] }),
  component: function MessageDetailRoute() {
    return <MessageDetailPage id={Route.useParams().id.toLowerCase()} />
  },
})
