import { createIsomorphicFn } from '@tanstack/react-start'
import { getEnv } from './env'
import { DEFAULT_LANGUAGE, languageMeta } from './language'
import { type Language, languages } from './enums'

export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160

/** The name every page's OpenGraph data and structured data give the site. */
export const SITE_NAME = 'HOI Holding'
/** The default share image (1200×630, rendered by scripts/brand-images.ts) and the raster logo. */
export const SHARE_IMAGE_PATH = '/share.png'
export const LOGO_PATH = '/logo.png'

/** Cuts to `max` characters, on a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** `text` cut so that `suffix` (a list page's " — page 2") still fits in `max`. */
const withSuffix = (text: string, max: number, suffix = '') => `${truncate(text, max - suffix.length)}${suffix}`

export const siteOrigin = createIsomorphicFn()
  .server(() => getEnv().APP_ORIGIN)
  .client(() => window.location.origin)

/**
 * The sharing tags every public page carries (docs/product.md §9): og:type, og:site_name,
 * og:image (the page's own image, else the default share image) and the large Twitter card.
 */
export function socialMeta(origin: string, opts: { type?: 'website' | 'article'; image?: string | null } = {}) {
  return [
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:image', content: opts.image ? new URL(opts.image, origin).href : `${origin}${SHARE_IMAGE_PATH}` },
    ...(opts.image
      ? []
      : [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/**
 * A JSON-LD head script. A head script, not the `script:ld+json` meta: head scripts carry the
 * request's CSP nonce when the page is rendered for one visitor; `<` is escaped for the inline script.
 */
export const jsonLdScript = (data: Record<string, unknown>) => ({
  type: 'application/ld+json',
  children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
})

/** schema.org BreadcrumbList of a deep page: the home, then each step; the last is the page itself. */
export function breadcrumbJsonLd(origin: string, lang: Language, steps: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: SITE_NAME, path: '' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}/${lang}${step.path}`,
    })),
  }
}

/** The group as the publisher of articles and the employer behind job postings: name, site and logo. */
export const publisherJsonLd = (origin: string, lang: Language) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/${lang}`,
  logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` },
})

/**
 * Head tags of a public page: title, description, canonical and hreflang alternates, the sharing
 * tags. `path` is what follows the language segment ('' for the home, '/jobs' …); `suffix` is a
 * list page's " — page 2", kept on title and description however they are cut; `noindex` keeps
 * the page out of search results (the apply form).
 */
export function pageHead(opts: {
  lang: Language
  path: string
  title: string
  description?: string
  suffix?: string
  noindex?: boolean
  image?: string | null
}) {
  const origin = siteOrigin()
  const url = (lang: Language) => `${origin}/${lang}${opts.path}`
  const title = withSuffix(opts.title, META_TITLE_MAX, opts.suffix)
  const description = opts.description ? withSuffix(opts.description, META_DESCRIPTION_MAX, opts.suffix) : undefined
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(opts.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:title', content: title },
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { property: 'og:url', content: url(opts.lang) },
      { property: 'og:locale', content: languageMeta[opts.lang].locale.replace('-', '_') },
      ...socialMeta(origin, { image: opts.image }),
    ],
    links: [
      { rel: 'canonical', href: url(opts.lang) },
      ...languages.map((lang) => ({ rel: 'alternate', hrefLang: lang, href: url(lang) })),
      { rel: 'alternate', hrefLang: 'x-default', href: url(DEFAULT_LANGUAGE) },
    ],
  }
}
