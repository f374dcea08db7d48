import { createFileRoute } from '@tanstack/react-router'
import { BoardPage } from '~/features/site/components/public/board-page'

export const Route = createFileRoute('/$lang/_site/board')({
  staticData: { namespaces: ['corporate'] },
  // On demand (decision 061): the page's first load carries no loader code; a navigation fetches it.
  loader: ({ context }) => import('~/features/site/site.page').then((page) => page.boardRouteData(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BoardRoute,
})

function BoardRoute() {
  return <BoardPage members={Route.useLoaderData().members} />
}
