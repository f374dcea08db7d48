import { createFileRoute } from '@tanstack/react-router'
import { getContentVersions, PUBLIC_CONTENTS_CACHE } from '~/features/contents/contents.server'
import { AppError } from '~/lib/errors'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'

/**
 * SPEC §7: `GET /api/public/contents/{lang}/{slug}` → `{ success, data: { requested, alternates } }`
 * (DESIGN §1); 404 when no published content has the slug.
 */
export const Route = createFileRoute('/api/public/contents/$lang/$slug')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const versions = isLanguage(params.lang) ? await getContentVersions(await getDb(), params.lang, params.slug) : null
        if (!versions) throw new AppError('not_found')
        return Response.json({ success: true, data: versions }, { headers: { 'Cache-Control': PUBLIC_CONTENTS_CACHE } })
      },
    },
  },
})
