import { createServerFn } from '@tanstack/react-start'
import { authorizeRequest, contentsRead, contentsWrite, jobsRead, jobsWrite, withActor } from '~/features/auth/auth.middleware'
import type { AccessArea } from '~/lib/access'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { isLanguage } from '~/lib/language'
import { PREVIEW_TOKEN_PATTERN } from '~/lib/preview-links'
import { siteOrigin } from '~/lib/seo'
import { getDb } from '~/lib/server/runtime'
import { validate } from '~/lib/validate'
import { previewLinkOperations } from './previews.admin.server'
import { createPreviewLinkSchema, previewEntitySchema, revokePreviewLinkSchema } from './previews.schemas'
import { type PreviewInput, readArticlePreview, readCorporatePreview, readJobPreview } from './previews.server'

const articles = previewLinkOperations('content')
const jobs = previewLinkOperations('job')
const corporate = previewLinkOperations('corporate')

// The editor's share links: the entry's area guards each (decision 057).
export const articlePreviewLinksFn = contentsRead.validator(validate(previewEntitySchema)).handler(withActor(articles.list))
export const createArticlePreviewLinkFn = contentsWrite.validator(validate(createPreviewLinkSchema)).handler(withActor(articles.create))
export const revokeArticlePreviewLinkFn = contentsWrite.validator(validate(revokePreviewLinkSchema)).handler(withActor(articles.revoke))
export const jobPreviewLinksFn = jobsRead.validator(validate(previewEntitySchema)).handler(withActor(jobs.list))
export const createJobPreviewLinkFn = jobsWrite.validator(validate(createPreviewLinkSchema)).handler(withActor(jobs.create))
export const revokeJobPreviewLinkFn = jobsWrite.validator(validate(revokePreviewLinkSchema)).handler(withActor(jobs.revoke))
export const corporatePreviewLinksFn = contentsRead.validator(validate(previewEntitySchema)).handler(withActor(corporate.list))
export const createCorporatePreviewLinkFn = contentsWrite.validator(validate(createPreviewLinkSchema)).handler(withActor(corporate.create))
export const revokeCorporatePreviewLinkFn = contentsWrite.validator(validate(revokePreviewLinkSchema)).handler(withActor(corporate.revoke))

// The preview pages: public, the session or the link's token decides (previews.server.ts); a plain input check.

function previewInput(input: unknown): PreviewInput {
  const { id, token } = (input ?? {}) as { id?: unknown; token?: unknown }
  return {
    id: isUuid(id) ? id.toLowerCase() : '',
    token: typeof token === 'string' && PREVIEW_TOKEN_PATTERN.test(token) ? token : '',
  }
}

/** The signed-in user of `area`, or null: signed out or without the area is simply no viewer. */
const viewerOf = (area: AccessArea) => () =>
  authorizeRequest(area).then(
    ({ user }) => user,
    (error: unknown) => {
      if (error instanceof AppError) return null
      throw error
    },
  )

export const articlePreviewFn = createServerFn({ method: 'GET' })
  .validator(previewInput)
  .handler(async ({ data }) => readArticlePreview(await getDb(), data, viewerOf('contents')))

export const jobPreviewFn = createServerFn({ method: 'GET' })
  .validator(previewInput)
  .handler(async ({ data }) => readJobPreview(await getDb(), data, viewerOf('jobs')))

/** A corporate entry's preview in the page's language (an unknown language reads as Turkish, the default). */
export const corporatePreviewFn = createServerFn({ method: 'GET' })
  .validator((input: PreviewInput & { lang: Language }): PreviewInput & { lang: Language } => {
    const { lang } = (input ?? {}) as { lang?: unknown }
    return { ...previewInput(input), lang: isLanguage(lang) ? lang : 'tr' }
  })
  .handler(async ({ data }) => readCorporatePreview(await getDb(), data, viewerOf('contents'), siteOrigin()))
