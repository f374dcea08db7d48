/**
 * The enumerations of the corporate content, apart from the content itself: the filters of the
 * companies and brands pages import them without pulling the texts into the page (decision 019).
 */

/** docs/product.md §3: the categories the group's companies (and their brands) are filed under. */
export const companyCategories = ['health', 'technology', 'tourism', 'tourism_technology', 'construction', 'international'] as const
export type CompanyCategory = (typeof companyCategories)[number]

/** docs/product.md §2 /brands filters. */
export const marketPositions = ['premium', 'mass_market', 'luxury', 'budget'] as const
export type MarketPosition = (typeof marketPositions)[number]
export const brandScopes = ['global', 'regional'] as const
export type BrandScope = (typeof brandScopes)[number]
