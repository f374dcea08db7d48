import { type Language, languages } from './enums'

export const DEFAULT_LANGUAGE: Language = 'tr'
export const LANGUAGE_COOKIE = 'language'
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const languageMeta = {
  tr: { value: 'tr', locale: 'tr-TR', direction: 'ltr', accepts: ['tr', 'tr-TR'] },
  en: { value: 'en', locale: 'en-US', direction: 'ltr', accepts: ['en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IE'] },
} as const satisfies Record<Language, { value: Language; locale: string; direction: 'ltr'; accepts: readonly string[] }>

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Maps a language tag from Accept-Language (tr, tr-TR, en-GB …) to a supported language. */
export function languageFromTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase()
  for (const lang of languages) {
    if (languageMeta[lang].accepts.some((accepted) => accepted.toLowerCase() === lower)) return lang
  }
  return undefined
}

/** Accept-Language parsed by quality, first supported tag wins. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const lang = languageFromTag(tag)
    if (lang) return lang
  }
  return undefined
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Detection order of docs/product.md §2.1: cookie `language` → Accept-Language → tr. */
export function detectLanguage(input: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  const fromCookie = readCookie(input.cookie, LANGUAGE_COOKIE)
  if (isLanguage(fromCookie)) return fromCookie
  return languageFromAcceptHeader(input.acceptLanguage) ?? DEFAULT_LANGUAGE
}

/** The first path segment when it is a supported language. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1]
  return isLanguage(first) ? first : undefined
}

/** Replaces the first segment of a language-prefixed path, keeping the rest. */
export function switchLanguagePath(pathname: string, to: Language): string {
  const segments = pathname.split('/')
  if (isLanguage(segments[1])) segments[1] = to
  else return `/${to}`
  return segments.join('/') || `/${to}`
}

export function languageCookie(lang: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
