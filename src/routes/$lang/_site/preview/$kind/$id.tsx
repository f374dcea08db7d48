import { createFileRoute } from '@tanstack/react-router'
import { ContentArticlePage } from '~/features/contents/components/public/content-article-page'
import { JobDetailPage } from '~/features/jobs/components/public/job-detail-page'
import { PreviewBanner, PreviewMissing } from '~/features/previews/components/public/preview-banner'

/**
 * /{lang}/preview/{articles|jobs}/{id}[?token=…] (decision 057, docs/product.md §21): a draft or
 * scheduled entry rendered by its public page's own components inside the public layout, for a
 * signed-in user of its area or the holder of a live share link; 404 otherwise. One route for
 * both kinds: every route costs the entry of every public page its line in the route tree.
 * The route policy says no-store (no cache keeps it); the head says noindex.
 */
export const Route = createFileRoute('/$lang/_site/preview/$kind/$id')({
  staticData: { namespaces: ['previews', 'contents', 'jobs'] },
  // On demand: no public first load carries the loader or the functions' stubs.
  loader: async ({ params, location, context }) =>
    (await import('~/features/previews/previews.page')).loadPreview({
      params,
      searchStr: location.searchStr,
      lang: context.lang,
      messages: context.messages,
    }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  notFoundComponent: PreviewMissing,
  component: PreviewRoute,
})

function PreviewRoute() {
  const data = Route.useLoaderData()
  return (
    <>
      <PreviewBanner facts={data.preview} />
      {data.kind === 'articles' ? <ContentArticlePage page={data.preview.page} /> : <JobDetailPage job={data.preview.job} />}
    </>
  )
}
