import { describe, expect, it } from 'vitest'
import { brands } from '~/content/brands'
import { brandFiltersOf, filterBrands } from './brand-filters'
import { readCorporateSearch } from '../../site.search'

const keys = (search: Record<string, unknown>) =>
  filterBrands(brands, brandFiltersOf(readCorporateSearch(search))).map((brand) => brand.key)

describe('brand filters', () => {
  it('shows all eight brands without filters, and with values it does not know', () => {
    expect(keys({})).toHaveLength(8)
    expect(keys({ category: 'food', position: 'cheap', scope: 'mars' })).toHaveLength(8)
    expect(keys({ category: ['health'], position: 42 })).toHaveLength(8)
  })

  it('combines the filters', () => {
    expect(keys({ category: 'technology' })).toEqual(['lumen-studio', 'codeva', 'stackwise'])
    expect(keys({ category: 'technology', scope: 'regional' })).toEqual(['lumen-studio', 'stackwise'])
    expect(keys({ category: 'technology', scope: 'regional', position: 'premium' })).toEqual(['stackwise'])
    expect(keys({ position: 'luxury' })).toEqual(['voya', 'drive-emirates'])
    expect(keys({ scope: 'global' })).toEqual(['vitalis-hair', 'dubai-compass', 'codeva', 'voya'])
  })

  it('finds nothing for a combination no brand has', () => {
    expect(keys({ category: 'health', position: 'budget' })).toEqual([])
  })

  it('keeps only known values', () => {
    expect(brandFiltersOf({ category: 'tourism', position: 'nope', scope: 'global' })).toEqual({ category: 'tourism', scope: 'global' })
  })
})
