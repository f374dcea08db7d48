import { zodResolver } from '@hookform/resolvers/zod'
import { useServerFn } from '@tanstack/react-start'
import { useForm } from 'react-hook-form'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { Alert, Field, Input } from '~/components/ui/field'
import { useFieldError } from '~/i18n/use-field-error'
import { useAppMutation } from '~/lib/use-app-mutation'
import { changePasswordFn } from '../../auth.functions'
import { type ChangePasswordInput, changePasswordSchema, PASSWORD_MAX_LENGTH } from '../../auth.schemas'

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** One's own password: the current one, then the new one twice; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation('dashboard')
  const fieldError = useFieldError()
  const change = useServerFn(changePasswordFn)
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty })
  const { errors } = form.formState
  const mutation = useAppMutation({
    mutationFn: (data: ChangePasswordInput) => change({ data }),
    form,
    onSuccess: () => {
      form.reset(empty)
      toast.success(t('account.changed'))
    },
  })
  return (
    <>
      <PageHeader title={t('titles.account')} description={t('account.intro')} />
      <section aria-labelledby="change-password" className="max-w-lg rounded-lg border border-line bg-white p-6">
        <h2 id="change-password" className="sr-only">
          {t('titles.account')}
        </h2>
        <form method="post" noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <Field label={t('account.current')} error={fieldError(errors.currentPassword)}>
            {(p) => (
              <Input
                {...p}
                {...form.register('currentPassword')}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </Field>
          <Field label={t('account.new')} hint={t('account.newHint')} error={fieldError(errors.newPassword)}>
            {(p) => (
              <Input {...p} {...form.register('newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            )}
          </Field>
          <Field label={t('account.confirm')} error={fieldError(errors.confirmPassword)}>
            {(p) => (
              <Input
                {...p}
                {...form.register('confirmPassword')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </Field>
          <div className="mt-2">
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? t('account.submitting') : t('account.submit')}
            </Button>
          </div>
        </form>
      </section>
    </>
  )
}
