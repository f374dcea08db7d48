import { Link, useNavigate } from '@tanstack/react-router'
import { FilterForm, FilterSelect, formValues } from '~/components/ui/filter-select'
import { SlidersHorizontalIcon } from '~/components/ui/page-icons'
import { ResponsivePicture } from '~/components/ui/responsive-picture'
import { brandScopes, companyCategories, marketPositions } from '~/content/taxonomy'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { brandFiltersOf, brandScopeOf, filterBrands, marketPositionOf } from './brand-filters'
import type { BrandView } from '../../site.page'
import { type CorporateSearch, readCorporateSearch } from '../../site.search'
import { PageIntro } from './page-intro'

/**
 * /{lang}/brands (docs/product.md §2): the eight brands, filtered by category, market position and scope,
 * combined and kept in the URL (`?category=&position=&scope=`). The filters are a GET form: it
 * reloads the page without the scripts and navigates with them (as `FilterSelect` says), staying
 * mounted so the focus stays on the select the visitor changed; the count line is a live region
 * that announces the new count politely (docs/product.md §4.4).
 */
export function BrandsPage({ brands, search }: { brands: readonly BrandView[]; search: CorporateSearch }) {
  const { t } = useTranslation('corporate')
  const lang = useLanguage()
  const navigate = useNavigate()
  const filters = brandFiltersOf(search)
  const shown = filterBrands(brands, filters)
  const apply = (form: HTMLFormElement) => {
    void navigate({ to: '/$lang/brands', params: { lang }, search: readCorporateSearch(formValues(form)) })
  }
  const filtered = Object.keys(filters).length > 0
  const clear = (
    <Link to="/$lang/brands" params={{ lang }} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      {t('brands.clear')}
    </Link>
  )
  return (
    <>
      <PageIntro title={t('brands.title')}>
        <p>{t('brands.intro')}</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <FilterForm
          apply={apply}
          action={`/${lang}/brands`}
          aria-label={t('brands.filtersLabel')}
          className="grid items-end gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <FilterSelect
            name="category"
            label={t('brands.category')}
            value={filters.category}
            options={companyCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
          />
          <FilterSelect
            name="position"
            label={t('brands.position')}
            value={filters.position}
            options={marketPositions.map((value) => ({ value, label: t(`brands.positions.${value}`) }))}
          />
          <FilterSelect
            name="scope"
            label={t('brands.scope')}
            value={filters.scope}
            options={brandScopes.map((value) => ({ value, label: t(`brands.scopes.${value}`) }))}
          />
          <button type="submit" className="h-11 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
            {t('brands.apply')}
          </button>
        </FilterForm>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted" role="status">
            {t('brands.count', { count: shown.length })}
          </p>
          {filtered && shown.length > 0 ? clear : null}
        </div>
        {shown.length === 0 ? (
          <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-line bg-surface px-6 py-14 text-center">
            <SlidersHorizontalIcon className="size-8 text-muted" />
            <h2 className="mt-3 text-lg font-semibold text-ink">{t('brands.emptyTitle')}</h2>
            <p className="mt-2 max-w-md text-sm text-muted">{t('brands.emptyText')}</p>
            <p className="mt-4">{clear}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((brand) => (
              <li key={brand.key}>
                <BrandCard brand={brand} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

function BrandCard({ brand }: { brand: BrandView }) {
  const { t } = useTranslation('corporate')
  const tag = 'rounded-full px-2.5 py-1 text-xs font-medium'
  const position = marketPositionOf(brand.position)
  const scope = brandScopeOf(brand.scope)
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      {brand.logo ? (
        // The brand's logo from the media library (decision 061), with its alt text; else its initial's tile.
        <ResponsivePicture picture={brand.logo} sizes="3rem" className="size-12 rounded-xl object-contain" />
      ) : (
        <span
          aria-hidden
          className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-900 text-lg font-bold tracking-tight text-white"
        >
          {brand.name.slice(0, 1)}
        </span>
      )}
      <h2 className="mt-4 text-lg font-semibold text-ink">{brand.name}</h2>
      <p className="mt-1 text-xs text-muted">{t('brands.runBy', { company: brand.companyName })}</p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-ink">{brand.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${t('brands.category')}, ${t('brands.position')}, ${t('brands.scope')}`}>
        <li className={`${tag} bg-brand-50 text-brand-800`}>{t(`categories.${brand.category}`)}</li>
        {position ? <li className={`${tag} bg-surface text-ink`}>{t(`brands.positions.${position}`)}</li> : null}
        {scope ? <li className={`${tag} bg-surface text-ink`}>{t(`brands.scopes.${scope}`)}</li> : null}
      </ul>
    </article>
  )
}
