import { zodResolver } from '@hookform/resolvers/zod'
import { useServerFn } from '@tanstack/react-start'
import { useForm } from 'react-hook-form'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { SubmitButton, TextField, useFormFields } from '~/components/dashboard/form-fields'
import { Alert } from '~/components/ui/field'
import { useAppMutation } from '~/lib/use-app-mutation'
import { changePasswordFn } from '../../auth.functions'
import { type ChangePasswordInput, changePasswordSchema, PASSWORD_MAX_LENGTH } from '../../auth.schemas'

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' }
const labels = { currentPassword: 'account.current', newPassword: 'account.new', confirmPassword: 'account.confirm' } as const

/** One's own password: the current one, then the new one twice; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation('dashboard')
  const change = useServerFn(changePasswordFn)
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty })
  const { errors } = form.formState
  const field = useFormFields(form, { label: (name) => t(labels[name]) })
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
          <TextField {...field('currentPassword')} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
          <TextField
            {...field('newPassword')}
            hint={t('account.newHint')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
          <TextField {...field('confirmPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          <div className="mt-2">
            <SubmitButton pending={mutation.isPending} pendingLabel={t('account.submitting')}>
              {t('account.submit')}
            </SubmitButton>
          </div>
        </form>
      </section>
    </>
  )
}
