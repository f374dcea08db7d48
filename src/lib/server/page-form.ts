import type { Language } from '../enums'
import { AppError, errorStatus } from '../errors'
import type { PostedForm } from '../posted-form'
import { expectedFailure, failureBody } from './failure'
import { getLogger } from './logger'
import { requestContext } from './request-context'

/**
 * A public form that works without scripts (docs/product.md §12): a real `<form method="post">` whose
 * action is the page itself. The page route's POST handler reads the form, runs the same code
 * the enhanced form calls, and answers
 * - with a 303 redirect to the result when it succeeded (a reload never posts again);
 * - with the page rendered again, with the failure and the field messages in the page's
 *   language and what the visitor typed, under the failure's status (400, 401, 429…);
 * - with a 303 to where the page itself redirects (a job that does not exist leads to the
 *   not-found page, docs/product.md §8).
 * With scripts the same form is enhanced in place (src/lib/use-page-form.ts). See decision 013.
 */
export type PageFormOutcome = { ok: true; location: string } | { ok: false; error: AppError; values: Record<string, string> }

/** The route handler's `next`: renders the page for this request. */
type RenderPage = () => unknown

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/** The posted form; 415 for another body type, 400 for a body that does not parse. */
export async function readPostedForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) throw new AppError('unsupported_media_type')
  return request.formData().catch(() => {
    throw new AppError('bad_request')
  })
}

/** A text field of a posted form ('' when missing or a file). */
export const textValue = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g

/**
 * A value to type back into the form when the page is rendered again: at most `max` characters,
 * without control characters (the schema refuses them anyway; they have no place in the page).
 */
export const typedBack = (value: string, max: number): string => value.replace(CONTROL, '').slice(0, max)

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/** Runs the post and answers it; an unexpected failure is logged and shown as `internal`. */
export async function answerPageForm(
  lang: Language,
  render: RenderPage,
  run: () => Promise<PageFormOutcome>,
  fallbackValues: Record<string, string> = {},
): Promise<Response> {
  let outcome: PageFormOutcome
  try {
    outcome = await run()
  } catch (error) {
    if (!(error instanceof AppError)) getLogger().error({ err: error, requestId: requestContext().requestId }, 'page form post failed')
    outcome = { ok: false, error: expectedFailure(error), values: fallbackValues }
  }
  if (outcome.ok) return seeOther(outcome.location)

  const { error, values } = outcome
  const context = requestContext()
  const form: PostedForm = {
    error: failureBody(lang, error.code, {
      fields: error.fields,
      params: error.params,
      retryAfterSeconds: error.retryAfterSeconds,
      requestId: error.code === 'internal' ? context.requestId : undefined,
    }),
    values,
  }
  context.form = form
  const rendered = await render()
  const page = rendered instanceof Response ? rendered : (rendered as { response?: Response }).response
  if (!page) throw new Error('the page was not rendered')
  const location = page.headers.get('location')
  if (page.status >= 300 && page.status < 400 && location) return seeOther(location)
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-store')
  if (error.retryAfterSeconds) headers.set('Retry-After', String(error.retryAfterSeconds))
  return new Response(page.body, { status: errorStatus[error.code], headers })
}
