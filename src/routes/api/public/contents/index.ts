import { createFileRoute } from '@tanstack/react-router'
import { listPublicContents, parseContentQuery, PUBLIC_CONTENTS_CACHE } from '~/features/contents/contents.server'
import { failureResponse } from '~/lib/server/failure'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'

/** SPEC §7: `GET /api/public/contents?page=&category=&language=` → `{ success, data: { contents, pagination } }`. */
export const Route = createFileRoute('/api/public/contents/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { lang = 'tr', requestId } = requestContext()
        const query = parseContentQuery(new URL(request.url).searchParams, { internal: false })
        if (!query.ok) return failureResponse(lang, 'invalid', { fields: { [query.field]: 'validation.invalidValue' }, requestId })
        const data = await listPublicContents(await getDb(), query.value)
        return Response.json({ success: true, data }, { headers: { 'Cache-Control': PUBLIC_CONTENTS_CACHE } })
      },
    },
  },
})
