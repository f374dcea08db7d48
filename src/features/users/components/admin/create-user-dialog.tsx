import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { Alert, Field, Input, inputClass } from '~/components/ui/field'
import { SecretValue } from '~/components/ui/secret-value'
import { useFieldError } from '~/i18n/use-field-error'
import { userRoles } from '~/lib/enums'
import { useCreateUser } from '../../users.queries'
import { type CreateUserInput, createUserSchema } from '../../users.schemas'

const empty: CreateUserInput = { name: '', email: '', role: 'recruiter', password: '' }

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const fieldError = useFieldError()
  const [generated, setGenerated] = useState<{ email: string; password: string }>()
  const form = useForm<CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: empty })
  const { errors } = form.formState

  const mutation = useCreateUser(form, (result) => {
    toast.success(t('users.form.created', { email: result.user.email }))
    form.reset(empty)
    if (result.generatedPassword) setGenerated({ email: result.user.email, password: result.generatedPassword })
    else onOpenChange(false)
  })

  const close = (next: boolean) => {
    if (!next) {
      setGenerated(undefined)
      form.reset(empty)
    }
    onOpenChange(next)
  }

  if (generated) {
    return (
      <Modal open={open} onOpenChange={close} title={t('users.generated.title')} description={t('users.generated.description')}>
        <SecretValue label={t('users.reset.passwordLabel', { email: generated.email })} value={generated.password} />
        <div className="mt-6 flex justify-end">
          <Button onClick={() => close(false)}>{tc('actions.close')}</Button>
        </div>
      </Modal>
    )
  }

  return (
    <Modal open={open} onOpenChange={close} title={t('users.form.title')} description={t('users.form.description')}>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <Field label={t('users.form.name')} error={fieldError(errors.name)}>
          {(p) => <Input {...p} {...form.register('name')} autoComplete="off" maxLength={120} />}
        </Field>
        <Field label={t('users.form.email')} error={fieldError(errors.email)}>
          {(p) => <Input {...p} {...form.register('email')} type="email" autoComplete="off" maxLength={254} />}
        </Field>
        <Field label={t('users.form.role')}>
          {(p) => (
            <select {...p} {...form.register('role')} className={inputClass}>
              {userRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('users.form.password')} hint={t('users.form.passwordHint')} error={fieldError(errors.password)}>
          {(p) => <Input {...p} {...form.register('password')} type="password" autoComplete="new-password" maxLength={256} />}
        </Field>
        <div className="mt-2 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? t('users.form.submitting') : t('users.form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
