import { createFileRoute } from '@tanstack/react-router'
import { handleDocumentUpload } from '~/features/documents/documents.http.server'

/** Saves an existing document; a file in `file` replaces the old one (admins, editors). */
export const Route = createFileRoute('/api/dashboard/documents/$id')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleDocumentUpload(request, params.id),
    },
  },
})
