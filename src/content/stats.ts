import { brands } from './brands'
import { companies } from './companies'
import type { Text } from './text'

/** docs/product.md §3: the home's nine statistics, in this order. */
export const statKeys = [
  'tourist_visas',
  'employees',
  'companies',
  'brands',
  'instagram_views',
  'tours_booked',
  'client_countries',
  'lines_of_code',
  'licenses_partnerships',
] as const
export type StatKey = (typeof statKeys)[number]

export interface Stat {
  key: StatKey
  value: number
  /** Large figures read better short: 4.2M, 4,2 Mn. */
  compact?: boolean
  /** Shown after the figure: '20+' means "more than twenty". */
  plus?: boolean
  label: Text
}

export const stats: readonly Stat[] = [
  { key: 'tourist_visas', value: 12_500, plus: true, label: { tr: 'Yıllık düzenlenen turist vizesi', en: 'Tourist visas issued a year' } },
  { key: 'employees', value: 340, label: { tr: 'Tam zamanlı çalışan', en: 'Full-time employees' } },
  { key: 'companies', value: companies.length, label: { tr: 'Faaliyetteki şirket', en: 'Operating companies' } },
  { key: 'brands', value: brands.length, label: { tr: 'Aktif marka', en: 'Active brands' } },
  {
    key: 'instagram_views',
    value: 4_200_000,
    compact: true,
    label: { tr: 'Son 90 günde Instagram görüntülenmesi', en: 'Instagram views in the last 90 days' },
  },
  { key: 'tours_booked', value: 28_000, plus: true, label: { tr: 'Rezerve edilen tur ve aktivite', en: 'Tours and activities booked' } },
  { key: 'client_countries', value: 20, plus: true, label: { tr: 'Ülkeden müşteri', en: 'Countries our clients come from' } },
  { key: 'lines_of_code', value: 1_800_000, compact: true, label: { tr: 'Geliştirilen kod satırı', en: 'Lines of code developed' } },
  {
    key: 'licenses_partnerships',
    value: 36,
    label: { tr: 'Resmî lisans ve kamu iş birliği', en: 'Government licences and partnerships' },
  },
]

/** A statistic's figure in a language: grouped digits, compact for the large ones, '+' when "more than". */
export function formatStat(stat: Pick<Stat, 'value' | 'compact' | 'plus'>, locale: string): string {
  const figure = new Intl.NumberFormat(locale, stat.compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}).format(stat.value)
  return stat.plus ? `${figure}+` : figure
}
