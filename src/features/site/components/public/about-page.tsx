import { Link } from '@tanstack/react-router'
import { IntroPage } from '~/components/layout/page-intro'
import { ArrowRightIcon } from '~/components/ui/page-icons'
import { SectionHeading } from '~/components/ui/section-heading'
import { TitledSection } from '~/components/ui/titled-section'
import { useTranslation } from '~/i18n/use-translation'
import type { AboutData } from '../../site.page'
import { CoreValuesList } from './core-values-list'

const more = [
  { key: 'board', to: '/$lang/board' },
  { key: 'chart', to: '/$lang/chart' },
  { key: 'companies', to: '/$lang/companies' },
  { key: 'brands', to: '/$lang/brands' },
] as const

/** /{lang}/about (docs/product.md §2): introduction, purpose, vision and the core values. */
export function AboutPage({ about }: { about: AboutData }) {
  const { t, lang } = useTranslation('corporate')
  return (
    <IntroPage eyebrow={t('about.eyebrow')} title={t('about.title')}>
      <TitledSection
        id="about-introduction"
        title={about.introduction.title}
        headingClassName="text-2xl font-semibold tracking-tight text-ink"
        className="grid gap-8 lg:grid-cols-[1fr_2fr]"
      >
        <div className="space-y-4 text-lg leading-relaxed text-ink">
          {about.introduction.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </TitledSection>

      <div className="mt-14 grid gap-6 md:grid-cols-2">
        {[
          { id: 'about-purpose', part: about.purpose },
          { id: 'about-vision', part: about.vision },
        ].map(({ id, part }) => (
          <TitledSection
            key={id}
            id={id}
            title={part.title}
            headingClassName="text-sm font-semibold tracking-wide text-brand-100 uppercase"
            className="rounded-2xl bg-brand-900 p-8 text-white"
          >
            <p className="mt-4 text-xl leading-relaxed font-medium">{part.text}</p>
          </TitledSection>
        ))}
      </div>

      <section id="core-values" aria-labelledby="about-values" className="mt-16">
        <SectionHeading id="about-values" title={t('about.coreValuesTitle')} intro={t('about.coreValuesIntro')} />
        <div className="mt-8">
          <CoreValuesList values={about.coreValues} />
        </div>
      </section>

      <TitledSection
        as="nav"
        id="about-more"
        title={t('about.moreTitle')}
        headingClassName="text-xl font-semibold text-ink"
        className="mt-16 rounded-xl border border-line bg-surface p-6 sm:p-8"
      >
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {more.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                params={{ lang }}
                className="flex min-h-12 items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3 font-medium text-ink hover:border-brand-500"
              >
                {t(`about.more.${item.key}`)}
                <ArrowRightIcon className="size-4 shrink-0 text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </IntroPage>
  )
}
