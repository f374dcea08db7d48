import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { ZipFile } from 'yazl'
import type { Db } from '~/db/client'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import type { Language } from '~/lib/enums'
import type { ScopedActor } from '~/lib/session'
import { getEnv } from '~/lib/env'
import { todayInSiteZone } from '~/lib/format'
import { AppError, type Failure } from '~/lib/errors'
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader } from '~/lib/language'
import { recordAudit } from '~/lib/server/audit'
import { currentClientAddress } from '~/lib/server/client-address'
import { attachmentDisposition } from '~/lib/server/content-disposition'
import { failureResponse, formFailureBody, noStoreJson, writeFailureResponse } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { readMultipartUpload, type UploadedFile } from '~/lib/server/multipart-upload'
import { answerPageForm, typedBack } from '~/lib/server/page-form'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { type FileStorage, getStorage, StoredFileMissing } from '~/lib/server/storage'
import { isUuid } from '~/lib/ids'
import { QUESTION_LIMITS, questionIdOfField } from '~/lib/job-questions'
import { readTracking } from '~/lib/tracking'
import { bulkResumes, exportApplicants, exportQuestions, findApplicantResume, requireBulkSelection } from './applications.admin.server'
import { applyText } from './applications.mail'
import {
  APPLICATION_LIMITS as L,
  APPLICATION_TEXT_FIELDS,
  applicantsCsvHeader,
  applicantsCsvRows,
  BULK_PICK_MAX,
  missingResumesNote,
  RESUME_MAX_BYTES,
  resumeEntryName,
  uniqueEntryName,
} from './applications.rules'
import { type BulkSelection, consentGiven } from './applications.schemas'
import { readApplicantListSearch, readBulkIds } from './applications.search'
import { type ApplicationDeps, submitApplication } from './applications.server'

/*
 * The applications feature's HTTP handlers: the public form's REST endpoint and scriptless page
 * post, and the dashboard's CV download and CSV export.
 */

// Reading the form.

/** The CV as it arrived: a temporary file, its size and SHA-256, and the name the browser gave. */
type UploadedResume = UploadedFile

export interface ApplicationUpload {
  /** The text parts, first value of each name; unknown names are kept but never read. */
  fields: Record<string, string>
  resume?: UploadedResume
  /** Deletes the temporary file; safe to call more than once. */
  cleanup: () => Promise<void>
}

/**
 * Bounds on what the form may send: one file of at most RESUME_MAX_BYTES, at most 40 text parts
 * (the form's own and up to 20 answers to the job's questions, decision 042) and 45 parts in all.
 * A text part may hold 20 KiB: 5,000 characters of a cover letter can take up to 4 bytes each in
 * UTF-8; the schema counts the characters, and a value cut at this bound is always longer than
 * its field allows.
 */
export const UPLOAD_LIMITS = { fileSize: RESUME_MAX_BYTES, fieldSize: 20 * 1024, fields: 40, parts: 45 } as const

/**
 * Reads a multipart application (decision 015) as it streams, with the shared reader: the `resume`
 * part goes to a temporary file while it is hashed and counted, never into memory. 415 for a body
 * that is not multipart, 413 for a file over 10 MiB, 400 for a broken body, too many parts, or more
 * than one file. Text parts go into `options.fields` as they arrive.
 */
export async function readApplicationUpload(
  request: Request,
  options: { tmpDir?: string; fields?: Record<string, string> } = {},
): Promise<ApplicationUpload> {
  const upload = await readMultipartUpload(request, {
    fileField: 'resume',
    maxFileBytes: UPLOAD_LIMITS.fileSize,
    tooLargeMessage: 'apply.validation.resumeTooLarge',
    maxFieldBytes: UPLOAD_LIMITS.fieldSize,
    maxFields: UPLOAD_LIMITS.fields,
    maxParts: UPLOAD_LIMITS.parts,
    tooManyFilesMessage: 'apply.validation.tooManyFiles',
    tmpDir: options.tmpDir,
    fields: options.fields,
  })
  return { fields: upload.fields, resume: upload.file, cleanup: upload.cleanup }
}

