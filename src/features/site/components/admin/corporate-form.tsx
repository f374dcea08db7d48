import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useId, useState } from 'react'
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { CurrentStatus, EditPageLinks, FormFooter, FormSection } from '~/components/dashboard/entity-form-parts'
import { SelectField, TextAreaField, TextField, useFormErrorText } from '~/components/dashboard/form-fields'
import { MediaField } from '~/components/dashboard/media-picker'
import { TranslationReviewNotices } from '~/components/dashboard/translation-review'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Alert } from '~/components/ui/field'
import { companies } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type CorporateSection, type Language, languages, type PublishStatus, type UserRole } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import { formStatuses } from '~/lib/publish-lifecycle'
import { type CorporateValues, DERIVED_FIGURES, type FieldSpec, isDerivedFigure, languageField, sectionSpecs } from '../../site.rules'
import { entryTitle, useCorporateChoiceLabel, useCorporateFieldLabel } from './corporate-labels'
import { markCorporateReviewedFn, saveCorporateEntryFn, siteAdminQueries } from '../../site.queries'
import { type CorporateEntryForEdit, corporateFormSchema } from '../../site.schemas'

/** A new entry's values: empty texts, no number yet (the schema asks for it), the first choice, a draft. */
function blankValues(section: CorporateSection): CorporateValues {
  const spec = sectionSpecs[section]
  const values: CorporateValues = {}
  for (const field of spec.fields) {
    const empty =
      field.kind === 'boolean' ? false : field.kind === 'number' ? null : field.kind === 'choice' ? (field.choices?.[0] ?? '') : ''
    if (field.localized) for (const language of languages) values[languageField(field.name, language)] = empty
    else values[field.name] = empty
  }
  if (spec.media) values.mediaId = null
  if (spec.open) values.status = 'draft'
  return values
}

/** An entry's form values: its flat values, its status when the section is open; a counted figure keeps a placeholder the server ignores. */
function editValues(entry: CorporateEntryForEdit): CorporateValues {
  const spec = sectionSpecs[entry.section]
  const values: CorporateValues = { ...entry.values }
  if (spec.open) values.status = entry.status
  if (isDerivedFigure(entry.section, entry.key) && typeof values.value !== 'number') values.value = 0
  return values
}

/**
 * The edit form of a corporate entry (decision 061), generated from its section's description:
 * a localized field as its Turkish and English inputs side by side, the shared fields, the picture
 * from the media library, and an open section's status. A new entry without `entry`, of `section`.
 */
