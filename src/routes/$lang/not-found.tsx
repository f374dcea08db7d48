import { createFileRoute, notFound } from '@tanstack/react-router'

/** /{lang}/not-found renders the language's not-found page with status 404 (docs/product.md §2). */
export const Route = createFileRoute('/$lang/not-found')({
  loader: () => {
    throw notFound()
  },
})
