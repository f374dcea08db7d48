import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { Controller, type FieldError, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  BackLink,
  CurrentStatus,
  FormFooter,
  FormSection,
  SelectOptions,
  WholeNumberInput,
  useRichTextLabels,
} from '~/components/dashboard/entity-form-parts'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { RichTextEditor } from '~/components/dashboard/rich-text-editor'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Alert, Field, Input, inputClass } from '~/components/ui/field'
import { companies } from '~/content/companies'
import { useFieldError } from '~/i18n/use-field-error'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { employmentTypes, experienceLevels, jobCategories, workModes } from '~/lib/enums'
import { todayInSiteZone } from '~/lib/format'
import { createStatuses } from '~/lib/publish-lifecycle'
import { SLUG_MAX_LENGTH, slugify } from '~/lib/slug'
import { jobAdminQueries, useSaveJob } from '../../jobs.queries'
import {
  createJobSchema,
  JOB_CITY_MAX,
  JOB_OPENINGS_MAX,
  JOB_TITLE_MAX,
  jobCountries,
  type JobForEdit,
  type JobFormInput,
  jobFormSchema,
} from '../../jobs.schemas'

const blank: JobFormInput = {
  titleTr: '',
  titleEn: '',
  descriptionTr: '',
  descriptionEn: '',
  slug: '',
  companyKey: 'hoi-tech',
  category: 'software',
  workMode: 'OnSite',
  employmentType: 'FullTime',
  experienceLevel: 'Mid',
  city: '',
  countryCode: 'TR',
  openings: 1,
  deadline: '',
  applicationsOpen: true,
  status: 'draft',
}

function formValues(job: JobForEdit): JobFormInput {
  const { id: _id, status: _status, ...fields } = job
  // An edit keeps its status; the field is only sent on create.
  return {
    ...fields,
    companyKey: fields.companyKey as JobFormInput['companyKey'],
    countryCode: fields.countryCode as JobFormInput['countryCode'],
    status: 'draft',
  }
}

