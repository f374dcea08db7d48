import { createFileRoute } from '@tanstack/react-router'
import { handleDocumentUpload } from '~/features/documents/documents.http.server'

/** A new document: multipart with the form's fields and the file in `file` (admins, editors). */
export const Route = createFileRoute('/api/dashboard/documents/')({
  server: {
    handlers: {
      POST: ({ request }) => handleDocumentUpload(request, undefined),
    },
  },
})
