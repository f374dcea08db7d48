import { Link, useLocation } from '@tanstack/react-router'
import { ChevronDown, ExternalLink, KeyRound, LogOut } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { SkipLink } from '~/components/layout/skip-link'
import { Drawer } from '~/components/ui/drawer'
import { useLanguage } from '~/i18n/use-language'
import { canAccess } from '~/lib/access'
import { cn } from '~/lib/cn'
import type { SessionUser } from '~/lib/session'
import { dashboardSections } from './sections'

function SidebarNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  const { pathname } = useLocation()
  const base = `/${lang}/dashboard`
  return (
    <nav aria-label={t('shell.navLabel')}>
      <ul className="flex flex-col gap-1">
        {dashboardSections
          .filter((section) => canAccess(user.role, section.area))
          .map(({ key, path, Icon }) => {
            const href = `${base}${path}`
            const active = path === '' ? pathname === base || pathname === `${base}/` : pathname.startsWith(href)
            return (
              <li key={key}>
                <Link
                  to={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium',
                    active ? 'bg-brand-700 text-white' : 'text-brand-50 hover:bg-white/10',
                  )}
                >
                  <Icon aria-hidden className="size-5" />
                  {t(`titles.${key}`)}
                </Link>
              </li>
            )
          })}
      </ul>
    </nav>
  )
}

const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface'

function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-ink hover:bg-surface">
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
          {user.name
            .trim()
            .charAt(0)
            .toLocaleUpperCase(lang === 'tr' ? 'tr-TR' : 'en-US')}
        </span>
        <span className="hidden max-w-48 truncate sm:inline">{user.name}</span>
        <span className="sr-only">{t('shell.userMenu')}</span>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-64 rounded-lg border border-line bg-white p-1 shadow-lg">
        <DropdownMenu.Label className="px-3 py-2 text-sm">
          <span className="block font-medium text-ink">{user.name}</span>
          <span className="block text-muted">{t('shell.signedInAs', { email: user.email })}</span>
          <span className="mt-1 inline-block rounded bg-surface px-2 py-0.5 text-xs font-medium text-ink">{t(`roles.${user.role}`)}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item asChild className={menuItemClass}>
          <Link to="/$lang/dashboard/account" params={{ lang }}>
            <KeyRound aria-hidden className="size-4" />
            {t('titles.account')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => void onSignOut()} className={menuItemClass}>
          <LogOut aria-hidden className="size-4" />
          {t('shell.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/** The dashboard frame: sidebar (drawer on phones), header with language and user menu, main. */
export function DashboardShell({ user, onSignOut, children }: { user: SessionUser; onSignOut: () => Promise<void>; children: ReactNode }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const lang = useLanguage()
  return (
    <div data-dashboard-shell className="flex min-h-dvh bg-surface">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 flex-col bg-brand-900 p-4 lg:flex">
        <p className="mb-6 px-3 text-lg font-semibold text-white">
          {tc('brand')} <span className="block text-sm font-normal text-brand-100">{t('shell.panel')}</span>
        </p>
        <SidebarNav user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-line bg-white px-4 sm:px-6">
          <div className="flex items-center gap-2">
            <Drawer side="left" tone="dark" title={t('shell.panel')} openLabel={t('shell.openNav')} closeLabel={t('shell.closeNav')}>
              <SidebarNav user={user} />
            </Drawer>
            <p className="font-semibold text-ink sm:hidden">{t('shell.panel')}</p>
            <a
              href={`/${lang}`}
              className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm text-brand-700 hover:bg-surface sm:inline-flex"
            >
              {t('shell.viewSite')}
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <UserMenu user={user} onSignOut={onSignOut} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}
