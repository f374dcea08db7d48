import { describe, expect, it } from 'vitest'
import {
  applicationTracking,
  hasTrackingParams,
  normalizeSource,
  normalizeUtmValue,
  readTracking,
  SOURCE_MAX_LENGTH,
  trackingQuery,
  UTM_VALUE_MAX_LENGTH,
} from './tracking'

describe('normalizeSource (docs/product.md §15.2)', () => {
  it('lower-cases and keeps [a-z0-9._-], any other run becoming one hyphen', () => {
    expect(normalizeSource('LinkedIn')).toBe('linkedin')
    expect(normalizeSource('Kariyer Net')).toBe('kariyer-net')
    expect(normalizeSource('kariyer.net')).toBe('kariyer.net')
    expect(normalizeSource('  e-mail!! ')).toBe('e-mail')
    expect(normalizeSource('İşkur')).toBe('i-kur')
    expect(normalizeSource('<script>alert(1)</script>')).toBe('script-alert-1-script')
  })

  it('gives nothing for empty, punctuation-only or non-text values, and at most 64 characters', () => {
    for (const value of ['', '   ', '---', '..', '☃', undefined, null, 42, ['a'], {}]) expect(normalizeSource(value)).toBeUndefined()
    expect(normalizeSource('a'.repeat(1000))).toHaveLength(SOURCE_MAX_LENGTH)
    expect(normalizeSource(`${'a'.repeat(63)}-b`)).toBe('a'.repeat(63))
  })
})

describe('normalizeUtmValue', () => {
  it('drops control characters, trims, and keeps at most 200 characters', () => {
    expect(normalizeUtmValue(' spring\u0000 sale\n ')).toBe('spring  sale')
    expect(normalizeUtmValue('x'.repeat(5000))).toHaveLength(UTM_VALUE_MAX_LENGTH)
    expect(normalizeUtmValue('   ')).toBeUndefined()
    expect(normalizeUtmValue(7)).toBeUndefined()
  })

  it('never leaves half of a surrogate pair at the cut', () => {
    const value = normalizeUtmValue(`${'a'.repeat(UTM_VALUE_MAX_LENGTH - 1)}😀😀`)!
    expect(value.isWellFormed()).toBe(true)
    expect(value).toBe('a'.repeat(UTM_VALUE_MAX_LENGTH - 1))
  })
})

describe('readTracking and applicationTracking', () => {
  it('reads the source and the five utm parameters, first values, numbers as text, ignoring the rest', () => {
    expect(
      readTracking({ source: ['LinkedIn', 'x'], utm_campaign: 2026, utm_medium: 'social', utm_other: 'no', ref: 'x', utm_term: '' }),
    ).toEqual({ source: 'linkedin', utm_campaign: '2026', utm_medium: 'social' })
    expect(readTracking({})).toEqual({})
  })

  it('stores the source, else utm_source normalized, and the utm values', () => {
    expect(applicationTracking({ source: 'linkedin', utm_campaign: 'x' })).toEqual({ source: 'linkedin', utm: { campaign: 'x' } })
    expect(applicationTracking({ utm_source: 'News Letter' })).toEqual({ source: 'news-letter', utm: { source: 'News Letter' } })
    expect(applicationTracking({})).toEqual({ source: null, utm: null })
  })

  it('writes a query string back, and recognizes one', () => {
    expect(trackingQuery({ source: 'linkedin', utm_campaign: 'a b&c' })).toBe('?source=linkedin&utm_campaign=a+b%26c')
    expect(trackingQuery({})).toBe('')
    expect(hasTrackingParams(new URLSearchParams('page=2&utm_content=x'))).toBe(true)
    expect(hasTrackingParams(new URLSearchParams('page=2&utm=x'))).toBe(false)
  })
})
