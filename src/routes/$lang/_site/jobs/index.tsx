import { createFileRoute } from '@tanstack/react-router'
import { JobsPage } from '~/features/jobs/components/public/jobs-page'
import type { JobBoard } from '~/features/jobs/jobs.page'
import { JOBS_GC_TIME, JOBS_STALE_TIME, readJobsSearch } from '~/features/jobs/jobs.search'
import { pageHead } from '~/lib/seo'
import { logFailure } from '~/lib/log'

export const Route = createFileRoute('/$lang/_site/jobs/')({
  staticData: { namespaces: ['jobs'] },
  validateSearch: readJobsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }): Promise<JobBoard> => {
    try {
      // On demand: the board's data code stays out of the page's first load (jobs.page.ts).
      const { loadJobBoard } = await import('~/features/jobs/jobs.page')
      return await loadJobBoard(deps, context.lang)
    } catch (error) {
      // docs/product.md §7.5: on failure the list is empty; the page still renders.
      logFailure('The job list could not be loaded', error)
      return { jobs: [], cities: [], companies: [] }
    }
  },
  staleTime: JOBS_STALE_TIME,
  gcTime: JOBS_GC_TIME,
  head: ({ match }) => {
    const jobs = match.context.messages.jobs
    return pageHead({
      lang: match.context.lang,
      path: '/jobs',
      title: `${jobs.metaTitle} · HOI Holding`,
      description: jobs.metaDescription,
    })
  },
  component: JobsRoute,
})

function JobsRoute() {
  return <JobsPage board={Route.useLoaderData()} search={Route.useSearch()} />
}
