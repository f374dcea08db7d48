import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/components/layout/site-layout'

export const Route = createFileRoute('/$lang/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
