import { createFileRoute } from '@tanstack/react-router'
import { BoardPage } from '~/features/site/components/public/board-page'
import { boardRouteData } from '~/features/site/site.page'

export const Route = createFileRoute('/$lang/_site/board')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => boardRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BoardRoute,
})

function BoardRoute() {
  return <BoardPage members={Route.useLoaderData().members} />
}
