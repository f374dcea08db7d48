import { createFileRoute, notFound } from '@tanstack/react-router'
import { AppliedPage } from '~/features/applications/components/public/applied-page'

export const Route = createFileRoute('/$lang/_site/jobs/$slug/applied')({
  staticData: { namespaces: ['apply'] },
  server: {
    handlers: {
      // The receipt is the applicant's own: never kept by the page cache or a shared cache.
      GET: async ({ next }) => {
        const rendered = (await next()) as Response | { response?: Response }
        const page = rendered instanceof Response ? rendered : rendered.response
        if (!page) return rendered as Response
        const headers = new Headers(page.headers)
        headers.set('Cache-Control', 'private, no-store')
        return new Response(page.body, { status: page.status, statusText: page.statusText, headers })
      },
    },
  },
  // The search is read as it comes (no validateSearch): the server function checks `ref`.
  loader: async ({ params, location }) => {
    const ref = (location.search as { ref?: unknown }).ref
    // On demand: the module holds the dashboard's functions too, which no public first load carries.
    const { applicationReceiptFn } = await import('~/features/applications/applications.functions')
    const receipt = await applicationReceiptFn({ data: { slug: params.slug, ref, lang: params.lang } })
    if (!receipt) throw notFound()
    return receipt
  },
  head: ({ match }) => ({
    meta: [{ title: `${match.context.messages.apply.applied.metaTitle} · HOI Holding` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: function AppliedRoute() {
    return <AppliedPage receipt={Route.useLoaderData()} />
  },
})
