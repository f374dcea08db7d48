import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { answerPageForm } from '~/lib/server/page-form'
import { applicationFailure, processDeps, typedBackValues } from './application-request.server'
import type { JobLookup } from './application-types'
import { type ApplicationUpload, readApplicationUpload } from './application-upload.server'
import { submitApplication } from './applications.server'

/**
 * POST /{lang}/jobs/{slug}/apply, the form before (or without) its scripts (decision 013): the
 * same `submitApplication` as the REST endpoint; 303 to the success page, or the page again with
 * the failure, the field messages and the text typed (the file must be chosen again).
 */
export async function handleApplyPagePost(
  request: Request,
  lang: Language,
  slug: string,
  render: () => unknown,
  jobs: JobLookup,
): Promise<Response> {
  let values: Record<string, string> = {}
  return answerPageForm(lang, render, async () => {
    let upload: ApplicationUpload | undefined
    try {
      const deps = await processDeps(jobs)
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
