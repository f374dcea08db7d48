import { createInstance, type i18n as I18n } from 'i18next'
import type { Language } from '~/lib/enums'
import type { Messages, PublicMessages } from './locales/tr'

export const namespaces = ['common', 'home', 'auth', 'dashboard'] as const
export type Namespace = (typeof namespaces)[number]

// Each language is its own chunk: a visitor downloads the strings of its own language only,
// and the dashboard strings only inside the dashboard.
const publicLoaders: Record<Language, () => Promise<{ default: PublicMessages }>> = {
  tr: () => import('./locales/tr'),
  en: () => import('./locales/en'),
}
const dashboardLoaders: Record<Language, () => Promise<{ default: Messages['dashboard'] }>> = {
  tr: () => import('./locales/tr/dashboard.json'),
  en: () => import('./locales/en/dashboard.json'),
}

/** SPEC §9: translation loading retries up to 5 times, starting at 350 ms and doubling. */
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

export const loadMessages = async (lang: Language) => (await withRetry(publicLoaders[lang])).default
export const loadDashboardMessages = async (lang: Language) => (await withRetry(dashboardLoaders[lang])).default

/**
 * A fresh, synchronously initialised instance, handed to React only through I18nextProvider.
 * Not registered with initReactI18next: that would make it the process-wide default, which a
 * concurrent request rendering outside a provider would then read in the wrong language.
 */
export function createI18n(lang: Language, messages: Partial<Messages>): I18n {
  const instance = createInstance()
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  return instance
}