export function CorporateForm({
  section,
  entry,
  role,
  preview,
}: {
  section: CorporateSection
  entry?: CorporateEntryForEdit
  role: UserRole
  preview?: ReactNode
}) {
  const { t } = useTranslation('siteAdmin')
  const { t: tc } = useTranslation('corporate')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const navigate = useNavigate()
  const spec = sectionSpecs[section]
  const label = useCorporateFieldLabel()
  const errorText = useFormErrorText('siteAdmin')
  const save = useServerFn(saveCorporateEntryFn)
  const form = useForm<CorporateValues>({
    resolver: zodResolver(corporateFormSchema(section)) as unknown as Resolver<CorporateValues>,
    defaultValues: entry ? editValues(entry) : blankValues(section),
  })
  const { errors } = form.formState
  const derived = entry ? isDerivedFigure(section, entry.key) : false
  const sectionName = t(`sections.${section}`)
  const listPage = { to: '/$lang/dashboard/site', params: { lang }, search: { section } } as const

  const { save: saving } = useEntityForm({
    form,
    mutationFn: (values: CorporateValues) => save({ data: { id: entry?.id, section, values } }),
    invalidate: [siteAdminQueries.all],
    unsavedMessage: t('form.unsaved'),
    onSaved: async (_result, values) => {
      toast.success(t(entry ? 'form.saved' : 'form.created', { title: entryTitle(section, values, lang) }))
      await navigate(listPage)
    },
  })

  const error = (name: string) => errorText(errors[name] as FieldError | undefined)

  const hintOf = (field: FieldSpec): string | undefined => {
    if (field.format === 'e164') return t('form.e164Hint')
    if (field.format === 'initials') return t('form.initialsHint')
    if (field.kind === 'lines') return t('form.linesHint')
    if (field.kind === 'textarea' && field.max >= 2000) return `${t('form.paragraphsHint')} ${t('form.maxHint', { max: field.max })}`
    if (field.kind === 'number') {
      const range = { min: formatNumber(field.min ?? 0, lang), max: formatNumber(field.max, lang) }
      return field.decimals ? t('form.decimalsHint', { ...range, decimals: String(field.decimals) }) : t('form.rangeHint', range)
    }
    if (field.kind === 'text' || field.kind === 'textarea') return t('form.maxHint', { max: field.max })
    return undefined
  }

  const choiceWords = useCorporateChoiceLabel()
  const choiceLabel = (field: FieldSpec) => (value: string) => choiceWords(field.name, value) ?? value

  /** One input of a field: `name` is its flat name (`titleEn` for the English text). */
  const input = (field: FieldSpec, name: string, text: string, language?: Language): ReactNode => {
    const common = { label: text, hint: hintOf(field), error: error(name), lang: language }
    switch (field.kind) {
      case 'textarea':
      case 'lines':
        return (
          <TextAreaField
            key={name}
            {...form.register(name)}
            {...common}
            rows={field.max >= 2000 ? 10 : field.kind === 'lines' ? 4 : 4}
            maxLength={field.max}
          />
        )
      case 'number':
        return (
          <TextField
            key={name}
            {...form.register(name, { setValueAs: (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value)) })}
            {...common}
            type="number"
            inputMode={field.decimals ? 'decimal' : 'numeric'}
            step={field.decimals ? 10 ** -field.decimals : 1}
            min={field.min}
            max={field.max}
          />
        )
      case 'boolean':
        return <CheckboxField key={name} label={text} {...form.register(name)} />
      case 'choice':
        return <SelectField key={name} {...form.register(name)} {...common} values={field.choices ?? []} optionLabel={choiceLabel(field)} />
      default:
        return (
          <TextField
            key={name}
            {...form.register(name)}
            {...common}
            autoComplete="off"
            spellCheck={field.format ? false : undefined}
            dir={field.format === 'e164' || field.format === 'email' ? 'ltr' : undefined}
            maxLength={field.max}
          />
        )
    }
  }

  const localized = spec.fields.filter((field) => field.localized)
  const shared = spec.fields.filter((field) => !field.localized)
  const company = section === 'company' && entry ? companies.find((item) => item.key === entry.key) : undefined

  // The entry's name first: the details lead when it is written once for both languages (a person, a brand).
  const titleShared = shared.some((field) => field.name === spec.titleField)
  // Registered in the order shown, so that a failed submit focuses the first field in error.
  const textsSection = () =>
    localized.length > 0 && (
      <FormSection title={t('form.sections.texts')}>
        {localized.map((field) => (
          <div key={field.name} className="grid gap-4 md:grid-cols-2">
            {languages.map((language) => input(field, languageField(field.name, language), label(section, field.name, language), language))}
          </div>
        ))}
      </FormSection>
    )
  const detailsSection = () =>
    (shared.length > 0 || spec.open) && (
      <FormSection title={t('form.sections.details')} grid>
        {shared.map((field) =>
          derived && field.name === 'value' ? (
            <DerivedValue key={field.name} text={t('form.derived', { source: t(`sections.${DERIVED_FIGURES[entry!.key]!}`) })} />
          ) : (
            input(field, field.name, label(section, field.name))
          ),
        )}
        {spec.open && (
          <>
            <SelectField
              {...form.register('status')}
              label={t('form.status')}
              hint={t('form.statusHint')}
              error={error('status')}
              values={formStatuses('corporate', entry?.status, role)}
              optionLabel={(status) => t(`statuses.${status}`)}
            />
            {entry ? <CurrentStatus label={t('form.currentStatus')} status={entry.status as PublishStatus} /> : null}
          </>
        )}
      </FormSection>
    )

  return (
    <>
      <PageHeader
        title={entry ? td('titles.siteEdit') : td('titles.siteCreate')}
        description={t('form.sectionIntro', {
          section: sectionName,
          intro: spec.open ? (entry ? t('form.editIntro') : t('form.createIntro')) : t('form.fixedIntro'),
        })}
        actions={
          <EditPageLinks
            history={entry ? { to: '/$lang/dashboard/site/history/$id', params: { lang, id: entry.id } } : undefined}
            back={{ ...listPage, label: t('form.back') }}
          >
            {preview}
          </EditPageLinks>
        }
      />
      {entry && (
        <TranslationReviewNotices
          id={entry.id}
          reviews={entry.reviews}
          mark={markCorporateReviewedFn}
          invalidate={[siteAdminQueries.all]}
        />
      )}
      <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((values) => saving.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}

        {company && (
          <FormSection title={t('form.sections.company')} grid>
            <ReadOnlyValue label={t('form.companyName')} value={company.name[lang]} />
            <ReadOnlyValue label={t('form.companyCategory')} value={tc(`categories.${company.category}`)} />
            <ReadOnlyValue label={t('form.companyCountry')} value={tc(`countries.${company.countryCode}`)} />
            <p className="text-sm text-muted sm:col-span-2">{t('form.companyHint')}</p>
          </FormSection>
        )}

        {titleShared ? (
          <>
            {detailsSection()}
            {textsSection()}
          </>
        ) : (
          <>
            {textsSection()}
            {detailsSection()}
          </>
        )}

        {spec.media && (
          <FormSection title={t('form.sections.picture')}>
            <Controller
              control={form.control}
              name="mediaId"
              render={({ field }) => (
                // The focus lands here when the server refuses the picture (no alt text), so its message is in view.
                <div ref={(element) => field.ref(element)} tabIndex={-1} className="min-w-0">
                  <PictureField
                    kind={spec.media!}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={(id) => field.onChange(id || null)}
                    error={error('mediaId')}
                  />
                </div>
              )}
            />
          </FormSection>
        )}

        <FormFooter words="siteAdmin" cancel={listPage} editing={!!entry} pending={saving.isPending} />
      </form>
    </>
  )
}

