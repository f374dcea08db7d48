import { Readable } from 'node:stream'
import type { Db } from '~/db/client'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { failureResponse } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { type FileStorage, getStorage, StoredFileMissing } from '~/lib/server/storage'
import { applicantsCsv } from './applicants-csv'
import { exportApplicants, findApplicantResume } from './applicants.server'
import { attachmentDisposition } from '~/lib/server/content-disposition'
import { readApplicantListSearch } from './applicants.search'

const languageOf = (url: URL): Language => (url.searchParams.get('lang') === 'en' ? 'en' : 'tr')

/**
 * The dashboard's plain HTTP routes (CV download, CSV export): the session from the cookie and
 * the `applications` area, checked here as the server functions do; failures are the JSON envelope.
 */
async function guarded(request: Request, handle: (db: Db, actorId: string, url: URL) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url)
  const lang = languageOf(url)
  try {
    const { db, user } = await authorizeRequest('applications')
    return await handle(db, user.id, url)
  } catch (error) {
    if (error instanceof AppError) return failureResponse(lang, error.code)
    if (error instanceof StoredFileMissing) return failureResponse(lang, 'not_found')
    getLogger().error({ err: error, path: url.pathname }, 'applications route failed')
    return failureResponse(lang, 'internal')
  }
}

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

export function resumeResponse(request: Request, id: string, storage: () => FileStorage = getStorage): Promise<Response> {
  return guarded(request, async (db, actorId) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError('not_found')
    const file = await findApplicantResume(db, id.toLowerCase())
    const body = await storage().read(file.storageKey)
    await recordAudit(db, { actorId, action: 'application.resume_download', entity: 'application', entityId: id.toLowerCase() })
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.originalName),
        'Content-Length': String(file.sizeBytes),
        ...privateHeaders,
      },
    })
  })
}

export function exportResponse(request: Request): Promise<Response> {
  return guarded(request, async (db, actorId, url) => {
    const { page: _page, ...filters } = readApplicantListSearch(Object.fromEntries(url.searchParams))
    const rows = await exportApplicants(db, filters)
    const csv = applicantsCsv(rows, languageOf(url))
    const day = new Date().toISOString().slice(0, 10)
    await recordAudit(db, {
      actorId,
      action: 'application.export',
      entity: 'application',
      entityId: 'export',
      summary: { filters, rows: rows.length },
    })
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        ...privateHeaders,
      },
    })
  })
}
