import { createFileRoute } from '@tanstack/react-router'
import { MediaLibraryPage } from '~/features/media/components/admin/media-library-page'
import { mediaQueries } from '~/features/media/media.queries'
import { readMediaListSearch } from '~/features/media/media.search'

export const Route = createFileRoute('/$lang/dashboard/_area/media')({
  staticData: { area: 'contents', title: 'media', namespaces: ['media'] },
  validateSearch: readMediaListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(mediaQueries.list(deps)),
  component: MediaRoute,
})

function MediaRoute() {
  return <MediaLibraryPage search={Route.useSearch()} />
}
