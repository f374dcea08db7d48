import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from '~/components/ui/page-icons'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { AboutData } from '../../site.page'
import { CoreValuesList } from './core-values-list'
import { PageIntro } from './page-intro'

const more = [
  { key: 'board', to: '/$lang/board' },
  { key: 'chart', to: '/$lang/chart' },
  { key: 'companies', to: '/$lang/companies' },
  { key: 'brands', to: '/$lang/brands' },
] as const

/** /{lang}/about (docs/product.md §2): introduction, purpose, vision and the core values. */
export function AboutPage({ about }: { about: AboutData }) {
  const { t } = useTranslation('corporate')
  const lang = useLanguage()
  return (
    <>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <section aria-labelledby="about-introduction" className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <h2 id="about-introduction" className="text-2xl font-semibold tracking-tight text-ink">
            {about.introduction.title}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {about.introduction.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </section>

        <div className="mt-14 grid gap-6 md:grid-cols-2">
          {[
            { id: 'about-purpose', part: about.purpose },
            { id: 'about-vision', part: about.vision },
          ].map(({ id, part }) => (
            <section key={id} aria-labelledby={id} className="rounded-2xl bg-brand-900 p-8 text-white">
              <h2 id={id} className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
                {part.title}
              </h2>
              <p className="mt-4 text-xl leading-relaxed font-medium">{part.text}</p>
            </section>
          ))}
        </div>

        <section id="core-values" aria-labelledby="about-values" className="mt-16">
          <h2 id="about-values" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t('about.coreValuesTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{t('about.coreValuesIntro')}</p>
          <div className="mt-8">
            <CoreValuesList values={about.coreValues} />
          </div>
        </section>

        <nav aria-labelledby="about-more" className="mt-16 rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h2 id="about-more" className="text-xl font-semibold text-ink">
            {t('about.moreTitle')}
          </h2>
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
        </nav>
      </div>
    </>
  )
}