// The public form.

/** What a request needs besides itself; tests pass their own (a temporary storage, a test Env). */
export interface RequestDeps extends ApplicationDeps {
  ip: string
  tmpDir?: string
}

/** The process's database, storage and settings. */
const processDeps = async (): Promise<RequestDeps> => ({
  db: await getDb(),
  storage: getStorage(),
  env: getEnv(),
  ip: currentClientAddress(),
})

/** The failure envelope of an application, with the form's own sentences where common's are too vague. */
export function applicationFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const body = formFailureBody(lang, error, { namespace: 'apply', text: applyText }, requestId)
  const reason = error.params?.reason
  if (error.code === 'conflict' && (reason === 'closed' || reason === 'applications_closed' || reason === 'deadline_passed')) {
    body.message = applyText[lang](`blocked.${reason}`)
  } else if (error.code === 'conflict' && reason === 'questions_changed') {
    body.message = applyText[lang]('questions.unknown')
  } else if (error.code === 'internal') {
    body.message = applyText[lang]('error')
  } else if (error.code === 'unsupported_media_type' && error.fields?.resume) {
    body.message = applyText[lang]('validation.resumeType')
  } else if (error.code === 'payload_too_large') {
    body.message = applyText[lang]('validation.resumeTooLarge')
    body.fields = { resume: body.message }
  }
  return { success: false, error: body }
}

const json = noStoreJson

/**
 * POST /api/public/jobs/{slug}/applications (decision 015): multipart in, 201 `{ success, data }`
 * or the failure envelope with its status (400, 404, 409, 413, 415, 429) out. The language of
 * the messages is the form's `lang` part, else Accept-Language, else Turkish.
 */
export async function handleApplicationRequest(request: Request, slug: string, deps?: RequestDeps): Promise<Response> {
  let lang: Language = languageFromAcceptHeader(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE
  const requestId = requestContext().requestId
  let upload: ApplicationUpload | undefined
  try {
    const given = deps ?? (await processDeps())
    const fields: Record<string, string> = {}
    try {
      upload = await readApplicationUpload(request, { tmpDir: given.tmpDir, fields })
    } finally {
      if (isLanguage(fields.lang)) lang = fields.lang
    }
    const data = await submitApplication(given, { slug, lang, ip: given.ip, fields: upload.fields, resume: upload.resume })
    return json(201, { success: true, data })
  } catch (error) {
    return writeFailureResponse(error, requestId, 'application failed', (known) => applicationFailure(lang, known, requestId))
  } finally {
    await upload?.cleanup()
  }
}

/** What the page shows again after a failed scriptless post: the text typed, never the file. */
function typedBackValues(fields: Record<string, string>): Record<string, string> {
  const max: Record<(typeof APPLICATION_TEXT_FIELDS)[number], number> = {
    full_name: L.fullName.max,
    email: 254,
    phone: L.phone.max,
    current_location: L.currentLocation,
    current_company: L.currentCompany,
    linkedin_url: L.url,
    portfolio_url: L.url,
    additional_info: L.additionalInfo,
  }
  const values: Record<string, string> = {}
  for (const name of APPLICATION_TEXT_FIELDS) {
    const value = fields[name]
    // The cover letter keeps its line breaks; typedBack drops control characters.
    if (value) values[name] = name === 'additional_info' ? value.slice(0, max[name]) : typedBack(value, max[name])
  }
  if (consentGiven(fields.consent)) values.consent = 'on'
  // The answers to the job's questions (decision 042): the first that could be, each cut to the longest answer.
  for (const name of Object.keys(fields)
    .filter((n) => questionIdOfField(n) !== undefined)
    .slice(0, QUESTION_LIMITS.questions)) {
    values[name] = fields[name]!.slice(0, QUESTION_LIMITS.longText)
  }
  if (consentGiven(fields.talent_pool)) values.talent_pool = 'on'
  // The link's source and utm values stay in the form's hidden fields (docs/product.md §15.2).
  Object.assign(values, readTracking(fields))
  return values
}

/**
 * POST /{lang}/jobs/{slug}/apply, the form before (or without) its scripts (decision 013): the
 * same `submitApplication` as the REST endpoint; 303 to the success page, or the page again with
 * the failure, the field messages and the text typed (the file must be chosen again).
 */
export async function handleApplyPagePost(request: Request, lang: Language, slug: string, render: () => unknown): Promise<Response> {
  let values: Record<string, string> = {}
  return answerPageForm(lang, render, async () => {
    let upload: ApplicationUpload | undefined
    try {
      const deps = await processDeps()
      const fields: Record<string, string> = {}
      try {
        upload = await readApplicationUpload(request, { tmpDir: deps.tmpDir, fields })
      } finally {
        values = typedBackValues(fields)
      }
      const result = await submitApplication(deps, { slug, lang, ip: deps.ip, fields: upload.fields, resume: upload.resume })
      return { ok: true, location: `/${lang}/jobs/${encodeURIComponent(slug)}/applied?ref=${result.id}` }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const failure = applicationFailure(lang, error).error
      const localized = new AppError(error.code, { fields: failure.fields, retryAfterSeconds: error.retryAfterSeconds })
      return { ok: false, error: localized, values }
    } finally {
      await upload?.cleanup()
    }
  })
}

// The dashboard's routes.

const languageOf = (url: URL): Language => (url.searchParams.get('lang') === 'en' ? 'en' : 'tr')

/**
 * The dashboard's plain HTTP routes (CV download, CSV export): the session from the cookie and
 * the `applications` area, checked here as the server functions do; failures are the JSON envelope.
 */
async function guarded(request: Request, handle: (db: Db, actor: ScopedActor, url: URL) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url)
  const lang = languageOf(url)
  try {
    const { db, user } = await authorizeRequest('applications')
    return await handle(db, user, url)
  } catch (error) {
    if (error instanceof AppError) return failureResponse(lang, error.code)
    if (error instanceof StoredFileMissing) return failureResponse(lang, 'not_found')
    getLogger().error({ err: error, path: url.pathname }, 'applications route failed')
    return failureResponse(lang, 'internal')
  }
}

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

