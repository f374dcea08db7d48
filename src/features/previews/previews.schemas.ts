import { z } from 'zod'
import { PREVIEW_LINK_DAYS, type PreviewState } from '~/lib/preview-links'
import { idField } from '~/lib/schema'
import type { ContentPageData } from '~/features/contents/contents.api.server'
import type { PublicJob } from '~/features/jobs/jobs.api.server'
import type { CorporatePreviewPage } from '~/features/site/site.api.server'

/** The entry whose share links the dialog lists. */
export const previewEntitySchema = z.object({ entityId: idField() })
export type PreviewEntityInput = z.input<typeof previewEntitySchema>

/** A new share link: its entry and how many days it lives (docs/product.md §21). */
export const createPreviewLinkSchema = z.object({
  entityId: idField(),
  days: z.literal(PREVIEW_LINK_DAYS, 'validation.invalidOption'),
})
export type CreatePreviewLinkInput = z.input<typeof createPreviewLinkSchema>

/** A link to revoke, within its entry. */
export const revokePreviewLinkSchema = z.object({ entityId: idField(), id: idField() })
export type RevokePreviewLinkInput = z.input<typeof revokePreviewLinkSchema>

/** An active share link as the dialog lists it (its token is never shown again). */
export interface PreviewLinkItem {
  id: string
  expiresAt: string
  createdAt: string
  createdBy: string | null
}

/** A link just made: the only time its token leaves the server. */
export interface CreatedPreviewLink {
  link: PreviewLinkItem
  token: string
}

/** What the preview banner says (decision 057). */
export interface PreviewFacts {
  state: PreviewState
  /** When a scheduled entry goes public. */
  publishAt: string | null
  /** When the share link that opened the page expires; null for a signed-in editor. */
  expiresAt: string | null
}

export interface ArticlePreview extends PreviewFacts {
  page: ContentPageData
}

export interface JobPreview extends PreviewFacts {
  job: PublicJob
}

/** A corporate entry's preview: the public page it belongs to, built with the drafts (decision 061). */
export type CorporatePreview = PreviewFacts & CorporatePreviewPage
