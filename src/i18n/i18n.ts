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
  'scorecards',
  'reports',
  'search',
  'redirectAdmin',
  'media',
  'previews',
  'siteAdmin',
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
// and of the pages it opens; the dashboard strings only inside the dashboard. The dashboard's own
// namespaces are listed in dashboard-locales.ts, loaded with the first of them, so that the entry
// every public page loads maps only the public ones (each entry costs it its chunk's name).
type Loaders = Record<string, () => Promise<Messages[Namespace]>>
const publicLoaders: Loaders = import.meta.glob<Messages[Namespace]>(
  [
    './locales/*/*.json',
    '!./locales/*/{dashboard,jobAdmin,applicants,contentAdmin,documentAdmin,inbox,templateAdmin,interviews,people,scorecards,reports,redirectAdmin,media,previews,siteAdmin}.json',
  ],
  { import: 'default' },
)
let dashboardLoaders: Promise<Loaders> | undefined
/** The loader of a language's namespace; a failed load of the dashboard's list is asked again next time. */
const loaderOf = async (key: string) =>
  publicLoaders[key] ??
  (
    await (dashboardLoaders ??= import('./dashboard-locales').then(
      (module) => module.dashboardLoaders,
      (error: unknown) => {
        dashboardLoaders = undefined
        throw error
      },
    ))
  )[key]!

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
  const tables = await Promise.all(wanted.map((ns) => withRetry(async () => (await loaderOf(`./locales/${lang}/${ns}.json`))())))
  return Object.fromEntries(wanted.map((ns, i) => [ns, tables[i]])) as Messages
}

export { createTranslate, type MessageKey, type MessageParams, type Translate } from './translate'
