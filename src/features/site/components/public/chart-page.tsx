import { Link } from '@tanstack/react-router'
import { ArrowLink } from '~/components/ui/arrow-link'
import { IntroPage } from '~/components/layout/page-intro'
import { useTranslation } from '~/i18n/use-translation'
import type { ChartSector } from '../../site.page'

/**
 * /{lang}/chart (docs/product.md §2.2): the organisation chart as an accessible tree of nested lists,
 * holding → sectors → companies, from the same data as /companies. From `lg` the sectors stand
 * side by side under the holding with connecting lines; on phones they stack.
 */
export function ChartPage({ sectors }: { sectors: readonly ChartSector[] }) {
  const { t, lang } = useTranslation('corporate')
  return (
    <IntroPage title={t('chart.title')} intro={t('chart.intro')}>
      <ul aria-label={t('chart.treeLabel')}>
        <li className="flex flex-col items-center">
          <div className="w-full max-w-md rounded-xl bg-brand-900 px-6 py-5 text-center text-white shadow-lg">
            <p className="text-xl font-bold">HOI Holding</p>
            <p className="mt-1 text-sm text-brand-100">{t('chart.holdingText')}</p>
          </div>
          {/* The trunk and the branch line join the holding to its sectors on wide screens. */}
          <span aria-hidden className="h-8 w-0.5 bg-brand-200" />
          <ul className="relative grid w-full gap-6 lg:grid-cols-5 lg:gap-4 lg:before:absolute lg:before:inset-x-[10%] lg:before:top-0 lg:before:h-0.5 lg:before:bg-brand-200">
            {sectors.map((sector) => (
              <li key={sector.key} className="relative flex flex-col lg:pt-8">
                <span aria-hidden className="absolute top-0 left-1/2 hidden h-8 w-0.5 -translate-x-1/2 bg-brand-200 lg:block" />
                <div className="rounded-lg border-2 border-brand-500 bg-white px-4 py-3">
                  <p className="font-semibold text-ink">{sector.name}</p>
                  <p className="mt-1 text-sm text-muted">{sector.summary}</p>
                  <p className="mt-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {t('chart.companyCount', { count: sector.companies.length })}
                  </p>
                </div>
                <ul className="mt-3 ml-4 space-y-2 border-l-2 border-brand-200 pl-4">
                  {sector.companies.map((company) => (
                    <li
                      key={company.key}
                      className="relative rounded-md border border-line bg-surface px-3 py-2 before:absolute before:top-1/2 before:-left-4 before:h-0.5 before:w-4 before:bg-brand-200"
                    >
                      <Link
                        to="/$lang/companies"
                        params={{ lang }}
                        search={{ category: company.category }}
                        hash={company.key}
                        className="block text-sm font-medium text-ink underline-offset-4 after:absolute after:inset-0 hover:text-brand-700 hover:underline"
                      >
                        {company.name}
                      </Link>
                      <span className="block text-xs text-muted">
                        {company.city}, {t(`countries.${company.countryCode}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      </ul>
      <p className="mt-12 text-center">
        <ArrowLink to="/$lang/companies" params={{ lang }}>
          {t('chart.companiesLink')}
        </ArrowLink>
      </p>
    </IntroPage>
  )
}