export function resumeResponse(request: Request, id: string, storage: () => FileStorage = getStorage): Promise<Response> {
  return guarded(request, async (db, actor) => {
    if (!isUuid(id)) throw new AppError('not_found')
    const actorId = actor.id
    const file = await findApplicantResume(db, id.toLowerCase(), actor)
    const body = await storage().read(file.storageKey)
    await recordAudit(db, { actorId, action: 'application.resume_download', entityId: id.toLowerCase() })
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

/**
 * The CSV of every applicant the filters match (docs/product.md §7), streamed as the database
 * gives it, a batch at a time (`exportApplicants`), so neither the size nor the server's memory
 * limits it. The audit event, with the number of rows, is written once the last row has gone.
 */
export function exportResponse(request: Request): Promise<Response> {
  return guarded(request, async (db, actor, url) => {
    const actorId = actor.id
    const { page: _page, ...filters } = readApplicantListSearch(Object.fromEntries(url.searchParams))
    const ids = bulkIdsOf(url)
    const lang = languageOf(url)
    const questions = await exportQuestions(db, filters, actor)
    if (ids) await requireBulkSelection(db, { filter: filters, ids }, actor, 'read')
    const batches = exportApplicants(db, { ...filters, ids }, actor)
    const encoder = new TextEncoder()
    let rows = 0
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(applicantsCsvHeader(lang, questions)))
      },
      async pull(controller) {
        try {
          const next = await batches.next()
          if (next.done) {
            await recordAudit(db, {
              actorId,
              action: 'application.export',
              entityId: 'export',
              summary: { filters, ticked: ids?.length ?? null, rows },
            })
            controller.close()
            return
          }
          rows += next.value.length
          controller.enqueue(encoder.encode(applicantsCsvRows(next.value, lang, questions)))
        } catch (error) {
          // The headers are gone: the download fails in the browser rather than end short as if complete.
          getLogger().error({ err: error, rows }, 'applications export failed')
          controller.error(new Error('export failed'))
        }
      },
      async cancel() {
        await batches.return(undefined)
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${todayInSiteZone()}.csv"`,
        ...privateHeaders,
      },
    })
  })
}

