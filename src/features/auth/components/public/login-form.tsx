import { useRouter } from '@tanstack/react-router'
import { icon } from '~/components/ui/icons'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Alert, Field, Input } from '~/components/ui/field'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '~/lib/field-limits'
import type { PostedForm } from '~/lib/posted-form'
import { usePageForm } from '~/lib/use-page-form'

// Only this form shows them (paths from Lucide): defined here, they load with the sign-in page alone.
const EyeIcon = /* @__PURE__ */ icon(
  '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
)
const EyeOffIcon = /* @__PURE__ */ icon(
  '<path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49"/><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242"/><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143"/><path d="m2 2 20 20"/>',
)

/**
 * The sign-in call's client loads when the visitor starts typing, not with the page: the login
 * page stays as light as the others (decision 013).
 */
const loadAuthFunctions = () => import('../../auth.functions')

/**
 * A real form: before (or without) the scripts it posts to /{lang}/login, which answers with a
 * redirect to the dashboard or the login page again with the failure; with them, the same form
 * signs in in place (decision 013). The password never goes into a URL and is never typed back.
 */
export function LoginForm({ redirectTo, notice, posted }: { redirectTo: string; notice?: string; posted?: PostedForm | null }) {
  const { t } = useTranslation('auth')
  const lang = useLanguage()
  const router = useRouter()
  const [showPassword, setShowPassword] = useState(false)
  const form = usePageForm({
    posted,
    submit: async (element) => {
      const data = new FormData(element)
      const { login } = await loadAuthFunctions()
      return login({ data: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') } })
    },
    onSuccess: async () => {
      await router.invalidate()
      await router.navigate({ href: redirectTo, replace: true })
    },
    onFailure: (failure, element) => {
      if (failure.fields) return
      const password = element.elements.namedItem('password')
      if (password instanceof HTMLInputElement) {
        password.value = ''
        password.focus()
      }
    },
  })

  // The way back travels in the action's query too, so the page rendered for a failed post keeps it.
  const action = redirectTo === `/${lang}/dashboard` ? `/${lang}/login` : `/${lang}/login?${new URLSearchParams({ redirect: redirectTo })}`
  return (
    <form
      method="post"
      action={action}
      onSubmit={form.onSubmit}
      onInput={() => void loadAuthFunctions()}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={form.formError ? 'login-error' : undefined}
    >
      <input type="hidden" name="redirect" value={redirectTo} />
      {notice && !form.failure && <Alert tone="info">{notice}</Alert>}
      {form.formError && (
        <div id="login-error">
          <Alert>{form.formError}</Alert>
        </div>
      )}
      <Field label={t('email')} error={form.fieldError('email')}>
        {(props) => (
          <Input
            {...props}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={posted?.values.email}
            autoFocus={!posted || Boolean(form.fieldError('email'))}
          />
        )}
      </Field>
      <Field label={t('password')} error={form.fieldError('password')}>
        {(props) => (
          <div className="relative">
            <Input
              {...props}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoFocus={Boolean(posted) && !form.fieldError('email')}
              className="pr-12"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
            >
              {showPassword ? <EyeOffIcon aria-hidden className="size-5" /> : <EyeIcon aria-hidden className="size-5" />}
              <span className="sr-only">{showPassword ? t('hidePassword') : t('showPassword')}</span>
            </button>
          </div>
        )}
      </Field>
      <Button type="submit" size="lg" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
