import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '~/features/site/components/public/privacy-page'
import { privacyPeriodsFn } from '~/features/site/site.functions'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/privacy')({
  staticData: { namespaces: ['legal'] },
  head: ({ match }) =>
    pageHead({
      lang: match.context.lang,
      path: '/privacy',
      title: match.context.messages.legal.privacy.metaTitle,
      description: match.context.messages.legal.privacy.metaDescription,
    }),
  // The periods the notice states are this deployment's settings (docs/product.md §13.5).
  loader: () => privacyPeriodsFn(),
  component: function PrivacyRoute() {
    return <PrivacyPage periods={Route.useLoaderData()} />
  },
})
