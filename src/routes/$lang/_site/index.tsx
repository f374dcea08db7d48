import { createFileRoute } from '@tanstack/react-router'
import { MediaCenter } from '~/features/contents/components/public/media-center'
import { HomePage } from '~/features/site/components/public/home-page'

export const Route = createFileRoute('/$lang/_site/')({
  staticData: { namespaces: ['home'] },
  loader: async ({ context }) => {
    // The loaders are imported when this runs: in the browser only on a navigation (decision 013).
    const [home, media] = await Promise.all([
      import('~/features/site/site.page').then(({ homeRouteData }) => homeRouteData(context)),
      import('~/features/contents/contents.page').then(({ loadMediaCenter }) => loadMediaCenter(context.lang)),
    ])
    return { ...home, media }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomeRoute,
})

function HomeRoute() {
  const data = Route.useLoaderData()
  return <HomePage data={data} mediaCenter={<MediaCenter data={data.media} />} />
}
