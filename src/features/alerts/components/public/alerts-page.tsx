import { IntroPage } from '~/components/layout/page-intro'
import { TitledSection } from '~/components/ui/titled-section'
import { companyName } from '~/content/companies'
import { useTranslation } from '~/i18n/use-translation'
import type { PostedForm } from '~/lib/posted-form'
import { alertFiltersOf, type AlertFilters } from '../../alerts.rules'
import { AlertFilterList } from './alert-filters'
import { AlertSubscribeForm } from './alert-subscribe-form'

const linkClass = 'text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** A state after a post: "check your inbox" or "the alert is deleted". */
function StatePanel({ title, text }: { title: string; text: string }) {
  const { t, lang } = useTranslation('alerts')
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-md border border-green-200 bg-green-50 p-5">
      <h2 className="text-lg font-semibold text-green-900">{title}</h2>
      <p className="text-sm text-green-900">{text}</p>
      <a href={`/${lang}/jobs`} className={linkClass}>
        {t('subscribe.backToJobs')}
      </a>
    </div>
  )
}

/**
 * /{lang}/alerts: where the board's subscription form posts (docs/product.md §14.1). After a
 * post, "check your inbox" (`?sent=1`, whatever the address) or "deleted" (`?unsubscribed=1`);
 * a failed post shows the form again with its messages; visited with a board search, the form
 * for that search.
 */
export function AlertsPage({
  filters,
  posted,
  state,
}: {
  filters: AlertFilters
  posted?: PostedForm | null
  state?: 'sent' | 'unsubscribed'
}) {
  const { t, lang } = useTranslation('alerts')
  const shown = posted ? alertFiltersOf(posted.values) : filters
  return (
    <IntroPage title={t('subscribe.title')} intro={state ? undefined : t('subscribe.intro')}>
      <div className="max-w-2xl">
        {state === 'sent' ? (
          <StatePanel title={t('subscribe.sentTitle')} text={t('subscribe.sentText')} />
        ) : state === 'unsubscribed' ? (
          <StatePanel title={t('subscribe.unsubscribedTitle')} text={t('subscribe.unsubscribedText')} />
        ) : (
          <div className="flex flex-col gap-8">
            <TitledSection id="alert-search-title" title={t('subscribe.search')} headingClassName="mb-3 text-lg font-semibold text-ink">
              <AlertFilterList filters={shown} companyName={shown.company ? companyName(shown.company, lang) : undefined} />
            </TitledSection>
            <AlertSubscribeForm filters={shown} posted={posted} />
          </div>
        )}
      </div>
    </IntroPage>
  )
}
