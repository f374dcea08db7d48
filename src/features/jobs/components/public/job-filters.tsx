import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { useLanguage } from '~/i18n/use-language'
import type { Translate } from '~/i18n/i18n'
import { useTranslation } from '~/i18n/use-translation'
import { employmentTypes, experienceLevels, jobCategories, workModes } from '~/lib/enums'
import { JOBS_QUERY_MAX, type JobsSearch, readJobsSearch } from '../../jobs.search'

// The shared field and filter-select modules come in a chunk with the sign-in form's code; the
// job board keeps its first load small with these few lines of its own (decision 013).
const controlClass =
  'block h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-brand-500'

type EnumLabelKey = `enums.${'category' | 'workMode' | 'employmentType' | 'experienceLevel'}.${string}` & Parameters<Translate<'jobs'>>[0]

/** The filters over an enumeration: search key, label key, enum label key, values. */
const enumFilters = [
  ['category', 'category', 'category', jobCategories],
  ['workMode', 'workMode', 'workMode', workModes],
  ['employmentType', 'employmentType', 'employmentType', employmentTypes],
  ['level', 'experienceLevel', 'experienceLevel', experienceLevels],
] as const

/**
 * The board's filters: a GET form that reloads the page without scripts, and navigates (the
 * selects on change) with them. Location and company list only what the active jobs have.
 */
export function JobFilters({
  search,
  cities,
  companies,
}: {
  search: JobsSearch
  cities: readonly string[]
  companies: ReadonlyArray<{ key: string; name: string }>
}) {
  const { t } = useTranslation('jobs')
  const { t: common } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const searchId = useId()
  const apply = (form: HTMLFormElement) => {
    void navigate({ to: '/$lang/jobs', params: { lang }, search: readJobsSearch(Object.fromEntries(new FormData(form))) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const all = { value: '', label: common('list.all') }
  const select = (name: keyof JobsSearch, label: string, options: Array<{ value: string; label: string }>) => (
    <Select name={name} label={label} value={search[name]} options={options} onApply={apply} />
  )
  return (
    // Keyed by the URL's filters, so the fields show them again after a navigation (clear filters, back).
    <form
      key={JSON.stringify(search)}
      role="search"
      method="get"
      action={`/${lang}/jobs`}
      onSubmit={submit}
      aria-label={t('filters.title')}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-white p-4 lg:grid-cols-4"
    >
      <div className="col-span-2 flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={searchId}>{t('filters.search')}</label>
        <input
          id={searchId}
          name="q"
          type="search"
          defaultValue={search.q ?? ''}
          maxLength={JOBS_QUERY_MAX}
          placeholder={t('filters.searchPlaceholder')}
          className={controlClass}
        />
      </div>
      {enumFilters.map(([name, labelKey, enumKey, values]) =>
        select(name, t(`filters.${labelKey}`), [
          all,
          ...values.map((value) => ({ value, label: t(`enums.${enumKey}.${value}` as EnumLabelKey) })),
        ]),
      )}
      {select('location', t('filters.location'), [all, ...cities.map((city) => ({ value: city, label: city }))])}
      {select('company', t('filters.company'), [all, ...companies.map((company) => ({ value: company.key, label: company.name }))])}
      {select('sort', t('filters.sort'), [
        { value: '', label: t('filters.sortNewest') },
        { value: 'closing', label: t('filters.sortClosing') },
      ])}
      <button
        type="submit"
        className="col-span-2 h-11 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 lg:col-span-1"
      >
        {t('filters.apply')}
      </button>
    </form>
  )
}

/** One filter: applies on change with scripts, with the form's button without them. */
function Select({
  name,
  label,
  value,
  options,
  onApply,
}: {
  name: string
  label: string
  value: string | undefined
  options: Array<{ value: string; label: string }>
  onApply: (form: HTMLFormElement) => void
}) {
  const id = useId()
  // Labelled by id, not by wrapping: a wrapping label would add the chosen option to the name.
  return (
    <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        onChange={(event) => onApply(event.currentTarget.form!)}
        className={controlClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
