import type { Language, PreviewKind } from './enums'

/*
 * Share-preview links (decision 057), client-safe and schema-free: the token's shape and the
 * preview pages' paths, used by the dashboard, the preview routes and the server.
 */

/** What the preview banner says of the entry: not yet public, public from a later time, public, closed (a job). */
export type PreviewState = 'draft' | 'scheduled' | 'published' | 'closed'

/** 32 random bytes in base64url: 43 characters. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** How long a new share link lives, in days (docs/product.md §21). */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number]

/** Each kind's preview pages, under `/{lang}/preview/`. */
const previewSegments: Record<PreviewKind, string> = { content: 'articles', job: 'jobs', corporate: 'corporate' }

/** The preview page of an entry (`src/routes/$lang/_site/preview/$kind/$id.tsx`: articles, jobs, corporate), with a share link's token. */
export function previewPath(lang: Language, kind: PreviewKind, id: string, token?: string) {
  return `/${lang}/preview/${previewSegments[kind]}/${id}${token ? `?token=${token}` : ''}`
}
