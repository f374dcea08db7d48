import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { contentsSitemapEntries, pressFeed } from '~/features/contents/contents.api.server'
import { parseContentQuery } from '~/features/contents/contents.http.server'
import { articleJsonLd, contentListHead, contentPageHead } from '~/features/contents/contents.page'
import { getContentVersions, listMediaCenter, listPublicContents, listRelatedContents } from '~/features/contents/contents.server'
import { contents } from '~/db/schema'
import { inArray } from 'drizzle-orm'
import { readContentsSearch } from '~/features/contents/contents.search'
import { documentsSitemapEntries } from '~/features/documents/documents.api.server'
import { sitemapEntries } from '~/features/sitemap/sitemap.server'
import type { ContentCategory } from '~/lib/enums'
import { XMLValidator } from 'fast-xml-parser'
import enContents from '~/i18n/locales/en/contents.json'
import trContents from '~/i18n/locales/tr/contents.json'
import { createTestContent } from './content-factories'
import { describeWithDatabases } from './setup-db'

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

describeWithDatabases('public contents', (t) => {
  // A category of its own per run, so rows of other tests never count: 'values' in English only here.
  const category: ContentCategory = 'values'
  const tag = randomUUID().slice(0, 6)
  const group = randomUUID()

  beforeAll(async () => {
    // Thirteen published English items: three pages of 6 (6, 6, 1), newest first.
    for (let i = 0; i < 13; i++)
      await createTestContent(t.db, { language: 'en', category, slug: `item-${tag}-${i}`, publishedAt: daysAgo(20 - i) })
    // Hidden: a draft, a removed one and a scheduled one.
    await createTestContent(t.db, { language: 'en', category, slug: `draft-${tag}`, status: 'draft' })
    await createTestContent(t.db, { language: 'en', category, slug: `removed-${tag}`, status: 'removed' })
    await createTestContent(t.db, { language: 'en', category, slug: `scheduled-${tag}`, publishedAt: new Date(Date.now() + 2 * DAY) })
    // One group in two languages under different slugs; its Turkish version is the only one of its category there.
    await createTestContent(t.db, { groupId: group, language: 'tr', category: 'together', slug: `birlikte-${tag}`, type: 'guideline' })
    await createTestContent(t.db, { groupId: group, language: 'en', category: 'together', slug: `together-${tag}`, type: 'guideline' })
  })

  const page = (n: number) => listPublicContents(t.db, { category, language: 'en', page: n, limit: 6 })
  const ours = (slugs: string[]) => slugs.filter((slug) => slug.includes(tag))

  it('pages newest first, six at a time, and says which page it served', async () => {
    const first = await page(1)
    expect(first.pagination).toMatchObject({ page: 1, limit: 6 })
    expect(first.pagination.total).toBeGreaterThanOrEqual(13)
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 6))
    const all = [...first.contents]
    for (let n = 2; n <= first.pagination.totalPages; n++) all.push(...(await page(n)).contents)
    const mine = ours(all.map((c) => c.slug))
    expect(mine).toEqual(Array.from({ length: 13 }, (_, i) => `item-${tag}-${12 - i}`))
    expect(all.every((c) => c.bodyHtml === '')).toBe(true)
  })

  it("reads the home's media center per type, newest first, without bodies, published only", async () => {
    const future = new Date(Date.now() + 365 * DAY)
    // Newer than anything else of the language: these lead their types.
    const news = await createTestContent(t.db, {
      language: 'en',
      category: 'press',
      type: 'news',
      slug: `mc-news-${tag}`,
      publishedAt: future,
    })
    await createTestContent(t.db, {
      language: 'en',
      category: 'press',
      type: 'news',
      slug: `mc-draft-${tag}`,
      status: 'draft',
      publishedAt: future,
    })
    const [newsItems, releases, guidelines] = await listMediaCenter(t.db, 'en', 3, new Date(future.getTime() + DAY))
    expect(newsItems![0]).toMatchObject({ id: news.id, type: 'news', bodyHtml: '' })
    expect(newsItems!.every((item) => item.type === 'news' && item.language === 'en')).toBe(true)
    expect(newsItems!.map((item) => item.slug)).not.toContain(`mc-draft-${tag}`)
    for (const list of [newsItems!, releases!, guidelines!]) {
      expect(list.length).toBeLessThanOrEqual(3)
      const dates = list.map((item) => item.publishedAt)
      expect(dates).toEqual(dates.toSorted().reverse())
    }
    expect(guidelines!.every((item) => item.type === 'guideline')).toBe(true)
    await t.db.delete(contents).where(inArray(contents.slug, [`mc-news-${tag}`, `mc-draft-${tag}`]))
  })

  it('answers the last page for a page past it', async () => {
    const { pagination } = await page(1)
    const beyond = await page(pagination.totalPages + 5)
    expect(beyond.pagination.page).toBe(pagination.totalPages)
    expect(beyond.contents.length).toBeGreaterThan(0)
  })

  it('never lists drafts, removed or scheduled contents', async () => {
    const { pagination } = await page(1)
    const slugs = (await listPublicContents(t.db, { category, language: 'en', page: 1, limit: pagination.total + 10 })).contents.map(
      (c) => c.slug,
    )
    for (const hidden of ['draft', 'removed', 'scheduled']) expect(slugs).not.toContain(`${hidden}-${tag}`)
    expect(await getContentVersions(t.db, 'en', `scheduled-${tag}`)).toBeNull()
    expect(await getContentVersions(t.db, 'en', `draft-${tag}`)).toBeNull()
  })

  it('finds a group by either slug: requested in the asked language, the others as alternates', async () => {
    const byOwn = await getContentVersions(t.db, 'en', `together-${tag}`)
    expect(byOwn!.requested!.slug).toBe(`together-${tag}`)
    expect(byOwn!.alternates.map((c) => [c.language, c.slug])).toEqual([['tr', `birlikte-${tag}`]])
    // The Turkish slug asked in English: the English version is requested (the page redirects to its own slug).
    const byOther = await getContentVersions(t.db, 'en', `birlikte-${tag}`)
    expect(byOther!.requested!.slug).toBe(`together-${tag}`)
    expect(byOther!.requested!.bodyHtml).toBe('<p>Gövde</p>')
    expect(await getContentVersions(t.db, 'en', 'no-such-slug')).toBeNull()
    expect(await getContentVersions(t.db, 'en', '../etc/passwd')).toBeNull()
  })

  it('has no requested version when the group lacks the language, and shows the first alternate instead', async () => {
    const only = await createTestContent(t.db, { language: 'tr', category: 'press', slug: `yalniz-tr-${tag}` })
    const versions = await getContentVersions(t.db, 'en', only.slug)
    expect(versions!.requested).toBeNull()
    expect(versions!.alternates.map((c) => c.slug)).toEqual([only.slug])
  })

  it('relates other contents of the same category and language, not the article itself', async () => {
    const { requested } = (await getContentVersions(t.db, 'en', `item-${tag}-3`))!
    const related = await listRelatedContents(t.db, requested!)
    expect(related).toHaveLength(3)
    expect(related.every((c) => c.category === category && c.language === 'en' && c.slug !== requested!.slug)).toBe(true)
  })

  it('heads an article with its canonical URL and reciprocal hreflang for the languages it has', async () => {
    const versions = (await getContentVersions(t.db, 'tr', `birlikte-${tag}`))!
    const head = contentPageHead({ content: versions.requested!, alternates: versions.alternates, related: [] }, trContents)
    const links = head.links.map((link) => `${link.rel} ${'hrefLang' in link ? link.hrefLang : ''} ${link.href}`)
    expect(links).toContain(`canonical  http://localhost:3000/tr/together/birlikte-${tag}`)
    expect(links).toContain(`alternate en http://localhost:3000/en/together/together-${tag}`)
    expect(links).toContain(`alternate x-default http://localhost:3000/tr/together/birlikte-${tag}`)
    expect(head.meta.find((m) => 'title' in m)!.title!.length).toBeLessThanOrEqual(60)
  })

  it('heads an article with sharing tags, Article and BreadcrumbList data (docs/product.md §9)', async () => {
    const versions = (await getContentVersions(t.db, 'tr', `birlikte-${tag}`))!
    const content = versions.requested!
    const head = contentPageHead({ content, alternates: versions.alternates, related: [] }, trContents)
    const meta = Object.fromEntries(
      head.meta.flatMap((m) => ('property' in m ? [[m.property, m.content]] : 'name' in m ? [[m.name, m.content]] : [])),
    )
    expect(meta).toMatchObject({
      'og:type': 'article',
      'og:site_name': 'HOI Holding',
      'og:image': 'http://localhost:3000/share.png',
      'twitter:card': 'summary_large_image',
    })
    const data = head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>)
    const url = `http://localhost:3000/tr/together/birlikte-${tag}`
    expect(data).toContainEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        // A guideline: an Article (news and press releases are NewsArticles).
        '@type': 'Article',
        headline: content.title,
        datePublished: content.publishedAt,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        publisher: expect.objectContaining({
          name: 'HOI Holding',
          logo: { '@type': 'ImageObject', url: 'http://localhost:3000/logo.png' },
        }),
      }),
    )
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, item: 'http://localhost:3000/tr' }),
          expect.objectContaining({ position: 2, name: 'Birlikte', item: 'http://localhost:3000/tr/together' }),
          expect.objectContaining({ position: 3, name: content.title, item: url }),
        ],
      }),
    )
  })

  it('calls news and press releases NewsArticle', async () => {
    const content = (await getContentVersions(t.db, 'tr', `birlikte-${tag}`))!.requested!
    expect(articleJsonLd({ ...content, type: 'news' }, 'http://localhost:3000')['@type']).toBe('NewsArticle')
    expect(articleJsonLd({ ...content, type: 'press_release' }, 'http://localhost:3000')['@type']).toBe('NewsArticle')
  })

  it("uses an article's cover as its og:image", async () => {
    const fileId = randomUUID()
    const withCover = { ...(await getContentVersions(t.db, 'tr', `birlikte-${tag}`))!.requested!, coverUrl: `/api/public/images/${fileId}` }
    const head = contentPageHead({ content: withCover, alternates: [], related: [] }, trContents)
    expect(head.meta).toContainEqual({ property: 'og:image', content: `http://localhost:3000/api/public/images/${fileId}` })
  })

  it('gives each page of a list its own title and description: "… — sayfa 2"', () => {
    const titleOf = (head: ReturnType<typeof contentListHead>) => head.meta.find((m) => 'title' in m)!.title
    const descriptionOf = (head: ReturnType<typeof contentListHead>) =>
      head.meta.flatMap((m) => ('name' in m && m.name === 'description' ? [m.content] : []))[0]
    const first = contentListHead('press', 'tr', 1, trContents)
    const second = contentListHead('press', 'tr', 2, trContents)
    const english = contentListHead('press', 'en', 3, enContents)
    expect(titleOf(second)).toBe(`${titleOf(first)} — sayfa 2`)
    expect(descriptionOf(second)).toMatch(/ — sayfa 2$/)
    expect(descriptionOf(second)).not.toBe(descriptionOf(first))
    expect(titleOf(english)).toMatch(/ — page 3$/)
  })

  it('shows an old body with skipped or h1 headings with its levels normalised', async () => {
    const old = await createTestContent(t.db, {
      language: 'tr',
      category: 'press',
      slug: `eski-${tag}`,
      bodyHtml: '<h1>Bir</h1><h3>İki</h3><p>x</p>',
    })
    expect((await getContentVersions(t.db, 'tr', old.slug))!.requested!.bodyHtml).toBe('<h2>Bir</h2><h3>İki</h3><p>x</p>')
  })

  it('reads the page parameter as docs/product.md §5.4 says: missing or not numeric is page 1', () => {
    expect(readContentsSearch({})).toEqual({ page: undefined })
    expect(readContentsSearch({ page: 'abc' })).toEqual({ page: undefined })
    expect(readContentsSearch({ page: '-3' })).toEqual({ page: undefined })
    expect(readContentsSearch({ page: '2' })).toEqual({ page: 2 })
    expect(readContentsSearch({ page: 3 })).toEqual({ page: 3 })
  })

  it('validates the REST query: category and language required, internal limit up to 1000', () => {
    const q = (query: string, internal = false) => parseContentQuery(new URLSearchParams(query), { internal })
    expect(q('category=press&language=en')).toEqual({ ok: true, value: { category: 'press', language: 'en', page: 1, limit: 6 } })
    expect(q('category=press&language=en&page=x')).toMatchObject({ ok: true, value: { page: 1 } })
    expect(q('category=blog&language=en')).toEqual({ ok: false, field: 'category' })
    expect(q('category=press&language=de')).toEqual({ ok: false, field: 'language' })
    expect(q('category=press&language=tr&limit=1000&sortOrder=asc', true)).toMatchObject({
      ok: true,
      value: { limit: 1000, sortOrder: 'asc' },
    })
    expect(q('category=press&language=tr', true)).toMatchObject({ ok: true, value: { limit: 1000, sortOrder: 'desc' } })
    expect(q('category=press&language=tr&limit=1001', true)).toEqual({ ok: false, field: 'limit' })
    expect(q('category=press&language=tr&sortOrder=sideways', true)).toEqual({ ok: false, field: 'sortOrder' })
  })

  it('publishes an RSS 2.0 feed of press items that is well-formed, with absolute links', async () => {
    const item = await createTestContent(t.db, { language: 'en', category: 'press', slug: `feed-${tag}`, title: 'Fish & <Chips>' })
    const xml = await pressFeed(t.db, 'en', 'https://www.example.test')
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<link>https://www.example.test/en/press/${item.slug}</link>`)
    expect(xml).toContain('<title>Fish &amp; &lt;Chips&gt;</title>')
    expect(xml).not.toContain(`yalniz-tr-${tag}`)
  })

  it('hands the sitemap the same entries and dates it computes itself (contents.api.server, documents.api.server)', async () => {
    const now = new Date()
    const [contentsPart, documentsPart, sitemap] = await Promise.all([
      contentsSitemapEntries(t.db, now),
      documentsSitemapEntries(t.db),
      sitemapEntries(t.db, now),
    ])
    const articles = sitemap.filter((entry) => Object.values(entry.paths).some((path) => /^\/(values|together|press)\/./.test(path)))
    expect(contentsPart.entries.length).toBeGreaterThan(0)
    expect(contentsPart.entries).toEqual(articles)
    const listPage = (path: string) => sitemap.find((entry) => entry.paths.tr === path)
    for (const category of ['values', 'together', 'press'] as const)
      expect(listPage(`/${category}`)?.lastmod).toEqual(contentsPart.lastmod[category])
    expect(documentsPart.entries).toEqual([listPage('/documents')])
    expect(documentsPart.lastmod).toEqual(listPage('/documents')?.lastmod)
  })
})
