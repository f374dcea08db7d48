import { createFileRoute } from '@tanstack/react-router'
import { MediaCenter } from '~/features/contents/components/media-center'
import { loadMediaCenter } from '~/features/contents/contents.media'
import { HomePage } from '~/features/site/components/public/home-page'
import { homeRouteData } from '~/features/site/site.page'

export const Route = createFileRoute('/$lang/_site/')({
  staticData: { namespaces: ['home'] },
  loader: async ({ context }) => {
    const [home, media] = await Promise.all([homeRouteData(context), loadMediaCenter(context.lang)])
    return { ...home, media }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomeRoute,
})

function HomeRoute() {
  const data = Route.useLoaderData()
  return <HomePage data={data} mediaCenter={<MediaCenter data={data.media} />} />
}
