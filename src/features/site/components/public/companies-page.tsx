import { IntroPage } from '~/components/layout/page-intro'
import { ArrowLink } from '~/components/ui/arrow-link'
import { LinkTabs } from '~/components/ui/link-tabs'
import { MapPinIcon } from '~/components/ui/page-icons'
import { ResponsivePicture } from '~/components/ui/responsive-picture'
import { companyCategories } from '~/content/taxonomy'
import { useTranslation } from '~/i18n/use-translation'
import { companyCategoryOf } from './brand-filters'
import type { CompanyView } from '../../site.page'
import type { CorporateSearch } from '../../site.search'

/**
 * /{lang}/companies (docs/product.md §2): the eleven companies, filtered by category with plain links
 * (`?category=`), so the filter works without the scripts; an unknown category shows them all.
 */
export function CompaniesPage({ companies, search }: { companies: readonly CompanyView[]; search: CorporateSearch }) {
  const { t, lang } = useTranslation('corporate')
  const category = companyCategoryOf(search.category)
  const shown = category ? companies.filter((company) => company.category === category) : companies
  const tabs = [undefined, ...companyCategories] as const
  return (
    <IntroPage title={t('companies.title')} intro={t('companies.intro')}>
      <LinkTabs
        label={t('companies.filterLabel')}
        current={tabs.indexOf(category)}
        tabs={tabs.map((tab) => ({ label: tab ? t(`categories.${tab}`) : t('companies.all'), search: tab ? { category: tab } : {} }))}
      />
      <p className="mt-6 text-sm text-muted" role="status">
        {t('companies.count', { count: shown.length })}
      </p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((company) => (
          <li key={company.key} id={company.key} className="scroll-mt-24">
            <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              {company.logo ? (
                // The company's logo from the media library (decision 061), with its alt text.
                <ResponsivePicture picture={company.logo} sizes="10rem" className="mb-4 h-12 w-auto max-w-40 object-contain object-left" />
              ) : null}
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(`categories.${company.category}`)}</p>
              <h2 className="mt-2 text-lg font-semibold text-ink">{company.name}</h2>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <MapPinIcon className="size-4 shrink-0" />
                {company.city}, {t(`countries.${company.countryCode}`)}
              </p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-ink">{company.description}</p>
              {company.brands.length > 0 ? (
                <p className="mt-4 flex flex-wrap gap-2">
                  {company.brands.map((brand) => (
                    <span key={brand} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                      {brand}
                    </span>
                  ))}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-12 flex flex-wrap gap-x-8 gap-y-3">
        {(
          [
            ['/$lang/chart', 'companies.chartLink'],
            ['/$lang/brands', 'companies.brandsLink'],
          ] as const
        ).map(([to, key]) => (
          <ArrowLink key={to} to={to} params={{ lang }}>
            {t(key)}
          </ArrowLink>
        ))}
      </p>
    </IntroPage>
  )
}
