import type { Db } from '~/db/client'
import { contentPreviewOf } from '~/features/contents/contents.api.server'
import { jobPreviewOf } from '~/features/jobs/jobs.api.server'
import { corporatePreviewOf } from '~/features/site/site.api.server'
import type { Language, PreviewKind } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { requireJobInScope } from '~/lib/server/company-scope'
import { previewLinkTarget } from '~/lib/server/preview-links'
import type { ScopedActor } from '~/lib/session'
import type { ArticlePreview, CorporatePreview, JobPreview } from './previews.schemas'

/*
 * The preview pages' reads (decision 057, docs/product.md §21). With a token, the token alone
 * decides (the editor who opens a share link sees what its recipient sees); without one, a
 * signed-in user of the entry's area (and, for a job, of its company). Anything else is null,
 * the same for an unknown entry, a wrong, expired or revoked token: the page answers 404.
 */

export interface PreviewInput {
  id: string
  token: string
}

/** The signed-in user of an area, or null (signed out, or a role without it). */
export type PreviewViewer = () => Promise<ScopedActor | null>

/** Whether the request may see the entry: the share link's expiry (null for a signed-in user), or false. */
async function access(db: Db, kind: PreviewKind, input: PreviewInput, viewer: PreviewViewer, now: Date) {
  if (!input.id) return false
  if (input.token) {
    const link = await previewLinkTarget(db, input.token, now)
    return link && link.kind === kind && link.entityId === input.id ? { expiresAt: link.expiresAt.toISOString() } : false
  }
  const user = await viewer()
  if (!user) return false
  if (kind === 'job') {
    try {
      await requireJobInScope(db, user, input.id)
    } catch (error) {
      if (error instanceof AppError) return false
      throw error
    }
  }
  return { expiresAt: null }
}

/**
 * A draft's images are served to a link's visitor only with the token (`handleImageRead`,
 * `handleVariantRead`): each image address of the page carries it — an original's
 * (`/api/public/images/{id}`) and each variant's (`/api/public/media/{id}/{width}.{format}`, in
 * `src` and `srcset`). Never kept by a shared cache (the image routes say no-store).
 */
const IMAGE_ADDRESS = /(\/api\/public\/(?:images\/[0-9a-f-]{36}|media\/[0-9a-f-]{36}\/\d{1,5}\.[a-z]{3,4}))(?=["'\s,]|$)/g
const withToken = (text: string, token: string) => text.replace(IMAGE_ADDRESS, `$1?preview=${token}`)

/** `withToken` on every text of a page's data (plain values: strings, arrays, objects). */
function withTokenIn<T>(value: T, token: string): T {
  if (typeof value === 'string') return withToken(value, token) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withTokenIn(item, token)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTokenIn(item, token)])) as T
  }
  return value
}

export async function readArticlePreview(
  db: Db,
  input: PreviewInput,
  viewer: PreviewViewer,
  now = new Date(),
): Promise<ArticlePreview | null> {
  const allowed = await access(db, 'content', input, viewer, now)
  if (!allowed) return null
  const preview = await contentPreviewOf(db, input.id, now)
  if (!preview) return null
  const page = input.token ? { ...preview.page, content: withTokenIn(preview.page.content, input.token) } : preview.page
  return { page, state: preview.state, publishAt: preview.publishAt, expiresAt: allowed.expiresAt }
}

export async function readJobPreview(db: Db, input: PreviewInput, viewer: PreviewViewer, now = new Date()): Promise<JobPreview | null> {
  const allowed = await access(db, 'job', input, viewer, now)
  if (!allowed) return null
  const preview = await jobPreviewOf(db, input.id)
  if (!preview) return null
  return { job: preview.job, state: preview.state, publishAt: null, expiresAt: allowed.expiresAt }
}

/**
 * A corporate entry's preview (decision 061): the public page its section belongs to, with the
 * drafts, under the articles' rule (the token alone, else a signed-in user of `contents`). A
 * link's visitor sees the entry's own photo or logo through the token; another draft entry's on
 * the same page only once something live shows it (the library's rule).
 */
export async function readCorporatePreview(
  db: Db,
  input: PreviewInput & { lang: Language },
  viewer: PreviewViewer,
  origin: string,
  now = new Date(),
): Promise<CorporatePreview | null> {
  const allowed = await access(db, 'corporate', input, viewer, now)
  if (!allowed) return null
  const preview = await corporatePreviewOf(db, input.id, input.lang, origin)
  if (!preview) return null
  const views = input.token ? withTokenIn(preview.views, input.token) : preview.views
  return { ...preview, views, publishAt: null, expiresAt: allowed.expiresAt } as CorporatePreview
}
