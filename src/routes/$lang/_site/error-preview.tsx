import { createFileRoute, notFound } from '@tanstack/react-router'
import { isErrorPreviewEnabled } from '~/features/site/site.functions'

export const Route = createFileRoute('/$lang/_site/error-preview')({
  loader: async () => {
    if (!(await isErrorPreviewEnabled())) throw notFound()
    throw new Error('Error preview: this page fails on purpose to show the error view.')
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
})
