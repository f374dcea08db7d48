import { createFileRoute } from '@tanstack/react-router'
import { PipelinePage } from '~/features/applications/components/admin/pipeline-page'
import { applicantQueries } from '~/features/applications/applications.queries'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/$id/pipeline')({
  staticData: { area: 'applications', title: 'pipeline', namespaces: ['applicants', 'jobs'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const queryClient = await context.getQueryClient()
      const [pipeline] = await Promise.all([
        queryClient.ensureQueryData(applicantQueries.pipeline(id)),
        queryClient.ensureQueryData(applicantQueries.templateChoices()),
      ])
      return pipeline
    }),
  component: PipelineRoute,
})

function PipelineRoute() {
  return <PipelinePage jobId={readId(Route.useParams().id) ?? ''} />
}
