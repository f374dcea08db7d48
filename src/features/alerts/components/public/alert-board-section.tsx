import { inputClass } from '~/components/ui/field'
import type { Translate } from '~/i18n/i18n'
import { useTranslation } from '~/i18n/use-translation'
import { alertFrequencies } from '~/lib/enums'
import { placeName } from '~/lib/places'
import { ALERT_FILTER_KEYS, ALERT_HONEYPOT, type AlertFilters } from '../../alerts.rules'

const ENUM_GROUPS: Record<string, string> = {
  category: 'category',
  workMode: 'workMode',
  employmentType: 'employmentType',
  level: 'experienceLevel',
}
const link = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/**
 * "E-mail me new positions like these" under the job board (docs/product.md §14.1): the board's
 * filters in a sentence and as hidden fields, the address, the rhythm and the consent box, posted
 * to /{lang}/alerts, which answers "check your inbox" or the form again with its messages. Plain
 * markup with no shared form pieces: the board is at the edge of its script budget (decision 013),
 * and the form needs no script to work.
 */
export function AlertBoardSection({ filters, companyName }: { filters: AlertFilters; companyName?: string }) {
  const { t, lang } = useTranslation('alerts')
  const { t: tj } = useTranslation('jobs')
  const parts = ALERT_FILTER_KEYS.flatMap((key) => {
    const raw = filters[key]
    if (!raw) return []
    const group = ENUM_GROUPS[key]
    const value = group
      ? tj(`enums.${group}.${raw}` as Parameters<Translate<'jobs'>>[0], { defaultValue: raw })
      : key === 'company'
        ? (companyName ?? raw)
        : key === 'location'
          ? placeName(raw, lang)
          : raw
    return [`${t(`filters.${key}`)}: ${value}`]
  })
  return (
    <section aria-labelledby="job-alert-title" className="mt-12 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <h2 id="job-alert-title" className="text-xl font-semibold text-ink">
        {t('board.title')}
      </h2>
      <p className="mt-2 mb-5 max-w-3xl text-sm text-muted" data-testid="alert-filters">
        {t('board.intro', { filters: parts.length > 0 ? parts.join(', ') : t('board.allJobs') })}
      </p>
      <form method="post" action={`/${lang}/alerts`} noValidate className="flex max-w-xl flex-col gap-5">
        {ALERT_FILTER_KEYS.map((key) => (filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null))}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="alerts-website">{t('fields.honeypot')}</label>
          <input id="alerts-website" type="text" name={ALERT_HONEYPOT} tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="alerts-email" className="text-sm font-medium text-ink">
            {t('fields.email')} *
          </label>
          <input
            id="alerts-email"
            name="email"
            type="email"
            required
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            className={inputClass}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('fields.frequency')} *</legend>
          {alertFrequencies.map((frequency) => (
            <label key={frequency} className="flex items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={frequency === 'daily'}
                className="size-5 accent-brand-700"
              />
              {t(`fields.frequencies.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4">
          <p className="text-sm text-muted">
            {t('privacyIntro')}{' '}
            <a href={`/${lang}/privacy`} className={link}>
              {t('privacyLink')}
            </a>
            .
          </p>
          <div className="flex items-start gap-3">
            <input id="alerts-consent" type="checkbox" name="consent" required className="mt-1 size-5 shrink-0 accent-brand-700" />
            <label htmlFor="alerts-consent" className="text-sm text-ink">
              {t('fields.consent')} *
            </label>
          </div>
        </div>
        <div>
          <button
            type="submit"
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 text-base font-medium text-white hover:bg-brand-800"
          >
            {t('board.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
