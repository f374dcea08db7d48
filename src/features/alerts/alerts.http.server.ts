import type { Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { DEFAULT_LANGUAGE, languageFromAcceptHeader } from '~/lib/language'
import { currentClientAddress } from '~/lib/server/client-address'
import { formFailureBody, noStoreJson, writeFailureResponse } from '~/lib/server/failure'
import { hitAddressRateLimit } from '~/lib/server/rate-limit'
import { answerPageForm, readPostedForm, textValue, typedBack } from '~/lib/server/page-form'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { alertFrequencies, type AlertFrequency } from '~/lib/enums'
import { alertsText } from './alerts.mail'
import { ALERT_FILTER_KEYS, ALERT_HONEYPOT, ALERT_LIMITS, ALERT_TOKEN_PATTERN, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from './alerts.rules'
import { type AlertDeps, confirmAlert, consentGiven, setAlertFrequency, subscribeToAlerts, unsubscribeAlert } from './alerts.server'

/** What a request needs besides itself; tests pass their own database, settings and address. */
export interface AlertRequestDeps extends AlertDeps {
  ip: string
}

const processDeps = async (): Promise<AlertRequestDeps> => ({ db: await getDb(), env: getEnv(), ip: currentClientAddress() })

/** An AppError with its field messages in the page's language (the alerts' own words where it has them). */
function localized(lang: Language, error: AppError): AppError {
  const body = formFailureBody(lang, error, { namespace: 'alerts', text: alertsText })
  return new AppError(error.code, { fields: body.fields, retryAfterSeconds: error.retryAfterSeconds })
}

/** What the form shows again after a failed post: the address, the rhythm, the consent and the filters, bounded. */
function typedBackValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  const email = textValue(form, 'email')
  if (email) values.email = typedBack(email, 254)
  const frequency = textValue(form, 'frequency')
  if ((alertFrequencies as readonly string[]).includes(frequency)) values.frequency = frequency
  if (consentGiven(form.get('consent'))) values.consent = 'on'
  for (const key of ALERT_FILTER_KEYS) {
    const value = textValue(form, key)
    if (value) values[key] = typedBack(value, ALERT_LIMITS.q)
  }
  return values
}

/**
 * POST /{lang}/alerts: the subscription from the job board's form (or the alerts page's), which
 * works without scripts (decision 013). 303 to `/{lang}/alerts?sent=1` whatever the address (the
 * answer never says whether it had alerts), or the page again with the failure and what was typed.
 */
export async function handleAlertSubscribePost(request: Request, lang: Language, render: () => unknown, given?: AlertRequestDeps) {
  let values: Record<string, string> = {}
  return answerPageForm(lang, render, async () => {
    try {
      const deps = given ?? (await processDeps())
      const form = await readPostedForm(request)
      values = typedBackValues(form)
      const fields: Record<string, unknown> = {
        consent: form.get('consent') ?? undefined,
        [ALERT_HONEYPOT]: textValue(form, ALERT_HONEYPOT),
      }
      for (const name of ['email', 'frequency', ...ALERT_FILTER_KEYS]) fields[name] = form.has(name) ? textValue(form, name) : undefined
      await subscribeToAlerts(deps, { lang, ip: deps.ip, fields })
      return { ok: true, location: `/${lang}/alerts?sent=1` }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return { ok: false, error: localized(lang, error), values }
    }
  })
}

const ALERT_INTENTS = ['confirm', 'frequency', 'unsubscribe'] as const

/**
 * POST /{lang}/alerts/{token}: the alert page's buttons, each a form with an `intent`: `confirm`
 * (the confirmation link's button: a POST, since mail scanners follow links), `frequency` and
 * `unsubscribe`. 303 to the page again (`?confirmed=1`, `?saved=1`) or, unsubscribed, to
 * `/{lang}/alerts?unsubscribed=1`; a dead link renders the page's 404.
 */
export async function handleAlertPagePost(
  request: Request,
  lang: Language,
  token: string,
  render: () => unknown,
  given?: AlertRequestDeps,
) {
  return answerPageForm(lang, render, async () => {
    try {
      const { db, env, ip } = given ?? (await processDeps())
      const limit = await hitAddressRateLimit(db, 'alertLink', ip, env)
      if (!limit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds })
      const form = await readPostedForm(request)
      const intent = textValue(form, 'intent')
      if (!(ALERT_INTENTS as readonly string[]).includes(intent)) throw new AppError('bad_request')
      if (!ALERT_TOKEN_PATTERN.test(token)) throw new AppError('not_found')
      const page = `/${lang}/alerts/${token}`
      if (intent === 'confirm') {
        await confirmAlert(db, token)
        return { ok: true, location: `${page}?confirmed=1` }
      }
      if (intent === 'frequency') {
        const frequency = textValue(form, 'frequency')
        if (!(alertFrequencies as readonly string[]).includes(frequency)) {
          throw new AppError('invalid', { fields: { frequency: 'validation.invalidOption' } })
        }
        await setAlertFrequency(db, token, frequency as AlertFrequency)
        return { ok: true, location: `${page}?saved=1` }
      }
      await unsubscribeAlert(db, token)
      return { ok: true, location: `/${lang}/alerts?unsubscribed=1` }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return { ok: false, error: localized(lang, error), values: {} }
    }
  })
}

/** The largest body of a one-click unsubscribe: the one field, with room to spare. */
const ONE_CLICK_BODY_MAX = 1024

/**
 * `/api/alerts/unsubscribe?token=…`, the `List-Unsubscribe` address of every alert mail (RFC 8058).
 * POST with the body `List-Unsubscribe=One-Click` deletes the alert and answers 200, without a
 * session or an Origin (mail providers call it): the random token is the authority, and a POST
 * is what a browser cannot be tricked into by a link. A token that opens nothing answers 200 too
 * (the alert is gone either way). Any other method answers 405 (the mails' visible links lead to
 * the alert's page, where a button unsubscribes); a malformed call answers 400, another type 415.
 */
export async function handleOneClickUnsubscribe(request: Request, given?: AlertRequestDeps): Promise<Response> {
  const lang: Language = languageFromAcceptHeader(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE
  const requestId = requestContext().requestId
  try {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    if (!ALERT_TOKEN_PATTERN.test(token)) throw new AppError('bad_request')
    // Only the one-click POST: a link follower (a scanner, an old client) must not unsubscribe anyone.
    if (request.method !== 'POST') throw new AppError('method_not_allowed')
    if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '')) {
      throw new AppError('unsupported_media_type')
    }
    const declared = Number(request.headers.get('content-length') ?? '0')
    if (!Number.isFinite(declared) || declared > ONE_CLICK_BODY_MAX) throw new AppError('payload_too_large')
    const form = await readPostedForm(request)
    if (textValue(form, ONE_CLICK_FIELD) !== ONE_CLICK_VALUE) throw new AppError('bad_request')
    const { db } = given ?? (await processDeps())
    await unsubscribeAlert(db, token)
    return noStoreJson(200, { success: true, data: { unsubscribed: true } })
  } catch (error) {
    return writeFailureResponse(error, requestId, 'one-click unsubscribe failed', (known) => ({
      success: false,
      error: formFailureBody(lang, known, { namespace: 'alerts', text: alertsText }, requestId),
    }))
  }
}
