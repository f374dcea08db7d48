import { createFileRoute } from '@tanstack/react-router'
import { ApplicantDetailPage } from '~/features/applications/components/admin/applicant-detail-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { isUuid } from '~/features/applications/applications.search'
import { AppError } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

export const Route = createFileRoute('/$lang/dashboard/_area/applicants/$id')({
  staticData: { area: 'applications', namespaces: ['applicants', 'jobs'] },
  loader: async ({ context, params }) => {
    const notFound = () => {
      pageStatus(404)
      return new AppError('not_found')
    }
    if (!isUuid(params.id)) throw notFound()
    const applicant = await (await context.getQueryClient()).ensureQueryData(applicantQueries.detail(params.id.toLowerCase()))
    if (!applicant) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.applicantDetail} · HOI Holding` }] }),
  component: ApplicantDetailRoute,
})

function ApplicantDetailRoute() {
  return <ApplicantDetailPage id={Route.useParams().id.toLowerCase()} />
}
