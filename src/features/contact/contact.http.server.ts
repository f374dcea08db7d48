import type { Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError, errorStatus, type Failure } from '~/lib/errors'
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader } from '~/lib/language'
import { BodyTooLargeError, declaredLength } from '~/lib/server/body-limit'
import { currentClientAddress } from '~/lib/server/client-address'
import { expectedFailure, failureBody } from '~/lib/server/failure'
import { fieldMessages } from '~/lib/server/messages'
import { getLogger } from '~/lib/server/logger'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { answerPageForm, readPostedForm, textValue, typedBack } from '~/lib/server/page-form'
import { contactText } from './contact.mail'
import { CONTACT_BODY_MAX, CONTACT_FIELDS, CONTACT_HONEYPOT, CONTACT_LIMITS as L } from './contact.rules'
import { consentGiven } from './contact.schemas'
import { type ContactDeps, submitContactMessage } from './contact.server'

/** What a request needs besides itself; tests pass their own database, settings and address. */
export interface ContactRequestDeps extends ContactDeps {
  ip: string
}

const processDeps = async (): Promise<ContactRequestDeps> => ({ db: await getDb(), env: getEnv(), ip: currentClientAddress() })

/** Field messages in the visitor's language: `validation.*` from common, `contact.*` from contact. */
const localizedFields = (lang: Language, fields: Record<string, string> | undefined) =>
  fieldMessages(lang, fields, { namespace: 'contact', text: contactText })

/** The failure envelope of a contact message; the sentence of docs/product.md §8 for a fault of ours. */
export function contactFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const body = failureBody(lang, error.code, {
    fields: localizedFields(lang, error.fields),
    retryAfterSeconds: error.retryAfterSeconds,
    requestId: error.code === 'internal' ? requestId : undefined,
  })
  if (error.code === 'internal') body.message = contactText[lang]('error')
  return { success: false, error: body }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** The JSON body as an object; 415 for another type, 413 past CONTACT_BODY_MAX, 400 for anything but an object. */
async function readContactJson(request: Request): Promise<Record<string, unknown>> {
  if (!/^\s*application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) throw new AppError('unsupported_media_type')
  const declared = declaredLength(request)
  if (declared !== undefined && (Number.isNaN(declared) || declared > CONTACT_BODY_MAX)) throw new AppError('payload_too_large')
  let text: string
  try {
    text = await request.text()
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AppError('payload_too_large')
    throw new AppError('bad_request')
  }
  if (new TextEncoder().encode(text).byteLength > CONTACT_BODY_MAX) throw new AppError('payload_too_large')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AppError('bad_request')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('bad_request')
  return value as Record<string, unknown>
}

/**
 * POST /api/public/contact (docs/architecture.md "HTTP surface"): JSON `{ first_name, last_name, email, subject, message,
 * consent: true }` in (an optional `lang` names the form's language), 201 `{ success, data }` or
 * the failure envelope with its status (400, 413, 415, 429) out. Messages are in the body's
 * `lang`, else Accept-Language, else Turkish.
 */
export async function handleContactRequest(request: Request, given?: ContactRequestDeps): Promise<Response> {
  let lang: Language = languageFromAcceptHeader(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE
  const requestId = requestContext().requestId
  try {
    const deps = given ?? (await processDeps())
    const body = await readContactJson(request)
    if (isLanguage(body.lang)) lang = body.lang
    const data = await submitContactMessage(deps, { lang, ip: deps.ip, fields: body })
    return json(201, { success: true, data })
  } catch (error) {
    const known = expectedFailure(error)
    if (known !== error) getLogger().error({ err: error, requestId }, 'contact message failed')
    return json(
      errorStatus[known.code],
      contactFailure(lang, known, requestId),
      known.retryAfterSeconds ? { 'Retry-After': String(known.retryAfterSeconds) } : {},
    )
  }
}

const MAX: Record<(typeof CONTACT_FIELDS)[number], number> = {
  first_name: L.name.max,
  last_name: L.name.max,
  email: 254,
  subject: L.subject.max,
  message: L.message.max,
}

/** What the page shows again after a failed scriptless post: what was typed, bounded. */
function typedBackValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of CONTACT_FIELDS) {
    const value = textValue(form, name)
    // The message keeps its line breaks; typedBack drops control characters.
    if (value) values[name] = name === 'message' ? value.slice(0, MAX[name]) : typedBack(value, MAX[name])
  }
  if (consentGiven(form.get('consent'))) values.consent = 'on'
  return values
}

/**
 * POST /{lang}/contact, the form before (or without) its scripts (decision 013): the same
 * `submitContactMessage` as the REST endpoint; 303 to `/{lang}/contact?sent=1` (no personal data
 * in the URL), or the page again with the failure, the field messages and what was typed.
 */
export async function handleContactPagePost(request: Request, lang: Language, render: () => unknown): Promise<Response> {
  let values: Record<string, string> = {}
  return answerPageForm(lang, render, async () => {
    try {
      const deps = await processDeps()
      const form = await readPostedForm(request)
      values = typedBackValues(form)
      const fields: Record<string, unknown> = {
        consent: form.get('consent') ?? undefined,
        [CONTACT_HONEYPOT]: textValue(form, CONTACT_HONEYPOT),
      }
      for (const name of CONTACT_FIELDS) fields[name] = form.has(name) ? textValue(form, name) : undefined
      await submitContactMessage(deps, { lang, ip: deps.ip, fields })
      return { ok: true, location: `/${lang}/contact?sent=1` }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const failure = contactFailure(lang, error).error
      const localized = new AppError(error.code, { fields: failure.fields, retryAfterSeconds: error.retryAfterSeconds })
      return { ok: false, error: localized, values }
    }
  })
}
