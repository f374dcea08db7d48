import { describe, expect, it } from 'vitest'
import { compareVersions, valueText, wordDiff } from './version-diff'

describe('word diff', () => {
  it('marks the words removed and added between two texts, keeping the rest', () => {
    expect(wordDiff('Our clinic opens in March.', 'Our new clinic opens in April.')).toEqual([
      { kind: 'same', text: 'Our ' },
      { kind: 'added', text: 'new ' },
      { kind: 'same', text: 'clinic opens in ' },
      { kind: 'removed', text: 'March.' },
      { kind: 'added', text: 'April.' },
    ])
    expect(wordDiff('', 'Yeni metin')).toEqual([{ kind: 'added', text: 'Yeni metin' }])
    expect(wordDiff('Aynı', 'Aynı')).toEqual([{ kind: 'same', text: 'Aynı' }])
  })

  it('reads HTML as its text, a paragraph a line', () => {
    expect(valueText('<p>Birinci &amp; ikinci</p><ul><li>Madde</li></ul>')).toBe('Birinci & ikinci\nMadde')
    expect(valueText(null)).toBe('')
    expect(valueText(['a', 'b'])).toBe('a, b')
  })
})

describe('comparing two versions', () => {
  it('names the fields whose words changed apart from those whose markup alone did', () => {
    const before = { title: 'Hemşire', descriptionEn: '<p>Night shifts</p>', descriptionTr: '<p>Gece</p>', openings: 1 }
    const after = { title: 'Kıdemli Hemşire', descriptionEn: '<ul><li>Night shifts</li></ul>', descriptionTr: '<p>Gece</p>', openings: 1 }
    expect(compareVersions(before, after, ['title', 'descriptionEn', 'descriptionTr', 'openings'])).toEqual({
      changed: ['title'],
      restyled: ['descriptionEn'],
    })
    expect(compareVersions(before, { ...before, descriptionEn: '<p>Night <strong>shifts</strong></p>' }, ['descriptionEn'])).toEqual({
      changed: [],
      restyled: ['descriptionEn'],
    })
    expect(compareVersions(before, before, Object.keys(before))).toEqual({ changed: [], restyled: [] })
  })
})
