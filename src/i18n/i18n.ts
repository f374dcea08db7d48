import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '~/lib/enums'
import type { Messages } from './locales/tr'

export const namespaces = ['common', 'home', 'auth', 'dashboard'] as const
export type Namespace = (typeof namespaces)[number]

// Each language is its own chunk: a visitor downloads the strings of its own language only.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  tr: () => import('./locales/tr'),
  en: () => import('./locales/en'),
}

/** SPEC §9: translation loading retries up to 5 times, starting at 350 ms and doubling. */
export async function loadMessages(lang: Language): Promise<Messages> {
  let delay = 350
  for (let attempt = 0; ; attempt++) {
    try {
      return (await loaders[lang]()).default
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay *= 2
    }
  }
}

/** A fresh, synchronously initialised instance: safe per request on the server. */
export function createI18n(lang: Language, messages: Messages): I18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: messages },
    ns: [...namespaces],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
