import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { CurrentStatus, EditPageLinks, FormFooter, FormSection, LanguageSections } from '~/components/dashboard/entity-form-parts'
import { SelectField, TextAreaField, TextField, useEntityFields, WholeNumberField } from '~/components/dashboard/form-fields'
import { PublishSchedulePanel } from '~/components/dashboard/publish-schedule'
import { TranslationReviewNotices } from '~/components/dashboard/translation-review'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Alert, Field } from '~/components/ui/field'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { documentCategories, type PublishStatus, type UserRole } from '~/lib/enums'
import { formStatuses } from '~/lib/publish-lifecycle'
import { uploadMultipart } from '~/lib/upload-client'
import { documentUploadUrl, formatFileSize } from '../../documents.rules'
import { documentAdminQueries, documentScheduleFns, markDocumentReviewedFn } from '../../documents.queries'
import {
  DOCUMENT_LIMITS,
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_MAX_BYTES,
  type DocumentForEdit,
  type DocumentFormInput,
  type DocumentFormValues,
  documentFormSchema,
} from '../../documents.schemas'

/** The form's values: the schema's fields and the file input (its file is read from the input itself). */
const formSchema = documentFormSchema.extend({ file: z.unknown().optional() })
type DocumentFormShape = DocumentFormInput & { file?: unknown }

const blank: DocumentFormShape = {
  category: 'terms',
  titleTr: '',
  titleEn: '',
  descriptionTr: '',
  descriptionEn: '',
  sortOrder: 0,
  status: 'draft',
}

function formValues(document: DocumentForEdit): DocumentFormShape {
  const { id: _id, file: _file, schedules: _schedules, reviews: _reviews, ...fields } = document
  return fields
}

/** The one document form: a new document without `document`, an edit with it. */
export function DocumentForm({ document, role }: { document?: DocumentForEdit; role: UserRole }) {
  const { t } = useTranslation('documentAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tdoc } = useTranslation('documents')
  const lang = useLanguage()
  const navigate = useNavigate()
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: document ? formValues(document) : blank })
  const { errors } = form.formState
  const fileInput = useRef<HTMLInputElement | null>(null)
  const [percent, setPercent] = useState<number>()
  const { save } = useEntityForm({
    form,
    mutationFn: ({ values, file }: { values: DocumentFormValues; file?: File }) => {
      const data = new FormData()
      for (const [name, value] of Object.entries(values)) data.append(name, String(value))
      if (file) data.append('file', file)
      setPercent(0)
      return uploadMultipart<{ id: string; status: PublishStatus }>(documentUploadUrl(document?.id), data, {
        lang,
        onProgress: setPercent,
      }).finally(() => setPercent(undefined))
    },
    invalidate: [documentAdminQueries.all],
    unsavedMessage: t('form.unsaved'),
    onSaved: async (_result, { values }) => {
      toast.success(t(document ? 'form.saved' : 'form.created', { title: values.titleTr.trim() }))
      await navigate({ to: '/$lang/dashboard/documents', params: { lang } })
    },
  })

  const submit = form.handleSubmit(({ file: _input, ...values }) => {
    const file = fileInput.current?.files?.[0]
    if (!file && !document) {
      form.setError('file', { type: 'required', message: t('validation.fileRequired') })
      form.setFocus('file')
      return
    }
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      form.setError('file', { type: 'size', message: t('validation.fileTooLarge') })
      form.setFocus('file')
      return
    }
    save.mutate({ values, file })
  })

  const { field, errorText } = useEntityFields(form, 'documentAdmin')
  const fileRegistration = form.register('file', { onChange: () => form.clearErrors('file') })
  const pending = save.isPending

  return (
    <>
      <PageHeader
        title={document ? td('titles.documentsEdit') : td('titles.documentsCreate')}
        description={document ? t('form.editIntro') : t('form.createIntro')}
        actions={
          <EditPageLinks
            history={document ? { to: '/$lang/dashboard/documents/history/$id', params: { lang, id: document.id } } : undefined}
            back={{ to: '/$lang/dashboard/documents', params: { lang }, label: t('form.back') }}
          />
        }
      />
      {document && (
        <TranslationReviewNotices
          id={document.id}
          reviews={document.reviews}
          mark={markDocumentReviewedFn}
          invalidate={[documentAdminQueries.all]}
        />
      )}
      <form noValidate className="flex flex-col gap-6" onSubmit={submit}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}

        <LanguageSections words="documentAdmin">
          {(language, { title, description }) => (
            <>
              <TextField {...field(title)} lang={language} autoComplete="off" maxLength={DOCUMENT_LIMITS.title.max} />
              <TextAreaField
                {...field(description)}
                hint={t('form.descriptionHint')}
                lang={language}
                rows={3}
                maxLength={DOCUMENT_LIMITS.description}
              />
            </>
          )}
        </LanguageSections>

        <FormSection title={t('form.sections.details')} grid>
          <SelectField {...field('category')} values={documentCategories} optionLabel={(category) => tdoc(`categories.${category}`)} />
          <WholeNumberField
            {...field('sortOrder', { valueAsNumber: true })}
            hint={t('form.sortOrderHint')}
            min={0}
            max={DOCUMENT_LIMITS.sortOrder}
          />
          <SelectField
            {...field('status')}
            hint={t('form.statusHint')}
            values={formStatuses('document', document?.status, role)}
            optionLabel={(status) => t(`statuses.${status}`)}
          />
          {document ? <CurrentStatus label={t('form.currentStatus')} status={document.status} /> : null}
        </FormSection>

        <FormSection title={t('form.sections.file')}>
          {document ? (
            <p className="text-sm text-ink" data-testid="current-file">
              <span className="font-medium">{t('form.currentFile')}</span> {document.file.name} (
              {formatFileSize(document.file.sizeBytes, lang)})
            </p>
          ) : null}
          <Field
            label={document ? t('form.replaceFile') : t('form.file')}
            hint={document ? t('form.replaceFileHint') : t('form.fileHint')}
            error={errorText(errors.file as FieldError | undefined)}
          >
            {(p) => (
              <input
                {...p}
                {...fileRegistration}
                ref={(element) => {
                  fileRegistration.ref(element)
                  fileInput.current = element
                }}
                type="file"
                accept={DOCUMENT_FILE_ACCEPT}
                className="block w-full text-sm text-ink file:mr-3 file:h-10 file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:text-sm file:font-medium file:text-ink"
              />
            )}
          </Field>
          {percent !== undefined && (
            <div className="flex flex-col gap-1.5">
              <progress value={percent} max={100} aria-label={t('form.progressLabel')} className="h-2 w-full accent-brand-700" />
              <p className="text-sm text-muted" role="status">
                {t('form.uploading', { percent: String(percent) })}
              </p>
            </div>
          )}
        </FormSection>

        <FormFooter
          words="documentAdmin"
          cancel={{ to: '/$lang/dashboard/documents', params: { lang } }}
          editing={!!document}
          pending={pending}
        />
      </form>
      {document && (
        <PublishSchedulePanel kind="document" entity={document} {...documentScheduleFns} invalidate={[documentAdminQueries.all]} />
      )}
    </>
  )
}
