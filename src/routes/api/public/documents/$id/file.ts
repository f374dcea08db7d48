import { createFileRoute } from '@tanstack/react-router'
import { publicDocumentFileResponse } from '~/features/documents/documents.http.server'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { getStorage } from '~/lib/server/storage'

/** the file of a published document (PDF inline, other types as an attachment). */
export const Route = createFileRoute('/api/public/documents/$id/file')({
  server: {
    handlers: {
      GET: async ({ params }) => publicDocumentFileResponse(await getDb(), getStorage(), params.id, requestContext().lang ?? 'tr'),
    },
  },
})
