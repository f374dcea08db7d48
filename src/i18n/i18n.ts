import type { Language } from '~/lib/enums'
import type { Messages } from './locales/tr'

export type { Messages }
export const namespaces = [
  'common',
  'home',
  'auth',
  'dashboard',
  'jobs',
  'apply',
  'jobAdmin',
  'applicants',
  'contents',
  'documents',
  'contentAdmin',
  'documentAdmin',
  'contact',
  'legal',
  'inbox',
  'corporate',
  'candidate',
  'alerts',
  'templateAdmin',
  'interviews',
  'people',
] as const
export type Namespace = (typeof namespaces)[number]

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The string namespaces a page needs besides `common`; the `$lang` route loads them all at
     * once, so a page's strings arrive in one round of requests (decision 013).
     */
    namespaces?: readonly Namespace[]
  }
}

// One chunk per language and namespace: a visitor downloads only the strings of its language
// and of the pages it opens; the dashboard strings only inside the dashboard.
const loaders = import.meta.glob<Messages[Namespace]>('./locales/*/*.json', { import: 'default' })

/** docs/product.md §9: translation loading retries up to 5 times, starting at 350 ms and doubling. */
async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  let delay = 350
  for (let attempt = 0; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay *= 2
    }
  }
}

/** `common` and the given namespaces of a language, loaded in parallel. */
export async function loadMessages(lang: Language, extra: Iterable<Namespace> = []): Promise<Messages> {
  const wanted = [...new Set<Namespace>(['common', ...extra])]
  const tables = await Promise.all(wanted.map((ns) => withRetry(() => loaders[`./locales/${lang}/${ns}.json`]!())))
  return Object.fromEntries(wanted.map((ns, i) => [ns, tables[i]])) as Messages
}

export { createTranslate, type MessageKey, type MessageParams, type Translate } from './translate'
