import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/site/components/home-page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/$lang/_site/')({
  staticData: { namespaces: ['home'] },
  head: ({ match }) => {
    const home = match.context.messages?.home
    return pageHead({ lang: match.context.lang, path: '', title: home?.metaTitle ?? 'HOI Holding', description: home?.metaDescription })
  },
  component: HomePage,
})
