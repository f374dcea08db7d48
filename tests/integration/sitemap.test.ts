import { randomUUID } from 'node:crypto'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { contents } from '~/db/schema'
import { robotsTxt, type SitemapEntry, sitemapEntries, sitemapIndexXml, sitemapParts, sitemapXml } from '~/features/sitemap/sitemap.server'
import type { ContentCategory, Language, PublishStatus } from '~/lib/enums'
import { createTestJob } from './factories'
import { describeWithDatabases } from './setup-db'

const ORIGIN = 'https://www.example.test'
const DAY = 86_400_000
const tag = randomUUID().slice(0, 8)

async function insertContent(
  db: Db,
  values: {
    groupId: string
    language: Language
    slug: string
    category?: ContentCategory
    status?: PublishStatus
    publishedAt?: Date | null
  },
) {
  await db.insert(contents).values({
    category: 'press',
    status: 'active',
    publishedAt: new Date(Date.now() - DAY),
    title: values.slug,
    ...values,
  })
}

interface XmlUrl {
  loc: string
  lastmod?: string
  'xhtml:link'?: Array<{ '@_rel': string; '@_hreflang': string; '@_href': string }>
}

describeWithDatabases('sitemap', (t) => {
  let xml = ''
  let urls: XmlUrl[] = []
  const byLoc = (path: string) => urls.find((url) => url.loc === `${ORIGIN}${path}`)

  beforeAll(async () => {
    const bilingual = randomUUID()
    await insertContent(t.db, { groupId: bilingual, language: 'tr', slug: `yeni-ofis-${tag}` })
    await insertContent(t.db, { groupId: bilingual, language: 'en', slug: `new-office-${tag}` })
    await insertContent(t.db, { groupId: randomUUID(), language: 'tr', slug: `yalniz-turkce-${tag}`, category: 'values' })
    await insertContent(t.db, { groupId: randomUUID(), language: 'tr', slug: `taslak-${tag}`, status: 'draft' })
    await insertContent(t.db, { groupId: randomUUID(), language: 'tr', slug: `kaldirildi-${tag}`, status: 'removed' })
    await insertContent(t.db, {
      groupId: randomUUID(),
      language: 'tr',
      slug: `ileri-tarih-${tag}`,
      publishedAt: new Date(Date.now() + 3 * DAY),
    })
    await createTestJob(t.db, { slug: `open-${tag}` })
    await createTestJob(t.db, { slug: `closed-${tag}`, status: 'closed' })
    await createTestJob(t.db, { slug: `draft-${tag}`, status: 'draft' })
    await createTestJob(t.db, { slug: `no-applications-${tag}`, applicationsOpen: false })
    await createTestJob(t.db, { slug: `expired-${tag}`, deadline: '2020-01-31' })

    xml = sitemapXml(await sitemapEntries(t.db), ORIGIN)
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml)
    urls = parsed.urlset.url
  })

  it('is well-formed XML in the sitemap namespace with the xhtml namespace for alternates', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
  })

  it('lists the public pages in both languages, with alternates and lastmod where the page shows data', () => {
    for (const lang of ['tr', 'en'])
      for (const path of ['', '/jobs', '/values', '/together', '/press', '/documents']) expect(byLoc(`/${lang}${path}`)).toBeDefined()
    expect(byLoc('/tr/jobs')!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(byLoc('/en/press')!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('lists published contents under their own slug per language, and nothing unpublished or scheduled', () => {
    expect(byLoc(`/tr/press/yeni-ofis-${tag}`)).toBeDefined()
    expect(byLoc(`/en/press/new-office-${tag}`)).toBeDefined()
    expect(byLoc(`/tr/values/yalniz-turkce-${tag}`)).toBeDefined()
    expect(byLoc(`/en/values/yalniz-turkce-${tag}`)).toBeUndefined()
    for (const hidden of ['taslak', 'kaldirildi', 'ileri-tarih']) expect(xml).not.toContain(`${hidden}-${tag}`)
  })

  it('lists only the jobs that take applications, in both languages', () => {
    expect(byLoc(`/tr/jobs/open-${tag}`)).toBeDefined()
    expect(byLoc(`/en/jobs/open-${tag}`)).toBeDefined()
    for (const hidden of ['closed', 'draft', 'no-applications', 'expired']) expect(xml).not.toContain(`/jobs/${hidden}-${tag}`)
  })

  it('gives reciprocal alternates: each version names every version, itself included, and x-default', () => {
    const withAlternates = urls.filter((url) => url['xhtml:link'])
    expect(withAlternates.length).toBeGreaterThan(10)
    const locs = new Set(urls.map((url) => url.loc))
    for (const url of withAlternates) {
      const links = url['xhtml:link']!
      const versions = links.filter((link) => link['@_hreflang'] !== 'x-default')
      expect(versions.map((link) => link['@_href'])).toContain(url.loc)
      for (const link of versions) {
        // The named version is listed too, and names this one back.
        expect(locs.has(link['@_href'])).toBe(true)
        const other = urls.find((candidate) => candidate.loc === link['@_href'])!
        expect(other['xhtml:link']!.map((back) => back['@_href'])).toContain(url.loc)
      }
      expect(links.find((link) => link['@_hreflang'] === 'x-default')!['@_href']).toMatch(`${ORIGIN}/tr`)
    }
    const article = byLoc(`/tr/press/yeni-ofis-${tag}`)!['xhtml:link']!
    expect(article.find((link) => link['@_hreflang'] === 'en')!['@_href']).toBe(`${ORIGIN}/en/press/new-office-${tag}`)
    expect(byLoc(`/tr/values/yalniz-turkce-${tag}`)!['xhtml:link']).toBeUndefined()
  })
})

it('robots.txt keeps the dashboard out and names the sitemap absolutely', () => {
  const robots = robotsTxt(ORIGIN)
  expect(robots).toContain('Disallow: /tr/dashboard')
  expect(robots).toContain('Disallow: /en/dashboard')
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
})

it("splits a large site into files of at most SITEMAP_PART_URLS URLs, listed by an index with each file's latest change", () => {
  const both = (path: string) => ({ tr: `/jobs/${path}`, en: `/jobs/${path}` })
  const entries: SitemapEntry[] = Array.from({ length: 12_001 }, (_, i) => ({
    paths: i === 5 ? { tr: '/values/yalniz-turkce' } : both(`job-${i}`),
    lastmod: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }))
  const parts = sitemapParts(entries)
  const urls = (part: SitemapEntry[]) => part.reduce((sum, entry) => sum + Object.keys(entry.paths).length, 0)
  // An entry's two language versions stay together: the first file stops one short.
  expect(parts.map(urls)).toEqual([4_999, 5_000, 5_000, 5_000, 4_002])
  expect(parts.flat()).toEqual(entries)
  expect(sitemapParts(entries.slice(0, 3))).toHaveLength(1)

  const index = sitemapIndexXml(parts, ORIGIN)
  expect(XMLValidator.validate(index)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'sitemap' }).parse(index) as {
    sitemapindex: { '@_xmlns': string; sitemap: Array<{ loc: string; lastmod: string }> }
  }
  expect(parsed.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(parsed.sitemapindex.sitemap.map((file) => file.loc)).toEqual([1, 2, 3, 4, 5].map((n) => `${ORIGIN}/api/sitemaps/${n}.xml`))
  expect(parsed.sitemapindex.sitemap[4]!.lastmod).toBe(entries.at(-1)!.lastmod!.toISOString())
  const file = sitemapXml(parts[0]!, ORIGIN)
  expect(XMLValidator.validate(file)).toBe(true)
  expect(file.match(/<url>/g)).toHaveLength(4_999)
})
