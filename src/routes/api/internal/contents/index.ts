import { createFileRoute } from '@tanstack/react-router'
import { listPublicContents, parseContentQuery, PUBLIC_CONTENTS_CACHE } from '~/features/contents/contents.server'
import { failureResponse } from '~/lib/server/failure'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'

/**
 * SPEC §7: `GET /api/internal/contents?category=&limit=&page=&sortOrder=&language=` →
 * `{ success, data: { contents, pagination } }`, the published contents the home's media center
 * reads (up to 1000 at once).
 */
export const Route = createFileRoute('/api/internal/contents/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { lang = 'tr', requestId } = requestContext()
        const query = parseContentQuery(new URL(request.url).searchParams, { internal: true })
        if (!query.ok) return failureResponse(lang, 'invalid', { fields: { [query.field]: 'validation.invalidValue' }, requestId })
        const data = await listPublicContents(await getDb(), query.value)
        return Response.json({ success: true, data }, { headers: { 'Cache-Control': PUBLIC_CONTENTS_CACHE } })
      },
    },
  },
})
