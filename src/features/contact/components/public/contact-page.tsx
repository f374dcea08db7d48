import { icon } from '~/components/ui/icons'
import { TitledSection } from '~/components/ui/titled-section'
import { useTranslation } from '~/i18n/use-translation'
import type { OfficeDetails } from '~/content/office-links'
import type { PostedForm } from '~/lib/posted-form'
import { ContactForm } from './contact-form'
import { OfficeCards } from './office-cards'
import { OfficesMap } from './offices-map'

const CircleCheckIcon = /* @__PURE__ */ icon('<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>')

/** The success message of docs/product.md §8, shown in the form's place (in place with scripts, at ?sent=1 without). */
function SentPanel() {
  const { t, lang } = useTranslation('contact')
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-md border border-green-200 bg-green-50 p-5">
      <p className="flex items-center gap-2 text-lg font-semibold text-green-900">
        <CircleCheckIcon aria-hidden className="size-6 shrink-0" />
        {t('success')}
      </p>
      <p className="text-sm text-green-900">{t('successDetail')}</p>
      <a href={`/${lang}/contact`} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t('sendAnother')}
      </a>
    </div>
  )
}

const heading = 'mb-4 text-xl font-semibold text-ink'

/** /{lang}/contact: the form beside both offices, their details and a map that loads nothing from elsewhere. */
export function ContactPage({ posted, sent, offices }: { posted?: PostedForm | null; sent: boolean; offices: readonly OfficeDetails[] }) {
  const { t } = useTranslation('contact')
  const { t: tc } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('intro')}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <TitledSection
          id="contact-form-title"
          title={t('formTitle')}
          headingClassName={heading}
          className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8 lg:self-start"
        >
          {sent ? <SentPanel /> : <ContactForm posted={posted} success={<SentPanel />} />}
        </TitledSection>
        <div className="flex flex-col gap-8">
          <TitledSection id="contact-offices" title={t('offices.title')} headingClassName={heading}>
            <OfficeCards offices={offices} />
          </TitledSection>
          <TitledSection id="contact-map" title={t('map.title')} headingClassName={heading}>
            <OfficesMap names={{ istanbul: tc('footer.istanbul'), dubai: tc('footer.dubai') }} />
          </TitledSection>
        </div>
      </div>
    </div>
  )
}