/** The rows ticked in the list, from a download's address (decision 049); 400 when malformed or too many. */
function bulkIdsOf(url: URL): string[] | undefined {
  const ids = readBulkIds(url.searchParams.get('ids') ?? undefined, BULK_PICK_MAX)
  if (ids === null) throw new AppError('bad_request')
  return ids
}

/**
 * The CVs of a selection as one ZIP (decision 049): the filter of the list (and the ticked ids),
 * checked whole first (403 outside the actor's reach, 400 above BULK_MAX), then streamed
 * (`resumesZip`). Audited once, with the count, when the last entry has been added.
 */
export function resumesZipResponse(request: Request, storage: () => FileStorage = getStorage): Promise<Response> {
  return guarded(request, async (db, actor, url) => {
    const { page: _page, ...filter } = readApplicantListSearch(Object.fromEntries(url.searchParams))
    const selection = { filter, ids: bulkIdsOf(url) }
    await requireBulkSelection(db, selection, actor, 'read')
    const zip = resumesZip(db, selection, actor, storage(), languageOf(url))
    return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="cv-${todayInSiteZone()}.zip"`,
        ...privateHeaders,
      },
    })
  })
}

/**
 * The ZIP of a checked selection as a stream (decision 049): one stored file is open at a time,
 * added to yazl once the previous one has been read through, and yazl's output is read only as
 * fast as the client takes it, so the server's memory stays flat whatever the selection. Entries
 * are stored, not deflated (PDF and DOCX are compressed already), named after the candidate and
 * the position, made unique; a CV missing from storage is named in a note at the end instead of
 * failing the whole download. A failure later (the headers gone) breaks the stream, so the
 * download fails in the browser rather than end short as if complete.
 */
export function resumesZip(db: Db, selection: BulkSelection, actor: ScopedActor, storage: FileStorage, lang: Language): Readable {
  const zip = new ZipFile()
  const output = zip.outputStream as Readable
  let current: Readable | undefined
  let closed = false
  output.once('close', () => {
    closed = true
    current?.destroy()
  })
  // yazl reports a broken entry on the ZipFile itself; unheard, the event would end the process.
  zip.on('error', (error: unknown) => {
    getLogger().error({ err: error }, 'applications resume zip failed')
    output.destroy(new Error('zip failed'))
  })
  const write = async () => {
    const taken = new Set<string>()
    const missing: string[] = []
    let added = 0
    for await (const batch of bulkResumes(db, selection, actor)) {
      for (const row of batch) {
        if (closed) return
        const name = uniqueEntryName(resumeEntryName(row.fullName, row.jobTitle, row.originalName), taken)
        try {
          current = await storage.read(row.storageKey)
        } catch (error) {
          if (!(error instanceof StoredFileMissing)) throw error
          missing.push(name)
          continue
        }
        // Handed to yazl once and forgotten: each entry keeps its pump function until the ZIP ends
        // (for the central directory), and a stream it held would stay in memory with it.
        let handed: Readable | undefined = current
        zip.addReadStreamLazy(name, { compress: false, mtime: row.createdAt }, (callback) => {
          const stream = handed!
          handed = undefined
          callback(null, stream)
        })
        await finished(current)
        current = undefined
        added += 1
      }
    }
    if (missing.length > 0) {
      zip.addBuffer(Buffer.from(missingResumesNote(lang, missing)), lang === 'en' ? 'missing-cvs.txt' : 'eksik-cv.txt', { compress: false })
    }
    zip.end()
    await recordAudit(db, {
      actorId: actor.id,
      action: 'application.resume_zip',
      entity: 'application',
      entityId: 'bulk',
      summary: { filter: selection.filter, ticked: selection.ids?.length ?? null, files: added, missing: missing.length },
    })
  }
  write().catch((error: unknown) => {
    getLogger().error({ err: error }, 'applications resume zip failed')
    output.destroy(new Error('zip failed'))
  })
  return output
}
