import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { answerPageForm, readPostedForm, textValue, typedBack } from '~/lib/server/page-form'
import { CONTACT_FIELDS, CONTACT_HONEYPOT, CONTACT_LIMITS as L } from './contact-limits'
import { contactFailure, processDeps } from './contact-request.server'
import { consentGiven } from './contact.schemas'
import { submitContactMessage } from './contact.server'

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
