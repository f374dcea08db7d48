import { ChevronDownIcon, SearchIcon } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Drawer } from '~/components/ui/drawer'
import { useLanguage } from '~/i18n/use-language'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './language-switcher'
import { navGroups } from './site-nav'

/**
 * The desktop menu: one native disclosure per group (`<details name>`, at most one open), so it
 * opens before and without the scripts. Once hydrated, Escape, a click elsewhere or focus moving
 * away close it.
 */
function DesktopNav() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const root = nav.current
    if (!root) return
    const openMenu = () => root.querySelector<HTMLDetailsElement>('details[open]')
    const onKey = (event: KeyboardEvent) => {
      const menu = openMenu()
      if (event.key !== 'Escape' || !menu) return
      menu.open = false
      menu.querySelector('summary')?.focus()
    }
    const onOutside = (event: Event) => {
      const menu = openMenu()
      if (menu && !menu.contains(event.target as Node)) menu.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [])
  return (
    <nav ref={nav} aria-label={t('nav.label')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navGroups.map((group) => (
          <li key={group.key}>
            <details name="site-nav" className="group relative">
              <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium text-ink group-open:bg-surface hover:bg-surface [&::-webkit-details-marker]:hidden">
                {t(`nav.groups.${group.key}`)}
                <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="absolute top-full left-0 z-50 mt-2 w-80 rounded-lg border border-line bg-white p-2 shadow-lg">
                {group.items.map((item) => (
                  <li key={item.key}>
                    <a href={`/${lang}${item.path}`} className="block rounded-md px-3 py-2 hover:bg-surface">
                      <span className="block text-sm font-medium text-ink">{t(`nav.${item.key}`)}</span>
                      <span className="block text-sm text-muted">{t(`nav.descriptions.${item.key}`)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function MobileNav() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <Drawer side="right" title={t('nav.mobileTitle')} openLabel={t('nav.openMenu')} closeLabel={t('nav.closeMenu')}>
      <nav aria-label={t('nav.label')} className="flex flex-col gap-6">
        {navGroups.map((group) => (
          <section key={group.key} aria-labelledby={`mobile-nav-${group.key}`}>
            <h3 id={`mobile-nav-${group.key}`} className="px-2 text-xs font-semibold tracking-wide text-muted uppercase">
              {t(`nav.groups.${group.key}`)}
            </h3>
            <ul className="mt-2">
              {group.items.map((item) => (
                <li key={item.key}>
                  <a href={`/${lang}${item.path}`} className="block rounded-md px-2 py-3 text-base font-medium text-ink hover:bg-surface">
                    {t(`nav.${item.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Drawer>
  )
}

/**
 * The site search from every page (docs/product.md §18): a GET form to /{lang}/search that works
 * without the scripts. Where the header is short of room the field is hidden and the button opens
 * the search page, whose own form takes the words.
 */
function HeaderSearch() {
  const { t } = useTranslation()
  const label = t('siteSearch.label')
  return (
    <form role="search" action={`/${useLanguage()}/search`} aria-label={label} className="relative">
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={t('siteSearch.placeholder')}
        maxLength={100}
        className="hidden h-10 w-48 rounded-md border border-line bg-white pr-10 pl-3 text-sm text-ink placeholder:text-muted xl:block"
      />
      <button
        type="submit"
        className="flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface xl:absolute xl:top-0 xl:right-0 xl:text-muted xl:hover:bg-transparent"
      >
        <SearchIcon aria-hidden className="size-5 xl:size-4" />
        <span className="sr-only">{t('siteSearch.submit')}</span>
      </button>
    </form>
  )
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandMark />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <HeaderSearch />
          <LanguageSwitcher />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
