import { describe, expect, it } from 'vitest'
import { altIn, missingAlt, shareWidth, variantWidths } from './media.rules'

describe('media rules', () => {
  it('makes the standard widths below the original and never enlarges it', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600])
    expect(variantWidths(1600)).toEqual([480, 960, 1600])
    expect(variantWidths(1000)).toEqual([480, 960, 1000])
    expect(variantWidths(300)).toEqual([300])
    expect(shareWidth(4000)).toBe(1200)
    expect(shareWidth(800)).toBe(800)
  })

  it('gives the alt text of a language, empty for a decorative image, and none when it is missing', () => {
    const item = { altTr: 'Liman', altEn: '  ', decorative: false }
    expect(altIn(item, 'tr')).toBe('Liman')
    expect(altIn(item, 'en')).toBeNull()
    expect(missingAlt(item)).toBe(true)
    expect(altIn({ ...item, decorative: true }, 'en')).toBe('')
    expect(missingAlt({ ...item, decorative: true })).toBe(false)
  })
})
