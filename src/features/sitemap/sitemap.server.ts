import type { Db } from '~/db/client'
import { contentsSitemapEntries } from '~/features/contents/contents.api.server'
import { documentsSitemapEntries } from '~/features/documents/documents.api.server'
import { sitemapJobs } from '~/features/jobs/jobs.api.server'
import { DEFAULT_LANGUAGE } from '~/lib/language'
import { type Language, languages } from '~/lib/enums'
import { escapeXml } from '~/lib/xml'

/**
 * The sitemap (`/api/sitemap`, `/sitemap.xml`): every public URL in both languages, each with its
 * language alternates (`xhtml:link`, Google's format) and the time its data last changed. Only
 * what a visitor can open is listed: published contents (not scheduled ones) and the jobs that
 * take applications today.
 */

/**
 * The public pages that exist in both languages at the same path (after the language segment):
 * first those that show data, whose lastmod the data gives; then those whose text ships with the
 * code (src/content, the locale files), which carry no lastmod.
 */
const DATA_PAGES = ['', '/jobs', '/values', '/together', '/press', '/documents'] as const
const TEXT_PAGES = ['/about', '/board', '/chart', '/companies', '/brands', '/life-at-hoi', '/contact', '/privacy'] as const

/** One URL and its language versions: `paths` maps each language that has it to its path. */
export interface SitemapEntry {
  paths: Partial<Record<Language, string>>
  lastmod?: Date
}

const latest = (...dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined)

export async function sitemapEntries(db: Db, now = new Date()): Promise<SitemapEntry[]> {
  // Each feature decides what of it is public: the jobs that take applications today, the
  // published (not scheduled) contents, the active documents.
  const [jobRows, contentsPart, documentsPart] = await Promise.all([
    sitemapJobs(db, now),
    contentsSitemapEntries(db, now),
    documentsSitemapEntries(db),
  ])

  const jobsChanged = latest(...jobRows.map((job) => job.updatedAt))
  const categoryChanged = contentsPart.lastmod
  const pageChanged: Record<(typeof DATA_PAGES)[number], Date | undefined> = {
    '': latest(jobsChanged, ...Object.values(categoryChanged)),
    '/jobs': jobsChanged,
    '/values': categoryChanged.values,
    '/together': categoryChanged.together,
    '/press': categoryChanged.press,
    '/documents': documentsPart.lastmod,
  }

  const both = (path: string) => Object.fromEntries(languages.map((lang) => [lang, path])) as Record<Language, string>
  const entries: SitemapEntry[] = DATA_PAGES.map((path) => ({ paths: both(path), lastmod: pageChanged[path] }))
  for (const path of TEXT_PAGES) entries.push({ paths: both(path) })
  for (const job of jobRows) entries.push({ paths: both(`/jobs/${job.slug}`), lastmod: job.updatedAt })
  entries.push(...contentsPart.entries)
  return entries
}

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); files of 5,000 stay small enough
 * to be kept in the page cache with their compressed forms (about 2 MB each).
 */
export const SITEMAP_PART_URLS = 5_000

/** How many `<url>` elements an entry makes: one per language version. */
const urlCount = (entry: SitemapEntry) => languages.filter((lang) => entry.paths[lang] !== undefined).length

/** The entries in files of at most `max` URLs each; an entry's language versions stay in one file. */
export function sitemapParts(entries: SitemapEntry[], max = SITEMAP_PART_URLS): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [[]]
  let count = 0
  for (const entry of entries) {
    const urls = urlCount(entry)
    if (count + urls > max && parts.at(-1)!.length > 0) {
      parts.push([])
      count = 0
    }
    parts.at(-1)!.push(entry)
    count += urls
  }
  return parts
}

/** The address of sitemap file `n` (from 1) when the site needs more than one. */
export const sitemapPartPath = (n: number) => `/api/sitemaps/${n}.xml`

/** The sitemap index: one `<sitemap>` per file, with the latest change of what it lists. */
export function sitemapIndexXml(parts: SitemapEntry[][], origin: string): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
  parts.forEach((part, index) => {
    const changed = latest(...part.map((entry) => entry.lastmod))
    const lastmod = changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ''
    lines.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(index + 1)}`)}</loc>${lastmod}</sitemap>`)
  })
  lines.push('</sitemapindex>', '')
  return lines.join('\n')
}

/**
 * The XML: one `<url>` per language version, each listing every version of the same page
 * (itself included, as Google asks) and `x-default` for the Turkish one, the site's default.
 */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const url = (lang: Language, path: string) => escapeXml(`${origin}/${lang}${path}`)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const entry of entries) {
    const versions = languages.flatMap((lang) => (entry.paths[lang] === undefined ? [] : [[lang, entry.paths[lang]] as const]))
    const alternates = versions.map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang, path)}"/>`)
    const fallback = entry.paths[DEFAULT_LANGUAGE]
    if (versions.length > 1 && fallback !== undefined)
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, fallback)}"/>`)
    for (const [lang, path] of versions) {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''
      lines.push(`<url><loc>${url(lang, path)}</loc>${lastmod}${versions.length > 1 ? alternates.join('') : ''}</url>`)
    }
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

/** Where a language's job feed is (docs/product.md §15.3). */
export const jobFeedPath = (lang: Language) => `/api/feeds/jobs/${lang}.xml`

/**
 * `/robots.txt`: the dashboard and the API stay out of search engines, except what crawlers are
 * meant to read there: the sitemap, the RSS and job feeds and the public images (article covers are
 * og:image); the sitemap is named absolutely, the job feeds in comments.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...languages.map((lang) => `Disallow: /${lang}/dashboard`),
    'Disallow: /api/',
    'Allow: /api/sitemap',
    'Allow: /api/feeds/',
    'Allow: /api/public/images/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
    // Comments: robots.txt has no field for a job feed; aggregators are told where it is.
    '# Job feeds for aggregators (Indeed XML):',
    ...languages.map((lang) => `# ${origin}${jobFeedPath(lang)}`),
    '',
  ].join('\n')
}
