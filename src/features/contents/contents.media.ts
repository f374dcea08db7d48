import { createIsomorphicFn } from '@tanstack/react-start'
import { contentCategories, type ContentType, contentTypes, type Language } from '~/lib/enums'
import { getDb } from '~/lib/server/runtime'
import { listPublicContents } from './contents.server'
import { HOME_CONTENTS_LIMIT, type PublicContent, type PublicContentList } from './contents.types'
import { logFailure } from '~/lib/log'

/** What the home's media center shows of one article. */
export type MediaItem = Pick<PublicContent, 'id' | 'slug' | 'category' | 'type' | 'title' | 'excerpt' | 'publishedAt'>
/** The home's media center: the newest items of each content type, or null when there are none. */
export type MediaCenterData = Record<ContentType, MediaItem[]> | null

/** Items per type on the home. */
export const MEDIA_CENTER_ITEMS = 3

function mediaCenterOf(lists: PublicContentList[]): MediaCenterData {
  const all = lists
    .flatMap((list) => list.contents)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(({ id, slug, category, type, title, excerpt, publishedAt }): MediaItem => ({
      id,
      slug,
      category,
      type,
      title,
      excerpt,
      publishedAt,
    }))
  if (all.length === 0) return null
  return Object.fromEntries(
    contentTypes.map((type) => [type, all.filter((item) => item.type === type).slice(0, MEDIA_CENTER_ITEMS)]),
  ) as Record<ContentType, MediaItem[]>
}

/**
 * The home's media center (SPEC §2, §7): every published content of the language, newest first,
 * grouped by type. On a server render from the database; in the browser from
 * `GET /api/internal/contents` with SPEC's query. A failure hides the section (null), as an empty list does.
 */
export const loadMediaCenter = createIsomorphicFn()
  .server(async (language: Language): Promise<MediaCenterData> => {
    try {
      const db = await getDb()
      const lists = await Promise.all(
        contentCategories.map((category) =>
          listPublicContents(db, { category, language, page: 1, limit: HOME_CONTENTS_LIMIT, sortOrder: 'desc' }),
        ),
      )
      return mediaCenterOf(lists)
    } catch (error) {
      logFailure('The media center could not be loaded', error)
      return null
    }
  })
  .client(async (language: Language): Promise<MediaCenterData> => {
    try {
      const lists = await Promise.all(
        contentCategories.map(async (category) => {
          const query = new URLSearchParams({ category, limit: String(HOME_CONTENTS_LIMIT), page: '1', sortOrder: 'desc', language })
          const response = await fetch(`/api/internal/contents?${query}`, { headers: { Accept: 'application/json' } })
          if (!response.ok) throw new Error(`GET /api/internal/contents answered ${response.status}`)
          return ((await response.json()) as { data: PublicContentList }).data
        }),
      )
      return mediaCenterOf(lists)
    } catch {
      return null
    }
  })
