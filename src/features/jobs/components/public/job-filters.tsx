import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { inputClass } from '~/components/ui/field'
import { FilterForm, FilterSelect, formValues, useUrlValue } from '~/components/ui/filter-select'
import { useLanguage } from '~/i18n/use-language'
import type { Translate } from '~/i18n/i18n'
import { useTranslation } from '~/i18n/use-translation'
import { employmentTypes, experienceLevels, jobCategories, workModes } from '~/lib/enums'
import { placeName } from '~/lib/places'
import { JOBS_QUERY_MAX, type JobsSearch, readJobsSearch } from '../../jobs.search'

type EnumLabelKey = `enums.${'category' | 'workMode' | 'employmentType' | 'experienceLevel'}.${string}` & Parameters<Translate<'jobs'>>[0]

/** The filters over an enumeration: search key, label key, enum label key, values. */
const enumFilters = [
  ['category', 'category', 'category', jobCategories],
  ['workMode', 'workMode', 'workMode', workModes],
  ['employmentType', 'employmentType', 'employmentType', employmentTypes],
  ['level', 'experienceLevel', 'experienceLevel', experienceLevels],
] as const

/**
 * The board's filters: a GET form that reloads the page without scripts, and navigates with
 * them (the selects as `FilterSelect` says, the search with Enter or the button). The form stays
 * mounted across its navigations, so the focus stays on the control the visitor changed
 * (docs/product.md §4.4). Location and company list only what the active jobs have.
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
  const lang = useLanguage()
  const navigate = useNavigate()
  const searchId = useId()
  const [query, setQuery] = useUrlValue(search.q)
  const apply = (form: HTMLFormElement) => {
    void navigate({ to: '/$lang/jobs', params: { lang }, search: readJobsSearch(formValues(form)) })
  }
  const select = (name: Exclude<keyof JobsSearch, 'page'>, label: string, options: Array<{ value: string; label: string }>, all = true) => (
    <FilterSelect key={name} name={name} label={label} value={search[name]} options={options} all={all} />
  )
  return (
    <FilterForm
      apply={apply}
      action={`/${lang}/jobs`}
      aria-label={t('filters.title')}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-white p-4 lg:grid-cols-4"
    >
      <div className="col-span-2 flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={searchId}>{t('filters.search')}</label>
        <input
          id={searchId}
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={JOBS_QUERY_MAX}
          placeholder={t('filters.searchPlaceholder')}
          className={inputClass}
        />
      </div>
      {enumFilters.map(([name, labelKey, enumKey, values]) =>
        select(
          name,
          t(`filters.${labelKey}`),
          values.map((value) => ({ value, label: t(`enums.${enumKey}.${value}` as EnumLabelKey) })),
        ),
      )}
      {select(
        'location',
        t('filters.location'),
        cities.map((city) => ({ value: city, label: placeName(city, lang) })),
      )}
      {select(
        'company',
        t('filters.company'),
        companies.map((company) => ({ value: company.key, label: company.name })),
      )}
      {select(
        'sort',
        t('filters.sort'),
        [
          { value: '', label: t('filters.sortNewest') },
          { value: 'closing', label: t('filters.sortClosing') },
        ],
        false,
      )}
      <button
        type="submit"
        className="col-span-2 h-11 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 lg:col-span-1"
      >
        {t('filters.apply')}
      </button>
    </FilterForm>
  )
}
