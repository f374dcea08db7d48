import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '~/features/site/components/public/privacy-page'
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
  component: PrivacyPage,
})
