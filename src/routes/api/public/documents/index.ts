import { createFileRoute } from '@tanstack/react-router'
import { listPublicDocuments, parseDocumentQuery, PUBLIC_DOCUMENTS_CACHE } from '~/features/documents/documents.server'
import { failureResponse } from '~/lib/server/failure'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'

/** SPEC §7: `GET /api/public/documents?category=&limit=` → `{ success, data: { documents, pagination } }`. */
export const Route = createFileRoute('/api/public/documents/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { lang = 'tr', requestId } = requestContext()
        const query = parseDocumentQuery(new URL(request.url).searchParams)
        if (!query.ok) return failureResponse(lang, 'invalid', { fields: { [query.field]: 'validation.invalidValue' }, requestId })
        const data = await listPublicDocuments(await getDb(), query.value)
        return Response.json({ success: true, data }, { headers: { 'Cache-Control': PUBLIC_DOCUMENTS_CACHE } })
      },
    },
  },
})