/** A switch of the form: a checkbox with its label after it. */
function CheckboxField({ label, ...input }: { label: string } & React.ComponentProps<'input'>) {
  const id = useId()
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <input {...input} id={id} type="checkbox" className="size-5 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  )
}

/** A value the form shows but does not edit (a company's identity, kept in code). */
function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="text-sm text-ink">{value}</span>
    </div>
  )
}

/** A counted figure: no input, a note that says where the number comes from. */
function DerivedValue({ text }: { text: string }) {
  const { t } = useTranslation('siteAdmin')
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <span className="text-sm font-medium text-ink">{t('form.derivedLabel')}</span>
      <p className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink" data-testid="derived-figure">
        {text}
      </p>
    </div>
  )
}

/** The entry's picture from the media library: a person's photo or a company's logo (decision 059). */
function PictureField({
  kind,
  value,
  onChange,
  error,
}: {
  kind: 'photo' | 'logo'
  value: string
  onChange: (id: string) => void
  error?: string
}) {
  const { t } = useTranslation('siteAdmin')
  const lang = useLanguage()
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <MediaField
      label={t(kind === 'photo' ? 'form.photo' : 'form.logo')}
      hint={t(kind === 'photo' ? 'form.photoHint' : 'form.logoHint')}
      error={error}
      language={lang}
      value={value}
      previewUrl={picked ?? (value ? `/api/public/images/${value}` : null)}
      onChange={(id, item) => {
        setPicked(item?.thumbnailUrl ?? null)
        onChange(id)
      }}
    />
  )
}
