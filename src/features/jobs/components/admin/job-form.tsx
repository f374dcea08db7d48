import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import {
  EditPageLinks,
  CurrentStatus,
  FormFooter,
  FormSection,
  LanguageSections,
  useRichTextLabels,
} from '~/components/dashboard/entity-form-parts'
import { DateField, SelectField, TextField, useEntityFields, WholeNumberField } from '~/components/dashboard/form-fields'
import { PublishSchedulePanel } from '~/components/dashboard/publish-schedule'
import { TranslationReviewNotices } from '~/components/dashboard/translation-review'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { RichTextEditor } from '~/components/dashboard/rich-text-editor'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Alert } from '~/components/ui/field'
import { companies, companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { employmentTypes, experienceLevels, jobCategories, salaryCurrencies, salaryPeriods, workModes } from '~/lib/enums'
import { todayInSiteZone } from '~/lib/format'
import { createStatuses } from '~/lib/publish-lifecycle'
import { SLUG_MAX_LENGTH, slugify } from '~/lib/slug'
import type { SessionUser } from '~/lib/session'
import { jobAdminQueries, jobScheduleFns, markJobReviewedFn, useSaveJob } from '../../jobs.queries'
import { JobQuestionsField } from './job-questions-field'
import { missingEuPayRange, SALARY_LIMITS } from '../../jobs.rules'
import {
  createJobSchema,
  JOB_LIMITS,
  jobCountries,
  type JobForEdit,
  type JobFormInput,
  jobFormSchema,
  type JobFormValues,
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
  questions: [],
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
  salaryNoteTr: '',
  salaryNoteEn: '',
}

function formValues(job: JobForEdit): JobFormInput {
  const { id: _id, status: _status, schedules: _schedules, reviews: _reviews, ...fields } = job
  // An edit keeps its status; the field is only sent on create.
  return {
    ...fields,
    companyKey: fields.companyKey as JobFormInput['companyKey'],
    countryCode: fields.countryCode as JobFormInput['countryCode'],
    questions: fields.questions ?? [],
    salaryCurrency: fields.salaryCurrency ?? '',
    salaryPeriod: fields.salaryPeriod ?? '',
    salaryNoteTr: fields.salaryNoteTr ?? '',
    salaryNoteEn: fields.salaryNoteEn ?? '',
    status: 'draft',
  }
}

/** The one job form: a new posting without `job`, an edit with it. */
/** `preview`: the edit page's preview and share actions (decision 057), beside the way back. */
export function JobForm({ job, preview }: { job?: JobForEdit; preview?: ReactNode }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const navigate = useNavigate()
  // A recruiter limited to some companies posts for those only (decision 046); the server checks it again.
  const scope = useRouteContext({ strict: false, select: (context) => (context as { user?: SessionUser }).user?.companies ?? null })
  const companyChoices = companies.map((company) => company.key).filter((key) => !scope || scope.includes(key) || key === job?.companyKey)
  const form = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(job ? jobFormSchema : createJobSchema),
    defaultValues: job
      ? formValues(job)
      : { ...blank, companyKey: companyChoices.includes(blank.companyKey) ? blank.companyKey : companyChoices[0]! },
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

  const { field, errorText } = useEntityFields(form, 'jobAdmin')
  const editorLabels = useRichTextLabels('jobAdmin')
  const followTitle = (event: { target: { value: string } }) => {
    if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
  }

  return (
    <>
      <PageHeader
        title={job ? td('titles.jobsEdit') : td('titles.jobsCreate')}
        description={job ? t('form.editIntro') : t('form.createIntro')}
        actions={
          <EditPageLinks
            history={job ? { to: '/$lang/dashboard/jobs/history/$id', params: { lang, id: job.id } } : undefined}
            back={{ to: '/$lang/dashboard/jobs', params: { lang }, label: t('form.back') }}
          >
            {preview}
          </EditPageLinks>
        }
      />
      {job && <TranslationReviewNotices id={job.id} reviews={job.reviews} mark={markJobReviewedFn} invalidate={[jobAdminQueries.all]} />}
      <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}

        <LanguageSections words="jobAdmin">
          {(language, { title, description }) => (
            <>
              <TextField
                {...field(title, language === 'tr' ? { onChange: followTitle } : undefined)}
                lang={language}
                autoComplete="off"
                maxLength={JOB_LIMITS.title.max}
              />
              <Controller
                control={form.control}
                name={description}
                render={({ field: editor }) => (
                  <div lang={language}>
                    <RichTextEditor
                      label={t(`form.${description}`)}
                      error={errorText(errors[description])}
                      value={editor.value}
                      onChange={editor.onChange}
                      onBlur={editor.onBlur}
                      focusRef={editor.ref}
                      labels={editorLabels(t(`form.${description}`))}
                    />
                  </div>
                )}
              />
              <TextField
                {...field(language === 'tr' ? 'salaryNoteTr' : 'salaryNoteEn')}
                label={t(`salary.note.${language}`)}
                hint={t('salary.noteHint')}
                lang={language}
                autoComplete="off"
                maxLength={SALARY_LIMITS.note}
              />
            </>
          )}
        </LanguageSections>

        <FormSection title={t('form.sections.details')} grid>
          <SelectField
            {...field('companyKey')}
            label={t('form.company')}
            values={companyChoices}
            optionLabel={(key) => companyName(key, lang)}
          />
          <SelectField {...field('category')} values={jobCategories} optionLabel={(value) => tj(`enums.category.${value}`)} />
          <SelectField {...field('workMode')} values={workModes} optionLabel={(value) => tj(`enums.workMode.${value}`)} />
          <SelectField {...field('employmentType')} values={employmentTypes} optionLabel={(value) => tj(`enums.employmentType.${value}`)} />
          <SelectField
            {...field('experienceLevel')}
            values={experienceLevels}
            optionLabel={(value) => tj(`enums.experienceLevel.${value}`)}
          />
          <WholeNumberField {...field('openings', { valueAsNumber: true })} min={1} max={JOB_LIMITS.openings} />
          <TextField {...field('city')} autoComplete="off" maxLength={JOB_LIMITS.city} />
          <SelectField
            {...field('countryCode')}
            label={t('form.country')}
            values={jobCountries}
            optionLabel={(value) => t(`form.countries.${value}`)}
          />
          <DateField
            form={form}
            name="deadline"
            label={t('form.deadline')}
            error={errorText(errors.deadline)}
            hint={t('form.deadlineHint')}
            min={job ? undefined : todayInSiteZone()}
          />
        </FormSection>

        <SalarySection form={form} field={field} />

        <FormSection title={t('form.sections.publishing')} grid>
          <TextField
            {...field('slug', { onChange: () => setSlugEdited(true) })}
            hint={t('form.slugHint')}
            fieldClassName="sm:col-span-2"
            autoComplete="off"
            spellCheck={false}
            maxLength={SLUG_MAX_LENGTH}
          />
          {job ? (
            <CurrentStatus label={t('form.currentStatus')} status={job.status}>
              <p className="text-sm text-muted">{t('form.statusHint')}</p>
            </CurrentStatus>
          ) : (
            <SelectField
              {...field('status')}
              hint={t('form.statusHint')}
              values={createStatuses}
              optionLabel={(value) => tj(`enums.jobStatus.${value}`)}
            />
          )}
          <CheckboxField label={t('form.applicationsOpen')} hint={t('form.applicationsOpenHint')}>
            {(p) => <input {...p} {...form.register('applicationsOpen')} type="checkbox" className="mt-0.5 size-5 accent-brand-700" />}
          </CheckboxField>
        </FormSection>

        <JobQuestionsField form={form} errorText={errorText} />

        <FormFooter words="jobAdmin" cancel={{ to: '/$lang/dashboard/jobs', params: { lang } }} editing={!!job} pending={save.isPending} />
      </form>
      {job && (
        <PublishSchedulePanel
          kind="job"
          entity={job}
          defaultTimeZone={job.countryCode === 'AE' ? 'Asia/Dubai' : 'Europe/Istanbul'}
          {...jobScheduleFns}
          invalidate={[jobAdminQueries.all]}
        />
      )}
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

/**
 * docs/product.md §15.1: the salary range (both ends, currency, period, or none), and the warning,
 * which does not block saving, that a posting in the EU or EEA shows no range.
 */
function SalarySection({
  form,
  field,
}: {
  form: ReturnType<typeof useForm<JobFormInput, unknown, JobFormValues>>
  field: ReturnType<typeof useEntityFields<JobFormInput, JobFormValues>>['field']
}) {
  const { t } = useTranslation('jobAdmin')
  const [countryCode, min, max] = useWatch({ control: form.control, name: ['countryCode', 'salaryMin', 'salaryMax'] })
  const hasRange = String(min ?? '').trim() !== '' && String(max ?? '').trim() !== ''
  const amount = { inputMode: 'numeric', autoComplete: 'off', maxLength: 20, spellCheck: false } as const
  return (
    <FormSection title={t('salary.section')} grid>
      <p id="salary-intro" className="text-sm text-muted sm:col-span-2">
        {t('salary.intro')}
      </p>
      <TextField {...field('salaryMin')} {...amount} label={t('salary.min')} hint={t('salary.amountHint')} />
      <TextField {...field('salaryMax')} {...amount} label={t('salary.max')} hint={t('salary.amountHint')} />
      <SelectField
        {...field('salaryCurrency')}
        label={t('salary.currency')}
        values={['', ...salaryCurrencies]}
        optionLabel={(value) => (value === '' ? t('salary.none') : t(`salary.currencies.${value}`))}
      />
      <SelectField
        {...field('salaryPeriod')}
        label={t('salary.period')}
        values={['', ...salaryPeriods]}
        optionLabel={(value) => (value === '' ? t('salary.none') : t(`salary.periods.${value}`))}
      />
      {missingEuPayRange(String(countryCode ?? ''), hasRange) && (
        <div className="sm:col-span-2">
          <Alert tone="info">{t('salary.euWarning')}</Alert>
        </div>
      )}
    </FormSection>
  )
}
