import { createIsomorphicFn } from '@tanstack/react-start'
import type { ContentCategory, Language } from '~/lib/enums'
import { getDb } from '~/lib/server/runtime'
import { getContentVersions, listPublicContents, listRelatedContents } from './contents.server'
import {
  CONTENTS_PAGE_SIZE,
  type ContentPageData,
  type ContentVersions,
  type PublicContent,
  type PublicContentList,
} from './contents.types'

/*
 * What the content pages' loaders call: the database on a server render, the public REST API
 * (SPEC §7) in the browser, where a loader runs only on a navigation (as the job pages do).
 */

async function fromApi<T>(path: string): Promise<T | null> {
  const response = await fetch(`/api/public/contents${path}`, { headers: { Accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`GET /api/public/contents${path} answered ${response.status}`)
  return ((await response.json()) as { data: T }).data
}

/** One page of a category in a language (past the last page: the last page). */
export const loadContentList = createIsomorphicFn()
  .server(async (category: ContentCategory, language: Language, page: number): Promise<PublicContentList> =>
    listPublicContents(await getDb(), { category, language, page, limit: CONTENTS_PAGE_SIZE }),
  )
  .client(async (category: ContentCategory, language: Language, page: number): Promise<PublicContentList> => {
    const list = await fromApi<PublicContentList>(`?${new URLSearchParams({ category, language, page: String(page) })}`)
    if (!list) throw new Error('The content list was not found')
    return list
  })

/** The page of a slug in a language: the version to show (DESIGN §1), its other versions, related ones. */
function pageOf(versions: ContentVersions | null, related: (content: PublicContent) => Promise<PublicContent[]>) {
  const content = versions ? (versions.requested ?? versions.alternates[0]) : undefined
  if (!versions || !content) return null
  const others = [versions.requested, ...versions.alternates].filter((v): v is PublicContent => Boolean(v) && v !== content)
  return related(content).then((list): ContentPageData => ({
    content,
    alternates: others.map(({ language, slug, title, category }) => ({ language, slug, title, category })),
    related: list,
  }))
}

export const loadContentPage = createIsomorphicFn()
  .server(async (language: Language, slug: string): Promise<ContentPageData | null> => {
    const db = await getDb()
    return pageOf(await getContentVersions(db, language, slug), (content) => listRelatedContents(db, content))
  })
  .client(async (language: Language, slug: string): Promise<ContentPageData | null> =>
    pageOf(await fromApi<ContentVersions>(`/${language}/${encodeURIComponent(slug)}`), async (content) => {
      const list = await fromApi<PublicContentList>(`?${new URLSearchParams({ category: content.category, language: content.language })}`)
      return (list?.contents ?? []).filter((item) => item.groupId !== content.groupId).slice(0, 3)
    }),
  )
