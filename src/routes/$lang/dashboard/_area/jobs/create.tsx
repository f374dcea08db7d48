import { createFileRoute } from '@tanstack/react-router'
import { JobForm } from '~/features/jobs/components/admin/job-form'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/create')({
  staticData: { area: 'jobs', title: 'jobsCreate', namespaces: ['jobAdmin', 'jobs'] },
  component: () => <JobForm />,
})
