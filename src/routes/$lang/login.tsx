import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { BrandMark } from '~/components/layout/brand-mark'
import { loadSessionUser } from '~/features/auth/auth.page'
import { LoginForm } from '~/features/auth/components/public/login-form'
import { handleLoginPost } from '~/features/auth/auth.http.server'
import { readLoginSearch } from '~/features/auth/auth.search'
import { safeDashboardRedirect } from '~/features/auth/auth.rules'
import { isLanguage } from '~/lib/language'
import { pageHead } from '~/lib/seo'
import { postedForm } from '~/lib/posted-form'

export const Route = createFileRoute('/$lang/login')({
  staticData: { namespaces: ['auth'] },
  validateSearch: readLoginSearch,
  server: {
    handlers: {
      // The form's scriptless path (LoginForm): sign in and redirect, or this page again with the failure.
      POST: ({ request, params, next }) => handleLoginPost(request, isLanguage(params.lang) ? params.lang : 'tr', next),
    },
  },
  beforeLoad: async ({ context, search }) => {
    const user = await loadSessionUser()
    if (user) throw redirect({ href: safeDashboardRedirect(search.redirect, context.lang) })
  },
  // A failed scriptless post the page answers (src/lib/server/page-form.ts); null on a plain visit.
  loader: () => postedForm(),
  head: ({ match }) => ({
    ...pageHead({
      lang: match.context.lang,
      path: '/login',
      title: `${match.context.messages.auth.metaTitle} · HOI Holding`,
      // Indexable on purpose: the staff sign-in page is public and its description says what it is.
      description: match.context.messages.auth.metaDescription,
    }),
  }),
  component: LoginPage,
})

function LoginPage() {
  const { t } = useTranslation('auth')
  const { lang } = Route.useRouteContext()
  const search = Route.useSearch()
  const posted = Route.useLoaderData()
  const notice =
    search.reason === 'expired'
      ? t('sessionExpired')
      : search.reason === 'logout'
        ? t('loggedOut')
        : search.redirect
          ? t('signInRequired')
          : undefined
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-16">
        <div className="w-full max-w-md rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
          <p className="mt-2 mb-6 text-sm text-muted">{t('subtitle')}</p>
          <LoginForm redirectTo={safeDashboardRedirect(search.redirect, lang)} notice={notice} posted={posted} />
        </div>
      </main>
      <footer className="pb-8 text-center text-sm">
        <Link to="/$lang" params={{ lang }} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('backToSite')}
        </Link>
      </footer>
    </div>
  )
}
