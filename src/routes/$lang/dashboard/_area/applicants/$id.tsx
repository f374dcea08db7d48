import { createFileRoute } from '@tanstack/react-router'
import { ApplicantDetailPage } from '~/features/applications/components/admin/applicant-detail-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { InterviewsSection } from '~/features/interviews/components/admin/interviews-section'
import { interviewQueries } from '~/features/interviews/interviews.queries'
import { PersonSection } from '~/features/people/components/admin/person-section'
import { personQueries } from '~/features/people/people.queries'
import { ScorecardsSection } from '~/features/scorecards/components/admin/scorecards-section'
import { scorecardQueries } from '~/features/scorecards/scorecards.queries'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/applicants/$id')({
  staticData: {
    area: 'applications',
    title: 'applicantDetail',
    namespaces: ['applicants', 'jobs', 'interviews', 'scorecards', 'people'],
  },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const queryClient = await context.getQueryClient()
      const [detail] = await Promise.all([
        queryClient.ensureQueryData(applicantQueries.detail(id)),
        queryClient.ensureQueryData(applicantQueries.templateChoices()),
        queryClient.ensureQueryData(interviewQueries.ofApplication(id)),
        queryClient.ensureQueryData(scorecardQueries.ofApplication(id)),
        queryClient.ensureQueryData(personQueries.of(id)),
      ])
      return detail
    }),
  component: ApplicantDetailRoute,
})

/** The person's other applications, the interviews and their scorecards (decisions 047, 050, 052): each feature's section, composed here. */
function ApplicantDetailRoute() {
  const id = readId(Route.useParams().id) ?? ''
  return (
    <ApplicantDetailPage
      id={id}
      person={<PersonSection applicationId={id} />}
      interviews={
        <>
          <InterviewsSection applicationId={id} />
          <ScorecardsSection applicationId={id} />
        </>
      }
    />
  )
}
