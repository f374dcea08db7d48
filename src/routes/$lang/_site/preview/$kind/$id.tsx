import { createFileRoute, notFound } from '@tanstack/react-router'
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
  loader: async ({ params, location, context }) => {
    const token = new URLSearchParams(location.searchStr).get('token') ?? ''
    const input = { data: { id: params.id, token } }
    // On demand: no public first load carries the functions' stubs.
    const { articlePreviewFn, jobPreviewFn } = await import('~/features/previews/previews.functions')
    // Built here, not in `head` (which stays in every page's first load); a 404 is never indexed anyway.
    const head = (title: string) => ({
      meta: [
        { title: `${context.messages.previews.banner.metaTitle.replace('{{title}}', title)} · HOI Holding` },
        { name: 'robots', content: 'noindex, nofollow' },
      ],
    })
    if (params.kind === 'articles') {
      const preview = await articlePreviewFn(input)
      if (preview) return { kind: 'articles' as const, preview, head: head(preview.page.content.title) }
    } else if (params.kind === 'jobs') {
      const preview = await jobPreviewFn(input)
      if (preview) return { kind: 'jobs' as const, preview, head: head(preview.job.details[context.lang].title) }
    }
    throw notFound()
  },
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
