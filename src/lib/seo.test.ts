import { describe, expect, it } from 'vitest'
import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncate } from './seo'

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Kıdemli Hemşire', META_TITLE_MAX)).toBe('Kıdemli Hemşire')
  })
  it('cuts titles to 60 and descriptions to 160 characters', () => {
    const long = 'word '.repeat(100)
    expect(truncate(long, META_TITLE_MAX).length).toBeLessThanOrEqual(60)
    expect(truncate(long, META_DESCRIPTION_MAX).length).toBeLessThanOrEqual(160)
    expect(truncate(long, META_TITLE_MAX).endsWith('…')).toBe(true)
  })
})
