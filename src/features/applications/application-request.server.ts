import type { Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError, errorStatus, type Failure } from '~/lib/errors'
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader } from '~/lib/language'
import { currentClientAddress } from '~/lib/server/client-address'
import { failureBody, fieldMessage } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { typedBack } from '~/lib/server/page-form'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { getStorage } from '~/lib/server/storage'
import { APPLICATION_LIMITS as L, APPLICATION_TEXT_FIELDS } from './application-limits'
import { applyText } from './application-mail'
import { type ApplicationUpload, readApplicationUpload } from './application-upload.server'
import type { JobLookup } from './application-types'
import { type ApplicationDeps, submitApplication } from './applications.server'
import { consentGiven } from './applications.schemas'

/** What a request needs besides itself; tests pass their own (a temporary storage, a test Env). */
export interface RequestDeps extends ApplicationDeps {
  ip: string
  tmpDir?: string
}

/** The process's database, storage and settings, with the jobs reads the route passes. */
export const processDeps = async (jobs: JobLookup): Promise<RequestDeps> => ({
  db: await getDb(),
  storage: getStorage(),
  env: getEnv(),
  jobs,
  ip: currentClientAddress(),
})

/** A field message in the applicant's language: `validation.*` from common, `apply.*` from apply. */
export function applicationFieldMessage(lang: Language, message: string): string {
  if (message.startsWith('apply.')) return applyText[lang](message.slice('apply.'.length) as Parameters<(typeof applyText)['en']>[0])
  return fieldMessage(lang, message)
}

const localizedFields = (lang: Language, fields: Record<string, string> | undefined) =>
  fields ? Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, applicationFieldMessage(lang, message)])) : undefined

/** The failure envelope of an application, with the form's own sentences where common's are too vague. */
export function applicationFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const body = failureBody(lang, error.code, {
    fields: localizedFields(lang, error.fields),
    retryAfterSeconds: error.retryAfterSeconds,
    requestId: error.code === 'internal' ? requestId : undefined,
  })
  const reason = error.params?.reason
  if (error.code === 'conflict' && (reason === 'closed' || reason === 'applications_closed' || reason === 'deadline_passed')) {
    body.message = applyText[lang](`blocked.${reason}`)
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

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/public/jobs/{slug}/applications (DESIGN §6): multipart in, 201 `{ success, data }`
 * or the failure envelope with its status (400, 404, 409, 413, 415, 429) out. The language of
 * the messages is the form's `lang` part, else Accept-Language, else Turkish.
 */
export async function handleApplicationRequest(request: Request, slug: string, deps: JobLookup | RequestDeps): Promise<Response> {
  let lang: Language = languageFromAcceptHeader(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE
  const requestId = requestContext().requestId
  let upload: ApplicationUpload | undefined
  try {
    const given = 'db' in deps ? deps : await processDeps(deps)
    const fields: Record<string, string> = {}
    try {
      upload = await readApplicationUpload(request, { tmpDir: given.tmpDir, fields })
    } finally {
      if (isLanguage(fields.lang)) lang = fields.lang
    }
    const data = await submitApplication(given, { slug, lang, ip: given.ip, fields: upload.fields, resume: upload.resume })
    return json(201, { success: true, data })
  } catch (error) {
    const known = error instanceof AppError ? error : new AppError('internal')
    if (known !== error) getLogger().error({ err: error, requestId }, 'application failed')
    return json(
      errorStatus[known.code],
      applicationFailure(lang, known, requestId),
      known.retryAfterSeconds ? { 'Retry-After': String(known.retryAfterSeconds) } : {},
    )
  } finally {
    await upload?.cleanup()
  }
}

/** What the page shows again after a failed scriptless post: the text typed, never the file. */
export function typedBackValues(fields: Record<string, string>): Record<string, string> {
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
  return values
}
