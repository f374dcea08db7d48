import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { SelectField, SubmitButton, TextField, useFormFields } from '~/components/dashboard/form-fields'
import { Alert } from '~/components/ui/field'
import { SecretValue } from '~/components/ui/secret-value'
import { userRoles } from '~/lib/enums'
import { useCreateUser } from '../../users.queries'
import { type CreateUserInput, createUserSchema } from '../../users.schemas'
import { CompanyChoices } from './company-choices'

const empty: CreateUserInput = { name: '', email: '', role: 'recruiter', password: '', companies: [] }

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const [generated, setGenerated] = useState<{ email: string; password: string }>()
  const form = useForm<CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: empty })
  const { errors } = form.formState
  const field = useFormFields(form, { label: (name) => t(`users.form.${name}` as 'users.form.name') })
  const role = useWatch({ control: form.control, name: 'role' })

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
        <TextField {...field('name')} autoComplete="off" maxLength={120} />
        <TextField {...field('email')} type="email" autoComplete="off" maxLength={254} />
        <SelectField {...field('role')} values={userRoles} optionLabel={(role) => t(`roles.${role}`)} />
        <TextField {...field('password')} hint={t('users.form.passwordHint')} type="password" autoComplete="new-password" maxLength={256} />
        {/* Only a recruiter is limited to companies (decision 046). */}
        {role === 'recruiter' && (
          <Controller
            control={form.control}
            name="companies"
            render={({ field: companies }) => <CompanyChoices value={companies.value ?? []} onChange={companies.onChange} />}
          />
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {tc('actions.cancel')}
          </Button>
          <SubmitButton pending={mutation.isPending} pendingLabel={t('users.form.submitting')}>
            {t('users.form.submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  )
}
