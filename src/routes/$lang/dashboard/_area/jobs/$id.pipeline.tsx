import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { PipelinePage } from '~/features/applications/components/admin/pipeline-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { readId } from '~/lib/ids'
import { dashboardHead } from '~/lib/dashboard-head'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/$id/pipeline')({
  staticData: { area: 'applications', namespaces: ['applicants', 'jobs'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const queryClient = await context.getQueryClient()
      const [pipeline] = await Promise.all([
        queryClient.ensureQueryData(applicantQueries.pipeline(id)),
        queryClient.ensureQueryData(applicantQueries.templateChoices()),
      ])
      return pipeline
    }),
  head: ({ match }) => dashboardHead(match.context.messages, 'pipeline'),
  notFoundComponent: NotFoundPanel,
  component: PipelineRoute,
})

function PipelineRoute() {
  return <PipelinePage jobId={readId(Route.useParams().id) ?? ''} />
}
