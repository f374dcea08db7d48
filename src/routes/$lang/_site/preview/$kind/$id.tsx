import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/contact/components/public/contact-page'
import { ContentArticlePage } from '~/features/contents/components/public/content-article-page'
import { MediaCenter } from '~/features/contents/components/public/media-center'
import { JobDetailPage } from '~/features/jobs/components/public/job-detail-page'
import { PreviewBanner, PreviewMissing } from '~/features/previews/components/public/preview-banner'
import type { CorporatePreview } from '~/features/previews/previews.schemas'
import { AboutPage } from '~/features/site/components/public/about-page'
import { BoardPage } from '~/features/site/components/public/board-page'
import { BrandsPage } from '~/features/site/components/public/brands-page'
import { ChartPage } from '~/features/site/components/public/chart-page'
import { CompaniesPage } from '~/features/site/components/public/companies-page'
import { HomePage } from '~/features/site/components/public/home-page'
import { LifePage } from '~/features/site/components/public/life-page'

/**
 * /{lang}/preview/{articles|jobs|corporate}/{id}[?token=…] (decision 057, docs/product.md §21): a
 * draft or scheduled entry rendered by its public page's own components inside the public layout,
 * for a signed-in user of its area or the holder of a live share link; 404 otherwise. A corporate
 * entry (decision 061) shows the page its section belongs to, with the drafts. One route for every
 * kind: every route costs the entry of every public page its line in the route tree.
 * The route policy says no-store (no cache keeps it); the head says noindex.
 */
export const Route = createFileRoute('/$lang/_site/preview/$kind/$id')({
  staticData: { namespaces: ['previews', 'contents', 'jobs', 'home', 'corporate', 'contact'] },
  // On demand: no public first load carries the loader or the functions' stubs.
  loader: async ({ params, location, context }) => {
    const data = await (
      await import('~/features/previews/previews.page')
    ).loadPreview({
      params,
      searchStr: location.searchStr,
      lang: context.lang,
      messages: context.messages,
    })
    // The home's preview shows its media center as the home does.
    const media =
      data.kind === 'corporate' && data.preview.page === 'home'
        ? await import('~/features/contents/contents.page').then(({ loadMediaCenter }) => loadMediaCenter(context.lang))
        : null
    return { ...data, media }
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
      {data.kind === 'articles' ? (
        <ContentArticlePage page={data.preview.page} />
      ) : data.kind === 'jobs' ? (
        <JobDetailPage job={data.preview.job} />
      ) : (
        <CorporatePreviewPage preview={data.preview} media={data.media} />
      )}
    </>
  )
}

/** The public page of a corporate entry's section, drawn by its own component. */
function CorporatePreviewPage({ preview, media }: { preview: CorporatePreview; media: Parameters<typeof MediaCenter>[0]['data'] | null }) {
  switch (preview.page) {
    case 'home':
      return <HomePage data={preview.views} mediaCenter={media ? <MediaCenter data={media} /> : null} />
    case 'about':
      return <AboutPage about={preview.views.about} />
    case 'board':
      return <BoardPage members={preview.views.members} />
    case 'chart':
      return <ChartPage sectors={preview.views.sectors} />
    case 'companies':
      return <CompaniesPage companies={preview.views.companies} search={{}} />
    case 'brands':
      return <BrandsPage brands={preview.views.brands} search={{}} />
    case 'life':
      return <LifePage cards={preview.views.cards} values={preview.views.values} />
    case 'contact':
    case 'footer':
      return <ContactPage posted={null} sent={false} offices={preview.views.offices} />
  }
}
