import { createFileRoute } from '@tanstack/react-router'
import { ApplicantsPage } from '~/features/applications/components/admin/applicants-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { readApplicantListSearch } from '~/features/applications/applications.search'

export const Route = createFileRoute('/$lang/dashboard/_area/applicants/')({
  staticData: { area: 'applications', title: 'applicants', namespaces: ['applicants', 'jobs'] },
  validateSearch: readApplicantListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const queryClient = await context.getQueryClient()
    await Promise.all([
      queryClient.ensureQueryData(applicantQueries.list(deps)),
      queryClient.ensureQueryData(applicantQueries.jobChoice(deps.job)),
      queryClient.ensureQueryData(applicantQueries.answerChoices(deps.job)),
      queryClient.ensureQueryData(applicantQueries.jobSources(deps.job)),
    ])
  },
  component: ApplicantsRoute,
})

function ApplicantsRoute() {
  return <ApplicantsPage search={Route.useSearch()} />
}
