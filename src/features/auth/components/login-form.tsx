import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Alert, Field, Input } from '~/components/ui/field'
import { useFieldError } from '~/i18n/use-field-error'
import { useLanguage } from '~/i18n/use-language'
import { useAppMutation } from '~/lib/use-app-mutation'
import { login } from '../auth.functions'
import { type LoginInput, loginSchema } from '../auth.schemas'

/**
 * A real form: before (or without) the scripts it posts to /{lang}/login, which answers with a
 * redirect; with them, the same form signs in in place. The password never goes into a URL.
 */
export function LoginForm({
  redirectTo,
  notice,
  initialError,
  initialFields,
}: {
  redirectTo: string
  notice?: string
  /** A message from a scriptless attempt, carried back by the redirect. */
  initialError?: string
  initialFields?: Partial<Record<keyof LoginInput, string>>
}) {
  const { t } = useTranslation('auth')
  const lang = useLanguage()
  const fieldError = useFieldError()
  const router = useRouter()
  const loginFn = useServerFn(login)
  const [formError, setFormError] = useState(initialError)
  // Field errors of a scriptless attempt, rendered by the server too; the next submit replaces them.
  const [carried, setCarried] = useState(initialFields)
  const [showPassword, setShowPassword] = useState(false)
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors } = form.formState
  const errorOf = (name: keyof LoginInput) =>
    fieldError(errors[name] ?? (carried?.[name] ? { type: 'server', message: carried[name] } : undefined))

  const mutation = useAppMutation({
    mutationFn: (data: LoginInput) => loginFn({ data }),
    form,
    onSuccess: async () => {
      await router.invalidate()
      await router.navigate({ href: redirectTo, replace: true })
    },
    onFailure: (failure) => {
      setFormError(failure.message)
      form.setValue('password', '')
      form.setFocus('password')
    },
  })

  return (
    <form
      method="post"
      action={`/${lang}/login`}
      onSubmit={(event) => {
        setCarried(undefined)
        void form.handleSubmit((values) => {
          setFormError(undefined)
          mutation.mutate(values)
        })(event)
      }}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={formError ? 'login-error' : undefined}
    >
      <input type="hidden" name="redirect" value={redirectTo} />
      {notice && !formError && <Alert tone="info">{notice}</Alert>}
      {formError && (
        <div id="login-error">
          <Alert>{formError}</Alert>
        </div>
      )}
      <Field label={t('email')} error={errorOf('email')}>
        {(props) => <Input {...props} {...form.register('email')} type="email" autoComplete="username" inputMode="email" autoFocus />}
      </Field>
      <Field label={t('password')} error={errorOf('password')}>
        {(props) => (
          <div className="relative">
            <Input
              {...props}
              {...form.register('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className="pr-12"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
            >
              {showPassword ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
              <span className="sr-only">{showPassword ? t('hidePassword') : t('showPassword')}</span>
            </button>
          </div>
        )}
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
