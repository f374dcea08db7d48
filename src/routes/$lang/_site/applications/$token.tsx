import { createFileRoute, notFound } from '@tanstack/react-router'
import { CandidatePage } from '~/features/candidate/components/public/candidate-page'
import { handleCandidatePagePost } from '~/features/candidate/candidate.http.server'
import { type CandidateDone, candidateIntents, type CandidateIntent } from '~/features/candidate/candidate.rules'
import type { CandidateView } from '~/features/candidate/candidate.schemas'
import { isLanguage } from '~/lib/language'
import { pageStatus } from '~/lib/page-status'
import { postedForm } from '~/lib/posted-form'

interface CandidateSearch {
  confirm?: CandidateIntent
  done?: CandidateDone
}

const statusOf = { unknown: 404, expired: 410, rate_limited: 429 } as const

export const Route = createFileRoute('/$lang/_site/applications/$token')({
  staticData: { namespaces: ['candidate'] },
  // Schema-free (it ships in every page's entry): the confirmation step and the answer after a withdraw.
  validateSearch: (search: Record<string, unknown>): CandidateSearch => ({
    ...((candidateIntents as readonly unknown[]).includes(search.confirm) ? { confirm: search.confirm as CandidateIntent } : {}),
    ...(search.done === 'withdrawn' || search.done === 'renewed' || search.done === 'left' ? { done: search.done as CandidateDone } : {}),
  }),
  server: {
    handlers: {
      // The scriptless posts (decisions 040, 044): withdraw, delete everything, or the talent-pool choice.
      POST: ({ request, params, next }) =>
        handleCandidatePagePost(request, isLanguage(params.lang) ? params.lang : 'tr', params.token, next),
    },
  },
  loader: async ({ params }) => {
    // On demand: the server-function client (about 1.7 KB gzip) stays out of the page's first load (decision 013).
    const { candidateApplicationFn } = await import('~/features/candidate/candidate.functions')
    const view = await candidateApplicationFn({ data: { token: params.token, lang: params.lang } })
    // An unknown, replaced or deleted link 404, an expired one 410, too many requests 429: the router
    // answers a `notFound` as 404 and the request middleware gives it the status set here.
    if (view.state !== 'ok') {
      pageStatus(statusOf[view.state])
      throw notFound({ data: view })
    }
    return { view, posted: postedForm() }
  },
  notFoundComponent: ({ data }) => <CandidatePage view={(data as CandidateView | undefined) ?? { state: 'unknown' }} token="" />,
  head: ({ match, loaderData }) => {
    const candidate = match.context.messages.candidate
    const title = loaderData?.view.state === 'ok' ? candidate.metaTitle : candidate.invalid.metaTitle
    return { meta: [{ title: `${title} · HOI Holding` }, { name: 'robots', content: 'noindex, nofollow' }] }
  },
  component: function CandidateRoute() {
    const { view, posted } = Route.useLoaderData()
    const { token } = Route.useParams()
    const { confirm, done } = Route.useSearch()
    return <CandidatePage view={view} token={token} confirm={confirm} done={done} posted={posted} />
  },
})
