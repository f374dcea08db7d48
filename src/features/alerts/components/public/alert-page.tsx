import { IntroPage } from '~/components/layout/page-intro'
import { Alert } from '~/components/ui/field'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/public-form'
import { TitledSection } from '~/components/ui/titled-section'
import { companyName } from '~/content/companies'
import { useTranslation } from '~/i18n/use-translation'
import { alertFrequencies } from '~/lib/enums'
import type { PostedForm } from '~/lib/posted-form'
import type { AlertView } from '../../alerts.schemas'
import { AlertFilterList } from './alert-filters'

const sectionHeading = 'mb-3 text-lg font-semibold text-ink'
const card = 'rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6'

/**
 * /{lang}/alerts/{token}, the page of an alert's link (docs/product.md §14.2): the confirmation
 * button of a new alert (a POST: mail scanners follow links), or the alert's settings — its
 * search, its rhythm, unsubscribe. Every button is a plain form post, so the page needs no script.
 */
export function AlertPage({
  alert,
  token,
  posted,
  state,
}: {
  alert: AlertView
  token: string
  posted?: PostedForm | null
  state?: 'confirmed' | 'saved'
}) {
  const { t, lang } = useTranslation('alerts')
  const action = `/${lang}/alerts/${token}`
  const company = alert.filters.company ? companyName(alert.filters.company, lang) : undefined
  const failure = posted?.error.fields?.frequency ?? posted?.error.message
  const search = (
    <TitledSection id="alert-filters-title" title={t('manage.search')} headingClassName={sectionHeading} className={card}>
      <AlertFilterList filters={alert.filters} companyName={company} />
    </TitledSection>
  )
  if (alert.kind === 'confirm') {
    return (
      <IntroPage title={t('manage.confirmTitle')} intro={t('manage.confirmIntro', { email: alert.maskedEmail })}>
        <div className="flex max-w-2xl flex-col gap-6">
          <FormError id="alert-error" message={failure} />
          {search}
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" size="lg">
              {t('manage.confirm')}
            </Button>
          </form>
        </div>
      </IntroPage>
    )
  }
  return (
    <IntroPage title={t('manage.title')} intro={t('manage.intro', { email: alert.maskedEmail })}>
      <div className="flex max-w-2xl flex-col gap-6">
        {state === 'confirmed' && <Alert tone="info">{t('manage.confirmed')}</Alert>}
        {state === 'saved' && <Alert tone="info">{t('manage.saved')}</Alert>}
        <FormError id="alert-error" message={failure} />
        {search}
        <TitledSection id="alert-frequency-title" title={t('manage.frequencyTitle')} headingClassName={sectionHeading} className={card}>
          <form method="post" action={action} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="frequency" />
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t('manage.frequencyTitle')}</legend>
              {alertFrequencies.map((frequency) => (
                <label key={frequency} className="flex items-center gap-3 text-sm text-ink">
                  <input
                    type="radio"
                    name="frequency"
                    value={frequency}
                    defaultChecked={alert.frequency === frequency}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  {t(`fields.frequencies.${frequency}`)}
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit" variant="secondary">
                {t('manage.saveFrequency')}
              </Button>
            </div>
          </form>
        </TitledSection>
        <TitledSection id="alert-stop-title" title={t('manage.unsubscribeTitle')} headingClassName={sectionHeading} className={card}>
          <p className="mb-4 text-sm text-muted">{t('manage.unsubscribeText')}</p>
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="unsubscribe" />
            <Button type="submit" variant="danger">
              {t('manage.unsubscribe')}
            </Button>
          </form>
        </TitledSection>
      </div>
    </IntroPage>
  )
}

/** A link that opens nothing (deleted, or not confirmed within 48 hours): the page's 404. */
export function AlertMissing() {
  const { t, lang } = useTranslation('alerts')
  return (
    <IntroPage title={t('manage.missingTitle')} intro={t('manage.missingText')}>
      <a href={`/${lang}/jobs`} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t('subscribe.backToJobs')}
      </a>
    </IntroPage>
  )
}
