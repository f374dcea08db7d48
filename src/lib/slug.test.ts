import { describe, expect, it } from 'vitest'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it('transliterates every Turkish letter, both cases', () => {
    expect(slugify('Çağrı Merkezi Şefi')).toBe('cagri-merkezi-sefi')
    expect(slugify('İŞ GÜVENLİĞİ Uzmanı')).toBe('is-guvenligi-uzmani')
    expect(slugify('ıİiI çÇ ğĞ öÖ şŞ üÜ')).toBe('iiii-cc-gg-oo-ss-uu')
  })

  it('turns every run of other characters into one hyphen, without hyphens at the ends', () => {
    expect(slugify('  Kıdemli Yazılım Geliştirici (İstanbul) — C#/.NET!  ')).toBe('kidemli-yazilim-gelistirici-istanbul-c-net')
    expect(slugify('Café Müdürü')).toBe('cafe-muduru')
    expect(slugify('---')).toBe('')
  })

  it('keeps to 100 characters and to the slug pattern', () => {
    const slug = slugify(`${'uzun başlık '.repeat(20)}`)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug).toMatch(SLUG_PATTERN)
  })

  it('the pattern refuses capitals, doubled and edge hyphens', () => {
    for (const bad of ['Abc', 'a--b', '-a', 'a-', 'a b', 'ş']) expect(SLUG_PATTERN.test(bad)).toBe(false)
    expect(SLUG_PATTERN.test('senior-developer-2')).toBe(true)
  })
})
