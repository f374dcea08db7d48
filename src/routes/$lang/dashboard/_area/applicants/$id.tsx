import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { ApplicantDetailPage } from '~/features/applications/components/admin/applicant-detail-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { InterviewsSection } from '~/features/interviews/components/admin/interviews-section'
import { interviewQueries } from '~/features/interviews/interviews.queries'
import { ScorecardsSection } from '~/features/scorecards/components/admin/scorecards-section'
import { scorecardQueries } from '~/features/scorecards/scorecards.queries'
import { readId } from '~/lib/ids'
import { dashboardHead } from '~/lib/dashboard-head'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/applicants/$id')({
  staticData: { area: 'applications', namespaces: ['applicants', 'jobs', 'interviews', 'scorecards'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const queryClient = await context.getQueryClient()
      const [detail] = await Promise.all([
        queryClient.ensureQueryData(applicantQueries.detail(id)),
        queryClient.ensureQueryData(applicantQueries.templateChoices()),
        queryClient.ensureQueryData(interviewQueries.ofApplication(id)),
        queryClient.ensureQueryData(scorecardQueries.ofApplication(id)),
      ])
      return detail
    }),
  head: ({ match }) => dashboardHead(match.context.messages, 'applicantDetail'),
  notFoundComponent: NotFoundPanel,
  component: ApplicantDetailRoute,
})

function ApplicantDetailRoute() {
  const id = readId(Route.useParams().id) ?? ''
  // The interviews and their scorecards (decisions 047, 050): the route composes both features' sections.
  return (
    <ApplicantDetailPage
      id={id}
      interviews={
        <>
          <InterviewsSection applicationId={id} />
          <ScorecardsSection applicationId={id} />
        </>
      }
    />
  )
}
