import { TitledSection } from '~/components/ui/titled-section'
import { useTranslation } from '~/i18n/use-translation'
import type { AlertFilters } from '../../alerts.rules'
import { useAlertFilterLines } from './alert-filters'
import { AlertSubscribeForm } from './alert-subscribe-form'

/**
 * "E-mail me new positions like these" under the job board (docs/product.md §13.1): the board's
 * current filters in a sentence and the subscription form, rendered on the server with no script
 * of its own.
 */
export function AlertBoardSection({ filters, companyName }: { filters: AlertFilters; companyName?: string }) {
  const { t } = useTranslation('alerts')
  const lines = useAlertFilterLines(filters, companyName)
  const described = lines.length > 0 ? lines.map((line) => `${line.label}: ${line.value}`).join(', ') : t('board.allJobs')
  return (
    <TitledSection
      id="job-alert-title"
      title={t('board.title')}
      headingClassName="text-xl font-semibold text-ink"
      className="mt-12 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="mt-2 mb-5 max-w-3xl text-sm text-muted" data-testid="alert-filters">
        {t('board.intro', { filters: described })}
      </p>
      <div className="max-w-xl">
        <AlertSubscribeForm filters={filters} />
      </div>
    </TitledSection>
  )
}
