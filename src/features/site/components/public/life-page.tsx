import { Link } from '@tanstack/react-router'
import { IntroPage } from '~/components/layout/page-intro'
import { ArrowRightIcon } from '~/components/ui/page-icons'
import { TitledSection } from '~/components/ui/titled-section'
import { useTranslation } from '~/i18n/use-translation'
import type { CoreValueView, LifeCardView } from '../../site.page'
import { CoreValuesList } from './core-values-list'
import { LifeCards } from './life-cards'

const heading = 'text-2xl font-semibold tracking-tight text-ink'

/** /{lang}/life-at-hoi (docs/product.md §2): what working at the group is like, its values and the way to the open positions. */
export function LifePage({ cards, values }: { cards: readonly LifeCardView[]; values: readonly CoreValueView[] }) {
  const { t, lang } = useTranslation('corporate')
  return (
    <IntroPage eyebrow={t('life.eyebrow')} title={t('life.title')} intro={t('life.intro')}>
      <TitledSection id="life-cards" title={t('life.cardsTitle')} headingClassName={heading}>
        <div className="mt-6">
          <LifeCards cards={cards} />
        </div>
      </TitledSection>
      <TitledSection id="life-values" title={t('life.valuesTitle')} headingClassName={heading} className="mt-16">
        <div className="mt-6">
          <CoreValuesList values={values} />
        </div>
      </TitledSection>
      <section
        aria-labelledby="life-jobs"
        className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
      >
        <div>
          <h2 id="life-jobs" className="text-2xl font-semibold">
            {t('life.jobsTitle')}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t('life.jobsText')}</p>
        </div>
        <Link
          to="/$lang/jobs"
          params={{ lang }}
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('life.jobsCta')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </section>
    </IntroPage>
  )
}
