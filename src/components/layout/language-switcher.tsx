import { useLocation, useRouterState } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type Language, languages } from '~/lib/enums'
import { LANGUAGE_COOKIE, languageCookie, switchLanguagePath } from '~/lib/language'
import { useLanguage } from '~/i18n/use-language'

/** Remembers the choice in the `language` cookie and in local storage (docs/product.md §2). */
export function rememberLanguage(lang: Language) {
  document.cookie = languageCookie(lang, window.location.protocol === 'https:')
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, lang)
  } catch {
    // Storage can be unavailable (private mode); the cookie is enough.
  }
}

type LanguagePaths = { languagePaths?: Partial<Record<Language, string>> }

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  const current = useLanguage()
  // A page whose versions live under other paths (an article's slug differs per language) names them in its loader data.
  const paths = useRouterState({
    select: (state) => state.matches.findLast((match) => (match.loaderData as LanguagePaths | undefined)?.languagePaths)?.loaderData,
  }) as LanguagePaths | undefined
  return (
    <nav aria-label={t('languageSwitcher.label')} className={cn('flex items-center', className)}>
      <ul className="flex items-center rounded-md border border-line p-0.5 text-sm">
        {languages.map((lang) => {
          const active = lang === current
          const href =
            paths?.languagePaths?.[lang] ??
            `${switchLanguagePath(location.pathname, lang)}${location.searchStr ?? ''}${location.hash ? `#${location.hash}` : ''}`
          return (
            <li key={lang}>
              {/* A full document load: the new language's strings, head and lang attribute all come from the server. */}
              <a
                href={href}
                hrefLang={lang}
                aria-current={active ? 'true' : undefined}
                onClick={() => rememberLanguage(lang)}
                className={cn(
                  'inline-flex h-8 min-w-10 items-center justify-center rounded px-2 font-semibold uppercase',
                  active ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface',
                )}
              >
                <span aria-hidden>{lang}</span>
                <span className="sr-only">{t('languageSwitcher.switchTo', { language: t(`languageName.${lang}`) })}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
