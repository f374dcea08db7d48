import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Drawer } from '~/components/ui/drawer'
import { useLanguage } from '~/i18n/use-language'
import { LanguageSwitcher } from './language-switcher'
import { navGroups } from './site-nav'

export function BrandMark() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <Link to="/$lang" params={{ lang }} className="flex items-center gap-2 rounded-md py-1 font-semibold text-ink">
      <span aria-hidden className="grid size-9 place-items-center rounded-md bg-brand-700 text-sm font-bold text-white">
        HOI
      </span>
      <span className="text-lg tracking-tight">{t('brand')}</span>
    </Link>
  )
}

function DesktopNav() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <NavigationMenu.Root aria-label={t('nav.label')} className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.key} className="relative">
            <NavigationMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-surface data-[state=open]:bg-surface">
              {t(`nav.groups.${group.key}`)}
              <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-80 rounded-lg border border-line bg-white p-2 shadow-lg">
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <NavigationMenu.Link asChild>
                      <a href={`/${lang}${item.path}`} className="block rounded-md px-3 py-2 hover:bg-surface">
                        <span className="block text-sm font-medium text-ink">{t(`nav.${item.key}`)}</span>
                        <span className="block text-sm text-muted">{t(`nav.descriptions.${item.key}`)}</span>
                      </a>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

function MobileNav() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [open, setOpen] = useState(false)
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      side="right"
      title={t('nav.mobileTitle')}
      openLabel={t('nav.openMenu')}
      closeLabel={t('nav.closeMenu')}
    >
      <nav aria-label={t('nav.label')} className="flex flex-col gap-6">
        {navGroups.map((group) => (
          <section key={group.key} aria-labelledby={`mobile-nav-${group.key}`}>
            <h2 id={`mobile-nav-${group.key}`} className="px-2 text-xs font-semibold tracking-wide text-muted uppercase">
              {t(`nav.groups.${group.key}`)}
            </h2>
            <ul className="mt-2">
              {group.items.map((item) => (
                <li key={item.key}>
                  <a
                    href={`/${lang}${item.path}`}
                    onClick={() => setOpen(false)}
                    className="block rounded-md px-2 py-3 text-base font-medium text-ink hover:bg-surface"
                  >
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

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandMark />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
