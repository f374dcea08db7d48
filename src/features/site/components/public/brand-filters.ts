import { brandScopes, companyCategories, marketPositions } from '~/content/taxonomy'
import type { CorporateSearch } from '../../site.search'

/*
 * The brands and companies pages' filters, from the search the route read. They sit with the two
 * pages that use them, not in site.search.ts (which every page's entry carries, for route search
 * validation) nor in site.page.ts (which every corporate page loads): decision 013.
 */

/** The brands page's filters: one value per dimension, or none; an unknown value counts as none. */
export interface BrandFilters {
  category?: (typeof companyCategories)[number]
  position?: (typeof marketPositions)[number]
  scope?: (typeof brandScopes)[number]
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined

export function brandFiltersOf(search: CorporateSearch): BrandFilters {
  const filters: BrandFilters = {}
  const category = oneOf(companyCategories, search.category)
  const position = oneOf(marketPositions, search.position)
  const scope = oneOf(brandScopes, search.scope)
  if (category) filters.category = category
  if (position) filters.position = position
  if (scope) filters.scope = scope
  return filters
}

/** The brands that match every chosen filter (docs/product.md §2.2: the filters combine). */
export function filterBrands<B extends { category: string; position: string; scope: string }>(
  list: readonly B[],
  filters: BrandFilters,
): B[] {
  return list.filter(
    (brand) =>
      (!filters.category || brand.category === filters.category) &&
      (!filters.position || brand.position === filters.position) &&
      (!filters.scope || brand.scope === filters.scope),
  )
}

export const companyCategoryOf = (value: string | undefined) => oneOf(companyCategories, value)

/** A brand's market position and scope as the page names them; a value the code does not know (none today) has no tag. */
export const marketPositionOf = (value: string | undefined) => oneOf(marketPositions, value)
export const brandScopeOf = (value: string | undefined) => oneOf(brandScopes, value)
