import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Language } from '~/lib/enums'
import { createTranslate, type Messages, type Namespace, type Translate } from './i18n'
import { useLanguage } from './use-language'

/**
 * The strings of the page, from the route context: `$lang` loads `common` and every namespace
 * the matched routes declare (`staticData.namespaces`). Before they have loaded (a pending view
 * above `$lang`) `ready` is false and `t` returns keys. `lang` is the page's language (`useLanguage`),
 * for the components that format or link in it besides translating.
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: Translate<N>; ready: boolean; lang: Language } {
  const lang = useLanguage()
  const messages = useRouteContext({ strict: false, select: (context) => (context as { messages?: Partial<Messages> }).messages })
  const namespace = (ns ?? 'common') as N
  return useMemo(
    () => ({ t: createTranslate(lang, messages, namespace), ready: messages?.[namespace] !== undefined, lang }),
    [lang, messages, namespace],
  )
}
