import { ArrowRightIcon, Building2Icon, CpuIcon, HeartPulseIcon, PlaneIcon } from '~/components/ui/page-icons'
import { useTranslation } from '~/i18n/use-translation'
import { useLanguage } from '~/i18n/use-language'

const sectors = [
  { key: 'health', Icon: HeartPulseIcon },
  { key: 'tourism', Icon: PlaneIcon },
  { key: 'technology', Icon: CpuIcon },
  { key: 'construction', Icon: Building2Icon },
] as const

const explore = [
  { key: 'about', path: '/about' },
  { key: 'careers', path: '/jobs' },
  { key: 'contact', path: '/contact' },
] as const

export function HomePage() {
  const { t } = useTranslation('home')
  const lang = useLanguage()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{t('intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={`/${lang}/jobs`}
              className="inline-flex h-12 items-center gap-2 rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
            >
              {t('primaryCta')}
              <ArrowRightIcon aria-hidden className="size-4" />
            </a>
            <a
              href={`/${lang}/about`}
              className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-medium text-ink hover:bg-surface"
            >
              {t('secondaryCta')}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="sectors-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="sectors-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {t('sectorsTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {sectors.map(({ key, Icon }) => (
            <li key={key} className="rounded-lg border border-line p-6">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`sectors.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t(`sectors.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="explore-title" className="border-t border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="explore-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t('exploreTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {explore.map((item) => (
              <li key={item.key}>
                <a
                  href={`/${lang}${item.path}`}
                  className="group flex h-full flex-col rounded-lg border border-line bg-white p-6 hover:border-brand-500"
                >
                  <span className="flex items-center justify-between text-lg font-semibold text-ink">
                    {t(`explore.${item.key}`)}
                    <ArrowRightIcon aria-hidden className="size-5 text-brand-600 transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-2 text-sm text-muted">{t(`explore.${item.key}Text`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
