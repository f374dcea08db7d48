import type { Translate } from '~/i18n/i18n'
import { useTranslation } from '~/i18n/use-translation'
import { placeName } from '~/lib/places'
import { ALERT_FILTER_KEYS, type AlertFilterKey, type AlertFilters } from '../../alerts.rules'

type EnumKey = Parameters<Translate<'jobs'>>[0]

/** The enumeration filters and their label groups in the jobs strings. */
const ENUM_GROUPS: Partial<Record<AlertFilterKey, string>> = {
  category: 'category',
  workMode: 'workMode',
  employmentType: 'employmentType',
  level: 'experienceLevel',
}

/** Each filter of a search as label and value in the page's language; the company by the given name. */
export function useAlertFilterLines(
  filters: AlertFilters,
  companyName?: string,
): Array<{ key: AlertFilterKey; label: string; value: string }> {
  const { t, lang } = useTranslation('alerts')
  const { t: tj } = useTranslation('jobs')
  return ALERT_FILTER_KEYS.flatMap((key) => {
    const raw = filters[key]
    if (!raw) return []
    const group = ENUM_GROUPS[key]
    const value =
      group !== undefined
        ? tj(`enums.${group}.${raw}` as EnumKey, { defaultValue: raw })
        : key === 'company'
          ? (companyName ?? raw)
          : key === 'location'
            ? placeName(raw, lang)
            : raw
    return [{ key, label: t(`filters.${key}`), value }]
  })
}

/** A search's filters as a description list; "every new position" when it has none. */
export function AlertFilterList({ filters, companyName }: { filters: AlertFilters; companyName?: string }) {
  const { t } = useTranslation('alerts')
  const lines = useAlertFilterLines(filters, companyName)
  if (lines.length === 0) return <p className="text-sm text-ink">{t('manage.anyJob')}</p>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className="font-medium text-muted">{line.label}</dt>
          <dd className="text-ink">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
