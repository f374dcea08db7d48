import type { ReactNode } from 'react'
import { AriaTabs } from '~/components/ui/aria-tabs'
import { ArrowRightIcon } from '~/components/ui/page-icons'
import { SectionHeading } from '~/components/ui/section-heading'
import { useTranslation } from '~/i18n/use-translation'
import type { HomeData } from '../../site.page'
import { HeroSlider } from './hero-slider'
import { LifeCards } from './life-cards'

const related = [
  { key: 'about', path: '/about' },
  { key: 'brands', path: '/brands' },
  { key: 'culture', path: '/life-at-hoi' },
  { key: 'why', path: '/companies' },
  { key: 'foundation', path: null },
  { key: 'contact', path: '/contact' },
] as const

/**
 * The home (docs/product.md §2): hero with the sector slider, the values tab strip, the nine statistics,
 * life at HOI, the media center (passed in: it belongs to the contents feature) and the related
 * pages. The content arrives from the route's loader in the page's language (decision 019).
 */
export function HomePage({ data, mediaCenter }: { data: Omit<HomeData, 'head'>; mediaCenter: ReactNode }) {
  const { t, lang } = useTranslation('home')
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{t('intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={`/${lang}/jobs`}
                className="inline-flex h-12 items-center gap-2 rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
              >
                {t('primaryCta')}
                <ArrowRightIcon className="size-4" />
              </a>
              <a
                href={`/${lang}/about`}
                className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-medium text-ink hover:bg-surface"
              >
                {t('secondaryCta')}
              </a>
            </div>
          </div>
          <HeroSlider slides={data.slides} />
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="values-title" title={t('valuesTitle')} intro={t('valuesIntro')} />
        <AriaTabs
          className="mt-8"
          label={t('valuesTabsLabel')}
          items={data.valuesTabs.map((tab) => ({
            key: tab.key,
            label: tab.title,
            panel: (
              <div className="grid gap-6 rounded-xl border border-line bg-surface p-6 sm:p-8 lg:grid-cols-[1fr_2fr]">
                <h3 className="text-xl font-semibold text-brand-800">{tab.title}</h3>
                <p className="leading-relaxed text-ink">{tab.text}</p>
              </div>
            ),
          }))}
        />
      </section>

      <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="stats-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('statsTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{t('statsIntro')}</p>
          <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-3">
            {data.stats.map((stat) => (
              <div key={stat.key} className="flex flex-col-reverse justify-end border-l-2 border-brand-500 pl-4" data-stat={stat.key}>
                <dt className="mt-1 text-sm leading-snug text-brand-100">{stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="life-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="life-title"
          title={t('lifeTitle')}
          intro={t('lifeIntro')}
          more={{ to: '/$lang/life-at-hoi', params: { lang }, children: t('lifeCta') }}
        />
        <div className="mt-8">
          <LifeCards cards={data.lifeCards} />
        </div>
      </section>

      {mediaCenter}

      <section aria-labelledby="related-title" className="border-t border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionHeading id="related-title" title={t('relatedTitle')} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.key}>
                {item.path ? (
                  <a
                    href={`/${lang}${item.path}`}
                    className="group flex h-full flex-col rounded-lg border border-line bg-white p-6 hover:border-brand-500"
                  >
                    <span className="flex items-center justify-between gap-3 text-lg font-semibold text-ink">
                      {t(`related.${item.key}.title`)}
                      <ArrowRightIcon className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1" />
                    </span>
                    <span className="mt-2 text-sm text-muted">{t(`related.${item.key}.text`)}</span>
                  </a>
                ) : (
                  // docs/product.md §2: the foundation is announced, not linked.
                  <div className="flex h-full flex-col rounded-lg border border-dashed border-line bg-white/60 p-6">
                    <span className="flex flex-wrap items-center justify-between gap-3 text-lg font-semibold text-ink">
                      {t(`related.${item.key}.title`)}
                      <span className="rounded-full bg-accent/10 px-3 py-1 text-xs font-semibold text-accent-700">{t('comingSoon')}</span>
                    </span>
                    <span className="mt-2 text-sm text-muted">{t(`related.${item.key}.text`)}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
