import { createFileRoute, Navigate } from '@tanstack/react-router'
import { CorporateForm } from '~/features/site/components/admin/corporate-form'
import { sectionSpecs } from '~/features/site/site.rules'
import { readSiteAdminSearch } from '~/features/site/site.search'

export const Route = createFileRoute('/$lang/dashboard/_area/site/create')({
  staticData: { area: 'contents', title: 'siteCreate', namespaces: ['siteAdmin', 'corporate', 'media'] },
  validateSearch: readSiteAdminSearch,
  component: CreateCorporateEntryRoute,
})

function CreateCorporateEntryRoute() {
  const { user } = Route.useRouteContext()
  const { lang } = Route.useParams()
  const { section } = Route.useSearch()
  // Only an open section takes new entries; anything else goes back to the overview.
  if (!section || !sectionSpecs[section].open) return <Navigate to="/$lang/dashboard/site" params={{ lang }} search={{ section }} replace />
  return <CorporateForm key={section} section={section} role={user.role} />
}
