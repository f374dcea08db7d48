import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { BackLink, FormFooter, FormSection } from '~/components/dashboard/entity-form-parts'
import { SelectField, TextAreaField, TextField, useEntityFields } from '~/components/dashboard/form-fields'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Alert } from '~/components/ui/field'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type Language, languages } from '~/lib/enums'
import { saveTemplateFn } from '../../templates.functions'
import { templateQueries } from '../../templates.queries'
import { renderTemplate, SAMPLE_VALUES, TEMPLATE_LIMITS, TEMPLATE_VARIABLES, templateStages } from '../../templates.rules'
import { type TemplateDetail, type TemplateInput, templateSchema } from '../../templates.schemas'

const blank: TemplateInput = { name: '', stage: 'rejected', subjectTr: '', bodyTr: '', subjectEn: '', bodyEn: '' }

const fieldsOf = (language: Language) =>
  language === 'tr' ? ({ subject: 'subjectTr', body: 'bodyTr' } as const) : ({ subject: 'subjectEn', body: 'bodyEn' } as const)

/** The one template form (decision 048): a new template without `template`, an edit with it; each language with its preview. */
export function TemplateForm({ template }: { template?: TemplateDetail }) {
  const { t } = useTranslation('templateAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const navigate = useNavigate()
  const save = useServerFn(saveTemplateFn)
  const form = useForm({
    resolver: zodResolver(templateSchema),
    defaultValues: template ? (({ id: _id, updatedAt: _at, ...values }) => values)(template) : blank,
  })
  const { errors } = form.formState
  const { save: mutation } = useEntityForm({
    form,
    mutationFn: (values: TemplateInput) => save({ data: { ...values, id: template?.id } }),
    invalidate: [templateQueries.all],
    unsavedMessage: t('form.unsaved'),
    onSaved: async (_result, values) => {
      toast.success(t(template ? 'form.saved' : 'form.created', { name: values.name.trim() }))
      await navigate({ to: '/$lang/dashboard/templates', params: { lang } })
    },
  })
  const { field } = useEntityFields(form, 'templateAdmin')
  const values = useWatch({ control: form.control })

  return (
    <>
      <PageHeader
        title={template ? td('titles.templatesEdit') : td('titles.templatesCreate')}
        description={t('form.intro')}
        actions={<BackLink to="/$lang/dashboard/templates" params={{ lang }} label={t('form.back')} />}
      />
      <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((input) => mutation.mutate(input))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <FormSection title={t('form.sections.details')} grid>
          <TextField {...field('name')} hint={t('form.nameHint')} autoComplete="off" maxLength={TEMPLATE_LIMITS.name} />
          <SelectField
            {...field('stage')}
            hint={t('form.stageHint')}
            values={templateStages}
            optionLabel={(stage) => tj(`enums.applicationStatus.${stage}`)}
          />
        </FormSection>
        <p className="text-sm text-muted">
          {t('form.variables')}{' '}
          {TEMPLATE_VARIABLES.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <code className="rounded bg-surface px-1 text-ink">{`{{${name}}}`}</code> {t(`variables.${name}`)}
            </span>
          ))}
        </p>
        {languages.map((language) => {
          const names = fieldsOf(language)
          return (
            <FormSection key={language} title={t(`form.sections.${language}`)}>
              <div className="grid gap-4 lg:grid-cols-2">
                <div className="flex flex-col gap-4">
                  <TextField {...field(names.subject)} lang={language} autoComplete="off" maxLength={TEMPLATE_LIMITS.subject} />
                  <TextAreaField {...field(names.body)} lang={language} rows={10} maxLength={TEMPLATE_LIMITS.body} />
                </div>
                <Preview
                  language={language}
                  subject={values[names.subject] ?? ''}
                  body={values[names.body] ?? ''}
                  title={t('form.preview', { language: t(`form.languages.${language}`) })}
                />
              </div>
            </FormSection>
          )
        })}
        <FormFooter
          words="templateAdmin"
          cancel={{ to: '/$lang/dashboard/templates', params: { lang } }}
          editing={!!template}
          pending={mutation.isPending}
        />
      </form>
    </>
  )
}

/** The mail as a candidate would read it, with sample values (the same rendering as the server's). */
function Preview({ language, subject, body, title }: { language: Language; subject: string; body: string; title: string }) {
  const { t } = useTranslation('templateAdmin')
  const sample = SAMPLE_VALUES[language]
  return (
    <section aria-label={title} className="flex flex-col rounded-md border border-line bg-surface p-4">
      <h2 className="mb-2 text-sm font-semibold text-ink">{title}</h2>
      <p className="text-sm text-ink">
        <span className="text-muted">{t('form.previewSubject')}</span> <span lang={language}>{renderTemplate(subject, sample) || '—'}</span>
      </p>
      <p lang={language} className="mt-3 text-sm break-words whitespace-pre-line text-ink">
        {renderTemplate(body, sample) || '—'}
      </p>
    </section>
  )
}
