import { createIsomorphicFn } from '@tanstack/react-start'
import { getEnv } from './env'
import { DEFAULT_LANGUAGE, languageMeta } from './language'
import { type Language, languages } from './enums'

export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160

/** Cuts to `max` characters, on a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export const siteOrigin = createIsomorphicFn()
  .server(() => getEnv().APP_ORIGIN)
  .client(() => window.location.origin)

/**
 * Head tags of a public page: title, description, canonical and hreflang alternates.
 * `path` is what follows the language segment ('' for the home, '/jobs' …).
 */
export function pageHead(opts: { lang: Language; path: string; title: string; description?: string }) {
  const origin = siteOrigin()
  const url = (lang: Language) => `${origin}/${lang}${opts.path}`
  const title = truncate(opts.title, META_TITLE_MAX)
  const description = opts.description ? truncate(opts.description, META_DESCRIPTION_MAX) : undefined
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { property: 'og:url', content: url(opts.lang) },
      { property: 'og:locale', content: languageMeta[opts.lang].locale.replace('-', '_') },
    ],
    links: [
      { rel: 'canonical', href: url(opts.lang) },
      ...languages.map((lang) => ({ rel: 'alternate', hrefLang: lang, href: url(lang) })),
      { rel: 'alternate', hrefLang: 'x-default', href: url(DEFAULT_LANGUAGE) },
    ],
  }
}
