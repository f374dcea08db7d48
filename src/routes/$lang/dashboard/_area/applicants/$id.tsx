import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { ApplicantDetailPage } from '~/features/applications/components/admin/applicant-detail-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { readId } from '~/lib/ids'
import { dashboardHead } from '~/lib/dashboard-head'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/applicants/$id')({
  staticData: { area: 'applications', namespaces: ['applicants', 'jobs'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const queryClient = await context.getQueryClient()
      const [detail] = await Promise.all([
        queryClient.ensureQueryData(applicantQueries.detail(id)),
        queryClient.ensureQueryData(applicantQueries.templateChoices()),
      ])
      return detail
    }),
  head: ({ match }) => dashboardHead(match.context.messages, 'applicantDetail'),
  notFoundComponent: NotFoundPanel,
  component: ApplicantDetailRoute,
})

function ApplicantDetailRoute() {
  return <ApplicantDetailPage id={readId(Route.useParams().id) ?? ''} />
}
