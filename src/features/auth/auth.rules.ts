import type { Language } from '~/lib/enums'

/** Only a path inside this language's dashboard may be a post-login target: no open redirect. */
export function safeDashboardRedirect(target: unknown, lang: Language): string {
  const fallback = `/${lang}/dashboard`
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback
  try {
    const url = new URL(target, 'http://x')
    if (url.origin !== 'http://x') return fallback
    return /^\/(tr|en)\/dashboard(\/|$)/.test(url.pathname) ? `${url.pathname}${url.search}` : fallback
  } catch {
    return fallback
  }
}
