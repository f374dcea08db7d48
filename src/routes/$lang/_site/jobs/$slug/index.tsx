import { createFileRoute, redirect } from '@tanstack/react-router'
import { JobDetailPage } from '~/features/jobs/components/public/job-detail-page'
import { JOBS_GC_TIME, JOBS_STALE_TIME } from '~/features/jobs/jobs.search'
import { logFailure } from '~/lib/log'
import { missingPage } from '~/lib/missing-page'
import { readTracking } from '~/lib/tracking'

export const Route = createFileRoute('/$lang/_site/jobs/$slug/')({
  staticData: { namespaces: ['jobs'] },
  // docs/product.md §2.6: a missing job, or one that could not be loaded, leads to the not-found page (§19: an old slug to the new one).
  loader: async ({ params, context, location, preload }) => {
    // On demand: the job's data and head code stay out of the page's first load (jobs.page.ts).
    const { loadPublicJob, jobPageHead } = await import('~/features/jobs/jobs.page')
    const job = await loadPublicJob(params.slug).catch((error: unknown) => {
      logFailure('The job could not be loaded', error)
      return undefined
    })
    // Not there: perhaps its slug changed, which the server knows (decision 055).
    if (job === null) throw missingPage({ lang: context.lang, href: location.href, preload })
    if (!job) throw redirect({ to: '/$lang/not-found', params: { lang: context.lang } })
    // Built here, not in `head` (which stays in every page's first load); in the browser only on a navigation.
    return { job, head: jobPageHead(job, context.lang, context.messages.jobs.metaTitle) }
  },
  staleTime: JOBS_STALE_TIME,
  gcTime: JOBS_GC_TIME,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: JobRoute,
})

function JobRoute() {
  // docs/product.md §15.2: the link's source and utm values go on to the apply page. Read here, not in a
  // `validateSearch`, which would put the reader in every page's first load (decision 013).
  return <JobDetailPage job={Route.useLoaderData().job} tracking={readTracking(Route.useSearch() as Record<string, unknown>)} />
}
