import { createTranslate } from '~/i18n/i18n'
import enCommon from '~/i18n/locales/en/common.json'
import trCommon from '~/i18n/locales/tr/common.json'
import type { Language } from '../enums'
import { AppError, type ErrorCode, errorStatus, type Failure, type FailureBody } from '../errors'

const translate = { tr: createTranslate('tr', { common: trCommon }, 'common'), en: createTranslate('en', { common: enCommon }, 'common') }

/** A common-namespace string by dotted key with {{params}} filled in; the key itself when unknown. */
export function commonMessage(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return translate[lang](key as Parameters<(typeof translate)['en']>[0], params)
}

/** A validation message: `validation.minLength:2` carries its parameter after the colon. */
export function fieldMessage(lang: Language, message: string): string {
  const [key = message, param] = message.split(':')
  if (!key.startsWith('validation.')) return message
  return commonMessage(lang, key, { min: param ?? '', max: param ?? '' })
}

/** The localized envelope of an expected failure. */
export function failureBody(
  lang: Language,
  code: ErrorCode,
  extra: { fields?: Record<string, string>; requestId?: string; retryAfterSeconds?: number; params?: Record<string, string | number> } = {},
): FailureBody {
  const minutes = extra.retryAfterSeconds ? Math.max(1, Math.ceil(extra.retryAfterSeconds / 60)) : 1
  return {
    code,
    message: commonMessage(lang, `errors.${code}`, { minutes, ...extra.params }),
    ...(extra.fields
      ? { fields: Object.fromEntries(Object.entries(extra.fields).map(([name, message]) => [name, fieldMessage(lang, message)])) }
      : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
  }
}

export function failureFromAppError(lang: Language, error: AppError, requestId?: string): Failure {
  return {
    success: false,
    error: failureBody(lang, error.code, {
      fields: error.fields,
      params: error.params,
      retryAfterSeconds: error.retryAfterSeconds,
      requestId,
    }),
  }
}

/** A JSON failure response with the code's status (for request middleware and server routes). */
export function failureResponse(
  lang: Language,
  code: ErrorCode,
  extra: { fields?: Record<string, string>; requestId?: string; retryAfterSeconds?: number; headers?: Record<string, string> } = {},
): Response {
  const body: Failure = { success: false, error: failureBody(lang, code, extra) }
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(extra.requestId ? { 'X-Request-Id': extra.requestId } : {}),
    ...(extra.retryAfterSeconds ? { 'Retry-After': String(extra.retryAfterSeconds) } : {}),
    ...extra.headers,
  }
  return new Response(JSON.stringify(body), { status: errorStatus[code], headers })
}
