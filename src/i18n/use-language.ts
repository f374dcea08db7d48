import { useParams } from '@tanstack/react-router'
import type { Language } from '~/lib/enums'
import { DEFAULT_LANGUAGE, isLanguage } from '~/lib/language'

/** The page's language: the `$lang` segment of the current route, the one source of truth. */
export function useLanguage(): Language {
  const { lang } = useParams({ strict: false }) as { lang?: string }
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE
}