/** The one job form: a new posting without `job`, an edit with it. */
export function JobForm({ job }: { job?: JobForEdit }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const form = useForm<JobFormInput>({
    resolver: zodResolver(job ? jobFormSchema : createJobSchema),
    defaultValues: job ? formValues(job) : blank,
  })
  // Read while rendering, so react-hook-form keeps them current (formState is a subscription).
  const { errors } = form.formState
  // The slug follows the Turkish title until someone edits it (an existing job keeps its address).
  const [slugEdited, setSlugEdited] = useState(!!job)
  const { save } = useEntityForm({
    form,
    mutationFn: useSaveJob(job?.id),
    invalidate: [jobAdminQueries.all],
    unsavedMessage: t('form.unsaved'),
    onSaved: async (_result, values) => {
      toast.success(t(job ? 'form.saved' : 'form.created', { title: values.titleTr.trim() }))
      await navigate({ to: '/$lang/dashboard/jobs', params: { lang } })
    },
  })

  const errorText = (error: FieldError | undefined) =>
    error?.message?.startsWith('jobAdmin.') ? t(error.message.slice('jobAdmin.'.length) as Parameters<typeof t>[0]) : fieldError(error)
  const editorLabels = useRichTextLabels('jobAdmin')

  const titleTr = form.register('titleTr', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
    },
  })
  const slug = form.register('slug', { onChange: () => setSlugEdited(true) })

  return (
    <>
      <PageHeader
        title={job ? td('titles.jobsEdit') : td('titles.jobsCreate')}
        description={job ? t('form.editIntro') : t('form.createIntro')}
        actions={<BackLink to="/$lang/dashboard/jobs" params={{ lang }} label={t('form.back')} />}
      />
      <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}

        {(['tr', 'en'] as const).map((language) => {
          const title = language === 'tr' ? 'titleTr' : 'titleEn'
          const description = language === 'tr' ? 'descriptionTr' : 'descriptionEn'
          return (
            <FormSection key={language} title={t(`form.sections.${language}`)}>
              <Field label={t(`form.${title}`)} error={errorText(errors[title])}>
                {(p) => (
                  <Input
                    {...p}
                    {...(language === 'tr' ? titleTr : form.register(title))}
                    lang={language}
                    autoComplete="off"
                    maxLength={JOB_TITLE_MAX}
                  />
                )}
              </Field>
              <Controller
                control={form.control}
                name={description}
                render={({ field }) => (
                  <div lang={language}>
                    <RichTextEditor
                      label={t(`form.${description}`)}
                      error={errorText(errors[description])}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      focusRef={field.ref}
                      labels={editorLabels(t(`form.${description}`))}
                    />
                  </div>
                )}
              />
            </FormSection>
          )
        })}

        <FormSection title={t('form.sections.details')} grid>
          <Field label={t('form.company')} error={errorText(errors.companyKey)}>
            {(p) => (
              <select {...p} {...form.register('companyKey')} className={inputClass}>
                {companies.map((company) => (
                  <option key={company.key} value={company.key}>
                    {company.name[lang]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.category')} error={errorText(errors.category)}>
            {(p) => (
              <select {...p} {...form.register('category')} className={inputClass}>
                <SelectOptions values={jobCategories} label={(value) => tj(`enums.category.${value}`)} />
              </select>
            )}
          </Field>
          <Field label={t('form.workMode')} error={errorText(errors.workMode)}>
            {(p) => (
              <select {...p} {...form.register('workMode')} className={inputClass}>
                <SelectOptions values={workModes} label={(value) => tj(`enums.workMode.${value}`)} />
              </select>
            )}
          </Field>
          <Field label={t('form.employmentType')} error={errorText(errors.employmentType)}>
            {(p) => (
              <select {...p} {...form.register('employmentType')} className={inputClass}>
                <SelectOptions values={employmentTypes} label={(value) => tj(`enums.employmentType.${value}`)} />
              </select>
            )}
          </Field>
          <Field label={t('form.experienceLevel')} error={errorText(errors.experienceLevel)}>
            {(p) => (
              <select {...p} {...form.register('experienceLevel')} className={inputClass}>
                <SelectOptions values={experienceLevels} label={(value) => tj(`enums.experienceLevel.${value}`)} />
              </select>
            )}
          </Field>
          <Field label={t('form.openings')} error={errorText(errors.openings)}>
            {(p) => <WholeNumberInput {...p} {...form.register('openings', { valueAsNumber: true })} min={1} max={JOB_OPENINGS_MAX} />}
          </Field>
          <Field label={t('form.city')} error={errorText(errors.city)}>
            {(p) => <Input {...p} {...form.register('city')} autoComplete="off" maxLength={JOB_CITY_MAX} />}
          </Field>
          <Field label={t('form.country')} error={errorText(errors.countryCode)}>
            {(p) => (
              <select {...p} {...form.register('countryCode')} className={inputClass}>
                <SelectOptions values={jobCountries} label={(value) => t(`form.countries.${value}`)} />
              </select>
            )}
          </Field>
          <Field label={t('form.deadline')} hint={t('form.deadlineHint')} error={errorText(errors.deadline)}>
            {(p) => <Input {...p} {...form.register('deadline')} type="date" min={job ? undefined : todayInSiteZone()} />}
          </Field>
        </FormSection>

        <FormSection title={t('form.sections.publishing')} grid>
          <Field label={t('form.slug')} hint={t('form.slugHint')} error={errorText(errors.slug)} className="sm:col-span-2">
            {(p) => <Input {...p} {...slug} autoComplete="off" spellCheck={false} maxLength={SLUG_MAX_LENGTH} />}
          </Field>
          {job ? (
            <CurrentStatus label={t('form.currentStatus')} status={job.status}>
              <p className="text-sm text-muted">{t('form.statusHint')}</p>
            </CurrentStatus>
          ) : (
            <Field label={t('form.status')} hint={t('form.statusHint')} error={errorText(errors.status)}>
              {(p) => (
                <select {...p} {...form.register('status')} className={inputClass}>
                  <SelectOptions values={createStatuses} label={(value) => tj(`enums.jobStatus.${value}`)} />
                </select>
              )}
            </Field>
          )}
          <CheckboxField label={t('form.applicationsOpen')} hint={t('form.applicationsOpenHint')}>
            {(p) => <input {...p} {...form.register('applicationsOpen')} type="checkbox" className="mt-0.5 size-5 accent-brand-700" />}
          </CheckboxField>
        </FormSection>

        <FormFooter words="jobAdmin" cancel={{ to: '/$lang/dashboard/jobs', params: { lang } }} editing={!!job} pending={save.isPending} />
      </form>
    </>
  )
}

function CheckboxField({
  label,
  hint,
  children,
}: {
  label: string
  hint: string
  children: (props: { id: string; 'aria-describedby': string }) => ReactNode
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      {children({ id, 'aria-describedby': `${id}-hint` })}
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  )
}
