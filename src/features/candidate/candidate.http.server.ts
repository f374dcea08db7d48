import { Readable } from 'node:stream'
import type { Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader } from '~/lib/language'
import { currentClientAddress } from '~/lib/server/client-address'
import { attachmentDisposition } from '~/lib/server/content-disposition'
import { expectedFailure, failureResponse } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { answerPageForm, readPostedForm, textValue, typedBack } from '~/lib/server/page-form'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { getStorage, StoredFileMissing } from '~/lib/server/storage'
import { EMAIL_MAX_LENGTH } from '~/lib/field-limits'
import { candidateDone, candidateIntents, candidatePath, type CandidateIntent, poolIntents, type PoolIntent } from './candidate.rules'
import {
  type CandidateDeps,
  countCandidateRequest,
  exportCandidateData,
  findCandidateResume,
  requestNewLinks,
  runCandidateIntent,
} from './candidate.server'

/*
 * The candidate's private page's HTTP handlers (docs/product.md §13, decision 040): the page's
 * scriptless posts (withdraw, delete, ask for a new link) and the two downloads.
 */

/** What a request needs besides itself; tests pass their own database, storage and settings. */
export interface CandidateRequestDeps extends CandidateDeps {
  ip: string
}

const processDeps = async (): Promise<CandidateRequestDeps> => ({
  db: await getDb(),
  env: getEnv(),
  storage: getStorage(),
  ip: currentClientAddress(),
})

const isIntent = (value: string): value is CandidateIntent | PoolIntent =>
  (candidateIntents as readonly string[]).includes(value) || (poolIntents as readonly string[]).includes(value)

/**
 * POST /{lang}/applications/{token}, the confirmation step's form (`intent` = withdraw or delete) or
 * a talent-pool button (renew_pool, leave_pool): 303 to the page with `?done=…`, or to
 * `/{lang}/applications/deleted`; a talent-pool consent that no longer holds 409; otherwise the page
 * again under the failure's status (an unknown link 404, an expired one 410, 429, 400).
 */
export async function handleCandidatePagePost(
  request: Request,
  lang: Language,
  token: string,
  render: () => unknown,
  given?: CandidateRequestDeps,
): Promise<Response> {
  return answerPageForm(lang, render, async () => {
    const deps = given ?? (await processDeps())
    const form = await readPostedForm(request)
    const intent = textValue(form, 'intent')
    if (!isIntent(intent)) throw new AppError('bad_request')
    await countCandidateRequest(deps, deps.ip)
    await runCandidateIntent(deps, token, intent)
    return intent === 'delete'
      ? { ok: true, location: `/${lang}/applications/deleted` }
      : { ok: true, location: `${candidatePath(lang, token)}?done=${candidateDone[intent]}` }
  })
}

/**
 * POST /{lang}/applications, the new-link form: always 303 to `?sent=1` (the same sentence whether
 * or not the address is known), or the page again for a malformed address (400) or the client
 * address's allowance (429).
 */
export async function handleLinkRequestPost(
  request: Request,
  lang: Language,
  render: () => unknown,
  given?: Omit<CandidateRequestDeps, 'storage'>,
): Promise<Response> {
  let values: Record<string, string> = {}
  return answerPageForm(lang, render, async () => {
    try {
      const deps = given ?? (await processDeps())
      const form = await readPostedForm(request)
      const email = textValue(form, 'email')
      values = email ? { email: typedBack(email, EMAIL_MAX_LENGTH) } : {}
      await requestNewLinks(deps, { email: form.has('email') ? email : undefined, lang, ip: deps.ip })
      return { ok: true, location: `/${lang}/applications?sent=1` }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return { ok: false, error, values }
    }
  })
}

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' }

/** A download's failure as the JSON envelope, in the request's language (Accept-Language or `?lang=`). */
function downloadFailure(request: Request, error: unknown): Response {
  const url = new URL(request.url)
  const asked = url.searchParams.get('lang')
  const lang = isLanguage(asked) ? asked : (languageFromAcceptHeader(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE)
  if (error instanceof StoredFileMissing) return failureResponse(lang, 'not_found', { headers: privateHeaders })
  const known = expectedFailure(error)
  if (known !== error) getLogger().error({ err: error, requestId: requestContext().requestId }, 'candidate download failed')
  return failureResponse(lang, known.code, { retryAfterSeconds: known.retryAfterSeconds, headers: privateHeaders })
}

/**
 * GET /api/public/applications/{token}/data: every field held about the application as one JSON
 * attachment (docs/product.md §13.2); 404 for an unknown link, 410 for an expired one, 429.
 */
export async function candidateDataResponse(request: Request, token: string, given?: CandidateRequestDeps): Promise<Response> {
  try {
    const deps = given ?? (await processDeps())
    await countCandidateRequest(deps, deps.ip)
    const data = await exportCandidateData(deps.db, token)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`application-${data.application.submittedAt.slice(0, 10)}.json`),
        ...privateHeaders,
      },
    })
  } catch (error) {
    return downloadFailure(request, error)
  }
}

/** GET /api/public/applications/{token}/resume: the candidate's own CV as an attachment. */
export async function candidateResumeResponse(request: Request, token: string, given?: CandidateRequestDeps): Promise<Response> {
  try {
    const deps = given ?? (await processDeps())
    await countCandidateRequest(deps, deps.ip)
    const file = await findCandidateResume(deps.db, token)
    const body = await deps.storage.read(file.storageKey)
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.originalName),
        'Content-Length': String(file.sizeBytes),
        ...privateHeaders,
      },
    })
  } catch (error) {
    return downloadFailure(request, error)
  }
}
