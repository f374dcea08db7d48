import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SubmitButton, TextField, useFormFields } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { Alert } from '~/components/ui/field'
import { useTranslation } from '~/i18n/use-translation'
import { useFieldError } from '~/i18n/use-field-error'
import { SITE_PATH_MAX, type SitePathProblem } from '~/lib/site-path'
import { useCreateRedirect } from '../../redirects.queries'
import { type CreateRedirectInput, createRedirectSchema } from '../../redirects.schemas'

const OWN = 'redirectAdmin.'

const empty: CreateRedirectInput = { fromPath: '', toPath: '' }

/** A path is typed as it is: no capitals, corrections or suggestions of the browser's. */
const pathInput = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
  maxLength: SITE_PATH_MAX,
  dir: 'ltr',
} as const

/** The "add redirect" form (decision 055): the old path and the new one, checked by the schema the server checks with. */
export function CreateRedirectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('redirectAdmin')
  const { t: tc } = useTranslation()
  const form = useForm<CreateRedirectInput>({ resolver: zodResolver(createRedirectSchema), defaultValues: empty })
  const { errors } = form.formState
  const fieldError = useFieldError()
  const field = useFormFields(form, {
    label: (name) => t(`form.${name}`),
    // The schema's own problems (`redirectAdmin.validation.…`) in this form's words; the server sends its messages worded.
    errorText: (error) =>
      error?.message?.startsWith(OWN) ? t(error.message.slice(OWN.length) as `validation.${SitePathProblem | 'same'}`) : fieldError(error),
  })

  const close = (next: boolean) => {
    if (!next) form.reset(empty)
    onOpenChange(next)
  }
  const mutation = useCreateRedirect(form, (created) => {
    toast.success(t('form.created', { oldPath: created.fromPath, newPath: created.toPath }))
    close(false)
  })

  return (
    <Modal open={open} onOpenChange={close} title={t('form.title')} description={t('form.description')}>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <TextField {...field('fromPath')} {...pathInput} hint={t('form.fromPathHint')} />
        <TextField {...field('toPath')} {...pathInput} hint={t('form.toPathHint')} />
        <div className="mt-2 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {tc('actions.cancel')}
          </Button>
          <SubmitButton pending={mutation.isPending} pendingLabel={t('form.submitting')}>
            {t('form.submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  )
}
