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
import { login } from '../auth.functions'
import { type LoginInput, loginSchema } from '../auth.schemas'

export function LoginForm({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const router = useRouter()
  const loginFn = useServerFn(login)
  const [formError, setFormError] = useState<string>()
  const [showPassword, setShowPassword] = useState(false)
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const result = await loginFn({ data: values })
      if (result.ok) {
        await router.invalidate()
        await router.navigate({ href: redirectTo, replace: true })
        return
      }
      setFormError(
        result.error === 'rate_limited'
          ? t('rateLimited', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
          : t('invalidCredentials'),
      )
      form.setValue('password', '')
      form.setFocus('password')
    } catch {
      setFormError(t('genericError'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-describedby={formError ? 'login-error' : undefined}>
      {notice && !formError && <Alert tone="info">{notice}</Alert>}
      {formError && (
        <div id="login-error">
          <Alert>{formError}</Alert>
        </div>
      )}
      <Field label={t('email')} error={fieldError(errors.email)}>
        {(props) => <Input {...props} {...form.register('email')} type="email" autoComplete="username" inputMode="email" autoFocus />}
      </Field>
      <Field label={t('password')} error={fieldError(errors.password)}>
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
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
