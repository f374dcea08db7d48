import { createFileRoute, redirect } from '@tanstack/react-router'
import { handleApplyPagePost } from '~/features/applications/applications.http.server'
import { ApplyPage } from '~/features/applications/components/public/apply-page'
import { isLanguage } from '~/lib/language'
import { postedForm } from '~/lib/posted-form'
import { pageHead } from '~/lib/seo'
import { readTracking } from '~/lib/tracking'

export const Route = createFileRoute('/$lang/_site/jobs/$slug/apply')({
  staticData: { namespaces: ['apply'] },
  server: {
    handlers: {
      // The form's scriptless path: the same submitApplication as the REST endpoint (decision 013).
      POST: ({ request, params, next }) => handleApplyPagePost(request, isLanguage(params.lang) ? params.lang : 'tr', params.slug, next),
    },
  },
  // docs/product.md §8: a job that does not exist (or is not public) leads to the not-found page.
  loader: async ({ params, context }) => {
    // On demand: the module holds the dashboard's functions too, which no public first load carries.
    const { applyPageJobFn } = await import('~/features/applications/applications.functions')
    const found = await applyPageJobFn({ data: { slug: params.slug } })
    if (!found) throw redirect({ to: '/$lang/not-found', params: { lang: context.lang } })
    // A failed scriptless post the page answers (src/lib/server/page-form.ts); null on a plain visit.
    return { ...found, posted: postedForm() }
  },
  head: ({ match, loaderData }) => {
    const { lang, messages } = match.context
    return pageHead({
      lang,
      path: `/jobs/${match.params.slug}/apply`,
      title: `${messages.apply.metaTitle}: ${loaderData?.job.details[lang].title ?? ''}`,
      description: messages.apply.intro,
      // The form is reached from its job; search results list the job page (docs/product.md §9).
      noindex: true,
    })
  },
  component: function ApplyRoute() {
    const { job, company, posted, questions } = Route.useLoaderData()
    // docs/product.md §15.2: the job link's source and utm values, for the form's hidden fields. Read here, not
    // in a `validateSearch`, which would put the reader in every page's first load (decision 013).
    const tracking = readTracking(Route.useSearch() as Record<string, unknown>)
    return <ApplyPage job={job} company={company} posted={posted} questions={questions} tracking={tracking} />
  },
})
